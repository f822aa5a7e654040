import ForceTouchCore
import Yams

/// What a replay needs of a `libinput record` document, read from Yams nodes: the format
/// version, the device count, each device's description and its event rows. Anything wrong
/// is named by its key path and line. Keys the format does not define are ignored, as its
/// documentation requires.
enum LibinputRecordDocument {
    /// The top-level keys that matter.
    struct TopLevel {
        var version: Int?
        var ndevices: Int?
    }

    /// One entry of `devices`.
    struct Device {
        var choice: RecordedDeviceChoice
        var description: DeviceDescription
        /// The events, when the file gives them inside the device's keys (flow style, or a
        /// file read whole) instead of as a block the outline streams.
        var events: Node?
        /// The line and key path of each axis's `absinfo` entry, for errors about the axis.
        var axisPlaces: [EventCode: (line: Int, keyPath: String)]

        /// Refuses a description no recognizer can drive, naming the axis's entry.
        func checkUsable(file: String) throws(TraceParseError) {
            try description.checkUsable(file: file) { code in
                let place = axisPlaces[code]
                return (place?.line ?? 0, place?.keyPath ?? KeyPath.device(choice.index).key("evdev").key("absinfo").description)
            }
        }
    }

    /// One `[sec, usec, type, code, value]` row, not yet checked.
    struct EventRow {
        var sec: Int64, usec: Int64, type: Int64, code: Int64, value: Int64
        /// The file's line.
        var line: Int
        /// Its place in its `evdev` list.
        var row: Int
    }

    // MARK: Top level

    static func topLevel(_ root: Node?, chunk: YAMLChunk, file: String) throws(TraceParseError) -> TopLevel {
        guard let root else { return TopLevel() }
        guard let mapping = root.mapping else {
            throw TraceParseError(file: file, line: chunk.line(of: root), kind: .notLibinputRecord("the document is \(describe(root)), not a mapping of keys"))
        }
        var top = TopLevel()
        if let version = mapping["version"] {
            guard version.int == 1 else {
                throw TraceParseError(file: file, line: chunk.line(of: version), kind: .unsupportedVersion(version.string ?? describe(version)), keyPath: "version")
            }
            top.version = 1
        }
        if let count = mapping["ndevices"] {
            guard let number = count.int, number >= 0 else { throw malformed(count, .integer, "ndevices", chunk, file) }
            top.ndevices = number
        }
        return top
    }

    /// A libinput recording has both a `version` and a `devices` list.
    static func requireRecording(_ top: TopLevel, hasDevices: Bool, file: String) throws(TraceParseError) {
        switch (top.version != nil, hasDevices) {
        case (true, true): return
        case (false, false):
            throw TraceParseError(file: file, line: 0, kind: .notLibinputRecord("it has neither a 'version' key nor a 'devices' list"))
        case (false, true): throw TraceParseError(file: file, line: 0, kind: .missingKey("version"))
        case (true, false): throw TraceParseError(file: file, line: 0, kind: .missingKey("devices"))
        }
    }

    // MARK: Devices

