/// Something in an Info.plist's quick actions that is ignored, and said so.
public struct StaticShortcutsWarning: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    /// Where: the item's key path.
    public let keyPath: String
    /// What is ignored and why.
    public let message: String

    public var description: String { "\(file): \(keyPath): \(message)" }
}
