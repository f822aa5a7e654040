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

    static func hex(_ value: UInt64, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
