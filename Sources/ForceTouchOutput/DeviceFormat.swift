import ForceTouchCore
import ForceTouchEvdev

/// How `devices` prints the input devices: aligned columns for people, or a JSON array.
public enum DeviceFormat: Sendable {
    /// One JSON array of objects: `node`, `name`, `bus`, `vendor`, `product`, `kind`,
    /// `pressure`, `slots`, `pressureRange` (`[min,max]` or null), `resolution` (`[x,y]`).
    case json
    /// Node, name, id, kind, pressure, slots, pressure range and resolution.
    case text

    public func lines(for entries: [InputDevices.Entry]) -> [String] {
        switch self {
        case .json:
            return ["[" + entries.map(Self.object).joined(separator: ",") + "]"]
        case .text:
            let header = ["node", "name", "bus", "vendor", "product", "kind", "pressure", "slots", "range", "resolution"]
            let rows = entries.map { entry -> [String] in
                let id = entry.description.id
                let resolution = entry.resolution
                return [entry.node, entry.description.name, Self.hex(id.bus), Self.hex(id.vendor), Self.hex(id.product),
                        entry.description.kind.name, entry.description.pressureSource.name, String(entry.description.slotCount),
                        entry.pressureRange.map { "\($0.lowerBound)..\($0.upperBound)" } ?? "-",
                        resolution.x > 0 || resolution.y > 0 ? "\(resolution.x)x\(resolution.y)/mm" : "-"]
            }
            return TextTable.lines(header: header, rows: rows)
        }
    }

    /// `0x06cb`: a bus, vendor or product number as evtest and libinput print it.
    public static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func object(_ entry: InputDevices.Entry) -> String {
        let id = entry.description.id
        return JSONText.object([
            ("node", JSONText.string(entry.node)), ("name", JSONText.string(entry.description.name)),
            ("bus", String(id.bus)), ("vendor", String(id.vendor)), ("product", String(id.product)),
            ("kind", JSONText.string(entry.description.kind.name)), ("pressure", JSONText.string(entry.description.pressureSource.name)),
            ("slots", String(entry.description.slotCount)),
            ("pressureRange", entry.pressureRange.map { "[\($0.lowerBound),\($0.upperBound)]" } ?? "null"),
            ("resolution", "[\(entry.resolution.x),\(entry.resolution.y)]"),
        ])
    }
}
