import ForceTouchCore
import Yams

/// Reads a `libinput record` recording (YAML, format version 1) as a stream: the chosen
/// device's description first, then one event at a time, so a file of any size replays in
/// flat memory.
///
/// The file's block structure is followed line by line (`RecordOutline`); the top-level keys,
/// each device's keys and any unusual events item go to Yams, and event rows in the form
/// libinput writes them (`- [sec, usec, type, code, value]`) are read directly. A file in
/// another layout (flow style, say) is read whole by Yams instead. Files with one device
/// (`ndevices: 1`, as nearly all are) are read once; others twice, first for their devices.
public final class LibinputRecordReader {
    /// Every device the file holds, in order.
    public private(set) var devices: [RecordedDeviceChoice] = []
    /// The device replayed: its place in `devices`.
    public private(set) var deviceIndex = 0
    /// The device the events came from.
    public private(set) var device = DeviceDescription(name: "")
    /// The file being read, as given.
    public let fileName: String
    /// The line of the last event returned.
    @exclusivity(unchecked) public private(set) var lineNumber = 0
    /// Bytes read so far (for progress).
    public var bytesRead: Int { lines.bytesRead }
    /// Input the recognizer counts and carries on through: the first time stamp earlier than
    /// the one before, with its line.
    public private(set) var warnings: [TraceParseError] = []

    private typealias EventRow = LibinputRecordDocument.EventRow

    private let open: () throws(TraceParseError) -> LineSource
    private let selector: RecordedDeviceSelector?
    private var lines: LineSource
    @exclusivity(unchecked) private var outline = RecordOutline()
    /// Whether lines are still to be read for events; false once they are all in `frame`.
    @exclusivity(unchecked) private var streaming = false
    /// Whether the chosen device's block `events:` is open.
    @exclusivity(unchecked) private var inEvents = false
    /// The second pass ends with the chosen device's events; the first pass has read the rest.
    private var endsWithEvents = false
    /// `ndevices` when the file is read once, to refuse a file that holds more.
    private var declaredDevices: Int?
    @exclusivity(unchecked) private var check = RowCheck()

    // The events item being read: its lines, and its rows while they have libinput's form.
    @exclusivity(unchecked) private var item = YAMLChunk()
    @exclusivity(unchecked) private var itemIndex = 0
    @exclusivity(unchecked) private var itemIndent = 0
    @exclusivity(unchecked) private var itemIsPlain = false
    @exclusivity(unchecked) private var rowIndent = -1
    @exclusivity(unchecked) private var rows: [EventRow] = []

    // Checked events, handed out one at a time.
    @exclusivity(unchecked) private var frame: [InputEvent] = []
    @exclusivity(unchecked) private var frameLines: [Int] = []
    @exclusivity(unchecked) private var frameIndex = 0
    @exclusivity(unchecked) private var delivered = false
    @exclusivity(unchecked) private var lastTime: Int64 = .min
    private var warnedBackwards = false

    /// Opens `path`; `device` chooses among several devices (see `RecordedDeviceSelector`).
    public convenience init(path: String, device: RecordedDeviceSelector? = nil) throws(TraceParseError) {
        try self.init(name: path, device: device) { () throws(TraceParseError) in try LineSource(path: path) }
    }

    /// Reads a recording already in memory; `name` stands for the file in errors.
    public convenience init(bytes: [UInt8], name: String, device: RecordedDeviceSelector? = nil) throws(TraceParseError) {
        try self.init(name: name, device: device) { LineSource(bytes: bytes, name: name) }
    }

    private init(name: String, device selector: RecordedDeviceSelector?, open: @escaping () throws(TraceParseError) -> LineSource) throws(TraceParseError) {
        fileName = name
        self.open = open
        self.selector = selector
        lines = try open()
        let once = selector == nil ? try startInOnePass() : false
        if !once { try startInTwoPasses() }
    }

    /// The next event, or nil at the end of the device's events.
    public func next() throws(TraceParseError) -> InputEvent? {
        while frameIndex == frame.count {
            guard streaming else { return nil }
            frame.removeAll(keepingCapacity: true)
            frameLines.removeAll(keepingCapacity: true)
            frameIndex = 0
            try readFrame()
        }
        let event = frame[frameIndex]
        lineNumber = frameLines[frameIndex]
        frameIndex += 1
        delivered = true
        if event.time.microseconds >= lastTime {
            lastTime = event.time.microseconds
        } else if !warnedBackwards {
            warnedBackwards = true
            warnings.append(TraceParseError(file: fileName, line: lineNumber, kind: .timeWentBackwards(
                previous: Timestamp(microseconds: lastTime), found: event.time)))
        }
        return event
    }

