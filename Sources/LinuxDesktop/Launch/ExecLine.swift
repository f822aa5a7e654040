/// An `Exec=` value split into arguments by the Desktop Entry specification's rules, its
/// field codes kept for `arguments(files:…)` to expand. It is never given to a shell.
///
/// The value is first unescaped as a string (`\s`, `\\`, …), then split at spaces and tabs;
/// double quotes group an argument, inside which `\"`, `` \` ``, `\$` and `\\` stand for the
/// character. Outside quotes a backslash takes the next character as it is.
public struct ExecLine: Hashable, Sendable {
    /// One piece of an argument: text, or a field code to expand.
    public enum Piece: Hashable, Sendable {
        case text(String)
        /// `%f`, `%u`: one file or URL. `%F`, `%U`: all of them, each its own argument.
        case file, url, files, urls
        /// `%i`: `--icon ICON` as two arguments, nothing without an icon.
        case icon
        /// `%c`: the app's name, translated.
        case name
        /// `%k`: where the desktop file is.
        case location
        /// `%d %D %n %N %v %m`: deprecated, removed.
        case removed
    }

    /// The arguments, each a sequence of pieces; the first is the program.
    public let arguments: [[Piece]]
    /// The value as written in the file, for messages.
    public let value: String

    /// Splits `value` (as written in the file, escapes and all).
    /// - Throws: a reason when a quote is never closed, a field code is unknown, or nothing is left.
    public init(_ value: String) throws(ExecError) {
        self.value = value
        let text = DesktopEntryValue.string(value)
        var arguments: [[Piece]] = []
        var current: [Piece] = []
        var pending = ""
        var inArgument = false
        var quoted = false
        var characters = text.makeIterator()
        func flushText() {
            if !pending.isEmpty { current.append(.text(pending)) }
            pending = ""
        }
        while let character = characters.next() {
            if quoted {
                switch character {
                case "\"": quoted = false
                case "\\":
                    guard let next = characters.next() else { throw .unterminatedQuote }
                    if "\"`$\\".contains(next) { pending.append(next) } else { pending.append("\\"); pending.append(next) }
                case "%":
                    // The specification forbids field codes in quotes; `%%` is still a percent sign.
                    guard let next = characters.next() else { throw .danglingPercent }
                    if next == "%" { pending.append("%") } else { throw .fieldCodeInQuotes(next) }
                default: pending.append(character)
                }
                continue
            }
            switch character {
            case " ", "\t", "\n":
                if inArgument {
                    flushText()
                    arguments.append(current)
                    current = []
                    inArgument = false
                }
            case "\"":
                quoted = true
                inArgument = true
            case "\\":
                guard let next = characters.next() else { throw .trailingBackslash }
                pending.append(next)
                inArgument = true
            case "%":
                guard let next = characters.next() else { throw .danglingPercent }
                inArgument = true
                let piece: Piece? = switch next {
                case "%": nil
                case "f": .file
                case "F": .files
                case "u": .url
                case "U": .urls
                case "i": .icon
                case "c": .name
                case "k": .location
                // Deprecated codes: removed, as the specification says.
                case "d", "D", "n", "N", "v", "m": .removed
                default: throw .unknownFieldCode(next)
                }
                if let piece {
                    flushText()
                    current.append(piece)
                } else {
                    pending.append("%")
                }
            default:
                pending.append(character)
                inArgument = true
            }
        }
        if quoted { throw .unterminatedQuote }
        if inArgument {
            flushText()
            arguments.append(current)
        }
        guard let program = arguments.first, !program.isEmpty else { throw .empty }
        self.arguments = arguments
    }

    /// The argument vector to run: field codes expanded, `%f %F %u %U` left empty (and an
    /// argument that was only one of them dropped) when there are no files, `%i` as
    /// `--icon ICON` only when the app has an icon.
    public func arguments(files: [String] = [], icon: String?, name: String, location: String?) -> [String] {
        var result: [String] = []
        for argument in arguments {
            if argument == [.files] || argument == [.urls] {
                result += files
                continue
            }
            if argument == [.file] || argument == [.url] {
                if let first = files.first { result.append(first) }
                continue
            }
            if argument == [.removed] { continue }
            if argument == [.icon] {
                if let icon, !icon.isEmpty { result += ["--icon", icon] }
                continue
            }
            var text = ""
            for piece in argument {
                switch piece {
                case let .text(part): text += part
                case .file, .url: text += files.first ?? ""
                case .files, .urls: text += files.joined(separator: " ")
                case .icon: text += icon ?? ""
                case .name: text += name
                case .location: text += location ?? ""
                case .removed: break
                }
            }
            result.append(text)
        }
        return result
    }
}

/// Why an Exec value cannot be split.
public enum ExecError: Error, Hashable, Sendable, CustomStringConvertible {
    case unterminatedQuote
    case trailingBackslash
    case danglingPercent
    case unknownFieldCode(Character)
    case fieldCodeInQuotes(Character)
    case empty

    public var description: String {
        switch self {
        case .unterminatedQuote: "a double quote is never closed"
        case .trailingBackslash: "it ends with a lone backslash"
        case .danglingPercent: "it ends with a lone %; write %% for a percent sign"
        case let .unknownFieldCode(code): "%\(code) is no field code (they are %f %F %u %U %i %c %k, and %% for a percent sign)"
        case let .fieldCodeInQuotes(code): "%\(code) stands inside double quotes, where the specification allows no field codes"
        case .empty: "there is no program to run"
        }
    }
}
