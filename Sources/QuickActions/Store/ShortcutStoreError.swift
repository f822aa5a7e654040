#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A store file or directory that could not be created, locked, read or written: the path,
/// what was being done, and the errno.
public struct ShortcutStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path at fault.
    public let path: String
    /// What failed: "create", "lock", "read", "write", "replace".
    public let operation: String
    public let errno: Int32

    public init(path: String, operation: String, errno: Int32) {
        self.path = path
        self.operation = operation
        self.errno = errno
    }

    public var description: String {
        "cannot \(operation) \(path): \(String(cString: strerror(errno))) (errno \(errno))"
    }
}
