import Yams

/// Lines of a `libinput record` file gathered for Yams: the top-level keys, one device's
/// keys, or one events item. Each line remembers its line in the file, so that what Yams
/// reports, and every value it returns, names the file's line.
struct YAMLChunk {
    private(set) var bytes: [UInt8] = []
    /// The file's line for each line of the chunk.
    private(set) var fileLines: [Int] = []

    var isEmpty: Bool { fileLines.isEmpty }
    var firstLine: Int { fileLines.first ?? 0 }

    /// Adds one line (without its newline); with `replacingDashAt`, the `-` that opens a list
    /// item becomes a space, so that the item's keys read as a mapping.
    mutating func append(_ line: UnsafeBufferPointer<UInt8>, number: Int, replacingDashAt dash: Int? = nil) {
        let start = bytes.count
        bytes.append(contentsOf: line)
        if let dash { bytes[start + dash] = 0x20 }
        bytes.append(0x0a)
        fileLines.append(number)
    }

    /// Empties the chunk, keeping its storage.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        fileLines.removeAll(keepingCapacity: true)
    }

    /// The file's line for a line Yams numbers from 1 in this chunk.
    func fileLine(_ chunkLine: Int?) -> Int {
        guard let chunkLine, !fileLines.isEmpty else { return firstLine }
        return fileLines[min(max(chunkLine, 1), fileLines.count) - 1]
    }

    /// The file's line of `node`.
    func line(of node: Node) -> Int { fileLine(node.mark?.line) }

    /// The chunk as one YAML document; nil when it holds only blanks and comments.
    func parse(file: String, keyPath: String?) throws(TraceParseError) -> Node? {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw TraceParseError(file: file, line: firstInvalidLine(), kind: .notUTF8)
        }
        do {
            // The basic resolver: every scalar a string, read as a number only where one is asked for
            // (by Yams's constructors, which ignore the tag), so no regular expression runs per value.
            return try Parser(yaml: text, resolver: .basic, constructor: .default, encoding: .utf8).singleRoot()
        } catch let error as YamlError {
            throw TraceParseError(file: file, line: line(of: error), kind: .yamlSyntax(Self.problem(of: error)), keyPath: keyPath)
        } catch {
            throw TraceParseError(file: file, line: firstLine, kind: .yamlSyntax("\(error)"), keyPath: keyPath)
        }
    }

    private func line(of error: YamlError) -> Int {
        switch error {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _): fileLine(mark.line)
        case let .duplicatedKeysInMapping(_, context): fileLine(context.mark.line)
        default: firstLine
        }
    }

    /// libyaml's problem, with its context when it gives one ("while parsing a flow sequence").
    private static func problem(of error: YamlError) -> String {
        switch error {
        case let .scanner(context, problem, _, _), let .parser(context, problem, _, _), let .composer(context, problem, _, _):
            guard let context else { return problem }
            return "\(problem) (\(context.text))"
        case let .duplicatedKeysInMapping(duplicates, _): return "the key \(duplicates.joined(separator: ", ")) appears twice"
        case let .reader(problem, _, _, _): return problem
        default: return "\(error)"
        }
    }

    private func firstInvalidLine() -> Int {
        var start = 0
        for number in fileLines {
            var end = start
            while end < bytes.count, bytes[end] != 0x0a { end += 1 }
            if String(validating: bytes[start..<end], as: UTF8.self) == nil { return number }
            start = end + 1
        }
        return firstLine
    }
}

/// Where a value sits in a recording, as errors name it: `devices[0].evdev.absinfo.53`.
struct KeyPath: CustomStringConvertible {
    let description: String

    init(_ root: String) { description = root }

    static func device(_ index: Int) -> KeyPath { KeyPath("devices[\(index)]") }

    func key(_ key: String) -> KeyPath { KeyPath("\(description).\(key)") }
    func index(_ index: Int) -> KeyPath { KeyPath("\(description)[\(index)]") }
}
