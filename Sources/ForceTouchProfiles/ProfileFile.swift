import ForceTouchCore
import Yams

/// Reads profile files: YAML with a `profiles` list, each entry a name, a `why`, `match`
/// rules and `settings` named as the command line's options. Every error names its line and
/// key path; unknown keys are errors (a misspelt setting must not pass unseen).
///
/// ```yaml
/// profiles:
///   - name: elantech-ps2
///     why: its firmest press reads 16 of 0..255
///     match: {bus: ps2, vendor: 0x0002, product: 0x000e, name: "ETPS/2 Elantech Touchpad*", kind: touchpad}
///     settings:
///       pressure-range: 0:16
/// ```
public enum ProfileFile {
    /// The buses `match.bus` names, with their `BUS_*` numbers.
    public static let buses: [(name: String, number: UInt16)] = [
        ("pci", 0x01), ("usb", 0x03), ("hil", 0x04), ("bluetooth", 0x05), ("virtual", 0x06),
        ("ps2", 0x11), ("i8042", 0x11), ("i2c", 0x18), ("host", 0x19), ("spi", 0x1c), ("rmi", 0x1d),
    ]

    /// The profiles in `text`; `file` names it in errors and in each profile's origin.
    public static func parse(_ text: String, file: String, builtIn: Bool = false) throws(ProfileError) -> [DeviceProfile] {
        let root: Node?
        do {
            // The basic resolver: every scalar a string, read as a number only where one is asked for
            // (by Yams's constructors, which ignore the tag), so no regular expression runs per value.
            root = try Parser(yaml: text, resolver: .basic, constructor: .default, encoding: .utf8).singleRoot()
        } catch let error as YamlError {
            throw ProfileError(file: file, line: line(of: error), kind: .yamlSyntax(problem(of: error)))
        } catch {
            throw ProfileError(file: file, line: 0, kind: .yamlSyntax("\(error)"))
        }
        guard let root, let top = root.mapping else {
            throw ProfileError(file: file, line: root?.mark?.line ?? 0, kind: .notAProfileFile("it is not a mapping with a 'profiles' list"))
        }
        for (key, _) in top where key.string != "profiles" {
            throw ProfileError(file: file, line: key.mark?.line ?? 0, kind: .unknownKey(key.string ?? "?"))
        }
        guard let list = top["profiles"] else { throw ProfileError(file: file, line: 0, kind: .notAProfileFile("it has no 'profiles' list")) }
        guard let entries = list.sequence else { throw malformed(list, "a list of profiles", "profiles", file) }
        var profiles: [DeviceProfile] = []
        var firstLines: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            let profile = try self.profile(entry, path: "profiles[\(index)]", file: file, builtIn: builtIn)
            let line = entry.mark?.line ?? 0
            if let first = firstLines[profile.name] {
                throw ProfileError(file: file, line: line, keyPath: "profiles[\(index)].name", kind: .duplicateName(profile.name, firstLine: first))
            }
            firstLines[profile.name] = line
            profiles.append(profile)
        }
        return profiles
    }

    private static func profile(_ node: Node, path: String, file: String, builtIn: Bool) throws(ProfileError) -> DeviceProfile {
        guard let keys = node.mapping else { throw malformed(node, "a mapping (name, why, match, settings)", path, file) }
        try onlyKeys(["name", "why", "match", "settings"], in: keys, path: path, file: file)
        guard let nameNode = keys["name"] else { throw ProfileError(file: file, line: node.mark?.line ?? 0, keyPath: path, kind: .missingKey("name")) }
        let name = try string(nameNode, "\(path).name", file)
        guard !name.isEmpty, !name.contains("/") else { throw malformed(nameNode, "a name without '/'", "\(path).name", file) }
        let why = try keys["why"].map { (value) throws(ProfileError) in try string(value, "\(path).why", file) }
        var match = DeviceMatch()
        if let rules = keys["match"] { match = try self.match(rules, path: "\(path).match", file: file) }
        var settings = ProfileSettings()
        if let values = keys["settings"] { settings = try self.settings(values, path: "\(path).settings", file: file) }
        do {
            _ = try settings.configuration()
        } catch {
            let line = keys["settings"]?.mark?.line ?? node.mark?.line ?? 0
            guard error.setting == .thresholds else { throw ProfileError(file: file, line: line, keyPath: "\(path).settings", kind: .invalidSettings(error)) }
            func band(_ set: Hysteresis?, _ fallback: Hysteresis, _ name: String) -> String {
                let value = set ?? fallback
                return "\(name) \(value.enter):\(value.exit)" + (set == nil ? " (the default)" : "")
            }
            let defaults = ClassifierConfiguration.default.thresholds
            throw ProfileError(file: file, line: line, keyPath: "\(path).settings", kind: .malformedValue(
                expected: "pop above peek, both enter and exit",
                found: band(settings.pop, defaults.pop, "pop") + " and " + band(settings.peek, defaults.peek, "peek")))
        }
        return DeviceProfile(name: name, origin: builtIn ? .builtIn : .file(file, line: node.mark?.line ?? 0),
                             match: match, settings: settings, comment: why)
    }

    private static func match(_ node: Node, path: String, file: String) throws(ProfileError) -> DeviceMatch {
        guard let keys = node.mapping else { throw malformed(node, "a mapping of rules (bus, vendor, product, name, kind)", path, file) }
        try onlyKeys(["bus", "vendor", "product", "name", "kind"], in: keys, path: path, file: file)
        var match = DeviceMatch()
        if let bus = keys["bus"] {
            if let number = bus.int {
                match.bus = try word(number, bus, "\(path).bus", file)
            } else if let name = bus.string, let known = buses.first(where: { $0.name == name.lowercased() }) {
                match.bus = known.number
            } else {
                throw malformed(bus, "a bus (\(buses.map(\.name).joined(separator: ", "))) or its number", "\(path).bus", file)
            }
        }
        if let vendor = keys["vendor"] { match.vendor = try word(vendor.int, vendor, "\(path).vendor", file) }
        if let product = keys["product"] { match.product = try word(product.int, product, "\(path).product", file) }
        if let name = keys["name"] { match.name = try string(name, "\(path).name", file) }
        if let kind = keys["kind"] {
            let kinds: [(String, DeviceKind)] = [("touchpad", .touchpad), ("touchscreen", .touchscreen), ("pen", .pen)]
            guard let text = kind.string, let found = kinds.first(where: { $0.0 == text }) else {
                throw malformed(kind, "touchpad, touchscreen or pen", "\(path).kind", file)
            }
            match.kind = found.1
        }
        return match
    }

    /// The settings, each as the command line writes it (`peek: 0.6:0.45`, `long-press: off`).
    private static func settings(_ node: Node, path: String, file: String) throws(ProfileError) -> ProfileSettings {
        guard let keys = node.mapping else { throw malformed(node, "a mapping of settings", path, file) }
        try onlyKeys(["peek", "pop", "tap-max-duration", "slop", "long-press", "long-press-with-pressure", "pressure-range", "min-dwell"],
                     in: keys, path: path, file: file)
        var settings = ProfileSettings()
        func text(_ key: String) throws(ProfileError) -> (String, Node)? {
            guard let value = keys[key] else { return nil }
            guard case let .scalar(scalar) = value else { throw malformed(value, "a value", "\(path).\(key)", file) }
            return (scalar.string, value)
        }
        for key in ["peek", "pop"] {
            guard let (raw, value) = try text(key) else { continue }
            let parts = raw.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let enter = Double(parts[0]), let exit = Double(parts[1]) else {
                throw malformed(value, "ENTER:EXIT, as 0.5:0.4", "\(path).\(key)", file)
            }
            let band: Hysteresis
            do {
                band = try Hysteresis(enter: enter, exit: exit)
            } catch {
                throw ProfileError(file: file, line: value.mark?.line ?? 0, keyPath: "\(path).\(key)", kind: .invalidSettings(error))
            }
            if key == "peek" { settings.peek = band } else { settings.pop = band }
        }
        if let (raw, value) = try text("tap-max-duration") { settings.tapMaximumDuration = try number(raw, value, "seconds", "\(path).tap-max-duration", file) }
        if let (raw, value) = try text("slop") { settings.slop = try number(raw, value, "millimetres", "\(path).slop", file) }
        if let (raw, value) = try text("long-press") {
            settings.longPressDuration = raw == "off" ? .some(nil) : .some(try number(raw, value, "seconds or off", "\(path).long-press", file))
        }
        if let (raw, value) = try text("long-press-with-pressure") {
            guard let flag = Bool(raw) else { throw malformed(value, "true or false", "\(path).long-press-with-pressure", file) }
            settings.longPressOnPressureDevices = flag
        }
        if let (raw, value) = try text("pressure-range") {
            let parts = raw.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let low = Int32(parts[0]), let high = Int32(parts[1]), low < high else {
                throw malformed(value, "MIN:MAX in raw pressure units, MAX above MIN, as 0:16", "\(path).pressure-range", file)
            }
            settings.pressureRange = low...high
        }
        if let (raw, value) = try text("min-dwell") {
            guard let frames = UInt16(raw), frames >= 1 else { throw malformed(value, "a number of frames, 1 or more", "\(path).min-dwell", file) }
            settings.minimumDwell = frames
        }
        return settings
    }

    // MARK: Values

    private static func onlyKeys(_ known: [String], in keys: Node.Mapping, path: String, file: String) throws(ProfileError) {
        for (key, _) in keys where !known.contains(key.string ?? "") {
            throw ProfileError(file: file, line: key.mark?.line ?? 0, keyPath: path, kind: .unknownKey(key.string ?? "?"))
        }
    }

    private static func string(_ node: Node, _ path: String, _ file: String) throws(ProfileError) -> String {
        guard case let .scalar(scalar) = node else { throw malformed(node, "a string", path, file) }
        return scalar.string
    }

    private static func number(_ raw: String, _ node: Node, _ unit: String, _ path: String, _ file: String) throws(ProfileError) -> Double {
        guard let value = Double(raw), value.isFinite, value >= 0 else { throw malformed(node, "a number of \(unit), 0 or more", path, file) }
        return value
    }

    private static func word(_ number: Int?, _ node: Node, _ path: String, _ file: String) throws(ProfileError) -> UInt16 {
        guard let number, let value = UInt16(exactly: number) else { throw malformed(node, "a number from 0 to 0xffff", path, file) }
        return value
    }

    private static func malformed(_ node: Node, _ expected: String, _ path: String, _ file: String) -> ProfileError {
        let found: String = switch node {
        case let .scalar(scalar): scalar.string.isEmpty ? "nothing" : "'\(scalar.string)'"
        case let .sequence(list): "a list of \(list.count)"
        case .mapping: "a mapping"
        case .alias: "an alias"
        }
        return ProfileError(file: file, line: node.mark?.line ?? 0, keyPath: path, kind: .malformedValue(expected: expected, found: found))
    }

    private static func line(of error: YamlError) -> Int {
        switch error {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _): mark.line
        case let .duplicatedKeysInMapping(_, context): context.mark.line
        default: 0
        }
    }

    private static func problem(of error: YamlError) -> String {
        switch error {
        case let .scanner(context, problem, _, _), let .parser(context, problem, _, _), let .composer(context, problem, _, _):
            context.map { "\(problem) (\($0.text))" } ?? problem
        case let .duplicatedKeysInMapping(duplicates, _): "the key \(duplicates.joined(separator: ", ")) appears twice"
        default: "\(error)"
        }
    }
}
