import ForceTouch

/// A long multi-touch stream shaped like real use, for the benchmarks: protocol B on the
/// 5-slot touchpad below, 2 to 5 fingers at a time, each a pressure ramp up through peek
/// and pop and back down, with the jitter of a finger held still and the kernel's
/// single-touch emulation (`BTN_TOUCH`, `ABS_X`, `ABS_Y`, `ABS_PRESSURE`). Deterministic.
public struct TouchStream {
    /// The device the stream comes from: a clickpad with protocol B, 5 slots, `ABS_MT_PRESSURE`
    /// 0…255, 100 × 65 mm at 40 units/mm (the shape of the tests' synthetic touchpad, which
    /// lives in a target that is not a product).
    public static let device: DeviceDescription = {
        var device = DeviceDescription(name: "ForceTouch Benchmark Touchpad", id: InputID(bus: 0x18, vendor: 0x4654, product: 0x0001, version: 1))
        device.properties.insert(InputProperty.pointer.rawValue)
        device.properties.insert(InputProperty.buttonPad.rawValue)
        device.enable(.syn, .synReport)
        device.enable(.syn, .synDropped)
        for key in [EventCode.buttonLeft, .buttonToolFinger, .buttonTouch, .buttonToolDoubleTap] { device.enable(.key, key) }
        for (x, y) in [(EventCode.absX, EventCode.absY), (.absMTPositionX, .absMTPositionY)] {
            device.enable(.abs, x, absInfo: AbsInfo(minimum: 0, maximum: 4000, resolution: 40))
            device.enable(.abs, y, absInfo: AbsInfo(minimum: 0, maximum: 2600, resolution: 40))
        }
        device.enable(.abs, .absMTSlot, absInfo: AbsInfo(minimum: 0, maximum: 4))
        device.enable(.abs, .absMTTrackingID, absInfo: AbsInfo(minimum: 0, maximum: 65535))
        device.enable(.abs, .absMTPressure, absInfo: AbsInfo(minimum: 0, maximum: 255))
        device.enable(.abs, .absPressure, absInfo: AbsInfo(minimum: 0, maximum: 255))
        return device
    }()
    /// Frames between two `SYN_REPORT`s, in microseconds (a 125 Hz touchpad).
    public static let frameInterval: Int64 = 8_000
    /// Frames of one finger's press, from down to lift.
    static let pressLength = 56

    private struct Finger {
        var trackingID: Int32 = -1
        var start = Int.max
        var peak = 0.0
        var baseX: Int32 = 0, baseY: Int32 = 0
        var x: Int32 = -1, y: Int32 = -1, pressure: Int32 = -1
    }

    private var random: UInt64
    private var fingers = [Finger](repeating: Finger(), count: 5)
    private var frame = 0
    private var gestureEnd = 0
    private var selectedSlot: Int32 = 0
    private var nextTrackingID: Int32 = 1
    private var touching = false

    public init(seed: UInt64 = 0x5EED) { random = seed }

    /// Sends the events of the next frame, `SYN_REPORT` last, to `body`.
    public mutating func nextFrame(_ body: (InputEvent) -> Void) {
        if frame >= gestureEnd { startGesture() }
        let time = Timestamp(microseconds: Int64(frame) * Self.frameInterval)
        func send(_ type: EventType, _ code: EventCode, _ value: Int32) {
            body(InputEvent(time: time, type: type, code: code, value: value))
        }
        var first: Int?
        for slot in fingers.indices where fingers[slot].trackingID != -1 || frame == fingers[slot].start {
            let t = frame - fingers[slot].start
            guard t >= 0 else { continue }
            if Int32(slot) != selectedSlot { send(.abs, .absMTSlot, Int32(slot)); selectedSlot = Int32(slot) }
            if t == Self.pressLength {
                send(.abs, .absMTTrackingID, -1)
                fingers[slot].trackingID = -1
                fingers[slot].start = .max
                continue
            }
            if t == 0 {
                fingers[slot].trackingID = nextTrackingID
                send(.abs, .absMTTrackingID, nextTrackingID)
                nextTrackingID = nextTrackingID == 65535 ? 1 : nextTrackingID + 1
            }
            let x = fingers[slot].baseX + Int32(truncatingIfNeeded: next() % 5) - 2
            let y = fingers[slot].baseY + Int32(truncatingIfNeeded: next() % 5) - 2
            let half = Double(Self.pressLength) / 2
            let ramp = 1 - abs(Double(t) - half) / half
            let pressure = Int32((fingers[slot].peak * ramp * 255).rounded())
            if x != fingers[slot].x { send(.abs, .absMTPositionX, x); fingers[slot].x = x }
            if y != fingers[slot].y { send(.abs, .absMTPositionY, y); fingers[slot].y = y }
            if pressure != fingers[slot].pressure { send(.abs, .absMTPressure, pressure); fingers[slot].pressure = pressure }
            if first == nil { first = slot }
        }
        if let first {
            if !touching { send(.key, .buttonTouch, 1); touching = true }
            send(.abs, .absX, fingers[first].x)
            send(.abs, .absY, fingers[first].y)
            send(.abs, .absPressure, fingers[first].pressure)
        } else if touching {
            send(.key, .buttonTouch, 0)
            touching = false
        }
        send(.syn, .synReport, 0)
        frame += 1
    }

    /// The first `count` events (whole frames: the last frame may run over).
    public static func events(count: Int) -> [InputEvent] {
        var stream = TouchStream()
        var events: [InputEvent] = []
        events.reserveCapacity(count + 64)
        while events.count < count { stream.nextFrame { events.append($0) } }
        return events
    }

    /// 2 to 5 fingers, going down two frames apart, each reaching a peak force of 0.85 to 1.
    private mutating func startGesture() {
        let count = 2 + Int(next() % 4)
        for slot in 0..<count {
            fingers[slot].start = frame + 2 * slot
            fingers[slot].peak = 0.85 + Double(next() % 16) / 100
            fingers[slot].baseX = 400 + Int32(slot) * 700 + Int32(truncatingIfNeeded: next() % 100)
            fingers[slot].baseY = 800 + Int32(truncatingIfNeeded: next() % 1000)
        }
        // The last finger's lift, then two frames with nothing down.
        gestureEnd = frame + 2 * (count - 1) + Self.pressLength + 3
    }

    /// xorshift64: fast and deterministic.
    private mutating func next() -> UInt64 {
        random ^= random << 13
        random ^= random >> 7
        random ^= random << 17
        return random
    }
}
