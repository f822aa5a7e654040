/// What a device says about itself: name, id, properties, the events it sends
/// and the range of each absolute axis. libevdev and evemu's header give the same facts.
public struct DeviceDescription: Hashable, Sendable {
    public var name: String
    public var id: InputID
    /// `INPUT_PROP_*` bits.
    public var properties: CodeBitSet
    /// The codes the device sends, per event type (evemu's `B:` lines).
    public var eventCodes: [EventType: CodeBitSet]
    /// The range of each absolute axis (evemu's `A:` lines).
    public var absInfo: [EventCode: AbsInfo]

    public init(
        name: String,
        id: InputID = InputID(bus: 0, vendor: 0, product: 0, version: 0),
        properties: CodeBitSet = CodeBitSet(),
        eventCodes: [EventType: CodeBitSet] = [:],
        absInfo: [EventCode: AbsInfo] = [:]
    ) {
        self.name = name
        self.id = id
        self.properties = properties
        self.eventCodes = eventCodes
        self.absInfo = absInfo
    }

    public func has(_ property: InputProperty) -> Bool { properties.contains(property.rawValue) }

    /// Whether the device declares `code` of `type`. An axis with a range counts as declared.
    public func has(_ type: EventType, _ code: EventCode) -> Bool {
        if type == .abs, absInfo[code] != nil { return true }
        return eventCodes[type]?.contains(code.rawValue) ?? false
    }

    /// Declares `code` of `type` (and its type), with `absInfo` for an absolute axis.
    public mutating func enable(_ type: EventType, _ code: EventCode, absInfo info: AbsInfo? = nil) {
        eventCodes[.syn, default: CodeBitSet()].insert(type.rawValue)
        eventCodes[type, default: CodeBitSet()].insert(code.rawValue)
        if let info { absInfo[code] = info }
    }

    /// The number of multi-touch slots (`ABS_MT_SLOT` maximum + 1), 0 without slots.
    public var slotCount: Int {
        guard let slot = absInfo[.absMTSlot], slot.maximum >= 0 else { return 0 }
        return Int(slot.maximum) + 1
    }

    /// How the device reports contacts.
    public var contactProtocol: ContactProtocol {
        if slotCount > 0 { return .slots }
        if absInfo[.absMTPositionX] != nil { return .anonymous }
        return .single
    }

    /// Where force comes from: per contact, one value for the device, or nowhere.
    public var pressureSource: PressureSource {
        if contactProtocol != .single, let info = absInfo[.absMTPressure], info.range > 0 { return .perContact(info) }
        if let info = absInfo[.absPressure], info.range > 0 { return .shared(info) }
        return .none
    }

    /// Whether the device plays haptic waveforms the host asks for (`EV_FF` with `FF_HAPTIC`).
    public var hasHaptics: Bool { has(.ff, .ffHaptic) }

    /// What sort of device this is, from its properties and tools (as libinput and udev decide).
    public var kind: DeviceKind {
        let keys = eventCodes[.key] ?? CodeBitSet()
        if keys.contains(EventCode.buttonToolPen.rawValue) || keys.contains(EventCode.buttonStylus.rawValue) { return .pen }
        let touches = absInfo[.absMTPositionX] != nil || keys.contains(EventCode.buttonTouch.rawValue)
        guard touches else { return .other }
        if has(.direct) { return .touchscreen }
        if keys.contains(EventCode.buttonToolFinger.rawValue) || has(.pointer) || has(.buttonPad) { return .touchpad }
        return .touchscreen
    }
}
