import ForceTouchCore

/// Writes evemu 1.3 text that `EvemuReader` (and evemu-play) read back unchanged.
public struct EvemuWriter {
    public init() {}

    /// The header: version, a readable summary, then the `N:`/`I:`/`P:`/`B:`/`A:` lines.
    public func header(for device: DeviceDescription) -> String {
        let name = EvemuFormat.name(device.name)
        var text = "# EVEMU 1.3\n"
        text += "# Input device name: \"\(name)\"\n"
        text += "# Input device ID: bus 0x\(hex(device.id.bus)) vendor 0x\(hex(device.id.vendor)) product 0x\(hex(device.id.product)) version 0x\(hex(device.id.version))\n"
        text += "N: \(name)\n"
        text += "I: \(hex4(device.id.bus)) \(hex4(device.id.vendor)) \(hex4(device.id.product)) \(hex4(device.id.version))\n"
        for line in byteLines(device.properties.bytes, minimumLines: 1) { text += "P: \(line)\n" }
        for type in device.eventCodes.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            for line in byteLines(device.eventCodes[type]!.bytes, minimumLines: 1) {
                text += "B: \(EvemuFormat.hex(UInt64(type.rawValue), width: 2)) \(line)\n"
            }
        }
        for code in device.absInfo.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            let info = device.absInfo[code]!
            text += "A: \(EvemuFormat.hex(UInt64(code.rawValue), width: 2)) \(info.minimum) \(info.maximum) \(info.fuzz) \(info.flat) \(info.resolution)\n"
        }
        return text
    }

    /// One `E:` line with a comment naming the event, as evemu-record writes it.
    public func line(for event: InputEvent) -> String {
        let value = event.value < 0 ? "-" + pad(String(-Int64(event.value)), 3) : pad(String(event.value), 4)
        var line = "E: \(EvemuFormat.time(event.time)) \(hex4(event.type.rawValue)) \(hex4(event.code.rawValue)) \(value)"
        if event.type == .syn, event.code == .synReport {
            line += "\t# ------------ SYN_REPORT (0) ----------"
        } else if let type = event.type.name {
            let code = EventCode.name(of: event.code, type: event.type) ?? "code \(event.code.rawValue)"
            line += "\t# \(type) / \(code) \(event.value)"
        }
        return line + "\n"
    }

    /// The whole recording.
    public func write(_ trace: Trace) -> String {
        var text = header(for: trace.device)
        for event in trace.events { text += line(for: event) }
        return text
    }

    private func byteLines(_ bytes: [UInt8], minimumLines: Int) -> [String] {
        var padded = bytes
        let lineCount = max(minimumLines, (bytes.count + 7) / 8)
        padded.append(contentsOf: repeatElement(0, count: lineCount * 8 - bytes.count))
        return (0..<lineCount).map { line in
            padded[(line * 8)..<(line * 8 + 8)].map { EvemuFormat.hex(UInt64($0), width: 2) }.joined(separator: " ")
        }
    }

    private func hex4(_ value: UInt16) -> String { EvemuFormat.hex(UInt64(value), width: 4) }
    private func hex(_ value: UInt16) -> String { String(value, radix: 16) }
    private func pad(_ digits: String, _ width: Int) -> String {
        String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
