/// Reads numbers and words off one line of bytes (evemu lines, and libinput record's event rows).
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// A number read off the line: absent (not a number here), too large, or its value.
    enum Number<Value: Equatable>: Equatable {
        case none, overflow, value(Value)
    }

    /// Skips spaces and tabs; true if any were skipped.
    @discardableResult
    mutating func skipBlanks() -> Bool {
        let before = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index > before
    }

    /// True when only blanks or a `#` comment remain.
    mutating func atEndOfContent() -> Bool {
        skipBlanks()
        return index >= bytes.count || bytes[index] == 0x23
    }

    /// An unsigned hexadecimal number of at most `limit`. All its digits are read
    /// before the range is checked, so `10003` is too large, not `1000` and junk.
    mutating func hex(limit: UInt64) -> Number<UInt64> {
        skipBlanks()
        var value: UInt64 = 0
        var overflow = false
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let digit: UInt64
            switch byte {
            case 0x30...0x39: digit = UInt64(byte - 0x30)
            case 0x61...0x66: digit = UInt64(byte - 0x61 + 10)
            case 0x41...0x46: digit = UInt64(byte - 0x41 + 10)
            default: return finish(start: start, overflow: overflow || value > limit, value)
            }
            if value > limit { overflow = true } else { value = value &* 16 &+ digit }
            index += 1
        }
        return finish(start: start, overflow: overflow || value > limit, value)
    }

    /// A signed decimal number within Int32, read whole before its range is checked.
    mutating func decimal() -> Number<Int32> {
        skipBlanks()
        var negative = false
        if index < bytes.count, bytes[index] == 0x2d || bytes[index] == 0x2b {
            negative = bytes[index] == 0x2d
            index += 1
        }
        let start = index
        var magnitude: Int64 = 0
        var overflow = false
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            if magnitude <= Int64(UInt32.max) { magnitude = magnitude * 10 + Int64(bytes[index] - 0x30) } else { overflow = true }
            index += 1
        }
        let value = negative ? -magnitude : magnitude
        return finish(start: start, overflow: overflow || value < Int64(Int32.min) || value > Int64(Int32.max), Int32(truncatingIfNeeded: value))
    }

    /// An unsigned decimal number of at most `limit`, as YAML writes one plainly: no sign, and
    /// no leading zero (YAML 1.1 would read `017` as octal), read whole before its range is checked.
    mutating func plainDecimal(limit: UInt64) -> Number<UInt64> {
        skipBlanks()
        let start = index
        var value: UInt64 = 0
        var overflow = false
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            if value > limit { overflow = true } else { value = value &* 10 &+ UInt64(bytes[index] - 0x30) }
            index += 1
        }
        if index - start > 1, bytes[start] == 0x30 { return .none }
        return finish(start: start, overflow: overflow || value > limit, value)
    }

    /// A byte, if `byte` is next (after blanks); true if it was there and was skipped.
    mutating func skip(_ byte: UInt8) -> Bool {
        skipBlanks()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// `seconds.fraction` as microseconds (digits past the sixth are dropped). The whole
    /// number is read before its range is checked; a time whose microseconds do not fit
    /// in Int64 is `.overflow`.
    mutating func time() -> Number<Int64> {
        skipBlanks()
        let start = index
        var seconds: Int64 = 0
        var overflow = false
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            let (times10, o1) = seconds.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int64(bytes[index] - 0x30))
            if o1 || o2 { overflow = true } else { seconds = sum }
            index += 1
        }
        guard index > start, index < bytes.count, bytes[index] == 0x2e else { return .none }
        index += 1
        var micros: Int64 = 0
        var digits = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            if digits < 6 { micros = micros * 10 + Int64(bytes[index] - 0x30) }
            digits += 1
            index += 1
        }
        guard digits > 0 else { return .none }
        for _ in digits..<max(digits, 6) { micros *= 10 }
        let (whole, o1) = seconds.multipliedReportingOverflow(by: 1_000_000)
        let (total, o2) = whole.addingReportingOverflow(micros)
        return overflow || o1 || o2 ? .overflow : .value(total)
    }

    private func finish<Value>(start: Int, overflow: Bool, _ value: Value) -> Number<Value> {
        guard index > start else { return .none }
        return overflow ? .overflow : .value(value)
    }
}
