/// An evdev event code; its meaning depends on the event type
/// (`SYN_*`, `KEY_*`/`BTN_*`, `ABS_*` in `linux/input-event-codes.h`).
@frozen
public struct EventCode: RawRepresentable, Hashable, Sendable, BitwiseCopyable {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: UInt16) { self.rawValue = rawValue }
}

// MARK: EV_SYN
extension EventCode {
    /// The corresponding evdev code is `SYN_REPORT`: the end of a frame.
    @inlinable public static var synReport: EventCode { EventCode(0x00) }
    /// The corresponding evdev code is `SYN_CONFIG`.
    @inlinable public static var synConfig: EventCode { EventCode(0x01) }
    /// The corresponding evdev code is `SYN_MT_REPORT`: the end of one contact (protocol A).
    @inlinable public static var synMTReport: EventCode { EventCode(0x02) }
    /// The corresponding evdev code is `SYN_DROPPED`: the kernel's buffer overran.
    @inlinable public static var synDropped: EventCode { EventCode(0x03) }
}

// MARK: EV_KEY
extension EventCode {
    /// The corresponding evdev code is `BTN_LEFT`.
    @inlinable public static var buttonLeft: EventCode { EventCode(0x110) }
    /// The corresponding evdev code is `BTN_TOOL_PEN`.
    @inlinable public static var buttonToolPen: EventCode { EventCode(0x140) }
    /// The corresponding evdev code is `BTN_TOOL_RUBBER`.
    @inlinable public static var buttonToolRubber: EventCode { EventCode(0x141) }
    /// The corresponding evdev code is `BTN_TOOL_FINGER`.
    @inlinable public static var buttonToolFinger: EventCode { EventCode(0x145) }
    /// The corresponding evdev code is `BTN_TOUCH`: something touches the surface.
    @inlinable public static var buttonTouch: EventCode { EventCode(0x14a) }
    /// The corresponding evdev code is `BTN_STYLUS`.
    @inlinable public static var buttonStylus: EventCode { EventCode(0x14b) }
    /// The corresponding evdev code is `BTN_TOOL_DOUBLETAP`.
    @inlinable public static var buttonToolDoubleTap: EventCode { EventCode(0x14d) }
}

// MARK: EV_ABS
extension EventCode {
    /// The corresponding evdev code is `ABS_X`.
    @inlinable public static var absX: EventCode { EventCode(0x00) }
    /// The corresponding evdev code is `ABS_Y`.
    @inlinable public static var absY: EventCode { EventCode(0x01) }
    /// The corresponding evdev code is `ABS_PRESSURE`: single-touch or pen pressure.
    @inlinable public static var absPressure: EventCode { EventCode(0x18) }
    /// The corresponding evdev code is `ABS_MT_SLOT`: selects the slot later events apply to.
    @inlinable public static var absMTSlot: EventCode { EventCode(0x2f) }
    /// The corresponding evdev code is `ABS_MT_TOUCH_MAJOR`.
    @inlinable public static var absMTTouchMajor: EventCode { EventCode(0x30) }
    /// The corresponding evdev code is `ABS_MT_TOUCH_MINOR`.
    @inlinable public static var absMTTouchMinor: EventCode { EventCode(0x31) }
    /// The corresponding evdev code is `ABS_MT_POSITION_X`.
    @inlinable public static var absMTPositionX: EventCode { EventCode(0x35) }
    /// The corresponding evdev code is `ABS_MT_POSITION_Y`.
    @inlinable public static var absMTPositionY: EventCode { EventCode(0x36) }
    /// The corresponding evdev code is `ABS_MT_TOOL_TYPE`.
    @inlinable public static var absMTToolType: EventCode { EventCode(0x37) }
    /// The corresponding evdev code is `ABS_MT_TRACKING_ID`: -1 frees the slot.
    @inlinable public static var absMTTrackingID: EventCode { EventCode(0x39) }
    /// The corresponding evdev code is `ABS_MT_PRESSURE`: per-contact pressure.
    @inlinable public static var absMTPressure: EventCode { EventCode(0x3a) }
    /// The corresponding evdev code is `FF_HAPTIC` (an `EV_FF` effect type, Linux 6.18,
    /// `include/uapi/linux/input.h`): host-controlled haptics, a pad's click waveforms.
    @inlinable public static var ffHaptic: EventCode { EventCode(0x4f) }
}

