import ForceTouchCore
@testable import ForceTouchTraces

#if canImport(Glibc)
import Glibc
#endif

/// A small protocol-B touchpad written out by hand in each evemu variant that real files use,
/// and the trace every variant must read as.
enum EvemuFixtures {
    /// The device the variants describe: 2 slots, MT position with resolution, MT pressure 0…255.
    static let device: DeviceDescription = {
        var device = DeviceDescription(name: "Hand Pad", id: InputID(bus: 0x18, vendor: 0x2, product: 0x7, version: 0x1b1))
        device.properties.insert(InputProperty.pointer.rawValue)
        device.properties.insert(InputProperty.buttonPad.rawValue)
        device.enable(.syn, .synReport)
        device.enable(.key, .buttonLeft)
        device.enable(.key, .buttonTouch)
        device.enable(.abs, .absMTSlot, absInfo: AbsInfo(minimum: 0, maximum: 1))
        device.enable(.abs, .absMTPositionX, absInfo: AbsInfo(minimum: 0, maximum: 4000, resolution: 40))
        device.enable(.abs, .absMTPositionY, absInfo: AbsInfo(minimum: -100, maximum: 2600, fuzz: 8, flat: 0, resolution: 40))
        device.enable(.abs, .absMTTrackingID, absInfo: AbsInfo(minimum: 0, maximum: 65535))
        device.enable(.abs, .absMTPressure, absInfo: AbsInfo(minimum: 0, maximum: 255))
        return device
    }()

    /// The events every variant holds: a press in slot 0 rising to pop, with times starting at `base` µs.
    static func events(base: Int64 = 0) -> [InputEvent] {
        func e(_ us: Int64, _ type: EventType, _ code: EventCode, _ value: Int32) -> InputEvent {
            InputEvent(time: Timestamp(microseconds: base + us), type: type, code: code, value: value)
        }
        return [
            e(0, .abs, .absMTTrackingID, 100), e(0, .abs, .absMTPositionX, 2000), e(0, .abs, .absMTPositionY, -40),
            e(0, .abs, .absMTPressure, 25), e(0, .key, .buttonTouch, 1), e(0, .syn, .synReport, 0),
            e(10_000, .abs, .absMTPressure, 140), e(10_000, .syn, .synReport, 0),
            e(20_000, .abs, .absMTPressure, 230), e(20_000, .syn, .synReport, 0),
            e(30_000, .abs, .absMTTrackingID, -1), e(30_000, .key, .buttonTouch, 0), e(30_000, .syn, .synReport, 0),
        ]
    }

    static func trace(base: Int64 = 0) -> Trace { Trace(device: device, events: events(base: base)) }

    /// What changes between variants.
    struct Variant: CustomStringConvertible, Sendable {
        var description: String
        var header: String? = "# EVEMU 1.3"
        var resolution = true
        var splitKeyMask = false
        var padded = true
        var comments = false
        var lineEnd = "\n"
        var epoch = false
    }

    /// The description lines for `variant` (no header, no events).
    static func descriptionLines(_ v: Variant) -> [String] {
        var lines = ["N: Hand Pad", "I: 0018 0002 0007 01b1", "P: 05 00 00 00 00 00 00 00"]
        lines.append("B: 00 0b 00 00 00 00 00 00 00")   // the types: EV_SYN, EV_KEY, EV_ABS
        // EV_KEY: BTN_LEFT (0x110) and BTN_TOUCH (0x14a): bytes 0x22 and 0x29.
        var key = [UInt8](repeating: 0, count: 48)
        key[0x110 / 8] |= 1 << (0x110 % 8)
        key[0x14a / 8] |= 1 << (0x14a % 8)
        let keyBytes = key.map { hex($0) }
        if v.splitKeyMask {
            for chunk in stride(from: 0, to: 48, by: 8) { lines.append("B: 01 " + keyBytes[chunk..<chunk + 8].joined(separator: " ")) }
        } else {
            lines.append("B: 01 " + keyBytes.joined(separator: " "))
        }
        lines.append("B: 03 00 00 00 00 00 80 60 06")   // ABS_MT_SLOT, POSITION_X/Y, TRACKING_ID, PRESSURE
        lines.append(v.resolution ? "A: 2f 0 1 0 0 0" : "A: 2f 0 1 0 0")
        lines.append("A: 35 0 4000 0 0 40")            // positions always carry their resolution
        lines.append("A: 36 -100 2600 8 0 40")
        lines.append(v.resolution ? "A: 39 0 65535 0 0 0" : "A: 39 0 65535 0 0")
        lines.append(v.resolution ? "A: 3a 0 255 0 0 0" : "A: 3a 0 255 0 0")
        return lines
    }

    /// The whole file for `variant`.
    static func text(_ v: Variant) -> String {
        var lines: [String] = []
        if let header = v.header { lines.append(header) }
        if v.comments { lines += ["# Input device name: \"Hand Pad\"", "#", ""] }
        lines += descriptionLines(v)
        if v.comments { lines += ["################################", "#      Waiting for events      #", "################################", ""] }
        lines += eventLines(v)
        return lines.map { $0 + v.lineEnd }.joined()
    }

    static func eventLines(_ v: Variant) -> [String] {
        events(base: v.epoch ? 1_400_000_000_123_456 : 0).map { event in
            let micros = event.time.microseconds
            let fraction = String(micros % 1_000_000)
            let time = "\(micros / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
            let value: String
            if v.padded {
                let digits = String(abs(Int(event.value)))
                value = event.value < 0 ? "-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
                    : String(repeating: "0", count: max(0, 4 - digits.count)) + digits
            } else {
                value = String(event.value)
            }
            var line = "E: \(time) \(hex4(event.type.rawValue)) \(hex4(event.code.rawValue)) \(value)"
            if v.comments { line += event.type == .syn ? "\t# ------------ SYN_REPORT (0) ---------- +10ms" : "\t# \(event)" }
            return line
        }
    }

    static func hex(_ byte: UInt8) -> String { byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }
    static func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}

/// Every event of an evemu file read through `reader`.
func readAll(_ reader: EvemuReader) throws(TraceParseError) -> Trace {
    var events: [InputEvent] = []
    while let event = try reader.next() { events.append(event) }
    return Trace(device: reader.device, events: events)
}

/// Every gesture event of `trace` under the default classification, contacts still down cancelled.
func gestures(of trace: Trace) throws -> [GestureEvent] {
    var recognizer = try PressRecognizer(device: trace.device)
    var result: [GestureEvent] = []
    for event in trace.events { recognizer.process(event) { result.append($0) } }
    recognizer.finish(reason: .endOfInput) { result.append($0) }
    return result
}

extension EvemuFixtures {
    /// The whole file at `path` as text, or nil when it cannot be read.
    static func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
