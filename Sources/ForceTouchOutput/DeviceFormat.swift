import ForceTouchCore
import ForceTouchEvdev

/// How `devices` prints the input devices: aligned columns for people, or a JSON array.
public enum DeviceFormat: Sendable {
    /// One JSON array of objects: `node`, `name`, `bus`, `vendor`, `product`, `kind`,
    /// `pressure`, `slots`, `pressureRange` (`[min,max]` or null), `resolution` (`[x,y]`),
    /// `pressurePad` (`INPUT_PROP_PRESSUREPAD`), `pressureUnit` (`"g"` when the pressure axis
    /// has a resolution, else null), `pressureResolution` (units per gram, or null) and
    /// `haptics` (`FF_HAPTIC`).
    case json
    /// Node, name, id, kind (`touchpad, pressure pad, haptics`), pressure, slots, pressure
    /// range (`0..4000 (0-2000 g)` with a unit) and resolution.
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
                        Self.kind(entry.description), entry.description.pressureSource.name, String(entry.description.slotCount),
                        entry.pressureRange.map { "\($0.lowerBound)..\($0.upperBound)" + Self.gramRange(entry.description) } ?? "-",
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
            ("pressurePad", entry.description.has(.pressurePad) ? "true" : "false"),
            ("pressureUnit", GramScale(device: entry.description) != nil ? JSONText.string("g") : "null"),
            ("pressureResolution", GramScale(device: entry.description).map { DecimalText.format($0.unitsPerGram, decimals: 3) } ?? "null"),
            ("haptics", entry.description.hasHaptics ? "true" : "false"),
        ])
    }

    /// The kind, with `pressure pad` and `haptics` where the device is one or has them.
    static func kind(_ device: DeviceDescription) -> String {
        let extras = (device.has(.pressurePad) ? ["pressure pad"] : []) + (device.hasHaptics ? ["haptics"] : [])
        return ([device.kind.name] + extras).joined(separator: ", ")
    }

    /// ` (0-2000 g)` for a pressure axis with a resolution.
    static func gramRange(_ device: DeviceDescription) -> String {
        guard let scale = GramScale(device: device) else { return "" }
        return " (\(DecimalText.format(scale.grams(raw: scale.range.lowerBound), decimals: 1))-\(DecimalText.format(scale.maximumGrams, decimals: 1)) g)"
    }
}
