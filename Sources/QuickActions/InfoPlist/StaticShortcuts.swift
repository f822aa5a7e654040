import Foundation

/// The static quick actions of an app: `UIApplicationShortcutItems` in its Info.plist (XML
/// or binary), with titles and subtitles localized through an InfoPlist.strings table and
/// build variables expanded. They cannot change at run time.
public struct StaticShortcuts: Hashable, Sendable {
    /// The items, in Info.plist order.
    public let items: [ShortcutItem]
    /// What was ignored (unknown keys, icons another key overrides), with where.
    public let warnings: [StaticShortcutsWarning]

    /// The Info.plist keys of an item, in the order they are reported.
    public enum Key {
        public static let items = "UIApplicationShortcutItems"
        public static let type = "UIApplicationShortcutItemType"
        public static let title = "UIApplicationShortcutItemTitle"
        public static let subtitle = "UIApplicationShortcutItemSubtitle"
        public static let iconType = "UIApplicationShortcutItemIconType"
        public static let iconFile = "UIApplicationShortcutItemIconFile"
        public static let iconSymbolName = "UIApplicationShortcutItemIconSymbolName"
        public static let userInfo = "UIApplicationShortcutItemUserInfo"
        public static let targetContentIdentifier = "UIApplicationShortcutItemTargetContentIdentifier"
        /// ForceTouch's own key for a contact icon, which Info.plist has none for.
        public static let iconContact = "ForceTouchShortcutItemIconContact"
        static let all: Set<String> = [type, title, subtitle, iconType, iconFile, iconSymbolName, iconContact, userInfo, targetContentIdentifier]
    }

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
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw .notPropertyList(file, line: Self.line(in: detail), detail)
        }
        guard let dictionary = Self.dictionary(root) else { throw .rootNotDictionary(file) }
        guard let listValue = dictionary[Key.items] else { return StaticShortcuts(items: [], warnings: []) }
        guard let list = listValue as? [Any] else { throw .itemsNotArray(file) }
        var reader = ItemReader(file: file, strings: strings ?? StringsTable(), variables: variables)
        var items: [ShortcutItem] = []
        var types = Set<String>()
        for (index, element) in list.enumerated() {
            let path = "\(Key.items)[\(index)]"
            let item = try reader.item(element, path: path)
            guard types.insert(item.type).inserted else { throw .duplicateType(file, keyPath: "\(path).\(Key.type)", item.type) }
            items.append(item)
        }
        return StaticShortcuts(items: items, warnings: reader.warnings)
    }

    static func dictionary(_ value: Any) -> [String: Any]? {
        if let dictionary = value as? [String: Any] { return dictionary }
        guard let any = value as? [AnyHashable: Any] else { return nil }
        var result: [String: Any] = [:]
        for (key, value) in any {
            guard let key = key.base as? String else { return nil }
            result[key] = value
        }
        return result
    }

    /// The line number in a parser message such as "… on line 5", or 0.
    static func line(in message: String) -> Int {
        guard let range = message.range(of: "line ") else { return 0 }
        return Int(message[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }

    /// Reads one item dictionary, collecting warnings.
    private struct ItemReader {
        let file: String
        let strings: StringsTable
        let variables: BuildVariables
        var warnings: [StaticShortcutsWarning] = []

        mutating func item(_ element: Any, path: String) throws(StaticShortcutsError) -> ShortcutItem {
            guard let fields = StaticShortcuts.dictionary(element) else { throw .itemNotDictionary(file, keyPath: path) }
            for key in fields.keys.sorted() where !Key.all.contains(key) {
                warnings.append(StaticShortcutsWarning(file: file, keyPath: path, message: "unknown key '\(key)' ignored"))
            }
            guard let type = try string(fields, Key.type, path) else { throw .missingKey(file, keyPath: path, Key.type) }
            guard let title = try string(fields, Key.title, path) else { throw .missingKey(file, keyPath: path, Key.title) }
            let subtitle = try string(fields, Key.subtitle, path)
            let iconFile = try string(fields, Key.iconFile, path)
            let symbol = try string(fields, Key.iconSymbolName, path)
            let contact = try string(fields, Key.iconContact, path)
            let iconTypeName = try string(fields, Key.iconType, path)
            var systemIcon: SystemIconType?
            if let iconTypeName {
                guard let type = SystemIconType(infoPlistName: iconTypeName) else {
                    throw .unknownIconType(file, keyPath: "\(path).\(Key.iconType)", iconTypeName)
                }
                systemIcon = type
            }
            // As on iOS, an icon file wins over an icon type; a symbol name comes between them.
            let icon: ShortcutIcon?
            if let iconFile {
                icon = .templateImage(iconFile)
                for key in [Key.iconSymbolName, Key.iconType] where fields[key] != nil {
                    warnings.append(StaticShortcutsWarning(file: file, keyPath: path, message: "\(key) ignored: \(Key.iconFile) wins"))
                }
            } else if let symbol {
                icon = .symbol(symbol)
                if fields[Key.iconType] != nil {
                    warnings.append(StaticShortcutsWarning(file: file, keyPath: path, message: "\(Key.iconType) ignored: \(Key.iconSymbolName) wins"))
                }
            } else if let contact {
                icon = .contact(contact)
            } else {
                icon = systemIcon.map(ShortcutIcon.system)
            }
            var userInfo: [String: PropertyListValue]?
            if let value = fields[Key.userInfo] {
                let infoPath = "\(path).\(Key.userInfo)"
                guard StaticShortcuts.dictionary(value) != nil else { throw .wrongType(file, keyPath: infoPath, expected: "a dictionary") }
                let converted: PropertyListValue
                do {
                    converted = try PropertyListValue(value, path: infoPath)
                } catch {
                    throw .invalidItem(file, keyPath: infoPath, error)
                }
                guard case let .dictionary(info) = try expand(converted, path: infoPath) else { preconditionFailure("checked above") }
                userInfo = info
            }
            let target = try string(fields, Key.targetContentIdentifier, path)
            do {
                return try ShortcutItem(
                    type: type, localizedTitle: strings.localized(title), localizedSubtitle: subtitle.map(strings.localized),
                    icon: icon, userInfo: userInfo, targetContentIdentifier: target)
            } catch {
                throw .invalidItem(file, keyPath: path, error)
            }
        }

        /// The string under `key`, variables expanded; nil when absent.
        func string(_ fields: [String: Any], _ key: String, _ path: String) throws(StaticShortcutsError) -> String? {
            guard let value = fields[key] else { return nil }
            guard let text = value as? String else { throw .wrongType(file, keyPath: "\(path).\(key)", expected: "a string") }
            return try expand(text, path: "\(path).\(key)")
        }

        func expand(_ text: String, path: String) throws(StaticShortcutsError) -> String {
            do {
                return try variables.expand(text)
            } catch {
                throw .unexpandedVariable(file, keyPath: path, error.name)
            }
        }

        /// Expands variables in every string of a user-info value.
        func expand(_ value: PropertyListValue, path: String) throws(StaticShortcutsError) -> PropertyListValue {
            switch value {
            case let .string(text):
                return .string(try expand(text, path: path))
            case let .array(values):
                var result: [PropertyListValue] = []
                for (index, element) in values.enumerated() { result.append(try expand(element, path: "\(path)[\(index)]")) }
                return .array(result)
            case let .dictionary(values):
                var result: [String: PropertyListValue] = [:]
                for (key, element) in values { result[key] = try expand(element, path: "\(path).\(key)") }
                return .dictionary(result)
            case .integer, .real, .boolean, .date, .data:
                return value
            }
        }
    }
}
