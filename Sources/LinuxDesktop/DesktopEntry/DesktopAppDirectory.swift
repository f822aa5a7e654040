import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// Where applications' desktop files are: `applications/` under `$XDG_DATA_HOME` (default
/// `~/.local/share`), then under each of `$XDG_DATA_DIRS` (default `/usr/local/share:/usr/share`),
/// in that order, as the XDG Base Directory and Desktop Entry specifications say. The first
/// file with an id wins.
public struct DesktopAppDirectory: Sendable {
    /// The data directories, most important first.
    public let dataDirectories: [String]

    public init(environment: [String: String]) {
        let home = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].map { "\($0)/.local/share" }
        let dirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share/:/usr/share/")
            .split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        dataDirectories = ([home].compactMap { $0 } + dirs).map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// The app named by `reference`: a path (it holds a `/`, or names a file that is there),
    /// else a desktop file id, `.desktop` optional.
    public func app(_ reference: String, locale: DesktopLocale?) throws(DesktopEntryError) -> DesktopApp {
        if reference.contains("/") || (reference.hasSuffix(".desktop") && access(reference, F_OK) == 0) {
            let file = try DesktopEntryFile.read(path: reference)
            return try DesktopApp(file: file, id: Self.fileName(reference), locale: locale)
        }
        let id = reference.hasSuffix(".desktop") ? reference : reference + ".desktop"
        guard let path = path(of: id) else { throw DesktopEntryError(file: id, line: 0, kind: .noSuchApp(id: id, searched: dataDirectories)) }
        return try DesktopApp(file: try DesktopEntryFile.read(path: path), id: id, locale: locale)
    }

    /// The file with desktop file id `id`: `applications/ID`, or a file in a subdirectory
    /// whose relative path, `/` read as `-`, is `ID` (`kde4/konsole.desktop` is `kde4-konsole.desktop`).
    public func path(of id: String) -> String? {
        for directory in dataDirectories {
            let applications = "\(directory)/applications"
            if access("\(applications)/\(id)", R_OK) == 0 { return "\(applications)/\(id)" }
            if let found = Self.find(id, in: applications, depth: 0) { return found }
        }
        return nil
    }

    private static func find(_ id: String, in directory: String, depth: Int) -> String? {
        guard depth < 8, let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var subdirectories: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            var status = stat()
            guard stat("\(directory)/\(name)", &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
            subdirectories.append(name)
        }
        for name in subdirectories.sorted() {
            let candidate = "\(name)-"
            guard id.hasPrefix(candidate) else { continue }
            let rest = String(id.dropFirst(candidate.count))
            if access("\(directory)/\(name)/\(rest)", R_OK) == 0 { return "\(directory)/\(name)/\(rest)" }
            if let found = find(rest, in: "\(directory)/\(name)", depth: depth + 1) { return found }
        }
        return nil
    }

    static func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }
}
