import ForceTouchCore
import ForceTouchTraces

/// Devices for generated recordings, shaped like real ones.
public enum SyntheticDevice {
    /// A clickpad with multi-touch protocol B, 5 slots, `ABS_MT_PRESSURE` 0…`pressureMaximum`,
    /// 100 × 65 mm at 40 units/mm.
    public static func touchpad(name: String = "ForceTouch Synthetic Touchpad", pressureMaximum: Int32 = 255, pressurePad: Bool = false) -> DeviceDescription {
        var device = DeviceDescription(name: name, id: InputID(bus: 0x18, vendor: 0x4654, product: 0x0001, version: 1))
        device.properties.insert(InputProperty.pointer.rawValue)
        device.properties.insert(InputProperty.buttonPad.rawValue)
        if pressurePad { device.properties.insert(InputProperty.pressurePad.rawValue) }
        addCommonTouchpad(to: &device)
        device.enable(.abs, .absMTPressure, absInfo: AbsInfo(minimum: 0, maximum: pressureMaximum))
        device.enable(.abs, .absPressure, absInfo: AbsInfo(minimum: 0, maximum: pressureMaximum))
        return device
    }

    /// A haptic pressure pad, as Linux 6.18 reports one: `INPUT_PROP_PRESSUREPAD`, force per
    /// touch on `ABS_MT_PRESSURE` 0…4000 at 2 units per gram (0…2000 g), and `FF_HAPTIC`. Its
    /// name is outside the built-in `forcetouch-synthetic` profile, so the pad gets the
    /// pressure-pad defaults (sensitivity 3) that its recording documents.
    public static func pressurePad() -> DeviceDescription {
        var device = DeviceDescription(name: "ForceTouch Haptic Pressure Pad (synthetic)", id: InputID(bus: 0x18, vendor: 0x4654, product: 0x0004, version: 1))
        device.properties.insert(InputProperty.pointer.rawValue)
        device.properties.insert(InputProperty.buttonPad.rawValue)
        device.properties.insert(InputProperty.pressurePad.rawValue)
        addCommonTouchpad(to: &device)
        device.enable(.abs, .absMTPressure, absInfo: AbsInfo(minimum: 0, maximum: 4000, resolution: 2))
        device.enable(.abs, .absPressure, absInfo: AbsInfo(minimum: 0, maximum: 4000, resolution: 2))
        device.enable(.ff, .ffHaptic)
        return device
    }

    /// A touchpad like `touchpad` but without any pressure axis (long press only).
    public static func touchpadWithoutPressure() -> DeviceDescription {
        var device = DeviceDescription(name: "ForceTouch Synthetic Touchpad Without Pressure", id: InputID(bus: 0x18, vendor: 0x4654, product: 0x0002, version: 1))
        device.properties.insert(InputProperty.pointer.rawValue)
        device.properties.insert(InputProperty.buttonPad.rawValue)
        addCommonTouchpad(to: &device)
        return device
    }

    /// A single-touch pen: `ABS_X`/`ABS_Y` at 100 units/mm, `ABS_PRESSURE` 0…4095,
    /// `BTN_TOOL_PEN` for proximity and `BTN_TOUCH` for the tip.
    public static func pen() -> DeviceDescription {
        var device = DeviceDescription(name: "ForceTouch Synthetic Pen", id: InputID(bus: 0x03, vendor: 0x4654, product: 0x0003, version: 1))
        device.properties.insert(InputProperty.direct.rawValue)
        device.enable(.syn, .synReport)
        device.enable(.key, .buttonToolPen)
        device.enable(.key, .buttonTouch)
        device.enable(.key, .buttonStylus)
        device.enable(.abs, .absX, absInfo: AbsInfo(minimum: 0, maximum: 30000, resolution: 100))
        device.enable(.abs, .absY, absInfo: AbsInfo(minimum: 0, maximum: 20000, resolution: 100))
        device.enable(.abs, .absPressure, absInfo: AbsInfo(minimum: 0, maximum: 4095))
        return device
    }

    private static func addCommonTouchpad(to device: inout DeviceDescription) {
        device.enable(.syn, .synReport)
        device.enable(.syn, .synDropped)
        for key in [EventCode.buttonLeft, .buttonToolFinger, .buttonTouch, .buttonToolDoubleTap] {
            device.enable(.key, key)
        }
        device.enable(.abs, .absX, absInfo: AbsInfo(minimum: 0, maximum: 4000, resolution: 40))
        device.enable(.abs, .absY, absInfo: AbsInfo(minimum: 0, maximum: 2600, resolution: 40))
        device.enable(.abs, .absMTSlot, absInfo: AbsInfo(minimum: 0, maximum: 4))
        device.enable(.abs, .absMTPositionX, absInfo: AbsInfo(minimum: 0, maximum: 4000, resolution: 40))
        device.enable(.abs, .absMTPositionY, absInfo: AbsInfo(minimum: 0, maximum: 2600, resolution: 40))
        device.enable(.abs, .absMTTrackingID, absInfo: AbsInfo(minimum: 0, maximum: 65535))
    }
}
