/// Everything that decides how presses are classified; a device profile supplies it.
public struct ClassifierConfiguration: Hashable, Sendable {
    public var thresholds: PressThresholds
    /// The longest press, in seconds, that still counts as a tap.
    public var tapMaximumDuration: Double
    /// How far, in millimetres, a tap or long press may move from where it went down.
    public var slop: Double
    /// Seconds a still contact takes to reach peek without force; nil turns the fallback off.
    public var longPressDuration: Double?
    /// Whether the long press also works on devices with a pressure axis.
    public var longPressOnPressureDevices: Bool
    /// Replaces the pressure axis's declared range (devices whose presses use a small part of it).
    public var pressureRange: ClosedRange<Int32>?
    /// Frames a stage change must hold before it is reported; 1 reports at once.
    public var minimumDwell: UInt16

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
            throw .negative(setting: "tap-max-duration", value: tapMaximumDuration)
        }
        guard slop >= 0, slop.isFinite else { throw .negative(setting: "slop", value: slop) }
        if let longPressDuration, !(longPressDuration >= 0 && longPressDuration.isFinite) {
            throw .negative(setting: "long-press", value: longPressDuration)
        }
        if let pressureRange, pressureRange.lowerBound == pressureRange.upperBound {
            throw .pressureRange(minimum: pressureRange.lowerBound, maximum: pressureRange.upperBound)
        }
        self.thresholds = thresholds
        self.tapMaximumDuration = tapMaximumDuration
        self.slop = slop
        self.longPressDuration = longPressDuration
        self.longPressOnPressureDevices = longPressOnPressureDevices
        self.pressureRange = pressureRange
        self.minimumDwell = Swift.max(1, minimumDwell)
    }

    /// peek 0.50:0.40, pop 0.80:0.70, tap ≤ 0.30 s, slop 3 mm, long press 0.5 s.
    public static let `default` = try! ClassifierConfiguration()
}
