import ForceTouchCore

/// Reads an evemu recording as a stream: the device description first, then one event
/// at a time, so a file of any size replays in flat memory.
///
/// Accepts what real files contain: a `# EVEMU 1.x` header or none, comments, blank lines
/// and end-of-line comments anywhere, `A:` lines with or without a resolution, `B:` masks
/// spread over several lines, zero-padded values, epoch or zero-based time, and the old
/// layout with the description in a separate `.desc` file.
public final class EvemuReader {
    /// The device the events came from.
    public private(set) var device: DeviceDescription
    /// The file being read, as given.
    public var fileName: String { lines.name }
    /// The line of the last event returned.
    public var lineNumber: Int { lines.lineNumber }
    /// Bytes read so far (for progress).
    public var bytesRead: Int { lines.bytesRead }
    /// Input the recognizer counts and carries on through: the first event for an axis the
    /// device does not declare, and the first time stamp earlier than the one before, each
    /// with its line. Later ones are only counted (the recognizer's diagnostics).
    public private(set) var warnings: [TraceParseError] = []

    private let lines: LineSource
    /// The codes the device declares, as the core's flat masks: the check every `ABS` event
    /// needs, without a dictionary lookup.
    private var declared = DeclaredCodes()
    @exclusivity(unchecked) private var lastTime: Int64 = .min
    @exclusivity(unchecked) private var pending: InputEvent?
    @exclusivity(unchecked) private var finished = false
    private var warnedUndeclaredAxis = false, warnedBackwards = false

    /// Opens `path`; with `descriptionPath`, the device comes from that file and `path`
    /// holds the events (evemu's old `.desc` + `.events` pair).
    public convenience init(path: String, descriptionPath: String? = nil) throws(TraceParseError) {
        try self.init(lines: LineSource(path: path), descriptionPath: descriptionPath)
    }

    /// Opens `path` with a given buffer size and a cap on each read, to test lines that
    /// cross block boundaries and input that arrives one byte at a time.
    convenience init(path: String, blockSize: Int, readLimit: Int) throws(TraceParseError) {
        try self.init(lines: LineSource(path: path, blockSize: blockSize, readLimit: readLimit), descriptionPath: nil)
    }

    /// Reads evemu text already in memory; `name` stands for the file in errors.
    public convenience init(bytes: [UInt8], name: String) throws(TraceParseError) {
        try self.init(lines: LineSource(bytes: bytes, name: name), descriptionPath: nil)
    }

    private init(lines: LineSource, descriptionPath: String?) throws(TraceParseError) {
        self.lines = lines
        device = DeviceDescription(name: "")
        if let descriptionPath {
            let header = DescriptionBuilder()
            let descriptionLines = try LineSource(path: descriptionPath)
            // A description file holds no events.
            try Self.readDescription(from: descriptionLines, into: header) { _ throws(TraceParseError) in
                throw TraceParseError(file: descriptionLines.name, line: descriptionLines.lineNumber,
                                      kind: .malformedLine(expected: .descriptionLine))
            }
            guard header.sawAny else { throw Self.nothingUsable(in: descriptionLines) }
            device = try header.build(file: descriptionPath)
            let own = DescriptionBuilder()
            pending = try Self.readDescription(from: lines, into: own) { (bytes) throws(TraceParseError) in
                try Self.parseEvent(bytes, file: lines.name, line: lines.lineNumber, unterminated: lines.lastLineUnterminated)
            }
            if own.sawAny { throw TraceParseError(file: lines.name, line: own.firstLine, kind: .descriptionInBothFiles) }
        } else {
            let header = DescriptionBuilder()
            var sawDescription = false
            pending = try Self.readDescription(from: lines, into: header) { (bytes) throws(TraceParseError) in
                guard header.sawAny else {
                    throw TraceParseError(file: lines.name, line: lines.lineNumber, kind: .eventBeforeDescription)
                }
                if !sawDescription {
                    self.device = try header.build(file: lines.name)
                    sawDescription = true
                }
                return try Self.parseEvent(bytes, file: lines.name, line: lines.lineNumber, unterminated: lines.lastLineUnterminated)
            }
            if !sawDescription {
                // Nothing but blank lines and comments, or nothing at all.
                guard header.sawAny else { throw Self.nothingUsable(in: lines) }
                device = try header.build(file: lines.name)
            }
        }
        declared = DeclaredCodes(device)
        if let first = pending {
            lastTime = first.time.microseconds
            noteUndeclaredAxis(first)
        }
    }

