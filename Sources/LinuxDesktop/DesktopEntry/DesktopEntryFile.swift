import SystemPackage

/// A desktop entry file as the freedesktop Desktop Entry Specification 1.5 lays it out:
/// groups of `Key=Value` and `Key[locale]=Value` entries, each remembered with its line, so
/// that a wrong value can be reported where it stands.
public struct DesktopEntryFile: Hashable, Sendable {
    /// One `Key=Value` or `Key[locale]=Value` line, its value as written (not unescaped).
    public struct Entry: Hashable, Sendable {
        public let key: String
        public let locale: String?
        public let value: String
        public let line: Int
    }

    /// A `[Group Name]` and its entries, in file order.
    public struct Group: Hashable, Sendable {
        public let name: String
        public let line: Int
        public internal(set) var entries: [Entry]

        /// The entry for `key` without a locale.
        public func entry(_ key: String) -> Entry? { entries.first { $0.key == key && $0.locale == nil } }
    }

    /// Where the file was read from (or the name given for text in memory).
    public let path: String
    public let groups: [Group]

    public func group(_ name: String) -> Group? { groups.first { $0.name == name } }

    /// Reads and parses the file at `path`.
    public static func read(path: String) throws(DesktopEntryError) -> DesktopEntryFile {
        let bytes: [UInt8]
        do {
            let fd = try FileDescriptor.open(FilePath(path), .readOnly, options: .closeOnExec, retryOnInterrupt: true)
            bytes = try fd.closeAfter {
                var all: [UInt8] = []
                var block = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = try block.withUnsafeMutableBytes { try fd.read(into: $0, retryOnInterrupt: true) }
                    if count == 0 { return all }
                    all += block[..<count]
                    // Desktop files are a few kilobytes; a huge one is not one.
                    if all.count > 1 << 22 { throw Errno.fileTooLarge }
                }
            }
        } catch {
            throw DesktopEntryError(file: path, line: 0, kind: .cannotRead((error as? Errno) ?? .ioError))
        }
        return try parse(bytes, path: path)
    }

    /// Parses `bytes` (UTF-8 text); `path` names the file in errors.
    public static func parse(_ bytes: [UInt8], path: String) throws(DesktopEntryError) -> DesktopEntryFile {
        var groups: [Group] = []
        var lineNumber = 0
        for raw in bytes.split(separator: 0x0a, omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = raw
            if line.last == 0x0d { line.removeLast() }
            guard let text = String(validating: line, as: UTF8.self) else {
                throw DesktopEntryError(file: path, line: lineNumber, kind: .notUTF8)
            }
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("[") {
                guard trimmed.hasSuffix("]"), trimmed.count >= 3 else {
                    throw DesktopEntryError(file: path, line: lineNumber, kind: .malformedGroupHeader(text))
                }
                let name = String(trimmed.dropFirst().dropLast())
                guard name.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7f && $0 != "[" && $0 != "]" }) else {
                    throw DesktopEntryError(file: path, line: lineNumber, kind: .malformedGroupHeader(text))
                }
                if let earlier = groups.first(where: { $0.name == name }) {
                    throw DesktopEntryError(file: path, line: lineNumber, kind: .duplicateGroup(name, firstLine: earlier.line))
                }
                if groups.isEmpty, name != "Desktop Entry" {
                    throw DesktopEntryError(file: path, line: lineNumber, kind: .firstGroupNotDesktopEntry(name))
                }
                groups.append(Group(name: name, line: lineNumber, entries: []))
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else {
                throw DesktopEntryError(file: path, line: lineNumber, kind: .malformedLine(text))
            }
            let (key, locale) = try Self.key(String(trimmed[..<equals]).trimmingSpaces(), line: lineNumber, path: path, text: text)
            guard !groups.isEmpty else {
                throw DesktopEntryError(file: path, line: lineNumber, kind: .entryBeforeGroup(key))
            }
            let value = String(trimmed[trimmed.index(after: equals)...].drop { $0 == " " || $0 == "\t" })
            if let earlier = groups[groups.count - 1].entries.first(where: { $0.key == key && $0.locale == locale }) {
                let name = key + (locale.map { "[\($0)]" } ?? "")
                throw DesktopEntryError(file: path, line: lineNumber, kind: .duplicateKey(name, group: groups[groups.count - 1].name, firstLine: earlier.line))
            }
            groups[groups.count - 1].entries.append(Entry(key: key, locale: locale, value: value, line: lineNumber))
        }
        guard !groups.isEmpty else { throw DesktopEntryError(file: path, line: 0, kind: .noDesktopEntryGroup) }
        return DesktopEntryFile(path: path, groups: groups)
    }

    /// `Key` or `Key[locale]`: keys are `A-Za-z0-9-`, locales `lang_COUNTRY.ENCODING@MODIFIER`.
    private static func key(_ text: String, line: Int, path: String, text whole: String) throws(DesktopEntryError) -> (String, String?) {
        var name = Substring(text), locale: String?
        if let open = text.firstIndex(of: "[") {
            guard text.hasSuffix("]") else { throw DesktopEntryError(file: path, line: line, kind: .malformedKey(text)) }
            name = text[..<open]
            let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
            guard !inner.isEmpty, inner.unicodeScalars.allSatisfy({ isLocaleScalar($0) }) else {
                throw DesktopEntryError(file: path, line: line, kind: .malformedKey(text))
            }
            locale = String(inner)
        }
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ isKeyScalar($0) }) else {
            throw DesktopEntryError(file: path, line: line, kind: .malformedKey(text))
        }
        return (String(name), locale)
    }

    private static func isKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
    }

    private static func isLocaleScalar(_ scalar: Unicode.Scalar) -> Bool {
        isKeyScalar(scalar) || scalar == "_" || scalar == "." || scalar == "@"
    }
}

/// Values as the specification types them: strings with escapes, lists, booleans.
public enum DesktopEntryValue {
    /// A `string` or `localestring`: `\s` `\n` `\t` `\r` `\\` unescaped; any other escape is
    /// kept as written, so that Exec's own quoting still sees it.
    public static func string(_ raw: String) -> String {
        var result = ""
        var escaped = false
        for character in raw {
            if escaped {
                switch character {
                case "s": result.append(" ")
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "\\": result.append("\\")
                default: result.append("\\"); result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        if escaped { result.append("\\") }
        return result
    }

    /// A list of strings separated by `;` (`\;` for a semicolon in a value), the last `;` optional.
    public static func list(_ raw: String) -> [String] {
        var items: [String] = []
        var current = ""
        var escaped = false
        for character in raw {
            if escaped {
                if character == ";" { current.append(";") } else { current.append("\\"); current.append(character) }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ";" {
                items.append(string(current))
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        if !current.isEmpty { items.append(string(current)) }
        return items
    }

    /// `true` or `false`, as the specification writes them; nil for anything else.
    public static func boolean(_ raw: String) -> Bool? {
        switch raw {
        case "true": true
        case "false": false
        default: nil
        }
    }
}

extension String {
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return String(text)
    }
}
