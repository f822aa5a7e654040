/// Why a change to the dynamic items was refused.
public struct DynamicShortcutsError: Error, Hashable, Sendable, CustomStringConvertible {
    private enum Base: Hashable, Sendable {
        case duplicateType(String, clashesWithStatic: Bool)
        case noSuchItem(String)
    }

    private let base: Base

    /// Another item, static or dynamic, already has `type`.
    public static func duplicateType(_ type: String, clashesWithStatic: Bool) -> Self {
        Self(base: .duplicateType(type, clashesWithStatic: clashesWithStatic))
    }
    /// No dynamic item has `type`.
    public static func noSuchItem(_ type: String) -> Self { Self(base: .noSuchItem(type)) }

    public var description: String {
        switch base {
        case let .duplicateType(type, true): "the type '\(type)' belongs to a static item; types must be unique"
        case let .duplicateType(type, false): "a different dynamic item already has the type '\(type)'; types must be unique"
        case let .noSuchItem(type): "there is no dynamic item with the type '\(type)'"
        }
    }
}
