import ForceTouchCore
import Foundation
import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Every profile there is, found as libinput finds its quirks: the built-in set, then the
/// system's directory, then the user's; files in each directory in name order. A broken
/// file is reported in `problems` and skipped whole; the other files still apply.
public struct ProfileLibrary: Sendable {
    /// Where the system's profiles live.
    public static let systemDirectory = "/etc/forcetouch/profiles.d"

    /// The profiles, one level per place searched (the built-in set first).
    public let set: ProfileSet
    /// The directories searched, in order.
    public let directories: [String]
    /// The files that could not be used, each skipped whole.
    public let problems: [ProfileError]

    /// The built-in set and the profiles in `directories`, in that order.
    public init(directories: [String]) {
        var levels = [Self.builtIn]
        var problems: [ProfileError] = []
        for directory in directories {
            var level: [DeviceProfile] = []
            for file in Self.files(in: directory, problems: &problems) {
                do {
                    level += try Self.read(file: file)
                } catch {
                    problems.append(error)
                }
            }
            levels.append(level)
        }
        set = ProfileSet(levels: levels)
        self.directories = directories
        self.problems = problems
    }

    /// The system's directory (`FORCETOUCH_SYSTEM_PROFILES` replaces it, for packaging and
    /// tests), then the user's: `$XDG_CONFIG_HOME/forcetouch/profiles.d`, by default under `~/.config`.
    public static func standardDirectories(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let system = environment["FORCETOUCH_SYSTEM_PROFILES"].flatMap { $0.isEmpty ? nil : $0 } ?? systemDirectory
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].map { "\($0)/.config" }
        return [system] + (config.map { ["\($0)/forcetouch/profiles.d"] } ?? [])
    }

    /// The set ForceTouch carries.
    public static let builtIn: [DeviceProfile] = {
        do {
            return try ProfileFile.parse(BuiltInProfiles.text, file: "built-in", builtIn: true)
        } catch {
            fatalError("the built-in profiles do not parse: \(error)")
        }
    }()

    /// The profiles of the file at `path`.
    public static func read(file path: String) throws(ProfileError) -> [DeviceProfile] {
        var bytes: [UInt8] = []
        do {
            let file = try FileDescriptor.open(FilePath(path), .readOnly, options: .closeOnExec, retryOnInterrupt: true)
            defer { try? file.close() }
            var block = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = try block.withUnsafeMutableBytes { try file.read(into: $0, retryOnInterrupt: true) }
                if count == 0 { break }
                bytes += block[..<count]
            }
        } catch {
            throw ProfileError(file: path, line: 0, kind: .cannotRead(error as? Errno ?? .ioError))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ProfileError(file: path, line: 0, kind: .yamlSyntax("the file is not UTF-8 text"))
        }
        return try ProfileFile.parse(text, file: path)
    }

    /// The profiles that apply to `device`: the matching ones, level by level, or the one
    /// `choice` forces (a name, or a file holding one profile), or none.
    public func profiles(for device: DeviceDescription, choice: ProfileChoice) throws(ProfileError) -> [DeviceProfile] {
        switch choice {
        case .automatic: return set.matching(device)
        case .none: return []
        case let .named(name):
            if name.contains("/") || name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                let found = try Self.read(file: name)
                guard found.count == 1 else {
                    throw ProfileError(file: name, line: 0, kind: found.isEmpty ? .notAProfileFile("it holds no profile") : .severalProfiles(found.map(\.name)))
                }
                return found
            }
            guard let found = set.named(name) else {
                throw ProfileError(file: name, line: 0, kind: .noSuchProfile(name, known: Array(Set(set.levels.joined().map(\.name))).sorted()))
            }
            return [found]
        }
    }

    /// The `.yaml` and `.yml` files of `directory` in name order; none when it does not exist.
    private static func files(in directory: String, problems: inout [ProfileError]) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else {
            problems.append(ProfileError(file: directory, line: 0, kind: .notAProfileFile("a profile directory is expected here")))
            return []
        }
        guard let listing = opendir(directory) else {
            problems.append(ProfileError(file: directory, line: 0, kind: .cannotRead(Errno(rawValue: errno))))
            return []
        }
        defer { closedir(listing) }
        var names: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { names.append(name) }
        }
        return names.sorted().map { "\(directory)/\($0)" }
    }
}

/// Which profiles a command uses: the matching ones, none, or the one named (a profile name
/// or a file).
public enum ProfileChoice: Hashable, Sendable {
    case automatic
    case none
    case named(String)
}
