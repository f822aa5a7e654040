import ForceTouchCore

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
        func fields(_ expected: TraceParseError.LineForm) -> LineFields {
            LineFields(bytes: bytes, file: file, line: line, unterminated: unterminated, expected: expected)
        }
        switch letter {
        case 0x4e: // N: name (the rest of the line, as evemu writes it)
            cursor.skipBlanks()
            var end = bytes.count
            while end > cursor.index, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            name = String(decoding: UnsafeBufferPointer(rebasing: bytes[cursor.index..<end]), as: UTF8.self)
        case 0x49: // I: bus vendor product version
            let form = fields(.id)
            var numbers: [UInt16] = []
            for field in [TraceParseError.Field.bus, .vendor, .product, .version] {
                numbers.append(UInt16(try form.require(cursor.hex(limit: 0xffff), field)))
            }
            guard cursor.atEndOfContent() else { throw form.malformed() }
            id = InputID(bus: numbers[0], vendor: numbers[1], product: numbers[2], version: numbers[3])
        case 0x50: // P: property bytes
            let form = fields(.properties)
            while !cursor.atEndOfContent() {
                properties.append(UInt8(try form.require(cursor.hex(limit: 0xff), .propertyByte)))
            }
        case 0x42: // B: type bytes...
            let form = fields(.eventMask)
            let type = UInt16(try form.require(cursor.hex(limit: 0xff), .eventType))
            guard EventType(rawValue: type).maximumCode != nil else {
                throw TraceParseError(file: file, line: line, kind: .unknownEventType(type))
            }
            while !cursor.atEndOfContent() {
                masks[type, default: []].append(UInt8(try form.require(cursor.hex(limit: 0xff), .eventMaskByte)))
            }
        case 0x41: // A: code min max fuzz flat [resolution]
            let form = fields(.axis)
            let code = UInt16(try form.require(cursor.hex(limit: 0xffff), .axisCode))
            guard EventType.abs.defines(EventCode(code)) else {
                throw TraceParseError(file: file, line: line, kind: .unknownEventCode(type: EventType.abs.rawValue, code: code))
            }
            var numbers: [Int32] = []
            while !cursor.atEndOfContent() {
                numbers.append(try form.require(cursor.decimal(), .axisRange))
            }
            guard numbers.count == 4 || numbers.count == 5 else { throw form.malformed() }
            absLines[EventCode(code)] = line
            absInfo[EventCode(code)] = AbsInfo(
                minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
                resolution: numbers.count == 5 ? numbers[4] : 0)
        default: // L: and S: (LED and switch state) matter to no press; their form is still checked.
            let form = fields(.codeValue(UnicodeScalar(letter)))
            _ = try form.require(cursor.hex(limit: 0xffff), .code)
            _ = try form.require(cursor.decimal(), .value)
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
        try device.checkUsable(file: file) { code in (absLines[code] ?? 0, nil) }
        return device
    }
}
