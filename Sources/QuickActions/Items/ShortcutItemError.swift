/// Why a shortcut item, or its user info, was refused.
public struct ShortcutItemError: Error, Hashable, Sendable, CustomStringConvertible {
    private enum Base: Hashable, Sendable {
        case emptyType
        case emptyTitle
        case notPropertyList(path: String, found: String)
    }

    private let base: Base

    /// The type is empty.
    public static let emptyType = ShortcutItemError(base: .emptyType)
    /// The title is empty.
    public static let emptyTitle = ShortcutItemError(base: .emptyTitle)
    /// A user-info value at `path` is not a property-list value.
    public static func notPropertyList(path: String, found: String) -> ShortcutItemError {
        ShortcutItemError(base: .notPropertyList(path: path, found: found))
    }

    public var description: String {
        switch base {
        case .emptyType: "the type must not be empty"
        case .emptyTitle: "the title must not be empty"
        case let .notPropertyList(path, found):
            "\(path): \(found) is not a property-list value (string, integer, real, boolean, date, data, array, or dictionary with string keys)"
        }
    }
}
