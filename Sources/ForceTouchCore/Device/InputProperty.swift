/// A device property (`INPUT_PROP_*` in `linux/input-event-codes.h`).
@frozen
public struct InputProperty: RawRepresentable, Hashable, Sendable, BitwiseCopyable {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The corresponding property is `INPUT_PROP_POINTER`: needs a pointer (touchpads).
    public static let pointer = InputProperty(rawValue: 0x00)
    /// The corresponding property is `INPUT_PROP_DIRECT`: on a screen (touchscreens, tablets).
    public static let direct = InputProperty(rawValue: 0x01)
    /// The corresponding property is `INPUT_PROP_BUTTONPAD`: the pad itself clicks.
    public static let buttonPad = InputProperty(rawValue: 0x02)
    /// The corresponding property is `INPUT_PROP_SEMI_MT`: slots give a bounding box, not fingers.
    public static let semiMT = InputProperty(rawValue: 0x03)
    /// The corresponding property is `INPUT_PROP_PRESSUREPAD` (Linux 6.18; called
    /// `INPUT_PROP_HAPTIC_TOUCHPAD` before 6.18-rc6, the same bit): pressure is real force.
    public static let pressurePad = InputProperty(rawValue: 0x07)

    /// The largest property the kernel defines (`INPUT_PROP_MAX`).
    public static let maximum: UInt16 = 0x1f
}
