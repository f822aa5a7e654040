import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Dynamic quick actions persisted per bundle id: one property-list file per app in a
/// store directory, in the shape of an Info.plist (`UIApplicationShortcutItems`).
///
/// Every read-modify-write holds an exclusive advisory lock (`flock` on `ID.lock`), so two
/// processes updating one app lose no update. A new file is written beside the old, fsync'ed,
/// and renamed over it, then the directory is fsync'ed: a crash leaves the old file or the
/// new one, never half of one. A damaged file is moved aside, never dropped or overwritten.
public struct ShortcutStore: Hashable, Sendable {
    /// The store directory.
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// `$XDG_DATA_HOME/forcetouch/shortcuts`, or `$HOME/.local/share/forcetouch/shortcuts`
    /// when XDG_DATA_HOME is unset, empty or relative (as the XDG base directory spec says);
    /// nil when neither is usable.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/forcetouch/shortcuts" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/share/forcetouch/shortcuts"
    }

    /// What a store read found.
    public struct Contents: Hashable, Sendable {
        /// The dynamic items, in order.
        public var items: [ShortcutItem]
        /// The damaged file moved aside before the items were read (they are then empty), if any.
        public var damaged: DamagedStoreFile?

        public init(items: [ShortcutItem], damaged: DamagedStoreFile?) {
            self.items = items
            self.damaged = damaged
        }
    }

    /// The file of `bundleID`'s items.
    public func path(of bundleID: BundleID) -> String { "\(directory)/\(bundleID.rawValue).plist" }

    /// The dynamic items of `bundleID`; none when the app has no file yet, or the store
    /// directory does not exist (reading creates nothing).
    public func load(_ bundleID: BundleID) throws(ShortcutStoreError) -> Contents {
        guard FileManager.default.fileExists(atPath: directory) else { return Contents(items: [], damaged: nil) }
        let lock = try Lock(directory: directory, bundleID: bundleID)
        defer { lock.release() }
        return try read(bundleID)
    }

    /// Reads `bundleID`'s items, lets `change` modify them, and writes them back if it says
    /// they changed, all under the lock. Errors `change` throws leave the file as it was.
    /// - Returns: what the store held before the change (with any damaged file), and whether it changed.
    @discardableResult
    public func modify(
        _ bundleID: BundleID, _ change: (inout [ShortcutItem]) throws -> Bool
    ) throws -> (before: Contents, changed: Bool) {
        let lock = try Lock(directory: directory, bundleID: bundleID)
        defer { lock.release() }
        let before = try read(bundleID)
        var items = before.items
        guard try change(&items) else { return (before, false) }
        try write(items, of: bundleID)
        return (before, true)
    }

    // MARK: Reading and writing, under the lock

    private func read(_ bundleID: BundleID) throws(ShortcutStoreError) -> Contents {
        let file = path(of: bundleID)
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            let code = Self.errno(of: error)
            if code == ENOENT { return Contents(items: [], damaged: nil) }
            throw ShortcutStoreError(path: file, operation: "read", errno: code)
        }
        do {
            let stored = try StaticShortcuts.parse(data, file: file, variables: BuildVariables(keepUnknown: true))
            return Contents(items: stored.items, damaged: nil)
        } catch {
            return Contents(items: [], damaged: try moveAside(file, reason: error.detail))
        }
    }

    private func moveAside(_ file: String, reason: String) throws(ShortcutStoreError) -> DamagedStoreFile {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let stamp = formatter.string(from: Date())
        var target = "\(file).damaged-\(stamp)"
        var attempt = 1
        while access(target, F_OK) == 0 {
            attempt += 1
            target = "\(file).damaged-\(stamp)-\(attempt)"
        }
        guard rename(file, target) == 0 else { throw ShortcutStoreError(path: file, operation: "move aside", errno: Glibc.errno) }
        return DamagedStoreFile(path: file, movedTo: target, reason: reason)
    }

    private func write(_ items: [ShortcutItem], of bundleID: BundleID) throws(ShortcutStoreError) {
        let file = path(of: bundleID)
        let root: [String: Any] = [
            "ForceTouchShortcutStoreVersion": 1,
            StaticShortcuts.Key.items: items.map(\.propertyList),
        ]
        let data: Data
        do {
            data = try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
        } catch {
            preconditionFailure("items hold property-list values only: \(error)")
        }
        let temporary = "\(directory)/.\(bundleID.rawValue).plist.\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw ShortcutStoreError(path: temporary, operation: "write", errno: Glibc.errno) }
        var failure: ShortcutStoreError?
        let written = data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if Glibc.errno == EINTR { continue }
                    failure = ShortcutStoreError(path: temporary, operation: "write", errno: Glibc.errno)
                    return false
                }
                offset += count
            }
            return true
        }
        if written, fsync(fd) != 0 { failure = ShortcutStoreError(path: temporary, operation: "write", errno: Glibc.errno) }
        close(fd)
        if failure == nil, rename(temporary, file) != 0 {
            failure = ShortcutStoreError(path: file, operation: "replace", errno: Glibc.errno)
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
    }

    static func errno(of error: any Error) -> Int32 {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        switch nsError.code {
        case NSFileReadNoSuchFileError: return ENOENT
        case NSFileReadNoPermissionError: return EACCES
        default: return EIO
        }
    }

    /// The exclusive lock of one app's items: `flock` on `ID.lock`, a file never renamed,
    /// created with the directory when missing. Stale temporary files of writers that died
    /// holding it are removed once it is held.
    private struct Lock {
        let fd: Int32

        init(directory: String, bundleID: BundleID) throws(ShortcutStoreError) {
            try Self.createDirectory(directory)
            let path = "\(directory)/\(bundleID.rawValue).lock"
            fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard fd >= 0 else { throw ShortcutStoreError(path: path, operation: "lock", errno: Glibc.errno) }
            while flock(fd, LOCK_EX) != 0 {
                guard Glibc.errno == EINTR else {
                    let code = Glibc.errno
                    close(fd)
                    throw ShortcutStoreError(path: path, operation: "lock", errno: code)
                }
            }
            Self.removeStaleTemporaries(directory: directory, bundleID: bundleID)
        }

        func release() { close(fd) }

        /// `mkdir -p`, with the first directory that cannot be made named in the error.
        static func createDirectory(_ path: String) throws(ShortcutStoreError) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return }
            var partial = path.hasPrefix("/") ? "" : "."
            for part in path.split(separator: "/") {
                partial += "/" + part
                if mkdir(partial, 0o700) != 0, Glibc.errno != EEXIST {
                    throw ShortcutStoreError(path: partial, operation: "create", errno: Glibc.errno)
                }
            }
        }

        static func removeStaleTemporaries(directory: String, bundleID: BundleID) {
            let prefix = ".\(bundleID.rawValue).plist."
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
            for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
                // Only `.ID.plist.PID.tmp`: another app's id may extend this one (`ID.plist`).
                let pid = name.dropFirst(prefix.count).dropLast(".tmp".count)
                if !pid.isEmpty, pid.allSatisfy(\.isNumber) { unlink("\(directory)/\(name)") }
            }
        }
    }
}
