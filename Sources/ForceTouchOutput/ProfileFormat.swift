import ForceTouchCore
import ForceTouchProfiles

/// Device profiles in words: their match rules, their settings, where they came from, and
/// the YAML a profile file holds.
public enum ProfileFormat {
    /// `built-in`, or `FILE:LINE`.
    public static func origin(_ profile: DeviceProfile) -> String {
        switch profile.origin {
        case .builtIn: "built-in"
        case let .file(file, line): "\(file):\(line)"
        }
    }

    /// `bus ps2, vendor 0x0002, product 0x000e, name "ETPS/2*", kind touchpad`, or `every device`.
    public static func match(_ match: DeviceMatch) -> String {
        var rules: [String] = []
        if let bus = match.bus { rules.append("bus \(busName(bus))") }
        if let vendor = match.vendor { rules.append("vendor \(DeviceFormat.hex(vendor))") }
        if let product = match.product { rules.append("product \(DeviceFormat.hex(product))") }
        if let name = match.name { rules.append("name \(JSONText.string(name))") }
        if let kind = match.kind { rules.append("kind \(kind.name)") }
        return rules.isEmpty ? "every device" : rules.joined(separator: ", ")
    }

    /// `pressure-range 0:16, slop 5`, or `nothing (the defaults)`.
    public static func settings(_ settings: ProfileSettings) -> String {
        let pairs = settingPairs(settings)
        return pairs.isEmpty ? "nothing (the defaults)" : pairs.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    /// The profile as a profile file holds it, under `profiles:`.
    public static func yaml(_ profile: DeviceProfile) -> String {
        var lines = ["profiles:", "  - name: \(JSONText.string(profile.name))"]
        if let why = profile.comment { lines.append("    why: \(JSONText.string(why))") }
        var rules: [String] = []
        if let bus = profile.match.bus { rules.append("bus: \(busName(bus))") }
        if let vendor = profile.match.vendor { rules.append("vendor: \(DeviceFormat.hex(vendor))") }
        if let product = profile.match.product { rules.append("product: \(DeviceFormat.hex(product))") }
        if let name = profile.match.name { rules.append("name: \(JSONText.string(name))") }
        if let kind = profile.match.kind { rules.append("kind: \(kind.name)") }
        if !rules.isEmpty { lines.append("    match:"); lines += rules.map { "      \($0)" } }
        let pairs = settingPairs(profile.settings)
        if !pairs.isEmpty { lines.append("    settings:"); lines += pairs.map { "      \($0.key): \"\($0.value)\"" } }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each setting given, named and written as the command line's options take them.
    static func settingPairs(_ settings: ProfileSettings) -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        if let range = settings.pressureRange { pairs.append(("pressure-range", "\(range.lowerBound):\(range.upperBound)")) }
        if let peek = settings.peek { pairs.append(("peek", "\(peek.enter):\(peek.exit)")) }
        if let pop = settings.pop { pairs.append(("pop", "\(pop.enter):\(pop.exit)")) }
        if let tap = settings.tapMaximumDuration { pairs.append(("tap-max-duration", "\(tap)")) }
        if let slop = settings.slop { pairs.append(("slop", "\(slop)")) }
        if let longPress = settings.longPressDuration { pairs.append(("long-press", longPress.map { "\($0)" } ?? "off")) }
        if let flag = settings.longPressOnPressureDevices { pairs.append(("long-press-with-pressure", "\(flag)")) }
        if let dwell = settings.minimumDwell { pairs.append(("min-dwell", "\(dwell)")) }
        return pairs
    }

    /// A bus by the name profile files use for it (the first, where two name one), or its number.
    public static func busName(_ bus: UInt16) -> String {
        ProfileFile.buses.first { $0.number == bus }?.name ?? DeviceFormat.hex(bus)
    }
}
