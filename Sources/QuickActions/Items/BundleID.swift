/// An app's bundle identifier, validated: reverse-DNS characters only (letters, digits,
/// `-` and `.`), dot-separated parts that are not empty. No bundle id can name a path
/// outside the store: `../x`, `a/b` and `.hidden` are refused.
public struct BundleID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(_ text: String) throws(BundleIDError) {
        guard !text.isEmpty else { throw BundleIDError(text: text, kind: .empty) }
        guard text.utf8.count <= 255 else { throw BundleIDError(text: text, kind: .tooLong) }
        if let bad = text.unicodeScalars.first(where: { !Self.allowed($0) }) {
            throw BundleIDError(text: text, kind: .notAllowed(bad))
        }
        guard !text.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) else {
            throw BundleIDError(text: text, kind: .emptyPart)
        }
        rawValue = text
    }

    public var description: String { rawValue }

    private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "."
    }
}
