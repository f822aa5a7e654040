import ForceTouchCore

/// Writes `libinput record` YAML (version 1) as libinput does, which `LibinputRecordReader`
/// (and `libinput replay`) read back unchanged: one device, its evdev description, then
/// one `- evdev:` item per frame, each ending with its SYN_REPORT.
public struct LibinputRecordWriter {
    /// Whether a frame's `- evdev:` item is open.
    private var inFrame = false
    /// The last SYN_REPORT's time in milliseconds, for the `+Nms` comment.
    private var lastReportMillis: Int64 = 0

    public init() {}

    /// Everything before the events: the version, the system, the device, up to `events:`.
    /// `kernel` is the system's kernel release, when known.
    public func header(for device: DeviceDescription, node: String?, kernel: String? = nil) -> String {
        var text = "# libinput record (written by forcetouch)\nversion: 1\nndevices: 1\n"
        if let kernel { text += "system:\n  kernel: \(Self.quoted(kernel))\n" }
        text += "devices:\n- node: \(Self.quoted(node ?? "unknown"))\n  evdev:\n"
        text += "    # Name: \(Self.comment(device.name))\n"
        let id = device.id
        text += "    # ID: bus 0x\(hex(id.bus)) vendor 0x\(hex(id.vendor)) product 0x\(hex(id.product)) version 0x\(hex(id.version))\n"
        text += "    name: \(Self.quoted(device.name))\n"
        text += "    id: [\(id.bus), \(id.vendor), \(id.product), \(id.version)]\n"
        text += "    codes:\n"
        // The types are `codes`' keys; EV_SYN lists every SYN code, as libevdev answers for it.
        var types = Set((device.eventCodes[.syn]?.members ?? []).map { EventType(rawValue: $0) })
        for (type, codes) in device.eventCodes where type != .syn && !codes.isEmpty { types.insert(type) }
        for type in types.sorted(by: { $0.rawValue < $1.rawValue }) {
            let codes: [UInt16] = type == .syn ? Array(0...EventType.syn.maximumCode!) : device.eventCodes[type]?.members ?? []
            text += "      \(type.rawValue): [\(codes.map(String.init).joined(separator: ", "))]"
            text += type.name.map { " # \($0)\n" } ?? "\n"
        }
        if !device.absInfo.isEmpty {
            text += "    absinfo:\n"
            for code in device.absInfo.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
                let info = device.absInfo[code]!
                text += "      \(code.rawValue): [\(info.minimum), \(info.maximum), \(info.fuzz), \(info.flat), \(info.resolution)]\n"
            }
        }
        text += "    properties: [\(device.properties.members.map(String.init).joined(separator: ", "))]\n"
        text += "  events:\n"
        return text
    }

    /// One event's row, opening the frame's `- evdev:` item when the event starts a frame.
    public mutating func lines(for event: InputEvent) -> String {
        var text = inFrame ? "" : "  - evdev:\n"
        inFrame = true
        let micros = event.time.microseconds
        text += "    - [\(pad(micros / 1_000_000, 3)), \(pad(micros % 1_000_000, 6)), \(pad(Int64(event.type.rawValue), 3)), "
        text += "\(pad(Int64(event.code.rawValue), 3)), \(pad(Int64(event.value), 7))] # "
        if event.type == .syn, event.code == .synReport {
            let millis = micros / 1000
            text += "------------ SYN_REPORT (\(event.value)) ---------- +\(millis - lastReportMillis)ms\n"
            lastReportMillis = millis
            inFrame = false
        } else {
            let type = event.type.name ?? "type \(event.type.rawValue)"
            let code = EventCode.name(of: event.code, type: event.type) ?? "code \(event.code.rawValue)"
            text += "\(type) / \(code.padding(to: 20)) \(pad(Int64(event.value), 6))\n"
        }
        return text
    }

    /// The whole recording.
    public mutating func write(_ trace: Trace, node: String? = nil) -> String {
        var text = header(for: trace.device, node: node)
        for event in trace.events { text += lines(for: event) }
        return text
    }

    /// A YAML double-quoted string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7f:
                result += "\\x" + EvemuFormat.hex(UInt64(scalar.value), width: 2)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Text safe inside a one-line comment.
    private static func comment(_ text: String) -> String { String(text.map { $0.isNewline ? " " : $0 }) }

    private func hex(_ value: UInt16) -> String { EvemuFormat.hex(UInt64(value), width: 4) }

    private func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: " ", count: max(0, width - digits.count)) + digits
    }
}

private extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