    // MARK: Starting

    /// Reads up to the first device's events when the file says it holds one device and
    /// describes it before its events; false when it needs two passes instead.
    private func startInOnePass() throws(TraceParseError) -> Bool {
        while !outline.hasDevices {
            guard let step = try pull(), step.kind != .outOfLayout else { return false }
        }
        let top = try LibinputRecordDocument.topLevel(try outline.topLevel.parse(file: fileName, keyPath: nil), chunk: outline.topLevel, file: fileName)
        guard top.version != nil, top.ndevices == 1 else { return false }
        while let step = try pull() {
            guard step.kind != .outOfLayout, outline.deviceIndex == 0 else { return false }
            guard step.kind == .eventsBegin else { continue }
            let keys = outline.devices[0]
            guard let node = try keys.parse(file: fileName, keyPath: KeyPath.device(0).description), node.mapping?["evdev"] != nil else { return false }
            let found = try LibinputRecordDocument.device(node, index: 0, chunk: keys, file: fileName)
            try adopt(found, among: [found.choice])
            declaredDevices = 1
            streaming = true
            inEvents = true
            return true
        }
        return false
    }

    /// Reads the whole structure and every device's keys, chooses the device, then reads
    /// again for its events.
    private func startInTwoPasses() throws(TraceParseError) {
        lines = try open()
        outline = RecordOutline()
        while let step = try pull() {
            if step.kind == .outOfLayout { return try readWhole() }
        }
        if !outline.hasDevices, TraceFormat.detect(prefix: outline.topLevel.bytes.prefix(1 << 12)) == .evemu {
            throw TraceParseError(file: fileName, line: 0, kind: .evemuRecording)
        }
        let top = try LibinputRecordDocument.topLevel(try outline.topLevel.parse(file: fileName, keyPath: nil), chunk: outline.topLevel, file: fileName)
        try LibinputRecordDocument.requireRecording(top, hasDevices: outline.hasDevices, file: fileName)
        var found: [LibinputRecordDocument.Device] = []
        for (index, keys) in outline.devices.enumerated() {
            found.append(try LibinputRecordDocument.device(
                try keys.parse(file: fileName, keyPath: KeyPath.device(index).description), index: index, chunk: keys, file: fileName))
        }
        guard !found.isEmpty else { throw TraceParseError(file: fileName, line: 0, kind: .notLibinputRecord("its devices list is empty")) }
        let chosen = try RecordedDeviceSelector.choose(selector, among: found.map(\.choice), file: fileName)
        try adopt(found[chosen], among: found.map(\.choice))
        if outline.eventsLines[chosen] != 0 {
            lines = try open()
            outline = RecordOutline(keepsDevices: false)
            streaming = true
            endsWithEvents = true
        } else if let events = found[chosen].events {
            try load(events, chunk: outline.devices[chosen])
        }
    }

    /// Reads the file as one YAML document, for layouts the outline cannot follow.
    private func readWhole() throws(TraceParseError) {
        lines = try open()
        var whole = YAMLChunk()
        while try lines.nextLine({ bytes in whole.append(bytes, number: lines.lineNumber) }) != nil {}
        guard lines.bytesRead > 0 else { throw TraceParseError(file: fileName, line: 0, kind: .emptyFile) }
        guard let root = try whole.parse(file: fileName, keyPath: nil) else {
            throw TraceParseError(file: fileName, line: 0, kind: .notLibinputRecord("it holds only comments"))
        }
        let top = try LibinputRecordDocument.topLevel(root, chunk: whole, file: fileName)
        let list = root.mapping?["devices"]
        try LibinputRecordDocument.requireRecording(top, hasDevices: list != nil, file: fileName)
        guard let list, let entries = list.sequence else { throw LibinputRecordDocument.malformed(list!, .list, "devices", whole, fileName) }
        var found: [LibinputRecordDocument.Device] = []
        for (index, entry) in entries.enumerated() {
            found.append(try LibinputRecordDocument.device(entry, index: index, chunk: whole, file: fileName))
        }
        guard !found.isEmpty else { throw TraceParseError(file: fileName, line: 0, kind: .notLibinputRecord("its devices list is empty")) }
        let chosen = try RecordedDeviceSelector.choose(selector, among: found.map(\.choice), file: fileName)
        try adopt(found[chosen], among: found.map(\.choice))
        streaming = false
        if let events = found[chosen].events { try load(events, chunk: whole) }
    }

    private func adopt(_ found: LibinputRecordDocument.Device, among choices: [RecordedDeviceChoice]) throws(TraceParseError) {
        try found.checkUsable(file: fileName)
        devices = choices
        deviceIndex = found.choice.index
        device = found.description
        check = RowCheck(found.description)
    }

