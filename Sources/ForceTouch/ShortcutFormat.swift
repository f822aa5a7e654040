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
            return ["[" + items.map(Self.object).joined(separator: ",") + "]"]
        case .text:
            guard !items.isEmpty else { return ["no quick actions"] }
            let header = ["title", "subtitle", "icon", "type", "user info"]
            let rows = items.map { item in
                [item.localizedTitle, item.localizedSubtitle ?? "-", item.icon.map(Self.text) ?? "-", item.type,
                 item.userInfo.map { JSONText.value(.dictionary($0)) } ?? "-"]
            }
            let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
            return ([header] + rows).map { row in
                row.indices.map { column in
                    column == row.count - 1 ? row[column] : row[column] + String(repeating: " ", count: widths[column] - row[column].count)
                }.joined(separator: "  ")
            }
        }
    }

    /// `{"system":"search"}`, `{"file":"…"}`, `{"symbol":"…"}` or `{"contact":"…"}`.
    public static func json(_ icon: ShortcutIcon) -> String {
        switch icon {
        case let .system(type): JSONText.object([("system", JSONText.string(String(describing: type)))])
        case let .templateImage(file): JSONText.object([("file", JSONText.string(file))])
        case let .symbol(name): JSONText.object([("symbol", JSONText.string(name))])
        case let .contact(identifier): JSONText.object([("contact", JSONText.string(identifier))])
        }
    }

    static func object(_ item: ShortcutItem) -> String {
        JSONText.object([
            ("type", JSONText.string(item.type)),
            ("title", JSONText.string(item.localizedTitle)),
            ("subtitle", item.localizedSubtitle.map(JSONText.string)),
            ("icon", item.icon.map(json)),
            ("userInfo", item.userInfo.map { JSONText.value(.dictionary($0)) }),
            ("targetContentIdentifier", item.targetContentIdentifier.map(JSONText.string)),
        ])
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
