import Foundation

extension ShortcutItem {
    /// The item as one entry of `UIApplicationShortcutItems`, in Foundation's property-list
    /// types: what `StaticShortcuts` reads back as the same item. A contact icon, which
    /// Info.plist has no key for, goes under `ForceTouchShortcutItemIconContact`.
    public var propertyList: [String: Any] {
        typealias Key = StaticShortcuts.Key
        var entry: [String: Any] = [Key.type: type, Key.title: localizedTitle]
        if let localizedSubtitle { entry[Key.subtitle] = localizedSubtitle }
        switch icon {
        case let .system(type): entry[Key.iconType] = type.infoPlistName
        case let .templateImage(file): entry[Key.iconFile] = file
        case let .symbol(name): entry[Key.iconSymbolName] = name
        case let .contact(identifier): entry[Key.iconContact] = identifier
        case nil: break
        }
        if let userInfo { entry[Key.userInfo] = PropertyListValue.dictionary(userInfo).foundationValue }
        if let targetContentIdentifier { entry[Key.targetContentIdentifier] = targetContentIdentifier }
        return entry
    }
}
