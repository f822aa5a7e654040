import Foundation

/// An `InfoPlist.strings` file: the localized text of Info.plist values, by key.
///
/// Apple's format: `"key" = "value";` entries, keys and values quoted or not (letters,
/// digits and `_.-:/$`), `"key";` for a value equal to its key, `/* */` and `//` comments,
/// backslash escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\Uxxxx`). UTF-8, or UTF-16 with a
/// byte-order mark.
public struct StringsTable: Hashable, Sendable {
    public private(set) var entries: [String: String]

    public init(_ entries: [String: String] = [:]) { self.entries = entries }

    /// The localized text for `key`; the key itself when the table has none, as iOS does.
    public func localized(_ key: String) -> String { entries[key] ?? key }

    /// Reads the strings file at `path`.
    public static func read(path: String) throws(StaticShortcutsError) -> StringsTable {
        let data = try StaticShortcutsError.contents(of: path)
        return try parse(data, file: path)
    }

    /// Parses strings-file bytes; `file` names them in errors.
    public static func parse(_ data: Data, file: String) throws(StaticShortcutsError) -> StringsTable {
        let text: String?
        if data.starts(with: [0xff, 0xfe]) {
            text = String(data: data.dropFirst(2), encoding: .utf16LittleEndian)
        } else if data.starts(with: [0xfe, 0xff]) {
            text = String(data: data.dropFirst(2), encoding: .utf16BigEndian)
        } else if data.starts(with: [0xef, 0xbb, 0xbf]) {
            text = String(data: data.dropFirst(3), encoding: .utf8)
        } else {
            text = String(data: data, encoding: .utf8)
        }
        guard let text else { throw .stringsEncoding(file) }
        var parser = Parser(scalars: Array(text.unicodeScalars), file: file)
        return StringsTable(try parser.entries())
    }

    /// A recursive-descent reader over the file's characters, counting lines for errors.
    private struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1

        init(scalars: [Unicode.Scalar], file: String) {
            self.scalars = scalars
            self.file = file
        }

        mutating func entries() throws(StaticShortcutsError) -> [String: String] {
            var result: [String: String] = [:]
            while true {
                try skipBlanksAndComments()
                guard index < scalars.count else { return result }
                let key = try token(what: "a key")
                try skipBlanksAndComments()
                var value = key
                if peek == "=" {
                    index += 1
                    try skipBlanksAndComments()
                    value = try token(what: "a value after '='")
                    try skipBlanksAndComments()
                }
                guard peek == ";" else { throw error("expected ';' after the entry for \"\(key)\"") }
                index += 1
                result[key] = value
            }
        }

        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        func error(_ reason: String) -> StaticShortcutsError { .stringsSyntax(file, line: line, reason) }

        mutating func skipBlanksAndComments() throws(StaticShortcutsError) {
            while let scalar = peek {
                if scalar == "\n" { line += 1; index += 1; continue }
                if scalar.properties.isWhitespace { index += 1; continue }
                guard scalar == "/", index + 1 < scalars.count else { return }
                if scalars[index + 1] == "/" {
                    while let next = peek, next != "\n" { index += 1 }
                } else if scalars[index + 1] == "*" {
                    let startLine = line
                    index += 2
                    while true {
                        guard let next = peek else {
                            throw StaticShortcutsError.stringsSyntax(file, line: startLine, "a /* comment is never closed")
                        }
                        if next == "*", index + 1 < scalars.count, scalars[index + 1] == "/" { index += 2; break }
                        if next == "\n" { line += 1 }
                        index += 1
                    }
                } else {
                    return
                }
            }
        }

        static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-:/$".unicodeScalars.contains(scalar)
        }

        mutating func token(what: String) throws(StaticShortcutsError) -> String {
            guard let first = peek else { throw error("expected \(what), found the end of the file") }
            if first == "\"" { return try quoted() }
            guard Self.isUnquoted(first) else { throw error("expected \(what), found '\(first)'") }
            var text = ""
            while let scalar = peek, Self.isUnquoted(scalar) { text.unicodeScalars.append(scalar); index += 1 }
            return text
        }

        mutating func quoted() throws(StaticShortcutsError) -> String {
            let startLine = line
            index += 1
            var text = ""
            while true {
                guard let scalar = peek else { throw StaticShortcutsError.stringsSyntax(file, line: startLine, "a quoted string is never closed") }
                index += 1
                switch scalar {
                case "\"":
                    return text
                case "\\":
                    guard let escaped = peek else { continue }
                    index += 1
                    switch escaped {
                    case "n": text += "\n"
                    case "t": text += "\t"
                    case "r": text += "\r"
                    case "U", "u":
                        var value: UInt32 = 0
                        var digits = 0
                        while digits < 4, let digit = peek.flatMap({ UInt32(String($0), radix: 16) }) {
                            value = value * 16 + digit
                            digits += 1
                            index += 1
                        }
                        guard digits == 4, let decoded = Unicode.Scalar(value) else { throw error("\\U needs four hexadecimal digits") }
                        text.unicodeScalars.append(decoded)
                    case "\n":
                        line += 1
                        text += "\n"
                    default:
                        text.unicodeScalars.append(escaped)
                    }
                case "\n":
                    line += 1
                    text += "\n"
                default:
                    text.unicodeScalars.append(scalar)
                }
            }
        }
    }
}
