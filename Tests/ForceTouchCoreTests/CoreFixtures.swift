import ForceTouchCore
import ForceTouchTestSupport

/// Devices and event streams built by hand, so the core is tested without the trace module.
enum CoreFixtures {
    static let pressureMaximum: Int32 = 1000

    /// Protocol B, 4 slots, 40 units/mm, `ABS_MT_PRESSURE` 0…1000.
    static func touchpad(pressure: Bool = true, semiMT: Bool = false) -> DeviceDescription {
        var device = DeviceDescription(name: "test touchpad")
        device.properties.insert(InputProperty.pointer.rawValue)
        if semiMT { device.properties.insert(InputProperty.semiMT.rawValue) }
        device.enable(.key, .buttonTouch)
        device.enable(.key, .buttonToolFinger)
        device.enable(.abs, .absMTSlot, absInfo: AbsInfo(minimum: 0, maximum: 3))
        device.enable(.abs, .absMTTrackingID, absInfo: AbsInfo(minimum: 0, maximum: 65535))
        device.enable(.abs, .absMTPositionX, absInfo: AbsInfo(minimum: 0, maximum: 4000, resolution: 40))
        device.enable(.abs, .absMTPositionY, absInfo: AbsInfo(minimum: 0, maximum: 2000, resolution: 40))
        if pressure { device.enable(.abs, .absMTPressure, absInfo: AbsInfo(minimum: 0, maximum: pressureMaximum)) }
        return device
    }

    static func raw(_ force: Double) -> Int32 { Int32((force * Double(pressureMaximum)).rounded()) }

    static func abs(_ code: EventCode, _ value: Int32, _ ms: Int64) -> InputEvent {
        InputEvent(time: Timestamp(microseconds: ms * 1000), type: .abs, code: code, value: value)
    }

    static func key(_ code: EventCode, _ value: Int32, _ ms: Int64) -> InputEvent {
        InputEvent(time: Timestamp(microseconds: ms * 1000), type: .key, code: code, value: value)
    }

    static func syn(_ ms: Int64, _ code: EventCode = .synReport) -> InputEvent {
        InputEvent(time: Timestamp(microseconds: ms * 1000), type: .syn, code: code, value: 0)
    }

    /// One contact in slot 0 at a fixed place, one frame per force every 10 ms, then lifted.
    static func press(forces: [Double], slot: Int32 = 0, id: Int32 = 7, x: Int32 = 1000, startMs: Int64 = 0) -> [InputEvent] {
        var events: [InputEvent] = []
        var ms = startMs
        events.append(abs(.absMTSlot, slot, ms))
        events.append(abs(.absMTTrackingID, id, ms))
        events.append(abs(.absMTPositionX, x, ms))
        events.append(abs(.absMTPositionY, 1000, ms))
        for force in forces {
            events.append(abs(.absMTPressure, raw(force), ms))
            events.append(syn(ms))
            ms += 10
        }
        events.append(abs(.absMTTrackingID, -1, ms))
        events.append(syn(ms))
        return events
    }

    static func run(_ events: [InputEvent], device: DeviceDescription = touchpad(), configuration: ClassifierConfiguration = .default) throws -> [GestureEvent] {
        var recognizer = try PressRecognizer(device: device, configuration: configuration)
        var out: [GestureEvent] = []
        for event in events { recognizer.process(event) { out.append($0) } }
        return out.summarized     // class, peak and duration: the reasons have tests of their own
    }

    static func event(_ ms: Int64, _ slot: Int, _ kind: GestureEvent.Kind) -> GestureEvent {
        GestureEvent(time: Timestamp(microseconds: ms * 1000), slot: slot, kind: kind)
    }
}
