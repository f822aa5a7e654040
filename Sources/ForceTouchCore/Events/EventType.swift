/// An evdev event type (`EV_*` in `linux/input-event-codes.h`).
@frozen
public struct EventType: RawRepresentable, Hashable, Sendable, BitwiseCopyable {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The corresponding evdev type is `EV_SYN`.
    @inlinable public static var syn: EventType { EventType(rawValue: 0x00) }
    /// The corresponding evdev type is `EV_KEY`.
    @inlinable public static var key: EventType { EventType(rawValue: 0x01) }
    /// The corresponding evdev type is `EV_REL`.
    @inlinable public static var rel: EventType { EventType(rawValue: 0x02) }
    /// The corresponding evdev type is `EV_ABS`.
    @inlinable public static var abs: EventType { EventType(rawValue: 0x03) }
    /// The corresponding evdev type is `EV_MSC`.
    @inlinable public static var msc: EventType { EventType(rawValue: 0x04) }
    /// The corresponding evdev type is `EV_SW`.
    @inlinable public static var sw: EventType { EventType(rawValue: 0x05) }
    /// The corresponding evdev type is `EV_LED`.
    @inlinable public static var led: EventType { EventType(rawValue: 0x11) }
    /// The corresponding evdev type is `EV_SND`.
    @inlinable public static var snd: EventType { EventType(rawValue: 0x12) }
    /// The corresponding evdev type is `EV_REP`.
    @inlinable public static var rep: EventType { EventType(rawValue: 0x14) }
    /// The corresponding evdev type is `EV_FF`.
    @inlinable public static var ff: EventType { EventType(rawValue: 0x15) }
    /// The corresponding evdev type is `EV_PWR`.
    @inlinable public static var pwr: EventType { EventType(rawValue: 0x16) }
    /// The corresponding evdev type is `EV_FF_STATUS`.
    @inlinable public static var ffStatus: EventType { EventType(rawValue: 0x17) }

    /// The largest type the kernel defines (`EV_MAX`).
    @inlinable public static var maximum: UInt16 { 0x1f }

    /// The kernel's name for this type, or nil for a type the kernel does not define.
    public var name: String? {
        switch rawValue {
        case 0x00: "EV_SYN"
        case 0x01: "EV_KEY"
        case 0x02: "EV_REL"
        case 0x03: "EV_ABS"
        case 0x04: "EV_MSC"
        case 0x05: "EV_SW"
        case 0x11: "EV_LED"
        case 0x12: "EV_SND"
        case 0x14: "EV_REP"
        case 0x15: "EV_FF"
        case 0x16: "EV_PWR"
        case 0x17: "EV_FF_STATUS"
        default: nil
        }
    }

    /// The largest code the kernel defines for this type (`ABS_MAX`, `KEY_MAX`, …),
    /// or nil for a type the kernel does not define.
    @inlinable public var maximumCode: UInt16? {
        switch rawValue {
        case 0x00: 0x0f   // SYN_MAX
        case 0x01: 0x2ff  // KEY_MAX
        case 0x02: 0x0f   // REL_MAX
        case 0x03: 0x3f   // ABS_MAX
        case 0x04: 0x07   // MSC_MAX
        case 0x05: 0x11   // SW_MAX
        case 0x11: 0x0f   // LED_MAX
        case 0x12: 0x07   // SND_MAX
        case 0x14: 0x01   // REP_MAX
        case 0x15: 0x7f   // FF_MAX
        case 0x16: 0x00
        case 0x17: 0x01   // FF_STATUS_MAX
        default: nil
        }
    }

    /// Whether the kernel defines this type and `code` within it.
    @inlinable
    public func defines(_ code: EventCode) -> Bool {
        guard let maximum = maximumCode else { return false }
        return code.rawValue <= maximum
    }
}