    /// Notes the first event for an axis the device does not declare.
    private func noteUndeclaredAxis(_ event: InputEvent) {
        guard !warnedUndeclaredAxis, event.type == .abs, !declared.declares(.abs, event.code) else { return }
        warnedUndeclaredAxis = true
        warnings.append(TraceParseError(file: lines.name, line: lines.lineNumber, kind: .axisNotDeclared(code: event.code.rawValue)))
    }

    /// The next event, or nil at the end of the file.
    public func next() throws(TraceParseError) -> InputEvent? {
        if let event = pending {
            pending = nil
            return event
        }
        guard !finished else { return nil }
        let declared = self.declared
        while true {
            let parsed: InputEvent?? = try lines.nextLine { (bytes) throws(TraceParseError) -> InputEvent? in
                if let event = Self.plainEvent(bytes, declared: declared) { return event }
                return try self.parseLineAfterEvents(bytes)
            }
            switch parsed {
            case .none:
                finished = true
                return nil
            case .some(.none):
                continue
            case let .some(.some(event)):
                if event.time.microseconds >= lastTime {
                    lastTime = event.time.microseconds
                } else if !warnedBackwards {
                    warnedBackwards = true
                    warnings.append(TraceParseError(file: lines.name, line: lines.lineNumber, kind: .timeWentBackwards(
                        previous: Timestamp(microseconds: lastTime), found: event.time)))
                }
                return event
            }
        }
    }

    /// A line after the first event, in full: blank, an event in an unusual form, or the error it holds.
    private func parseLineAfterEvents(_ bytes: UnsafeBufferPointer<UInt8>) throws(TraceParseError) -> InputEvent? {
        switch try Self.classify(bytes, file: lines.name, line: lines.lineNumber) {
        case .blank: return nil
        case .description:
            throw TraceParseError(file: lines.name, line: lines.lineNumber, kind: .descriptionAfterEvents)
        case .event:
            let event = try Self.parseEvent(bytes, file: lines.name, line: lines.lineNumber, unterminated: lines.lastLineUnterminated)
            noteUndeclaredAxis(event)
            return event
        }
    }

    /// An `E:` line in plain ASCII that is right in every field, as nearly every line is,
    /// read without building anything; nil sends the line to the full parser, which reads
    /// what is unusual and names what is wrong.
    @inline(__always)
    private static func plainEvent(_ bytes: UnsafeBufferPointer<UInt8>, declared: DeclaredCodes) -> InputEvent? {
        guard isASCII(bytes) else { return nil }
        var cursor = ByteCursor(bytes)
        cursor.skipBlanks()
        guard cursor.index + 1 < bytes.count, bytes[cursor.index] == 0x45, bytes[cursor.index + 1] == 0x3a else { return nil }
        cursor.index += 2
        guard case let .value(micros) = cursor.time(), cursor.skipBlanks(),
              case let .value(type) = cursor.hex(limit: 0xffff), cursor.skipBlanks(),
              case let .value(code) = cursor.hex(limit: 0xffff), cursor.skipBlanks(),
              case let .value(value) = cursor.decimal(), cursor.atEndOfContent()
        else { return nil }
        let eventType = EventType(rawValue: UInt16(type)), eventCode = EventCode(UInt16(code))
        guard eventType.defines(eventCode) else { return nil }
        if eventType == .abs, !declared.declares(.abs, eventCode) { return nil }
        return InputEvent(time: Timestamp(microseconds: micros), type: eventType, code: eventCode, value: value)
    }

