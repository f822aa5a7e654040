import ForceTouchCore
import QuickActions

/// How quick-action items are printed: aligned columns for people, or a JSON array.
public enum ShortcutFormat: Sendable {
    /// One JSON array of item objects: `type`, `title`, `subtitle`, `icon`, `userInfo`,
    /// `targetContentIdentifier` (absent fields left out).
    case json
    /// Aligned columns: title, subtitle, icon, type, user info.
    case text

    /// The lines for `items`, in menu order.
    public func lines(for items: [ShortcutItem]) -> [String] {
        switch self {
        case .json:
            return ["[" + items.map { ShortcutJSON.object($0) }.joined(separator: ",") + "]"]
        case .text:
            guard !items.isEmpty else { return ["no quick actions"] }
            return TextTable.lines(header: Self.itemHeader, rows: items.map(Self.itemColumns))
        }
    }

    /// The lines for all of an app's items, static then dynamic, each marked with where it
    /// comes from and its place in the menu (`1`…`4`), or as hidden. In JSON, each object
    /// also has `source` (`static` or `dynamic`) and `menu` (its place, or null when hidden).
    public func lines(for shortcuts: AppShortcuts) -> [String] {
        let sources = Array(repeating: "static", count: shortcuts.staticItems.count) + Array(repeating: "dynamic", count: shortcuts.dynamicItems.count)
        let entries = Array(zip(shortcuts.all, sources).enumerated())
        switch self {
        case .json:
            return ["[" + entries.map { index, entry in
                ShortcutJSON.object(entry.0, extra: [
                    ("source", JSONText.string(entry.1)),
                    ("menu", index < AppShortcuts.maximumVisible ? String(index + 1) : "null"),
                ])
            }.joined(separator: ",") + "]"]
        case .text:
            guard !entries.isEmpty else { return ["no quick actions"] }
            let rows = entries.map { index, entry in
                [index < AppShortcuts.maximumVisible ? String(index + 1) : "hidden", entry.1] + Self.itemColumns(entry.0)
            }
            return TextTable.lines(header: ["menu", "source"] + Self.itemHeader, rows: rows)
        }
    }

    static let itemHeader = ["title", "subtitle", "icon", "type", "user info"]

    static func itemColumns(_ item: ShortcutItem) -> [String] {
        [item.localizedTitle, item.localizedSubtitle ?? "-", item.icon.map(text) ?? "-", item.type,
         item.userInfo.map { JSONText.value(.dictionary($0)) } ?? "-"]
    }

    static func text(_ icon: ShortcutIcon) -> String {
        switch icon {
        case let .system(type): "system \(type)"
        case let .templateImage(file): "file \(file)"
        case let .symbol(name): "symbol \(name)"
        case let .contact(identifier): "contact \(identifier)"
        }
    }
}
