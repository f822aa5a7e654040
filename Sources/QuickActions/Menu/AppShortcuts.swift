/// All of an app's quick actions, and the ones its menu shows: at most four, static
/// items first in Info.plist order, then dynamic items in their order (Apple's rule).
/// Every item is kept; the rest are hidden, not dropped.
public struct AppShortcuts: Hashable, Sendable {
    /// The most items a menu shows, as on iPhone.
    public static let maximumVisible = 4

    public let staticItems: [ShortcutItem]
    public let dynamicItems: [ShortcutItem]

    public init(staticItems: [ShortcutItem], dynamicItems: [ShortcutItem]) {
        self.staticItems = staticItems
        self.dynamicItems = dynamicItems
    }

    /// Static items, then dynamic ones.
    public var all: [ShortcutItem] { staticItems + dynamicItems }
    /// The items the menu shows, in menu order.
    public var visible: [ShortcutItem] { Array(all.prefix(Self.maximumVisible)) }
    /// The items kept but not shown.
    public var hidden: [ShortcutItem] { Array(all.dropFirst(Self.maximumVisible)) }

    /// The dynamic items whose type a static item already has. iOS shows them all the same
    /// (it joins the two lists and checks nothing), so they stay in the menu; the app's handler
    /// cannot tell the two apart by type, which is worth a warning.
    public var dynamicItemsWithStaticTypes: [ShortcutItem] {
        let staticTypes = Set(staticItems.map(\.type))
        return dynamicItems.filter { staticTypes.contains($0.type) }
    }
}
