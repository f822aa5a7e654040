/// A store file that could not be read as dynamic items, and where it was moved so that
/// nothing is lost: `NAME.damaged-TIMESTAMP` beside it.
public struct DamagedStoreFile: Hashable, Sendable, CustomStringConvertible {
    /// Where the file was.
    public let path: String
    /// Where it is now.
    public let movedTo: String
    /// What is wrong with it.
    public let reason: String

    public var description: String {
        "\(path) is damaged (\(reason)); it was moved aside to \(movedTo), and the app starts with no dynamic items"
    }
}