    /// Checks and keeps every event of an `events` list held in memory.
    private func load(_ events: Node, chunk: YAMLChunk) throws(TraceParseError) {
        for (item, row) in try LibinputRecordDocument.rows(ofEvents: events, device: deviceIndex, chunk: chunk, file: fileName) {
            frame.append(try check.event(row, of: device, index: deviceIndex, item: item, file: fileName))
            frameLines.append(row.line)
        }
    }

    // MARK: Lines

    /// The next line through the outline, and for the chosen device's events through the item
    /// reader; nil at the end of the file.
    private func pull() throws(TraceParseError) -> RecordOutline.Step? {
        let step = try lines.nextLine { (bytes) throws(TraceParseError) -> RecordOutline.Step in
            let number = lines.lineNumber
            let step = outline.take(bytes, number: number)
            guard step.kind != .outOfLayout, streaming else { return step }
            if inEvents {
                if step.endedItem { try finishItem() }
                if step.endedEvents {
                    inEvents = false
                    if endsWithEvents { streaming = false }
                }
            }
            if let declaredDevices, step.newDevice, outline.deviceIndex >= declaredDevices {
                throw TraceParseError(file: fileName, line: number, kind: .moreDevicesThanDeclared(declaredDevices), keyPath: KeyPath.device(outline.deviceIndex).description)
            }
            if step.kind == .eventsBegin, outline.deviceIndex == deviceIndex { inEvents = true }
            guard inEvents else { return step }
            if step.kind == .itemBegin { beginItem(bytes, number: number) } else if step.kind == .itemLine { itemLine(bytes, number: number) }
            return step
        }
        if step == nil {
            let end = outline.finish()
            if inEvents, streaming {
                if end.endedItem { try finishItem() }
                inEvents = false
            }
        }
        return step
    }

    /// Reads lines until an events item is complete, or to the end.
    private func readFrame() throws(TraceParseError) {
        while frame.isEmpty, streaming {
            guard let step = try pull() else {
                streaming = false
                return
            }
            if step.kind == .outOfLayout {
                let line = lines.lineNumber
                guard !delivered else {
                    throw TraceParseError(file: fileName, line: line, kind: .notLibinputRecord(
                        "this line leaves the block layout libinput writes, after events were replayed"))
                }
                try readWhole()
            }
        }
    }

    // MARK: Events items

    private func beginItem(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) {
        item.removeAll()
        item.append(bytes, number: number)
        rows.removeAll(keepingCapacity: true)
        itemIndex = outline.itemIndex
        itemIndent = YAMLLine(bytes).indent
        itemIsPlain = Self.isPlainEvdevItem(bytes, indent: itemIndent)
        rowIndent = -1
    }

    private func itemLine(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) {
        item.append(bytes, number: number)
        guard itemIsPlain else { return }
        let line = YAMLLine(bytes)
        guard !line.isBlank else { return }
        if rowIndent < 0 { rowIndent = line.indent }
        guard rowIndent >= itemIndent + 2, line.indent == rowIndent,
              let row = Self.plainRow(bytes, at: rowIndent, line: number, index: rows.count)
        else {
            itemIsPlain = false
            return
        }
        rows.append(row)
    }

    /// Checks the finished item's rows into `frame`; an item not in libinput's own form is
    /// read by Yams first.
    private func finishItem() throws(TraceParseError) {
        if !itemIsPlain {
            let path = KeyPath.device(deviceIndex).key("events").index(itemIndex)
            rows.removeAll(keepingCapacity: true)
            // The item's lines hold one list item: `- evdev: ...` reads as a list of one.
            if let node = try item.parse(file: fileName, keyPath: path.description) {
                guard let list = node.sequence, list.count == 1 else {
                    throw LibinputRecordDocument.malformed(node, .mapping, path.description, item, fileName)
                }
                try LibinputRecordDocument.rows(ofItem: list[0], path: path, chunk: item, file: fileName, into: &rows)
            }
        }
        for row in rows {
            frame.append(try check.event(row, of: device, index: deviceIndex, item: itemIndex, file: fileName))
            frameLines.append(row.line)
        }
    }

    /// `- evdev:` at the item's indent, with nothing after it but a comment.
    private static func isPlainEvdevItem(_ bytes: UnsafeBufferPointer<UInt8>, indent: Int) -> Bool {
        var cursor = ByteCursor(bytes)
        cursor.index = indent + 1
        guard cursor.skipBlanks() else { return false }
        for byte in "evdev:".utf8 {
            guard cursor.index < bytes.count, bytes[cursor.index] == byte else { return false }
            cursor.index += 1
        }
        return Self.endsHere(&cursor)
    }

