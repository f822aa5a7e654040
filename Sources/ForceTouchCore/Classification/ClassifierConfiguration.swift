/// Everything that decides how presses are classified; a device profile supplies it.
/// Validated when made, and immutable after: no field can be set to a value the init refuses.
public struct ClassifierConfiguration: Hashable, Sendable {
    public let thresholds: PressThresholds
    /// The longest press, in seconds, that still counts as a tap.
    public let tapMaximumDuration: Double
    /// How far, in millimetres, a tap or long press may move from where it went down.
    public let slop: Double
    /// Seconds a still contact takes to reach peek without force; nil turns the fallback off.
    public let longPressDuration: Double?
    /// Whether the long press also works on devices with a pressure axis.
    public let longPressOnPressureDevices: Bool
    /// Replaces the pressure axis's declared range (devices whose presses use a small part of it).
    public let pressureRange: ClosedRange<Int32>?
    /// Frames a stage change must hold before it is reported; 1 reports at once.
    public let minimumDwell: UInt16
    /// ChromeOS's haptic-pad rules; off unless asked for (every value is valid).
    public var padRules = PadRules.off

    public init(
        thresholds: PressThresholds = .default,
        tapMaximumDuration: Double = 0.30,
        slop: Double = 3,
        longPressDuration: Double? = 0.5,
        longPressOnPressureDevices: Bool = false,
        pressureRange: ClosedRange<Int32>? = nil,
        minimumDwell: UInt16 = 1
    ) throws(ConfigurationError) {
        guard tapMaximumDuration >= 0, tapMaximumDuration.isFinite else {
            throw .notFiniteOrNegative(.tapMaximumDuration, tapMaximumDuration)
        }
        guard slop >= 0, slop.isFinite else { throw .notFiniteOrNegative(.slop, slop) }
        if let longPressDuration, !(longPressDuration >= 0 && longPressDuration.isFinite) {
            throw .notFiniteOrNegative(.longPressDuration, longPressDuration)
        }
        if let pressureRange, pressureRange.lowerBound == pressureRange.upperBound {
            throw .emptyPressureRange(minimum: pressureRange.lowerBound, maximum: pressureRange.upperBound)
        }
        guard minimumDwell >= 1 else { throw .noDwell }
        self.thresholds = thresholds
        self.tapMaximumDuration = tapMaximumDuration
        self.slop = slop
        self.longPressDuration = longPressDuration
        self.longPressOnPressureDevices = longPressOnPressureDevices
        self.pressureRange = pressureRange
        self.minimumDwell = minimumDwell
    }

    /// peek 0.50:0.40, pop 0.80:0.70, tap ≤ 0.30 s, slop 3 mm, long press 0.5 s.
    public static let `default` = try! ClassifierConfiguration()

    /// `seconds` in whole microseconds, saturating: a duration too long for Int64 is as good as never.
    static func microseconds(_ seconds: Double) -> Int64 {
        let micros = (seconds * 1_000_000).rounded()
        return micros >= 9.2e18 ? .max : Int64(micros)
    }
}
