/// What a device profile sets: any of the classifier's settings, each optional. Profiles are
/// laid over the defaults and over each other setting by setting, and the command line's
/// options over them, so a profile says only what its device needs.
public struct ProfileSettings: Hashable, Sendable {
    public var peek: Hysteresis?
    public var pop: Hysteresis?
    public var tapMaximumDuration: Double?
    public var slop: Double?
    /// `.some(nil)` turns the long press off.
    public var longPressDuration: Double??
    public var longPressOnPressureDevices: Bool?
    public var pressureRange: ClosedRange<Int32>?
    public var minimumDwell: UInt16?

    public init(
        peek: Hysteresis? = nil, pop: Hysteresis? = nil, tapMaximumDuration: Double? = nil, slop: Double? = nil,
        longPressDuration: Double?? = nil, longPressOnPressureDevices: Bool? = nil,
        pressureRange: ClosedRange<Int32>? = nil, minimumDwell: UInt16? = nil
    ) {
        self.peek = peek
        self.pop = pop
        self.tapMaximumDuration = tapMaximumDuration
        self.slop = slop
        self.longPressDuration = longPressDuration
        self.longPressOnPressureDevices = longPressOnPressureDevices
        self.pressureRange = pressureRange
        self.minimumDwell = minimumDwell
    }

    /// Whether it sets nothing.
    public var isEmpty: Bool { self == ProfileSettings() }

    /// These settings laid over `base`: each one set here replaces base's.
    public func over(_ base: ProfileSettings) -> ProfileSettings {
        ProfileSettings(
            peek: peek ?? base.peek, pop: pop ?? base.pop,
            tapMaximumDuration: tapMaximumDuration ?? base.tapMaximumDuration, slop: slop ?? base.slop,
            longPressDuration: longPressDuration ?? base.longPressDuration,
            longPressOnPressureDevices: longPressOnPressureDevices ?? base.longPressOnPressureDevices,
            pressureRange: pressureRange ?? base.pressureRange, minimumDwell: minimumDwell ?? base.minimumDwell)
    }

    /// The configuration these settings give over `defaults`; refused as
    /// `ClassifierConfiguration` refuses (pop below peek, say, once laid together).
    public func configuration(over defaults: ClassifierConfiguration = .default) throws(ConfigurationError) -> ClassifierConfiguration {
        try ClassifierConfiguration(
            thresholds: PressThresholds(peek: peek ?? defaults.thresholds.peek, pop: pop ?? defaults.thresholds.pop),
            tapMaximumDuration: tapMaximumDuration ?? defaults.tapMaximumDuration,
            slop: slop ?? defaults.slop,
            longPressDuration: longPressDuration ?? defaults.longPressDuration,
            longPressOnPressureDevices: longPressOnPressureDevices ?? defaults.longPressOnPressureDevices,
            pressureRange: pressureRange ?? defaults.pressureRange,
            minimumDwell: minimumDwell ?? defaults.minimumDwell)
    }
}
