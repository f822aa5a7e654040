/// An app's dynamic quick actions: set as a whole list, as iOS's `shortcutItems` is, or
/// changed one by one. Types are unique across the dynamic items and the static ones.
///
/// Every change says whether it changed anything: setting the same list again, or adding
/// an item that is already there unchanged, changes nothing, so an app that re-adds its
/// items at every launch (a common mistake with the iOS API) never grows the list.
public struct DynamicShortcuts: Hashable, Sendable {
    public private(set) var items: [ShortcutItem]
    /// The static items' types, which dynamic items may not take.
    public let staticTypes: Set<String>

    public init(items: [ShortcutItem] = [], staticTypes: Set<String> = []) {
        self.items = items
        self.staticTypes = staticTypes
    }

    /// Replaces the whole list. - Returns: whether anything changed.
    @discardableResult
    public mutating func set(_ newItems: [ShortcutItem]) throws(DynamicShortcutsError) -> Bool {
        for item in newItems { try checkNotStatic(item.type) }
        if let index = ShortcutItem.firstDuplicateType(in: newItems) { throw .duplicateType(newItems[index].type, clashesWithStatic: false) }
        guard newItems != items else { return false }
        items = newItems
        return true
    }

    /// Adds `item` at the end; an identical item already there is left as it is.
    /// - Returns: whether anything changed.
    @discardableResult
    public mutating func add(_ item: ShortcutItem) throws(DynamicShortcutsError) -> Bool {
        try checkNotStatic(item.type)
        if let existing = items.first(where: { $0.type == item.type }) {
            guard existing == item else { throw .duplicateType(item.type, clashesWithStatic: false) }
            return false
        }
        items.append(item)
        return true
    }

    /// Replaces the item of `item.type`, in place. - Returns: whether anything changed.
    @discardableResult
    public mutating func update(_ item: ShortcutItem) throws(DynamicShortcutsError) -> Bool {
        guard let index = items.firstIndex(where: { $0.type == item.type }) else { throw .noSuchItem(item.type) }
        guard items[index] != item else { return false }
        items[index] = item
        return true
    }

    /// Removes the item of `type`. - Returns: whether anything changed (always, if no error).
    @discardableResult
    public mutating func remove(type: String) throws(DynamicShortcutsError) -> Bool {
        guard let index = items.firstIndex(where: { $0.type == type }) else { throw .noSuchItem(type) }
        items.remove(at: index)
        return true
    }

    /// Removes every item. - Returns: whether there were any.
    @discardableResult
    public mutating func removeAll() -> Bool {
        defer { items = [] }
        return !items.isEmpty
    }

    private func checkNotStatic(_ type: String) throws(DynamicShortcutsError) {
        if staticTypes.contains(type) { throw .duplicateType(type, clashesWithStatic: true) }
    }
}
