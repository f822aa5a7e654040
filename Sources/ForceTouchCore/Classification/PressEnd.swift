/// How a press ended with a class: the class, the rule that decided it, and the measures
/// behind it, so that a tuner sees why a press came out as it did.
@frozen
public struct PressEnd: Hashable, Sendable, BitwiseCopyable {
    /// The rule that decided a press's class.
    @frozen
    public enum Reason: Hashable, Sendable, BitwiseCopyable {
        /// It reached pop.
        case reachedPop
        /// It reached peek, never pop.
        case reachedPeek
        /// It stayed light, short and within the slop: a tap.
        case shortAndStill
        /// It stayed light but lasted longer than a tap may, `limit` microseconds.
        case tooLong(limit: Int64)
        /// It stayed light but moved farther than the slop, `slop` millimetres.
        case moved(slop: Double)
    }

    public let pressClass: PressClass
    public let reason: Reason
    /// The highest force, 0…1.
    public let peak: Double
    /// From down to up, in microseconds.
    public let duration: Int64
    /// The farthest the contact went from where it went down, in millimetres.
    public let moved: Double
    /// The highest raw pressure, in the device's units; nil on a device without pressure.
    public var peakPressure: Int32?

    @inlinable
    public init(pressClass: PressClass, reason: Reason, peak: Double, duration: Int64, moved: Double, peakPressure: Int32? = nil) {
        self.pressClass = pressClass
        self.reason = reason
        self.peak = peak
        self.duration = duration
        self.moved = moved
        self.peakPressure = peakPressure
    }
}
