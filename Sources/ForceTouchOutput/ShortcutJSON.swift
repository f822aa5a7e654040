import ForceTouchCore
import Foundation
import QuickActions

/// Quick-action items as JSON, read and written: objects with `type`, `title`, `subtitle`,
/// `icon`, `userInfo` and `targetContentIdentifier`, absent fields left out. The one place
/// that knows these keys.
public enum ShortcutJSON {
    /// The keys of an item object, in the order they are written.
    enum Key {
        static let type = "type", title = "title", subtitle = "subtitle", icon = "icon", userInfo = "userInfo"
        static let targetContentIdentifier = "targetContentIdentifier"
        static let all = [type, title, subtitle, icon, userInfo, targetContentIdentifier]
    }

    /// The one key of an icon object: `{"system":"search"}`, `{"file":…}`, `{"symbol":…}`, `{"contact":…}`.
    enum IconKind: String, CaseIterable {
        case system, file, symbol, contact
    }

    /// `item` as one JSON object; `extra` fields (already JSON) follow its own.
    public static func object(_ item: ShortcutItem, extra: [(String, String?)] = []) -> String {
        JSONText.object([
            (Key.type, JSONText.string(item.type)),
            (Key.title, JSONText.string(item.localizedTitle)),
            (Key.subtitle, item.localizedSubtitle.map(JSONText.string)),
            (Key.icon, item.icon.map(object)),
            (Key.userInfo, item.userInfo.map { JSONText.value(.dictionary($0)) }),
            (Key.targetContentIdentifier, item.targetContentIdentifier.map(JSONText.string)),
        ] + extra)
    }

    /// `icon` as a JSON object of one field, its kind.
    public static func object(_ icon: ShortcutIcon) -> String {
        let (kind, value): (IconKind, String) = switch icon {
        case let .system(type): (.system, String(describing: type))
        case let .templateImage(file): (.file, file)
        case let .symbol(name): (.symbol, name)
        case let .contact(identifier): (.contact, identifier)
        }
        return JSONText.object([(kind.rawValue, JSONText.string(value))])
    }

    /// An array of items.
    public static func items(from data: Data) throws(ShortcutJSONError) -> [ShortcutItem] {
        guard let array = try parse(data) as? [Any] else { throw ShortcutJSONError(path: "", kind: .notArray) }
        var items: [ShortcutItem] = []
        for (index, element) in array.enumerated() { items.append(try item(element, path: "[\(index)]")) }
        return items
    }

    /// One item, from a JSON object.
    public static func item(from data: Data) throws(ShortcutJSONError) -> ShortcutItem {
        try item(try parse(data), path: "")
    }

    /// A JSON object of user info, as property-list values; `path` names it in errors
    /// (empty when the object is the whole text).
    public static func userInfo(from data: Data, path: String = "userInfo") throws(ShortcutJSONError) -> [String: PropertyListValue] {
        try userInfo(try parse(data), path: path)
    }

    /// An icon from its command-line form: `system:NAME` (a case name such as `search`, or
    /// the Info.plist name), `file:NAME`, `symbol:NAME` or `contact:ID`.
    public static func icon(argument: String) throws(ShortcutJSONError) -> ShortcutIcon {
        guard let colon = argument.firstIndex(of: ":") else {
            throw ShortcutJSONError(path: "icon", kind: .iconKindForm(argument))
        }
        return try icon(kind: String(argument[..<colon]), value: String(argument[argument.index(after: colon)...]), path: "icon")
    }

    static func parse(_ data: Data) throws(ShortcutJSONError) -> Any {
        do {
            return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw ShortcutJSONError(path: "", kind: .notJSON(detail))
        }
    }

    static func item(_ value: Any, path: String) throws(ShortcutJSONError) -> ShortcutItem {
        guard let object = value as? [String: Any] else { throw ShortcutJSONError(path: path, kind: .notObject) }
        if let unknown = object.keys.sorted().first(where: { !Key.all.contains($0) }) {
            throw ShortcutJSONError(path: join(path, unknown), kind: .unknownField(known: Key.all.sorted()))
        }
        guard let type = try string(object, Key.type, path) else { throw ShortcutJSONError(path: join(path, Key.type), kind: .missing) }
        guard let title = try string(object, Key.title, path) else { throw ShortcutJSONError(path: join(path, Key.title), kind: .missing) }
        var icon: ShortcutIcon?
        if let value = object[Key.icon] {
            guard let fields = value as? [String: Any], fields.count == 1, let (kind, name) = fields.first, let text = name as? String else {
                throw ShortcutJSONError(path: join(path, Key.icon), kind: .iconForm)
            }
            icon = try Self.icon(kind: kind, value: text, path: join(path, Key.icon))
        }
        let info = try object[Key.userInfo].map { value throws(ShortcutJSONError) in try userInfo(value, path: join(path, Key.userInfo)) }
        let subtitle = try string(object, Key.subtitle, path)
        let target = try string(object, Key.targetContentIdentifier, path)
        do {
            return try ShortcutItem(
                type: type, localizedTitle: title, localizedSubtitle: subtitle, icon: icon, userInfo: info, targetContentIdentifier: target)
        } catch {
            throw ShortcutJSONError(path: path, kind: .invalidItem(error))
        }
    }

    static func icon(kind: String, value: String, path: String) throws(ShortcutJSONError) -> ShortcutIcon {
        guard !value.isEmpty else { throw ShortcutJSONError(path: path, kind: .emptyIconName(kind: kind)) }
        switch IconKind(rawValue: kind) {
        case .system:
            if let type = SystemIconType.allCases.first(where: { String(describing: $0) == value }) ?? SystemIconType(infoPlistName: value) {
                return .system(type)
            }
            throw ShortcutJSONError(path: path, kind: .unknownSystemIcon(value))
        case .file: return .templateImage(value)
        case .symbol: return .symbol(value)
        case .contact: return .contact(value)
        case nil: throw ShortcutJSONError(path: path, kind: .unknownIconKind(kind))
        }
    }

    static func userInfo(_ value: Any, path: String) throws(ShortcutJSONError) -> [String: PropertyListValue] {
        guard value is [String: Any] else { throw ShortcutJSONError(path: path, kind: .notObject) }
        do {
            guard case let .dictionary(info) = try PropertyListValue(value, path: path) else { preconditionFailure("an object is a dictionary") }
            return info
        } catch {
            // The item error names its own key path.
            throw ShortcutJSONError(path: "", kind: .invalidItem(error))
        }
    }

    static func string(_ object: [String: Any], _ key: String, _ path: String) throws(ShortcutJSONError) -> String? {
        guard let value = object[key] else { return nil }
        guard let text = value as? String else { throw ShortcutJSONError(path: join(path, key), kind: .notString) }
        return text
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}
