import SystemPackage
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why the store could not be used: a file or directory that could not be created, locked,
/// read, written or replaced (the path, what was being done, and the errno), or a store file
/// written by a newer ForceTouch, which is left as it is.
public struct ShortcutStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the store was doing.
    public enum Operation: Hashable, Sendable {
        case create, lock, read, write, replace, moveAside
    }

    private enum Base: Hashable, Sendable {
        case failed(Operation, Errno)
        case newerVersion(Int, known: Int)
    }

    /// The path at fault.
    public let path: String
    private let base: Base

    private init(path: String, _ base: Base) {
        self.path = path
        self.base = base
    }

    /// `operation` on `path` failed with `errno`.
    public static func failed(_ operation: Operation, _ path: String, _ errno: Errno) -> Self { Self(path: path, .failed(operation, errno)) }
    /// The file at `path` holds store version `version`, newer than this one reads.
    static func newerVersion(_ path: String, _ version: Int, known: Int) -> Self { Self(path: path, .newerVersion(version, known: known)) }

    /// The errno, when a system call failed.
    public var errno: Errno? {
        guard case let .failed(_, errno) = base else { return nil }
        return errno
    }

    public var description: String {
        switch base {
        case let .failed(operation, errno):
            "cannot \(Self.verb(operation)) \(path): \(String(cString: strerror(errno.rawValue))) (errno \(errno.rawValue))"
        case let .newerVersion(version, known):
            "cannot read \(path): a newer ForceTouch wrote it (store version \(version); this one reads version \(known)); it is left as it is"
        }
    }

    static func verb(_ operation: Operation) -> String {
        switch operation {
        case .create: "create"
        case .lock: "lock"
        case .read: "read"
        case .write: "write"
        case .replace: "replace"
        case .moveAside: "move aside"
        }
    }
}
