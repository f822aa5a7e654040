import QuickActions

/// An application's desktop entry as a launcher sees it: its name, icon, how to start it, and
/// its quick actions (`Actions=` with a `[Desktop Action ID]` group each), names translated.
public struct DesktopApp: Hashable, Sendable {
    /// One `[Desktop Action ID]` group.
    public struct Action: Hashable, Sendable {
        public let id: String
        public let name: String
        /// A themed icon name or an absolute path.
        public let icon: String?
        /// nil when the action has no Exec: an app that is D-Bus activatable needs none.
        public let exec: ExecLine?
        /// The line of the action's group header.
        public let line: Int
    }

    /// The desktop file id (`org.gnome.gedit.desktop`).
    public let id: String
    public let path: String
    public let name: String
    public let icon: String?
    public let exec: ExecLine?
    /// `DBusActivatable=true`: the app is started and reached over the session bus.
    public let dbusActivatable: Bool
    public let actions: [Action]
    /// What was skipped, and why: an action listed without a group, a group not listed.
    public let warnings: [String]

    /// Reads the application in `file`; `id` is its desktop file id, `locale` picks names.
    public init(file: DesktopEntryFile, id: String, locale: DesktopLocale?) throws(DesktopEntryError) {
        let path = file.path
        guard let main = file.group("Desktop Entry") else { throw DesktopEntryError(file: path, line: 0, kind: .noDesktopEntryGroup) }
        func required(_ key: String, in group: DesktopEntryFile.Group) throws(DesktopEntryError) -> DesktopEntryFile.Entry {
            guard let entry = group.entry(key) else { throw DesktopEntryError(file: path, line: group.line, kind: .missingKey(key, group: group.name)) }
            return entry
        }
        func boolean(_ key: String) throws(DesktopEntryError) -> Bool {
            guard let entry = main.entry(key) else { return false }
            guard let value = DesktopEntryValue.boolean(entry.value) else {
                throw DesktopEntryError(file: path, line: entry.line, kind: .notBoolean(key: key, value: entry.value))
            }
            return value
        }
        func execLine(in group: DesktopEntryFile.Group) throws(DesktopEntryError) -> ExecLine? {
            guard let entry = group.entry("Exec") else { return nil }
            do {
                return try ExecLine(entry.value)
            } catch {
                throw DesktopEntryError(file: path, line: entry.line, kind: .malformedExec(entry.value, reason: error.description))
            }
        }
        let type = try required("Type", in: main)
        guard type.value == "Application" else { throw DesktopEntryError(file: path, line: type.line, kind: .notAnApplication(type.value)) }
        if try boolean("Hidden") { throw DesktopEntryError(file: path, line: 0, kind: .hidden) }
        _ = try required("Name", in: main)
        self.id = id
        self.path = path
        name = DesktopEntryValue.string(main.entry("Name", locale: locale)!.value)
        icon = main.entry("Icon", locale: locale).map { DesktopEntryValue.string($0.value) }.flatMap { $0.isEmpty ? nil : $0 }
        dbusActivatable = try boolean("DBusActivatable")
        exec = try execLine(in: main)
        if dbusActivatable, Self.busName(for: id) == nil {
            throw DesktopEntryError(file: path, line: main.entry("DBusActivatable")!.line, kind: .notABusName(id))
        }
        if !dbusActivatable, exec == nil {
            throw DesktopEntryError(file: path, line: main.line, kind: .missingKey("Exec", group: main.name))
        }
        let listed = main.entry("Actions").map { DesktopEntryValue.list($0.value) } ?? []
        var actions: [Action] = [], warnings: [String] = []
        for actionID in listed where !actionID.isEmpty && !actions.contains(where: { $0.id == actionID }) {
            guard let group = file.group("Desktop Action \(actionID)") else {
                warnings.append("\(path):\(main.entry("Actions")!.line): Actions lists \(actionID), but there is no [Desktop Action \(actionID)] group: skipped")
                continue
            }
            let name = DesktopEntryValue.string(try required("Name", in: group).value)
            let actionExec = try execLine(in: group)
            if actionExec == nil, !dbusActivatable {
                throw DesktopEntryError(file: path, line: group.line, kind: .missingKey("Exec", group: group.name))
            }
            let localized = DesktopEntryValue.string(group.entry("Name", locale: locale)?.value ?? name)
            let icon = group.entry("Icon", locale: locale).map { DesktopEntryValue.string($0.value) }.flatMap { $0.isEmpty ? nil : $0 }
            actions.append(Action(id: actionID, name: localized, icon: icon, exec: actionExec, line: group.line))
        }
        for group in file.groups where group.name.hasPrefix("Desktop Action ") {
            let actionID = String(group.name.dropFirst("Desktop Action ".count))
            if !listed.contains(actionID) {
                warnings.append("\(path):\(group.line): [\(group.name)] is not listed in Actions: ignored, as the specification says")
            }
        }
        self.actions = actions
        self.warnings = warnings
    }

    /// The app's D-Bus name: its desktop file id without `.desktop`, when that is a valid
    /// well-known name (the Desktop Entry specification's D-Bus activation).
    public var busName: String? { Self.busName(for: id) }

    /// The object path the app exports `org.freedesktop.Application` at: the bus name with
    /// `.` as `/` and `-` as `_`.
    public var objectPath: String? {
        busName.map { "/" + $0.replacingDots() }
    }

    static func busName(for id: String) -> String? {
        let name = id.hasSuffix(".desktop") ? String(id.dropLast(".desktop".count)) : id
        let elements = name.split(separator: ".", omittingEmptySubsequences: false)
        guard name.utf8.count <= 255, elements.count >= 2 else { return nil }
        for element in elements {
            guard let first = element.unicodeScalars.first, !("0"..."9").contains(first),
                  element.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" })
            else { return nil }
        }
        return name
    }

    /// The actions as quick-action items: type = action id, title = its name, and its icon
    /// (a themed name as a symbol, a path as an image file).
    public var shortcutItems: [ShortcutItem] {
        actions.map { action in
            let icon: ShortcutIcon? = action.icon.map { $0.hasPrefix("/") ? .templateImage($0) : .symbol($0) }
            // Action ids and names are never empty (the parser requires both).
            return try! ShortcutItem(type: action.id, localizedTitle: action.name.isEmpty ? action.id : action.name, icon: icon)
        }
    }
}

private extension String {
    func replacingDots() -> String {
        String(map { $0 == "." ? "/" : $0 == "-" ? "_" : $0 })
    }
}
