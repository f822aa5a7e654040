import Foundation

/// A fresh, empty directory for one test, removed with everything in it when the test is
/// done with it.
public final class TemporaryFolder: @unchecked Sendable {
    public let path: String

    public init() {
        let base = NSTemporaryDirectory().hasSuffix("/") ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory()
        var template = Array((base + "/forcetouch-test-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            preconditionFailure("cannot create a temporary folder in \(NSTemporaryDirectory()): errno \(errno)")
        }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `bytes` to `name` in the folder (creating the folders `name` has) and returns its path.
    @discardableResult
    public func write(_ name: String, _ bytes: [UInt8]) -> String {
        let file = "\(path)/\(name)"
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        precondition(FileManager.default.createFile(atPath: file, contents: Data(bytes)), "cannot write \(file)")
        return file
    }

    /// Writes `text` as UTF-8 to `name` in the folder and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) -> String { write(name, Array(text.utf8)) }
}
