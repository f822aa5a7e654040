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

    private let lines: LineSource
    private var lastTime: Int64 = .min
    private var pending: InputEvent?
    private var finished = false

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
            try Self.readDescription(from: descriptionLines, into: header, eventsAllowed: false)
            guard header.sawAny else { throw Self.nothingUsable(in: descriptionLines) }
            device = try header.build(file: descriptionPath)
            let own = DescriptionBuilder()
            pending = try Self.readDescription(from: lines, into: own, eventsAllowed: true) { (bytes) throws(TraceParseError) in
                try Self.parseEvent(bytes, file: lines.name, line: lines.lineNumber, device: self.device, unterminated: lines.lastLineUnterminated)
            }
            if own.sawAny { throw TraceParseError(file: lines.name, line: own.firstLine, kind: .descriptionInBothFiles) }
        } else {
            let header = DescriptionBuilder()
            var sawDescription = false
            pending = try Self.readDescription(from: lines, into: header, eventsAllowed: true) { (bytes) throws(TraceParseError) in
                guard header.sawAny else {
                    throw TraceParseError(file: lines.name, line: lines.lineNumber, kind: .eventBeforeDescription)
                }
                if !sawDescription {
                    self.device = try header.build(file: lines.name)
                    sawDescription = true
                }
                return try Self.parseEvent(bytes, file: lines.name, line: lines.lineNumber, device: self.device, unterminated: lines.lastLineUnterminated)
            }
            if !sawDescription {
                // Nothing but blank lines and comments, or nothing at all.
                guard header.sawAny else { throw Self.nothingUsable(in: lines) }
                device = try header.build(file: lines.name)
            }
        }
        if let first = pending { lastTime = first.time.microseconds }
    }

    /// The next event, or nil at the end of the file.
    public func next() throws(TraceParseError) -> InputEvent? {
        if let event = pending {
            pending = nil
            return event
        }
        guard !finished else { return nil }
        let device = self.device
        let lines = self.lines
        while true {
            let parsed: InputEvent?? = try lines.nextLine { (bytes) throws(TraceParseError) -> InputEvent? in
                switch try Self.classify(bytes, file: lines.name, line: lines.lineNumber) {
                case .blank: return nil
                case .description:
                    throw TraceParseError(file: lines.name, line: lines.lineNumber, kind: .descriptionAfterEvents)
                case .event:
                    return try Self.parseEvent(bytes, file: lines.name, line: lines.lineNumber, device: device, unterminated: lines.lastLineUnterminated)
                }
            }
            switch parsed {
            case .none:
                finished = true
                return nil
            case .some(.none):
                continue
            case let .some(.some(event)):
                guard event.time.microseconds >= lastTime else {
                    throw TraceParseError(file: lines.name, line: lines.lineNumber, kind: .timeWentBackwards(
                        previous: Timestamp(microseconds: lastTime), found: event.time))
                }
                lastTime = event.time.microseconds
                return event
            }
        }
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

    private static func requireUTF8(_ bytes: UnsafeBufferPointer<UInt8>, file: String, line: Int) throws(TraceParseError) {
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
        eventsAllowed: Bool,
        onEvent: (UnsafeBufferPointer<UInt8>) throws(TraceParseError) -> InputEvent = { _ in fatalError("unreachable") }
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
                    guard eventsAllowed else {
                        throw TraceParseError(file: lines.name, line: line, kind: .malformedLine(expected: "a device description line, not an event"))
                    }
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
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, line: Int, device: DeviceDescription, unterminated: Bool
    ) throws(TraceParseError) -> InputEvent {
        var cursor = ByteCursor(bytes)
        cursor.skipBlanks()
        cursor.index += 2   // "E:"
        let fields = LineFields(bytes: bytes, file: file, line: line, unterminated: unterminated,
                                expected: "'E: <seconds>.<microseconds> <type> <code> <value>'")
        let micros = try fields.require(cursor.time(), "time")
        guard cursor.skipBlanks() else { throw fields.malformed() }
        let type = try fields.require(cursor.hex(limit: 0xffff), "event type")
        guard cursor.skipBlanks() else { throw fields.malformed() }
        let code = try fields.require(cursor.hex(limit: 0xffff), "event code")
        guard cursor.skipBlanks() else { throw fields.malformed() }
        let value = try fields.require(cursor.decimal(), "value")
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
        if eventType == .abs, device.absInfo[eventCode] == nil {
            throw TraceParseError(file: file, line: line, kind: .axisNotDeclared(code: UInt16(code)))
        }
        return InputEvent(time: Timestamp(microseconds: micros), type: eventType, code: eventCode, value: value)
    }
}

/// One line being parsed, for its errors: built only when a line is refused, so a good
/// line costs nothing. A line that is not UTF-8 is reported as such, whatever else is wrong.
struct LineFields {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let line: Int
    let unterminated: Bool
    let expected: String

    func malformed() -> TraceParseError {
        if String(validating: bytes, as: UTF8.self) == nil {
            return TraceParseError(file: file, line: line, kind: .notUTF8)
        }
        let hint = unterminated ? " (the file may be cut short)" : ""
        return TraceParseError(file: file, line: line, kind: .malformedLine(expected: expected + hint))
    }

