/// Which devices a profile is for: every rule given must hold (bus, vendor, product, a name
/// glob, the kind); a match with no rules matches every device.
public struct DeviceMatch: Hashable, Sendable {
    public var bus: UInt16?
    public var vendor: UInt16?
    public var product: UInt16?
    /// A shell-style pattern for the device name: `*`, `?` and `[a-z]`.
    public var name: String?
    public var kind: DeviceKind?

    public init(bus: UInt16? = nil, vendor: UInt16? = nil, product: UInt16? = nil, name: String? = nil, kind: DeviceKind? = nil) {
        self.bus = bus
        self.vendor = vendor
        self.product = product
        self.name = name
        self.kind = kind
    }

    public func matches(_ device: DeviceDescription) -> Bool {
        if let bus, bus != device.id.bus { return false }
        if let vendor, vendor != device.id.vendor { return false }
        if let product, product != device.id.product { return false }
        if let kind, kind != device.kind { return false }
        if let name, !Glob.matches(name, device.name) { return false }
        return true
    }

    /// How specific the match is: the number of rules it has; the most specific matching
    /// profile of a level wins (as libinput picks among quirks sections).
    public var specificity: Int {
        [bus != nil, vendor != nil, product != nil, name != nil, kind != nil].count { $0 }
    }
}

/// Shell-style patterns, as `fnmatch(3)` without flags: `*` any run, `?` any one character,
/// `[abc]`, `[a-z]` and `[!a]` one of a set; `\` quotes the next character.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        matches(Array(pattern), 0, Array(text), 0)
    }

    private static func matches(_ pattern: [Character], _ p: Int, _ text: [Character], _ t: Int) -> Bool {
        var p = p, t = t
        while p < pattern.count {
            switch pattern[p] {
            case "*":
                while p < pattern.count, pattern[p] == "*" { p += 1 }
                if p == pattern.count { return true }
                for start in t...text.count where matches(pattern, p, text, start) { return true }
                return false
            case "?":
                guard t < text.count else { return false }
            case "[":
                guard t < text.count, let (matched, next) = set(pattern, p, text[t]) else {
                    guard t < text.count, text[t] == "[" else { return false }
                    break
                }
                guard matched else { return false }
                p = next
                t += 1
                continue
            case "\\" where p + 1 < pattern.count:
                p += 1
                guard t < text.count, text[t] == pattern[p] else { return false }
            default:
                guard t < text.count, text[t] == pattern[p] else { return false }
            }
            p += 1
            t += 1
        }
        return t == text.count
    }

    /// Whether `character` is in the set that opens at `start`, and the index after the set;
    /// nil when the `[` opens no set (no closing `]`), and is then an ordinary character.
    private static func set(_ pattern: [Character], _ start: Int, _ character: Character) -> (Bool, Int)? {
        var index = start + 1
        let negated = index < pattern.count && (pattern[index] == "!" || pattern[index] == "^")
        if negated { index += 1 }
        var found = false
        var first = true
        while index < pattern.count, pattern[index] != "]" || first {
            first = false
            let low = pattern[index]
            if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]" {
                if low <= character, character <= pattern[index + 2] { found = true }
                index += 3
            } else {
                if low == character { found = true }
                index += 1
            }
        }
        guard index < pattern.count else { return nil }
        return (found != negated, index + 1)
    }
}
