import Foundation

/// An item in its property-list form, an entry of `UIApplicationShortcutItems`: the one place
/// that knows its keys, for the static items of an Info.plist and the dynamic store alike.
public enum InfoPlistItem {
    /// The keys of an item, and of the list that holds the items.
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

    /// How the strings of an entry are taken.
    public enum Strings: Sendable {
        /// As an app's Info.plist gives them: build variables expanded everywhere, titles and
        /// subtitles localized through the strings table.
        case infoPlist(StringsTable, BuildVariables)
        /// Exactly as written (the dynamic store, which holds what a user gave).
        case asWritten
    }

    /// `item` as an entry, in Foundation's property-list types: what `item(_:…)` reads back
    /// as the same item.
    public static func entry(_ item: ShortcutItem) -> [String: Any] {
        var entry: [String: Any] = [Key.type: item.type, Key.title: item.localizedTitle]
        if let subtitle = item.localizedSubtitle { entry[Key.subtitle] = subtitle }
        switch item.icon {
        case let .system(type): entry[Key.iconType] = type.infoPlistName
        case let .templateImage(file): entry[Key.iconFile] = file
        case let .symbol(name): entry[Key.iconSymbolName] = name
        case let .contact(identifier): entry[Key.iconContact] = identifier
        case nil: break
        }
        if let userInfo = item.userInfo { entry[Key.userInfo] = PropertyListValue.dictionary(userInfo).foundationValue }
        if let target = item.targetContentIdentifier { entry[Key.targetContentIdentifier] = target }
        return entry
    }

    /// The items of a `UIApplicationShortcutItems` list in `root`, in order; none when the key is
    /// absent. Types must be unique. `warn` gets what was ignored, with where.
    public static func items(
        in root: [String: Any], file: String, strings: Strings, warn: (StaticShortcutsWarning) -> Void
    ) throws(StaticShortcutsError) -> [ShortcutItem] {
        guard let listValue = root[Key.items] else { return [] }
        guard let list = listValue as? [Any] else { throw .itemsNotArray(file) }
        var reader = Reader(file: file, strings: strings)
        var items: [ShortcutItem] = []
        for (index, element) in list.enumerated() { items.append(try reader.item(element, path: "\(Key.items)[\(index)]")) }
        reader.warnings.forEach(warn)
        if let index = ShortcutItem.firstDuplicateType(in: items) {
            throw .duplicateType(file, keyPath: "\(Key.items)[\(index)].\(Key.type)", items[index].type)
        }
        return items
    }

    /// `value` as a dictionary with string keys, as Foundation's parser may give it either way.
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

    /// Reads entries of one file.
    private struct Reader {
        let file: String
        let strings: Strings
        var warnings: [StaticShortcutsWarning] = []

        init(file: String, strings: Strings) {
            self.file = file
            self.strings = strings
        }

        mutating func item(_ element: Any, path: String) throws(StaticShortcutsError) -> ShortcutItem {
            guard let fields = InfoPlistItem.dictionary(element) else { throw .itemNotDictionary(file, keyPath: path) }
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
                guard InfoPlistItem.dictionary(value) != nil else { throw .wrongType(file, keyPath: infoPath, expected: "a dictionary") }
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
                    type: type, localizedTitle: localized(title), localizedSubtitle: subtitle.map(localized),
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

        func localized(_ text: String) -> String {
            guard case let .infoPlist(table, _) = strings else { return text }
            return table.localized(text)
        }

        func expand(_ text: String, path: String) throws(StaticShortcutsError) -> String {
            guard case let .infoPlist(_, variables) = strings else { return text }
            do {
                return try variables.expand(text)
            } catch {
                throw .unexpandedVariable(file, keyPath: path, error.name)
            }
        }

        /// Expands variables in every string of a user-info value.
        func expand(_ value: PropertyListValue, path: String) throws(StaticShortcutsError) -> PropertyListValue {
            guard case .infoPlist = strings else { return value }
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
