/// One evdev event: the kernel's `struct input_event`.
@frozen
public struct InputEvent: Hashable, Sendable, BitwiseCopyable {
    public var time: Timestamp
    public var type: EventType
    public var code: EventCode
    public var value: Int32

    @inlinable
    public init(time: Timestamp, type: EventType, code: EventCode, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }
}

extension InputEvent: CustomStringConvertible {
    /// The event as evtest prints it, e.g. `EV_ABS ABS_MT_PRESSURE 42`.
    public var description: String {
        "\(type.name ?? "type \(type.rawValue)") \(EventCode.name(of: code, type: type) ?? "code \(code.rawValue)") \(value)"
    }
}
