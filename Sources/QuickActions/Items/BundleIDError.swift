/// A refused bundle id: the text given, and what is wrong with it.
public struct BundleIDError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public struct Kind: Hashable, Sendable {
        fileprivate enum Base: Hashable, Sendable {
            case empty, tooLong, notAllowed(Unicode.Scalar), emptyPart
        }

        fileprivate let base: Base

        /// The text is empty.
        public static let empty = Kind(base: .empty)
        /// The text is longer than 255 bytes.
        public static let tooLong = Kind(base: .tooLong)
        /// A character other than a letter, a digit, `-` or `.`.
        public static func notAllowed(_ scalar: Unicode.Scalar) -> Kind { Kind(base: .notAllowed(scalar)) }
        /// A dot-separated part is empty (`a..b`, `.a`, `a.`).
        public static let emptyPart = Kind(base: .emptyPart)
    }

    /// The text given.
    public let text: String
    public let kind: Kind

    public init(text: String, kind: Kind) {
        self.text = text
        self.kind = kind
    }

    public var description: String { "invalid bundle id '\(text)': \(reason)" }

    /// What is wrong, without the text.
    public var reason: String {
        switch kind.base {
        case .empty: "it is empty"
        case .tooLong: "it is longer than 255 bytes"
        case let .notAllowed(scalar): "'\(scalar)' is not allowed: use letters, digits, '-' and '.'"
        case .emptyPart: "its dot-separated parts must not be empty"
        }
    }
}
