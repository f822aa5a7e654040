import ForceTouchCore
import ForceTouchTestSupport
import ForceTouchTraces
import Foundation

/// The devices the kernel tests make: what each is, and the presses played into it.
struct TestDevice {
    let description: DeviceDescription
    /// What `devices --json` must say of it: `kind`, `pressure`, `pressurePad`, and as JSON
    /// text `pressureRange`, `resolution` (units per mm) and `pressureUnit` (`"g"` with a resolution).
    let kind: String
    let pressure: String
    let pressurePad: Bool
    var pressureRange = "null"
    var resolution = "[0,0]"
    var pressureUnit = "null"
    /// Presses with known outcomes, or nil for a device without touches.
    let presses: Trace?
    /// Where the presses are as a file, for `replay`.
    let pressesFile: String?

    var name: String { description.name }
}

enum TestDevices {
    /// The six: a protocol-B touchpad with `ABS_MT_PRESSURE`, a touchscreen, a single-touch pen,
    /// a touchpad without pressure, a pressure pad (`INPUT_PROP_PRESSUREPAD`) and a keyboard.
    /// The touch devices play bundled recordings; the touchscreen's presses are written here.
    static func all(recordings: String, folder: String) throws -> [TestDevice] {
        func recorded(_ file: String, kind: String, pressure: String, pressurePad: Bool = false, range: String, resolution: String, unit: String = "null") throws -> TestDevice {
            let path = "\(recordings)/\(file)"
            let trace = try Trace.read(path: path)
            return TestDevice(description: trace.device, kind: kind, pressure: pressure, pressurePad: pressurePad, pressureRange: range, resolution: resolution,
                              pressureUnit: unit, presses: trace, pressesFile: path)
        }
        let screen = touchscreenPresses()
        let screenFile = "\(folder)/touchscreen-presses.evemu"
        try write(screen, to: screenFile)
        return [
            try recorded("two-fingers.evemu", kind: "touchpad", pressure: "per contact", range: "[0,255]", resolution: "[40,40]"),
            TestDevice(description: screen.device, kind: "touchscreen", pressure: "per contact", pressurePad: false, pressureRange: "[0,255]", resolution: "[16,16]",
                       presses: screen, pressesFile: screenFile),
            try recorded("pen-press.evemu", kind: "pen", pressure: "single", range: "[0,4095]", resolution: "[100,100]"),
            try recorded("long-press.evemu", kind: "touchpad", pressure: "none", range: "null", resolution: "[40,40]"),
            try recorded("pressure-pad.evemu", kind: "touchpad", pressure: "per contact", pressurePad: true, range: "[0,4000]", resolution: "[40,40]", unit: "\"g\""),
            TestDevice(description: keyboard(), kind: "other", pressure: "none", pressurePad: false, presses: nil, pressesFile: nil),
        ]
    }

    /// A 10-finger touchscreen with force per contact (0-255), 4096 × 4096 at 16 units/mm.
    static func touchscreen() -> DeviceDescription {
        var device = DeviceDescription(name: "ForceTouch Kernel Test Touchscreen", id: InputID(bus: 0x03, vendor: 0x4654, product: 0x0010, version: 1))
        device.properties.insert(InputProperty.direct.rawValue)
        device.enable(.syn, .synReport)
        device.enable(.key, .buttonTouch)
        device.enable(.abs, .absX, absInfo: AbsInfo(minimum: 0, maximum: 4095, resolution: 16))
        device.enable(.abs, .absY, absInfo: AbsInfo(minimum: 0, maximum: 4095, resolution: 16))
        device.enable(.abs, .absPressure, absInfo: AbsInfo(minimum: 0, maximum: 255))
        device.enable(.abs, .absMTSlot, absInfo: AbsInfo(minimum: 0, maximum: 9))
        device.enable(.abs, .absMTPositionX, absInfo: AbsInfo(minimum: 0, maximum: 4095, resolution: 16))
        device.enable(.abs, .absMTPositionY, absInfo: AbsInfo(minimum: 0, maximum: 4095, resolution: 16))
        device.enable(.abs, .absMTPressure, absInfo: AbsInfo(minimum: 0, maximum: 255))
        device.enable(.abs, .absMTTrackingID, absInfo: AbsInfo(minimum: 0, maximum: 65535))
        return device
    }

    /// A light tap, a press held at medium force, and a firm press that overlaps a second finger's tap.
    static func touchscreenPresses() -> Trace {
        var frames = TraceBuilder(device: touchscreen())
        var time = 0.0
        func hold(_ slot: Int, _ forces: [Double], x: Int32, y: Int32) {
            for force in forces {
                frames.touch(slot: slot, x: x, y: y, force: force)
                frames.sync(at: time)
                time += 0.01
            }
        }
        hold(0, [0.05, 0.1, 0.12, 0.1], x: 1000, y: 1000)
        frames.lift(slot: 0); frames.sync(at: time); time += 0.2
        hold(0, [0.2, 0.4, 0.6, 0.65, 0.66, 0.66, 0.66, 0.65, 0.64, 0.64, 0.5, 0.3], x: 2000, y: 2000)
        frames.lift(slot: 0); frames.sync(at: time); time += 0.2
        hold(0, [0.3, 0.6, 0.9, 0.95], x: 3000, y: 1500)
        frames.touch(slot: 1, x: 600, y: 3500, force: 0.08); hold(0, [0.95, 0.95, 0.95], x: 3000, y: 1500)
        frames.lift(slot: 1); hold(0, [0.9, 0.5], x: 3000, y: 1500)
        frames.lift(slot: 0); frames.sync(at: time)
        return frames.trace
    }

    /// A keyboard: letters, digits and the usual keys, which `record` must refuse.
    static func keyboard() -> DeviceDescription {
        var device = DeviceDescription(name: "ForceTouch Kernel Test Keyboard", id: InputID(bus: 0x11, vendor: 0x0001, product: 0x0001, version: 0xab41))
        device.enable(.syn, .synReport)
        for code in UInt16(1)...88 { device.enable(.key, EventCode(code)) }
        device.enable(.msc, EventCode(4))   // MSC_SCAN
        return device
    }

    static func write(_ trace: Trace, to path: String) throws {
        try EvemuWriter().write(trace).write(toFile: path, atomically: true, encoding: .utf8)
    }
}