    /// The number's value; malformed when absent, out of range (naming `field`) when too large.
    func require<Value>(_ number: ByteCursor.Number<Value>, _ field: String) throws(TraceParseError) -> Value {
        switch number {
        case .none: throw malformed()
        case .overflow: throw TraceParseError(file: file, line: line, kind: .numberOutOfRange(field: field))
        case let .value(value): return value
        }
    }
}

/// Collects `N:`, `I:`, `P:`, `B:`, `A:`, `L:` and `S:` lines into a device description.
final class DescriptionBuilder {
    private(set) var sawAny = false
    private(set) var firstLine = 0
    private var name: String?
    private var id = InputID(bus: 0, vendor: 0, product: 0, version: 0)
    private var properties: [UInt8] = []
    private var masks: [UInt16: [UInt8]] = [:]
    private var absInfo: [EventCode: AbsInfo] = [:]
    /// The line of each axis's `A:` line, for errors about the axis.
    private var absLines: [EventCode: Int] = [:]

    func add(_ bytes: UnsafeBufferPointer<UInt8>, file: String, line: Int, unterminated: Bool) throws(TraceParseError) {
        if !sawAny { firstLine = line }
        sawAny = true
        var cursor = ByteCursor(bytes)
        cursor.skipBlanks()
        let letter = bytes[cursor.index]
        cursor.index += 2
        func fields(_ expected: String) -> LineFields {
            LineFields(bytes: bytes, file: file, line: line, unterminated: unterminated, expected: expected)
        }
        switch letter {
        case 0x4e: // N: name (the rest of the line, as evemu writes it)
            cursor.skipBlanks()
            var end = bytes.count
            while end > cursor.index, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            name = String(decoding: UnsafeBufferPointer(rebasing: bytes[cursor.index..<end]), as: UTF8.self)
        case 0x49: // I: bus vendor product version
            let form = fields("'I: <bus> <vendor> <product> <version>' in hex")
            var numbers: [UInt16] = []
            for field in ["bus", "vendor", "product", "version"] {
                numbers.append(UInt16(try form.require(cursor.hex(limit: 0xffff), field)))
            }
            guard cursor.atEndOfContent() else { throw form.malformed() }
            id = InputID(bus: numbers[0], vendor: numbers[1], product: numbers[2], version: numbers[3])
        case 0x50: // P: property bytes
            let form = fields("'P: <byte> ...' in hex")
            while !cursor.atEndOfContent() {
                properties.append(UInt8(try form.require(cursor.hex(limit: 0xff), "property byte")))
            }
        case 0x42: // B: type bytes...
            let form = fields("'B: <type> <byte> ...' in hex")
            let type = UInt16(try form.require(cursor.hex(limit: 0xff), "event type"))
            guard EventType(rawValue: type).maximumCode != nil else {
                throw TraceParseError(file: file, line: line, kind: .unknownEventType(type))
            }
            while !cursor.atEndOfContent() {
                masks[type, default: []].append(UInt8(try form.require(cursor.hex(limit: 0xff), "event mask byte")))
            }
        case 0x41: // A: code min max fuzz flat [resolution]
            let form = fields("'A: <code> <min> <max> <fuzz> <flat> [<resolution>]'")
            let code = UInt16(try form.require(cursor.hex(limit: 0xffff), "axis code"))
            guard EventType.abs.defines(EventCode(code)) else {
                throw TraceParseError(file: file, line: line, kind: .unknownEventCode(type: EventType.abs.rawValue, code: code))
            }
            var numbers: [Int32] = []
            while !cursor.atEndOfContent() {
                numbers.append(try form.require(cursor.decimal(), "axis range"))
            }
            guard numbers.count == 4 || numbers.count == 5 else { throw form.malformed() }
            absLines[EventCode(code)] = line
            absInfo[EventCode(code)] = AbsInfo(
                minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
                resolution: numbers.count == 5 ? numbers[4] : 0)
        default: // L: and S: (LED and switch state) matter to no press; their form is still checked.
            let form = fields("'\(Character(UnicodeScalar(letter))): <code> <value>'")
            _ = try form.require(cursor.hex(limit: 0xffff), "code")
            _ = try form.require(cursor.decimal(), "value")
            guard cursor.atEndOfContent() else { throw form.malformed() }
        }
    }

    func build(file: String) throws(TraceParseError) -> DeviceDescription {
        var codes: [EventType: CodeBitSet] = [:]
        for (type, bytes) in masks {
            let set = CodeBitSet(bytes: bytes)
            if !set.isEmpty { codes[EventType(rawValue: type)] = set }
        }
        let device = DeviceDescription(
            name: name ?? "", id: id, properties: CodeBitSet(bytes: properties), eventCodes: codes, absInfo: absInfo)
        if device.slotCount > FrameAssembler.maximumSlots {
            throw TraceParseError(file: file, line: 0, kind: .invalidDevice("\(device.slotCount) slots, at most \(FrameAssembler.maximumSlots) supported"))
        }
        for code in [EventCode.absMTPressure, .absPressure] {
            if let info = absInfo[code], info.maximum <= info.minimum {
                throw TraceParseError(file: file, line: absLines[code] ?? 0, kind: .invalidDevice(SetupError.emptyPressureRange(code, info).description))
            }
        }
        if let slot = absInfo[.absMTSlot], slot.minimum != 0 || slot.maximum < 0 {
            throw TraceParseError(file: file, line: 0, kind: .invalidDevice("ABS_MT_SLOT range \(slot.minimum)...\(slot.maximum) does not start at 0"))
        }
        return device
    }
}
