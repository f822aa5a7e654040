import ForceTouchCore
import ForceTouchTraces

/// Builds recordings frame by frame the way the kernel sends them: protocol B sends only
/// what changed, single-touch devices `BTN_TOUCH` and `ABS_*`; every frame ends with `SYN_REPORT`.
public struct TraceBuilder {
    private struct SlotState { var trackingID: Int32 = -1; var x: Int32 = -1; var y: Int32 = -1; var pressure: Int32 = -1 }

    public private(set) var trace: Trace
    private var slots: [SlotState]
    private var selectedSlot: Int32 = 0
    private var nextTrackingID: Int32 = 100
    private var frameEvents: [(EventType, EventCode, Int32)] = []
    private let pressureMaximum: Int32
    private let perContactPressure: Bool
    private let hasSharedPressure: Bool

    public init(device: DeviceDescription) {
        trace = Trace(device: device, events: [])
        slots = Array(repeating: SlotState(), count: max(1, device.slotCount))
        switch device.pressureSource {
        case let .perContact(info): pressureMaximum = info.maximum; perContactPressure = true
        case let .shared(info): pressureMaximum = info.maximum; perContactPressure = false
        case .none: pressureMaximum = 0; perContactPressure = false
        }
        hasSharedPressure = device.absInfo[.absPressure] != nil
    }

    /// Raw pressure for force `f` on this device.
    public func raw(force f: Double) -> Int32 { Int32((f * Double(pressureMaximum)).rounded()) }

    /// Puts a contact at (x, y) mm-free device units with force `force` in `slot`,
    /// starting it if the slot is free. Only what changed is sent.
    public mutating func touch(slot: Int = 0, x: Int32, y: Int32, force: Double? = nil) {
        let pressure = force.map(raw(force:))
        if trace.device.contactProtocol == .single {
            if slots[0].trackingID < 0 {
                slots[0].trackingID = 0
                frameEvents.append((.key, .buttonTouch, 1))
            }
            if slots[0].x != x { frameEvents.append((.abs, .absX, x)); slots[0].x = x }
            if slots[0].y != y { frameEvents.append((.abs, .absY, y)); slots[0].y = y }
            if let pressure, slots[0].pressure != pressure { frameEvents.append((.abs, .absPressure, pressure)); slots[0].pressure = pressure }
            return
        }
        select(slot)
        if slots[slot].trackingID < 0 {
            slots[slot].trackingID = nextTrackingID
            frameEvents.append((.abs, .absMTTrackingID, nextTrackingID))
            nextTrackingID += 1
        }
        if slots[slot].x != x { frameEvents.append((.abs, .absMTPositionX, x)); slots[slot].x = x }
        if slots[slot].y != y { frameEvents.append((.abs, .absMTPositionY, y)); slots[slot].y = y }
        if let pressure, perContactPressure, slots[slot].pressure != pressure {
            frameEvents.append((.abs, .absMTPressure, pressure))
            slots[slot].pressure = pressure
        }
    }

    /// Lifts the contact in `slot`.
    public mutating func lift(slot: Int = 0) {
        if trace.device.contactProtocol == .single {
            guard slots[0].trackingID >= 0 else { return }
            slots[0].trackingID = -1
            frameEvents.append((.key, .buttonTouch, 0))
            if hasSharedPressure, slots[0].pressure != 0 { frameEvents.append((.abs, .absPressure, 0)); slots[0].pressure = 0 }
            return
        }
        guard slots[slot].trackingID >= 0 else { return }
        select(slot)
        slots[slot].trackingID = -1
        frameEvents.append((.abs, .absMTTrackingID, -1))
    }

    /// Sends a key (`BTN_TOOL_PEN` proximity, a button) in this frame.
    public mutating func key(_ code: EventCode, _ value: Int32) {
        frameEvents.append((.key, code, value))
    }

    /// Ends the frame at `seconds` with `SYN_REPORT`.
    public mutating func sync(at seconds: Double) {
        let time = Timestamp(microseconds: Int64((seconds * 1_000_000).rounded()))
        for (type, code, value) in frameEvents {
            trace.events.append(InputEvent(time: time, type: type, code: code, value: value))
        }
        frameEvents.removeAll()
        trace.events.append(InputEvent(time: time, type: .syn, code: .synReport, value: 0))
    }

    private mutating func select(_ slot: Int) {
        guard Int32(slot) != selectedSlot else { return }
        selectedSlot = Int32(slot)
        frameEvents.append((.abs, .absMTSlot, Int32(slot)))
    }
}