    static func device(_ node: Node?, index: Int, chunk: YAMLChunk, file: String) throws(TraceParseError) -> Device {
        let path = KeyPath.device(index)
        guard let node, let mapping = node.mapping else {
            throw TraceParseError(file: file, line: chunk.firstLine, kind: .malformedValue(expected: .mapping, found: node.map(describe) ?? "nothing"), keyPath: path.description)
        }
        let nodeName = try mapping["node"].map { (value) throws(TraceParseError) in try string(value, path.key("node"), chunk, file) }
        guard let evdev = mapping["evdev"] else {
            throw TraceParseError(file: file, line: chunk.firstLine, kind: .missingKey("evdev"), keyPath: path.description)
        }
        let evdevPath = path.key("evdev")
        guard let keys = evdev.mapping else { throw malformed(evdev, .mapping, evdevPath.description, chunk, file) }
        // The line of the `evdev:` key itself, for keys missing under it.
        let evdevLine = mapping.first { $0.key.string == "evdev" }.map { chunk.line(of: $0.key) } ?? chunk.line(of: evdev)
        func required(_ key: String) throws(TraceParseError) -> Node {
            guard let value = keys[key] else {
                throw TraceParseError(file: file, line: evdevLine, kind: .missingKey(key), keyPath: evdevPath.description)
            }
            return value
        }
        let name = try string(try required("name"), evdevPath.key("name"), chunk, file)
        let id = try integers(try required("id"), count: 4, form: .id, range: 0...0xffff, evdevPath.key("id"), chunk, file)

        // `codes`: the types are its keys (what evemu's `B: 00` mask holds); EV_SYN's list is
        // libevdev's every-code answer and says nothing.
        let codesNode = try required("codes")
        let codesPath = evdevPath.key("codes")
        guard let codes = codesNode.mapping else { throw malformed(codesNode, .mapping, codesPath.description, chunk, file) }
        var types = CodeBitSet()
        var eventCodes: [EventType: CodeBitSet] = [:]
        for (key, value) in codes {
            let type = try integer(key, range: 0...0xffff, codesPath, chunk, file)
            let eventType = EventType(rawValue: UInt16(type))
            guard let maximum = eventType.maximumCode else {
                throw TraceParseError(file: file, line: chunk.line(of: key), kind: .unknownEventType(UInt16(type)), keyPath: codesPath.description)
            }
            let list = try integerList(value, range: 0...0xffff, codesPath.key("\(type)"), chunk, file)
            types.insert(UInt16(type))
            guard eventType != .syn else { continue }
            var set = CodeBitSet()
            for code in list {
                guard code <= Int(maximum) else {
                    throw TraceParseError(file: file, line: chunk.line(of: value), kind: .unknownEventCode(type: UInt16(type), code: UInt16(code)), keyPath: codesPath.key("\(type)").description)
                }
                set.insert(UInt16(code))
            }
            if !set.isEmpty { eventCodes[eventType] = set }
        }
        if !types.isEmpty { eventCodes[.syn] = types }

        var absInfo: [EventCode: AbsInfo] = [:]
        var axisPlaces: [EventCode: (line: Int, keyPath: String)] = [:]
        if let absinfo = keys["absinfo"] {
            let absPath = evdevPath.key("absinfo")
            guard let axes = absinfo.mapping else { throw malformed(absinfo, .mapping, absPath.description, chunk, file) }
            for (key, value) in axes {
                let code = try integer(key, range: 0...0xffff, absPath, chunk, file)
                guard EventType.abs.defines(EventCode(UInt16(code))) else {
                    throw TraceParseError(file: file, line: chunk.line(of: key), kind: .unknownEventCode(type: EventType.abs.rawValue, code: UInt16(code)), keyPath: absPath.description)
                }
                let axisPath = absPath.key("\(code)")
                let numbers = try integers(value, count: 5, form: .absinfo, range: Int(Int32.min)...Int(Int32.max), axisPath, chunk, file)
                absInfo[EventCode(UInt16(code))] = AbsInfo(
                    minimum: Int32(numbers[0]), maximum: Int32(numbers[1]), fuzz: Int32(numbers[2]), flat: Int32(numbers[3]), resolution: Int32(numbers[4]))
                axisPlaces[EventCode(UInt16(code))] = (chunk.line(of: value), axisPath.description)
            }
        }
        var properties = CodeBitSet()
        if let list = keys["properties"] {
            for property in try integerList(list, range: 0...0x1f, evdevPath.key("properties"), chunk, file) { properties.insert(UInt16(property)) }
        }
        let description = DeviceDescription(
            name: name, id: InputID(bus: UInt16(id[0]), vendor: UInt16(id[1]), product: UInt16(id[2]), version: UInt16(id[3])),
            properties: properties, eventCodes: eventCodes, absInfo: absInfo)
        return Device(
            choice: RecordedDeviceChoice(index: index, node: nodeName, name: name, kind: description.kind),
            description: description, events: mapping["events"], axisPlaces: axisPlaces)
    }

    // MARK: Events