extension EventCode {
    /// The kernel's name for `code` of `type`, for the codes this package reads
    /// and the common neighbours found in recordings; nil for others.
    public static func name(of code: EventCode, type: EventType) -> String? {
        switch type {
        case .syn: synNames[code.rawValue]
        case .key: keyNames[code.rawValue]
        case .abs: absNames[code.rawValue]
        case .msc: mscNames[code.rawValue]
        default: nil
        }
    }

    private static let synNames: [UInt16: String] = [
        0x00: "SYN_REPORT", 0x01: "SYN_CONFIG", 0x02: "SYN_MT_REPORT", 0x03: "SYN_DROPPED",
    ]
    private static let mscNames: [UInt16: String] = [
        0x00: "MSC_SERIAL", 0x01: "MSC_PULSELED", 0x02: "MSC_GESTURE", 0x03: "MSC_RAW",
        0x04: "MSC_SCAN", 0x05: "MSC_TIMESTAMP",
    ]
    private static let keyNames: [UInt16: String] = [
        0x110: "BTN_LEFT", 0x111: "BTN_RIGHT", 0x112: "BTN_MIDDLE",
        0x140: "BTN_TOOL_PEN", 0x141: "BTN_TOOL_RUBBER", 0x142: "BTN_TOOL_BRUSH",
        0x143: "BTN_TOOL_PENCIL", 0x144: "BTN_TOOL_AIRBRUSH", 0x145: "BTN_TOOL_FINGER",
        0x146: "BTN_TOOL_MOUSE", 0x147: "BTN_TOOL_LENS", 0x148: "BTN_TOOL_QUINTTAP",
        0x149: "BTN_STYLUS3", 0x14a: "BTN_TOUCH", 0x14b: "BTN_STYLUS", 0x14c: "BTN_STYLUS2",
        0x14d: "BTN_TOOL_DOUBLETAP", 0x14e: "BTN_TOOL_TRIPLETAP", 0x14f: "BTN_TOOL_QUADTAP",
    ]
    private static let absNames: [UInt16: String] = [
        0x00: "ABS_X", 0x01: "ABS_Y", 0x02: "ABS_Z", 0x03: "ABS_RX", 0x04: "ABS_RY", 0x05: "ABS_RZ",
        0x06: "ABS_THROTTLE", 0x07: "ABS_RUDDER", 0x08: "ABS_WHEEL", 0x18: "ABS_PRESSURE",
        0x19: "ABS_DISTANCE", 0x1a: "ABS_TILT_X", 0x1b: "ABS_TILT_Y", 0x1c: "ABS_TOOL_WIDTH",
        0x20: "ABS_VOLUME", 0x28: "ABS_MISC", 0x2f: "ABS_MT_SLOT", 0x30: "ABS_MT_TOUCH_MAJOR",
        0x31: "ABS_MT_TOUCH_MINOR", 0x32: "ABS_MT_WIDTH_MAJOR", 0x33: "ABS_MT_WIDTH_MINOR",
        0x34: "ABS_MT_ORIENTATION", 0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y",
        0x37: "ABS_MT_TOOL_TYPE", 0x38: "ABS_MT_BLOB_ID", 0x39: "ABS_MT_TRACKING_ID",
        0x3a: "ABS_MT_PRESSURE", 0x3b: "ABS_MT_DISTANCE", 0x3c: "ABS_MT_TOOL_X", 0x3d: "ABS_MT_TOOL_Y",
    ]
}
