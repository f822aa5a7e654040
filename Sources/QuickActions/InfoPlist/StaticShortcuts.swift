import Foundation

/// The static quick actions of an app: `UIApplicationShortcutItems` in its Info.plist (XML
/// or binary), with titles and subtitles localized through an InfoPlist.strings table and
/// build variables expanded. They cannot change at run time.
public struct StaticShortcuts: Hashable, Sendable {
    /// The items, in Info.plist order.
    public let items: [ShortcutItem]
    /// What was ignored (unknown keys, icons another key overrides), with where.
    public let warnings: [StaticShortcutsWarning]

    /// Reads the Info.plist at `path`.
    public static func read(
        infoPlist path: String, strings: StringsTable? = nil, variables: BuildVariables = BuildVariables()
    ) throws(StaticShortcutsError) -> StaticShortcuts {
        let data = try StaticShortcutsError.contents(of: path)
        return try parse(data, file: path, strings: strings, variables: variables)
    }

    /// Parses Info.plist bytes (XML or binary); `file` names them in errors.
    public static func parse(
        _ data: Data, file: String, strings: StringsTable? = nil, variables: BuildVariables = BuildVariables()
    ) throws(StaticShortcutsError) -> StaticShortcuts {
        let dictionary = try root(of: data, file: file)
        var warnings: [StaticShortcutsWarning] = []
        let items = try InfoPlistItem.items(
            in: dictionary, file: file, strings: .infoPlist(strings ?? StringsTable(), variables), warn: { warnings.append($0) })
        return StaticShortcuts(items: items, warnings: warnings)
    }

    /// The root dictionary of property-list bytes (XML or binary, a binary one checked before
    /// Foundation reads it); the Info.plist and the dynamic store both start here.
    static func root(of data: Data, file: String) throws(StaticShortcutsError) -> [String: Any] {
        if let problem = BinaryPropertyList.problem(in: data) { throw .notPropertyList(file, line: 0, problem) }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw .notPropertyList(file, line: Self.line(in: detail), detail)
        }
        guard let dictionary = InfoPlistItem.dictionary(root) else { throw .rootNotDictionary(file) }
        return dictionary
    }

    /// The line number in a parser message such as "… on line 5", or 0.
    static func line(in message: String) -> Int {
        guard let range = message.range(of: "line ") else { return 0 }
        return Int(message[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }
}
