/// One line being parsed, for its errors: built only when a line is refused, so a good
/// line costs nothing. A line that is binary data or not UTF-8 is reported as such, whatever else is wrong.
struct LineFields {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let line: Int
    let unterminated: Bool
    let expected: TraceParseError.LineForm

    func malformed() -> TraceParseError {
        do {
            try EvemuReader.requireUTF8(bytes, file: file, line: line)
        } catch {
            return error
        }
        return TraceParseError(file: file, line: line, kind: .malformedLine(expected: expected, cutShort: unterminated))
    }

    /// The number's value; malformed when absent, out of range (naming `field`) when too large.
    func require<Value>(_ number: ByteCursor.Number<Value>, _ field: TraceParseError.Field) throws(TraceParseError) -> Value {
        switch number {
        case .none: throw malformed()
        case .overflow: throw TraceParseError(file: file, line: line, kind: .numberOutOfRange(field: field))
        case let .value(value): return value
        }
    }
}