    /// A row as libinput writes it: `- [sec, usec, type, code, value]` with plain decimal
    /// numbers and perhaps a comment; nil sends the item to Yams.
    @inline(__always)
    private static func plainRow(_ bytes: UnsafeBufferPointer<UInt8>, at indent: Int, line: Int, index: Int) -> EventRow? {
        var cursor = ByteCursor(bytes)
        cursor.index = indent
        guard cursor.skip(0x2d), cursor.index < bytes.count, bytes[cursor.index] == 0x20 || bytes[cursor.index] == 0x09,
              cursor.skip(0x5b),
              case let .value(sec) = cursor.plainDecimal(limit: UInt64(Int64.max)), cursor.skip(0x2c),
              case let .value(usec) = cursor.plainDecimal(limit: UInt64(Int64.max)), cursor.skip(0x2c),
              case let .value(type) = cursor.plainDecimal(limit: UInt64(Int64.max)), cursor.skip(0x2c),
              case let .value(code) = cursor.plainDecimal(limit: UInt64(Int64.max)), cursor.skip(0x2c)
        else { return nil }
        let negative = cursor.skip(0x2d)
        guard case let .value(magnitude) = cursor.plainDecimal(limit: UInt64(Int64.max)), cursor.skip(0x5d), endsHere(&cursor) else { return nil }
        return EventRow(
            sec: Int64(sec), usec: Int64(usec), type: Int64(type), code: Int64(code),
            value: negative ? -Int64(magnitude) : Int64(magnitude), line: line, row: index)
    }

    /// Only blanks, or blanks and then a comment, remain.
    private static func endsHere(_ cursor: inout ByteCursor) -> Bool {
        let blank = cursor.skipBlanks()
        return cursor.index == cursor.bytes.count || (blank && cursor.bytes[cursor.index] == 0x23)
    }
}

/// The checks every event row passes, whichever way it was read: a time, a type and code
/// the kernel defines and the device declares, a value within 32 bits. Flat masks only, so
/// that checking a row copies nothing that is counted.
private struct RowCheck {
    private var declared = DeclaredCodes()
    /// The declared types (`codes`' keys), one bit each up to EV_MAX.
    private var types: UInt32 = 0

    init() {}

    init(_ device: DeviceDescription) {
        declared = DeclaredCodes(device)
        for type in device.eventCodes[.syn]?.members ?? [] where type <= EventType.maximum { types |= 1 << UInt32(type) }
    }

    /// The event of `row`, from the device at `index` in the file (for the error's key path).
    @inline(__always)
    func event(_ row: LibinputRecordDocument.EventRow, of device: DeviceDescription, index: Int, item: Int, file: String) throws(TraceParseError) -> InputEvent {
        func refuse(_ kind: TraceParseError.Kind) -> TraceParseError {
            let path = KeyPath.device(index).key("events").index(item).key("evdev").index(row.row)
            return TraceParseError(file: file, line: row.line, kind: kind, keyPath: path.description)
        }
        guard row.sec >= 0, row.sec < Int64.max / 1_000_000, row.usec >= 0, row.usec < 1_000_000 else {
            throw refuse(.numberOutOfRange(field: .time))
        }
        guard row.type >= 0, row.type <= Int64(UInt16.max), EventType(rawValue: UInt16(row.type)).maximumCode != nil else {
            throw refuse(.unknownEventType(UInt16(truncatingIfNeeded: row.type)))
        }
        let type = EventType(rawValue: UInt16(row.type))
        guard row.code >= 0, row.code <= Int64(UInt16.max), type.defines(EventCode(UInt16(row.code))) else {
            throw refuse(.unknownEventCode(type: type.rawValue, code: UInt16(truncatingIfNeeded: row.code)))
        }
        let code = EventCode(UInt16(row.code))
        guard isDeclared(type, code, of: device) else { throw refuse(.codeNotDeclared(type: type.rawValue, code: code.rawValue)) }
        guard row.value >= Int64(Int32.min), row.value <= Int64(Int32.max) else { throw refuse(.numberOutOfRange(field: .value)) }
        return InputEvent(time: Timestamp(microseconds: row.sec * 1_000_000 + row.usec), type: type, code: code, value: Int32(row.value))
    }

    /// EV_SYN is always declared; the common types are checked against flat masks, the rare
    /// ones against the description.
    @inline(__always)
    private func isDeclared(_ type: EventType, _ code: EventCode, of device: DeviceDescription) -> Bool {
        switch type {
        case .syn: true
        case .abs, .key, .rel, .msc: declared.declares(type, code)
        default: types & (1 << UInt32(type.rawValue)) != 0 && device.has(type, code)
        }
    }
}
