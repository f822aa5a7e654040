import Foundation
import SystemPackage
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
            data = try FileBytes.read(file)
        } catch {
            if error == .noSuchFileOrDirectory { return Contents(items: [], damaged: nil) }
            throw .failed(.read, file, error)
        }
        switch Self.items(in: data, file: file) {
        case let .success(items): return Contents(items: items, damaged: nil)
        case let .failure(.newerVersion(version)): throw .newerVersion(file, version, known: Self.version)
        case let .failure(.damaged(reason)): return Contents(items: [], damaged: try moveAside(file, reason: reason))
        }
    }

    /// The version of the file format this store writes and reads.
    static let version = 1
    static let versionKey = "ForceTouchShortcutStoreVersion"

    /// Why a store file's bytes gave no items.
    package enum Unreadable: Error {
        /// A newer ForceTouch wrote it: left as it is.
        case newerVersion(Int)
        /// It is not a store file of this version: moved aside.
        case damaged(String)
    }

    /// The items of a store file: a property list whose root holds `ForceTouchShortcutStoreVersion`
    /// and `UIApplicationShortcutItems`, strings exactly as written.
    package static func items(in data: Data, file: String) -> Result<[ShortcutItem], Unreadable> {
        let root: [String: Any]
        do {
            root = try StaticShortcuts.root(of: data, file: file)
        } catch {
            return .failure(.damaged(error.reason))
        }
        guard let version = root[versionKey] as? Int else {
            return .failure(.damaged("\(versionKey) is missing or not an integer"))
        }
        guard version <= Self.version else { return .failure(.newerVersion(version)) }
        guard version == Self.version else { return .failure(.damaged("\(versionKey) \(version) is not a version ForceTouch wrote")) }
        do {
            return .success(try InfoPlistItem.items(in: root, file: file, strings: .asWritten, warn: { _ in }))
        } catch {
            return .failure(.damaged(error.detail))
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
        guard rename(file, target) == 0 else { throw .failed(.moveAside, file, .last) }
        return DamagedStoreFile(path: file, movedTo: target, reason: reason)
    }

    private func write(_ items: [ShortcutItem], of bundleID: BundleID) throws(ShortcutStoreError) {
        let file = path(of: bundleID)
        let root: [String: Any] = [Self.versionKey: Self.version, InfoPlistItem.Key.items: items.map(InfoPlistItem.entry)]
        let data: Data
        do {
            data = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
        } catch {
            preconditionFailure("items hold property-list values only: \(error)")
        }
        let temporary = "\(directory)/.\(bundleID.rawValue).plist.\(getpid()).tmp"
        do {
            let fd = try FileDescriptor.open(
                FilePath(temporary), .writeOnly, options: [.create, .truncate, .closeOnExec], permissions: [.ownerReadWrite],
                retryOnInterrupt: true)
            try fd.closeAfter {
                _ = try fd.writeAll(data)
                guard fsync(fd.rawValue) == 0 else { throw Errno.last }
            }
        } catch {
            unlink(temporary)
            throw .failed(.write, temporary, Errno(error))
        }
        guard rename(temporary, file) == 0 else {
            let error = Errno.last
            unlink(temporary)
            throw .failed(.replace, file, error)
        }
        // The rename is durable once the directory is synced; a failure here loses nothing written.
        if let directoryFD = try? FileDescriptor.open(FilePath(directory), .readOnly, options: [.directory, .closeOnExec]) {
            _ = try? directoryFD.closeAfter { fsync(directoryFD.rawValue) }
        }
    }

    /// The exclusive lock of one app's items: `flock` on `ID.lock`, a file never renamed,
    /// created with the directory when missing. Stale temporary files of writers that died
    /// holding it are removed once it is held.
    private struct Lock {
        let fd: FileDescriptor

        init(directory: String, bundleID: BundleID) throws(ShortcutStoreError) {
            try Self.createDirectory(directory)
            let path = "\(directory)/\(bundleID.rawValue).lock"
            do {
                fd = try FileDescriptor.open(
                    FilePath(path), .readWrite, options: [.create, .closeOnExec], permissions: [.ownerReadWrite], retryOnInterrupt: true)
            } catch {
                throw .failed(.lock, path, Errno(error))
            }
            while flock(fd.rawValue, LOCK_EX) != 0 {
                let error = Errno.last
                guard error == .interrupted else {
                    try? fd.close()
                    throw .failed(.lock, path, error)
                }
            }
            Self.removeStaleTemporaries(directory: directory, bundleID: bundleID)
        }

        func release() { try? fd.close() }

        /// `mkdir -p`, with the first directory that cannot be made named in the error.
        static func createDirectory(_ path: String) throws(ShortcutStoreError) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return }
            var partial = path.hasPrefix("/") ? "" : "."
            for part in path.split(separator: "/") {
                partial += "/" + part
                if mkdir(partial, 0o700) != 0, Errno.last != .fileExists { throw .failed(.create, partial, .last) }
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