    /// The rows of one `events` item: its `evdev` list. Other items (`libinput`, `hid`) and
    /// other keys are not the kernel's events and are skipped.
    static func rows(ofItem item: Node, path: KeyPath, chunk: YAMLChunk, file: String, into rows: inout [EventRow]) throws(TraceParseError) {
        guard let keys = item.mapping else { throw malformed(item, .mapping, path.description, chunk, file) }
        guard let evdev = keys["evdev"] else { return }
        let evdevPath = path.key("evdev")
        guard let list = evdev.sequence else { throw malformed(evdev, .list, evdevPath.description, chunk, file) }
        for (index, row) in list.enumerated() {
            let numbers = try integers(row, count: 5, form: .eventRow, range: Int(Int64.min)...Int(Int64.max), evdevPath.index(index), chunk, file)
            rows.append(EventRow(
                sec: Int64(numbers[0]), usec: Int64(numbers[1]), type: Int64(numbers[2]), code: Int64(numbers[3]), value: Int64(numbers[4]),
                line: chunk.line(of: row), row: index))
        }
    }

    /// The rows of every item of an `events` list held in memory.
    static func rows(ofEvents events: Node, device: Int, chunk: YAMLChunk, file: String) throws(TraceParseError) -> [(item: Int, row: EventRow)] {
        let path = KeyPath.device(device).key("events")
        if events.null != nil { return [] }
        guard let items = events.sequence else { throw malformed(events, .list, path.description, chunk, file) }
        var result: [(item: Int, row: EventRow)] = []
        var rows: [EventRow] = []
        for (index, item) in items.enumerated() {
            rows.removeAll(keepingCapacity: true)
            try Self.rows(ofItem: item, path: path.index(index), chunk: chunk, file: file, into: &rows)
            result.append(contentsOf: rows.map { (index, $0) })
        }
        return result
    }

    // MARK: Values

    static func describe(_ node: Node) -> String {
        switch node {
        case let .scalar(scalar): scalar.string.isEmpty ? "nothing" : "'\(scalar.string)'"
        case let .sequence(sequence): "a list of \(sequence.count)"
        case .mapping: "a mapping"
        case .alias: "an alias"
        }
    }

    static func malformed(_ node: Node, _ form: TraceParseError.ValueForm, _ path: String, _ chunk: YAMLChunk, _ file: String) -> TraceParseError {
        TraceParseError(file: file, line: chunk.line(of: node), kind: .malformedValue(expected: form, found: describe(node)), keyPath: path)
    }

    private static func string(_ node: Node, _ path: KeyPath, _ chunk: YAMLChunk, _ file: String) throws(TraceParseError) -> String {
        guard case let .scalar(scalar) = node else { throw malformed(node, .string, path.description, chunk, file) }
        return scalar.string
    }

    private static func integer(_ node: Node, range: ClosedRange<Int>, _ path: KeyPath, _ chunk: YAMLChunk, _ file: String) throws(TraceParseError) -> Int {
        guard let value = node.int else { throw malformed(node, .integer, path.description, chunk, file) }
        guard range.contains(value) else {
            throw TraceParseError(file: file, line: chunk.line(of: node), kind: .malformedValue(expected: .integer, found: "\(value), out of range"), keyPath: path.description)
        }
        return value
    }

    private static func integerList(_ node: Node, range: ClosedRange<Int>, _ path: KeyPath, _ chunk: YAMLChunk, _ file: String) throws(TraceParseError) -> [Int] {
        guard let list = node.sequence else { throw malformed(node, .integerList, path.description, chunk, file) }
        var result: [Int] = []
        for (index, element) in list.enumerated() { result.append(try integer(element, range: range, path.index(index), chunk, file)) }
        return result
    }

    /// Exactly `count` whole numbers in `range`, as `[a, b, c]`.
    private static func integers(
        _ node: Node, count: Int, form: TraceParseError.ValueForm, range: ClosedRange<Int>, _ path: KeyPath, _ chunk: YAMLChunk, _ file: String
    ) throws(TraceParseError) -> [Int] {
        guard let list = node.sequence else { throw malformed(node, form, path.description, chunk, file) }
        guard list.count == count else {
            throw TraceParseError(file: file, line: chunk.line(of: node), kind: .malformedValue(expected: form, found: "\(list.count) fields"), keyPath: path.description)
        }
        var result: [Int] = []
        for element in list {
            guard let value = element.int else {
                throw TraceParseError(file: file, line: chunk.line(of: element), kind: .malformedValue(expected: form, found: describe(element)), keyPath: path.description)
            }
            guard range.contains(value) else {
                throw TraceParseError(file: file, line: chunk.line(of: element), kind: .malformedValue(expected: form, found: "\(value), out of range"), keyPath: path.description)
            }
            result.append(value)
        }
        return result
    }
}
