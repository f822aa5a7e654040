/// Reads numbers and words off one line of bytes.
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    var atEnd: Bool { index >= bytes.count }

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

    /// An unsigned hexadecimal number of at most `limit`; nil when there is none or it is too large.
    mutating func hex(limit: UInt64) -> UInt64? {
        skipBlanks()
        var value: UInt64 = 0
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let digit: UInt64
            switch byte {
            case 0x30...0x39: digit = UInt64(byte - 0x30)
            case 0x61...0x66: digit = UInt64(byte - 0x61 + 10)
            case 0x41...0x46: digit = UInt64(byte - 0x41 + 10)
            default:
                return index > start ? value : nil
            }
            value = value &* 16 &+ digit
            if value > limit || index - start > 16 { return nil }
            index += 1
        }
        return index > start ? value : nil
    }

    /// A signed decimal number within Int32; `.none` when absent, `.overflow` when too large.
    mutating func decimal() -> Decimal {
        skipBlanks()
        var negative = false
        if index < bytes.count, bytes[index] == 0x2d || bytes[index] == 0x2b {
            negative = bytes[index] == 0x2d
            index += 1
        }
        let start = index
        var value: Int64 = 0
        var overflow = false
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            if value < 1 << 40 { value = value * 10 + Int64(bytes[index] - 0x30) } else { overflow = true }
            index += 1
        }
        guard index > start else { return .none }
        if negative { value = -value }
        guard !overflow, value >= Int64(Int32.min), value <= Int64(Int32.max) else { return .overflow }
        return .value(Int32(value))
    }

    enum Decimal: Equatable {
        case none, overflow, value(Int32)
    }

    /// `seconds.fraction` as microseconds; nil when malformed, `Int64.min` when too large.
    mutating func time() -> Int64? {
        skipBlanks()
        var seconds: Int64 = 0
        let start = index
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            guard seconds < 1 << 40 else { return .min }
            seconds = seconds * 10 + Int64(bytes[index] - 0x30)
            index += 1
        }
        guard index > start, index < bytes.count, bytes[index] == 0x2e else { return nil }
        index += 1
        var micros: Int64 = 0
        var digits = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            if digits < 6 { micros = micros * 10 + Int64(bytes[index] - 0x30) }
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        for _ in digits..<max(digits, 6) { micros *= 10 }
        return seconds * 1_000_000 + micros
    }
}