    /// Whether every byte is below 0x80, eight at a time.
    @inline(__always)
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < bytes.count {
            if base[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// The error for a file with no description: empty, or only comments and blank lines.
    private static func nothingUsable(in lines: LineSource) -> TraceParseError {
        TraceParseError(file: lines.name, line: 0, kind: lines.bytesRead == 0 ? .emptyFile : .noDescription)
    }

    // MARK: Lines

    private enum LineKind { case blank, description, event }

    private static func classify(_ bytes: UnsafeBufferPointer<UInt8>, file: String, line: Int) throws(TraceParseError) -> LineKind {
        var cursor = ByteCursor(bytes)
        if cursor.atEndOfContent() {
            try requireUTF8(bytes, file: file, line: line)
            return .blank
        }
        let first = bytes[cursor.index]
        guard cursor.index + 1 < bytes.count, bytes[cursor.index + 1] == 0x3a else {
            try requireUTF8(bytes, file: file, line: line)
            // `libinput record` starts with its format version: say which format this is.
            if bytes[cursor.index...].starts(with: Array("version:".utf8)) {
                throw TraceParseError(file: file, line: line, kind: .libinputRecord)
            }
            throw TraceParseError(file: file, line: line, kind: .unknownLine(prefix: prefix(bytes, from: cursor.index)))
        }
        switch first {
        case 0x45: return .event                                   // E:
        case 0x4e, 0x49, 0x50, 0x42, 0x41, 0x4c, 0x53: return .description   // N: I: P: B: A: L: S:
        default:
            try requireUTF8(bytes, file: file, line: line)
            throw TraceParseError(file: file, line: line, kind: .unknownLine(prefix: prefix(bytes, from: cursor.index)))
        }
    }

    private static func prefix(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String {
        var end = start
        while end < bytes.count, end - start < 8, bytes[end] != 0x20, bytes[end] != 0x09 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Text, or the error that says what else the line holds: binary data, or bytes that are not UTF-8.
    static func requireUTF8(_ bytes: UnsafeBufferPointer<UInt8>, file: String, line: Int) throws(TraceParseError) {
        if bytes.contains(where: { $0 < 0x20 && $0 != 0x09 }) { throw TraceParseError(file: file, line: line, kind: .binaryData) }
        guard bytes.contains(where: { $0 >= 0x80 }) else { return }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw TraceParseError(file: file, line: line, kind: .notUTF8)
        }
    }

    /// Reads description lines into `header` until the first event line, which `onEvent` parses.
    @discardableResult
    private static func readDescription(
        from lines: LineSource,
        into header: DescriptionBuilder,
        onEvent: (UnsafeBufferPointer<UInt8>) throws(TraceParseError) -> InputEvent
    ) throws(TraceParseError) -> InputEvent? {
        while true {
            let result: InputEvent?? = try lines.nextLine { (bytes) throws(TraceParseError) -> InputEvent? in
                let line = lines.lineNumber
                switch try classify(bytes, file: lines.name, line: line) {
                case .blank: return nil
                case .description:
                    try requireUTF8(bytes, file: lines.name, line: line)
                    try header.add(bytes, file: lines.name, line: line, unterminated: lines.lastLineUnterminated)
                    return nil
                case .event:
                    return try onEvent(bytes)
                }
            }
            switch result {
            case .none: return nil
            case .some(.none): continue
            case let .some(.some(event)): return event
            }
        }
    }

    /// `E: <sec>.<usec> <type> <code> <value>` with type and code in hex.
    private static func parseEvent(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, line: Int, unterminated: Bool
    ) throws(TraceParseError) -> InputEvent {
        var cursor = ByteCursor(bytes)
        cursor.skipBlanks()
        cursor.index += 2   // "E:"
        let fields = LineFields(bytes: bytes, file: file, line: line, unterminated: unterminated,
                                expected: .event)
        let micros = try fields.require(cursor.time(), .time)
        guard cursor.skipBlanks() else { throw fields.malformed() }
        let type = try fields.require(cursor.hex(limit: 0xffff), .eventType)
        guard cursor.skipBlanks() else { throw fields.malformed() }
        let code = try fields.require(cursor.hex(limit: 0xffff), .eventCode)
        guard cursor.skipBlanks() else { throw fields.malformed() }
        let value = try fields.require(cursor.decimal(), .value)
        guard cursor.atEndOfContent() else { throw fields.malformed() }
        try requireUTF8(bytes, file: file, line: line)
        let eventType = EventType(rawValue: UInt16(type))
        let eventCode = EventCode(UInt16(code))
        guard eventType.maximumCode != nil else {
            throw TraceParseError(file: file, line: line, kind: .unknownEventType(UInt16(type)))
        }
        guard eventType.defines(eventCode) else {
            throw TraceParseError(file: file, line: line, kind: .unknownEventCode(type: UInt16(type), code: UInt16(code)))
        }
        return InputEvent(time: Timestamp(microseconds: micros), type: eventType, code: eventCode, value: value)
    }
}
