import ForceTouchCore
import SystemPackage

/// The formats a recording can be in, told apart by their content.
public enum TraceFormat: String, Hashable, Sendable, CaseIterable {
    /// evemu-record's text: `N:`, `I:`, `B:`, `A:` lines, then `E:` lines.
    case evemu
    /// `libinput record`'s YAML.
    case libinput

    /// The format of the file at `path`, from its first lines.
    public static func detect(path: String) throws(TraceParseError) -> TraceFormat {
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(FilePath(path), .readOnly, options: .closeOnExec, retryOnInterrupt: true)
        } catch {
            throw TraceParseError(file: path, line: 0, kind: .cannotOpen(error as? Errno ?? .ioError))
        }
        defer { try? file.close() }
        var prefix = [UInt8](repeating: 0, count: 1 << 16)
        let count = (try? prefix.withUnsafeMutableBytes { try file.read(into: $0, retryOnInterrupt: true) }) ?? 0
        return detect(prefix: prefix[..<count])
    }

    /// The format of text starting with `prefix`: the comment each format starts with, or the
    /// first line that is not blank or a comment. Anything else is left to the evemu reader,
    /// whose errors say what it found.
    public static func detect(prefix: some Collection<UInt8>) -> TraceFormat {
        for line in prefix.split(separator: 0x0a, omittingEmptySubsequences: true) {
            let text = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0d }
            guard let first = text.first else { continue }
            if first == 0x23 {
                if text.starts(with: "# libinput record".utf8) { return .libinput }
                if text.starts(with: "# EVEMU".utf8) { return .evemu }
                continue
            }
            let bytes = Array(text.prefix(2))
            if bytes.count == 2, bytes[1] == 0x3a, "NIPBALSE".utf8.contains(bytes[0]) { return .evemu }
            if text.starts(with: "---".utf8) || first == 0x25 || first == 0x7b || text.contains(0x3a) { return .libinput }
            return .evemu
        }
        return .evemu
    }
}
