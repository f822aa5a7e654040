import Foundation

/// One quick action: the Linux counterpart of `UIApplicationShortcutItem`.
///
/// A value type, validated when made: the type and the title are never empty, and the user
/// info holds property-list values only. Its property-list form, with the Info.plist keys,
/// is `InfoPlistItem`; its JSON form is `ShortcutJSON`.
public struct ShortcutItem: Hashable, Sendable {
    /// What the app switches on when the action arrives; unique within a list.
    public let type: String
    /// The title shown, already localized.
    public let localizedTitle: String
    /// The line under the title, already localized.
    public let localizedSubtitle: String?
    public let icon: ShortcutIcon?
    /// Property-list values the app gets back with the action.
    public let userInfo: [String: PropertyListValue]?
    /// Which scene (window) should handle the action.
    public let targetContentIdentifier: String?

    /// - Throws: `ShortcutItemError` when the type or title is empty.
    public init(
        type: String,
        localizedTitle: String,
        localizedSubtitle: String? = nil,
        icon: ShortcutIcon? = nil,
        userInfo: [String: PropertyListValue]? = nil,
        targetContentIdentifier: String? = nil
    ) throws(ShortcutItemError) {
        guard !type.isEmpty else { throw .emptyType }
        guard !localizedTitle.isEmpty else { throw .emptyTitle }
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        self.targetContentIdentifier = targetContentIdentifier
    }

    /// An item whose user info comes as Foundation values (`[String: Any]`), as an app's would;
    /// a value that is not a property-list type is refused with its key path (`userInfo.links[2]`).
    public init(
        type: String,
        localizedTitle: String,
        localizedSubtitle: String? = nil,
        icon: ShortcutIcon? = nil,
        userInfo: [String: Any],
        targetContentIdentifier: String? = nil
    ) throws(ShortcutItemError) {
        guard case let .dictionary(info) = try PropertyListValue(userInfo, path: "userInfo") else {
            preconditionFailure("a [String: Any] is a dictionary")
        }
        try self.init(
            type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon,
            userInfo: info, targetContentIdentifier: targetContentIdentifier)
    }

    /// The index of the first item whose type an earlier item has, if any: types are unique in
    /// a list of items.
    public static func firstDuplicateType(in items: [ShortcutItem]) -> Int? {
        var seen = Set<String>()
        return items.firstIndex { !seen.insert($0.type).inserted }
    }
}
