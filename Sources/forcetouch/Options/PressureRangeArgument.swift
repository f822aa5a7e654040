import ArgumentParser
import ForceTouch

/// `MIN:MAX` in raw pressure units, as in `--pressure-range 0:16`.
struct PressureRangeArgument: ExpressibleByArgument {
    let minimum: Int32
    let maximum: Int32

    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let minimum = Int32(parts[0]), let maximum = Int32(parts[1]) else { return nil }
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range, or the library's refusal when MAX is not above MIN.
    func range() throws(ConfigurationError) -> ClosedRange<Int32> {
        guard minimum < maximum else { throw .emptyPressureRange(minimum: minimum, maximum: maximum) }
        return minimum...maximum
    }
}
