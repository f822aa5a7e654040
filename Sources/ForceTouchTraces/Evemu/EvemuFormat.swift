import ForceTouchCore

/// Text shared by the evemu reader, writer and errors.
enum EvemuFormat {
    /// `sec.usec` with six digits, as evemu writes time.
    static func time(_ time: Timestamp) -> String {
        let micros = time.microseconds
        let seconds = micros / 1_000_000
        let fraction = String(abs(micros % 1_000_000))
        return "\(seconds).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    }

    /// A device name as one `N:` line carries it: line breaks become spaces, and blanks at
    /// either end go, as the reader drops them.
    static func name(_ name: String) -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let flat = name.map { $0.isNewline ? " " : $0 }
        guard let first = flat.firstIndex(where: { !isBlank($0) }), let last = flat.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(flat[first...last])
    }

    static func hex(_ value: UInt64, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
