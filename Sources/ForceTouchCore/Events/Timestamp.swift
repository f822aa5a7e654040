/// A kernel event time stamp in microseconds, as `struct input_event` carries it
/// (`tv_sec`, `tv_usec`); CLOCK_MONOTONIC or wall clock, as the source chose.
@frozen
public struct Timestamp: Hashable, Comparable, Sendable, BitwiseCopyable {
    /// Microseconds since the source's epoch.
    public var microseconds: Int64

    @inlinable
    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// The time stamp of `seconds` and `microseconds`, as in `struct timeval`.
    @inlinable
    public init(seconds: Int64, microseconds: Int64) {
        self.microseconds = seconds &* 1_000_000 &+ microseconds
    }

    @inlinable
    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.microseconds < b.microseconds }

    /// The time from `earlier` to `self`, in microseconds; saturating, never wrapping.
    @inlinable
    public func microseconds(since earlier: Timestamp) -> Int64 {
        let (difference, overflow) = microseconds.subtractingReportingOverflow(earlier.microseconds)
        guard overflow else { return difference }
        return earlier.microseconds < 0 ? .max : .min
    }

    /// This time plus `duration` microseconds; saturating at the ends of the range, so a
    /// deadline after a time near the top never wraps into the past.
    @inlinable
    public func advanced(byMicroseconds duration: Int64) -> Timestamp {
        let (sum, overflow) = microseconds.addingReportingOverflow(duration)
        guard overflow else { return Timestamp(microseconds: sum) }
        return Timestamp(microseconds: duration > 0 ? .max : .min)
    }
}
