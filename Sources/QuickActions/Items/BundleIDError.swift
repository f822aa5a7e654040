/// A refused bundle id, and why.
public struct BundleIDError: Error, Hashable, Sendable, CustomStringConvertible {
    public let text: String
    public let reason: String
    public var description: String { "invalid bundle id '\(text)': \(reason)" }
}
