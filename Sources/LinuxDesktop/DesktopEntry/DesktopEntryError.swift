import SystemPackage

/// What is wrong with a desktop entry file, an app found by its desktop file id, or an Exec
/// line: the file and line (0 for the whole file) and what to do.
public struct DesktopEntryError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case cannotRead(Errno)
        case notUTF8
        case malformedLine(String)
        case malformedGroupHeader(String)
        case malformedKey(String)
        case entryBeforeGroup(String)
        case duplicateGroup(String, firstLine: Int)
        case duplicateKey(String, group: String, firstLine: Int)
        case firstGroupNotDesktopEntry(String)
        case noDesktopEntryGroup
        /// A key the specification requires is missing from a group.
        case missingKey(String, group: String)
        /// `Type=` other than `Application`: only applications have actions and Exec.
        case notAnApplication(String)
        /// A boolean key with a value other than `true` or `false`.
        case notBoolean(key: String, value: String)
        /// `Hidden=true`: the entry is deleted, as if it were not there.
        case hidden
        /// An Exec value that cannot be split into arguments, or has an unknown field code.
        case malformedExec(String, reason: String)
        /// No file has this desktop file id in the data directories searched, in order.
        case noSuchApp(id: String, searched: [String])
        /// `DBusActivatable=true` but the id is no D-Bus well-known name.
        case notABusName(String)
    }

    public let file: String
    public let line: Int
    public let kind: Kind

    public init(file: String, line: Int, kind: Kind) {
        self.file = file
        self.line = line
        self.kind = kind
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        switch kind {
        case let .cannotRead(errno): return "cannot read \(file): \(errno)"
        case .notUTF8: return "\(place): not UTF-8 text; desktop entry files are UTF-8"
        case let .malformedLine(text): return "\(place): '\(text)' is neither a [Group] header, a Key=Value entry nor a # comment"
        case let .malformedGroupHeader(text): return "\(place): '\(text)' is not a group header: write [Name], in printable ASCII without [ or ]"
        case let .malformedKey(key): return "\(place): '\(key)' is not a key: keys are A-Z, a-z, 0-9 and -, with an optional [locale]"
        case let .entryBeforeGroup(key): return "\(place): \(key) comes before any group; the file must start with [Desktop Entry]"
        case let .duplicateGroup(name, first): return "\(place): a second [\(name)] group (the first is at line \(first))"
        case let .duplicateKey(key, group, first): return "\(place): a second \(key) in [\(group)] (the first is at line \(first))"
        case let .firstGroupNotDesktopEntry(name): return "\(place): the first group is [\(name)]; it must be [Desktop Entry]"
        case .noDesktopEntryGroup: return "\(file): no [Desktop Entry] group; is this a desktop entry file?"
        case let .missingKey(key, group): return "\(place): [\(group)] has no \(key)=, which the Desktop Entry specification requires"
        case let .notAnApplication(type): return "\(place): Type=\(type) is not an application; only Type=Application has actions to show"
        case let .notBoolean(key, value): return "\(place): \(key)=\(value) is not a boolean: write true or false"
        case .hidden: return "\(file): Hidden=true: the entry is deleted (the spec treats it as absent)"
        case let .malformedExec(value, reason): return "\(place): Exec=\(value): \(reason)"
        case let .noSuchApp(id, searched):
            return "no desktop file \(id) in \(searched.map { "\($0)/applications" }.joined(separator: ", ")); give a path, or check XDG_DATA_HOME and XDG_DATA_DIRS"
        case let .notABusName(id): return "\(place): DBusActivatable=true, but \(id) is no D-Bus name (two or more dot-separated elements of A-Z, a-z, 0-9, _ and -)"
        }
    }
}
