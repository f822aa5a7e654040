/// Collects evdev events into frames: the state of every contact at each `SYN_REPORT`.
///
/// Multi-touch protocol B (slots; only changes are sent, so values persist), protocol A
/// (`SYN_MT_REPORT` groups, matched to the nearest contact of the previous frame), and
/// single-touch devices and pens (`BTN_TOUCH`, `ABS_X`/`ABS_Y`/`ABS_PRESSURE`).
/// After `SYN_DROPPED` every event up to and including the next `SYN_REPORT` is dropped,
/// as the kernel documents, and the next frame is marked as a resync frame.
public struct FrameAssembler: Sendable {
    /// Why an event was not applied.
    @frozen
    public enum Result: Hashable, Sendable, BitwiseCopyable {
        /// The event was applied; the frame is still open.
        case applied
        /// `SYN_REPORT` ended a frame: read `contacts`.
        case frameEnded
        /// The event is being dropped after `SYN_DROPPED`.
        case dropped
        /// The event cannot apply (a slot outside the device's range, too many protocol-A contacts).
        case ignored
    }

    /// Contacts protocol A devices may report at once.
    public static let anonymousCapacity = 16
    /// Slots beyond this are refused at set-up (the kernel's largest real devices have 60).
    public static let maximumSlots = 256

    public let contactProtocol: ContactProtocol
    @usableFromInline var _contacts: ContiguousArray<Contact>
    @usableFromInline var _pendingID: ContiguousArray<Int32>
    @usableFromInline var _sawEnd: ContiguousArray<Bool>
    @usableFromInline var _slot: Int = 0
    @usableFromInline var _sharedPressure: Int32 = 0
    @usableFromInline var _dropping = false
    @usableFromInline var _resyncFrame = false
    @usableFromInline var _nextID: Int32 = 0
    @usableFromInline let _usesTouchButton: Bool
    // Protocol A: the groups of the open frame.
    @usableFromInline var _groups: ContiguousArray<Contact>
    @usableFromInline var _groupCount = 0
    @usableFromInline var _group = Contact()
    @usableFromInline var _groupHasData = false

    public init(device: DeviceDescription) throws(SetupError) {
        contactProtocol = device.contactProtocol
        let count: Int
        switch contactProtocol {
        case .slots:
            count = device.slotCount
            guard count <= Self.maximumSlots else { throw .tooManySlots(count) }
        case .anonymous: count = Self.anonymousCapacity
        case .single: count = 1
        }
        _contacts = ContiguousArray(repeating: Contact(), count: count)
        _pendingID = ContiguousArray(repeating: -1, count: count)
        _sawEnd = ContiguousArray(repeating: false, count: count)
        _groups = ContiguousArray(repeating: Contact(), count: contactProtocol == .anonymous ? Self.anonymousCapacity : 0)
        _usesTouchButton = device.has(.key, .buttonTouch)
        if let slot = device.absInfo[.absMTSlot] { _slot = Int(slot.value) }
    }

    /// The contacts of the last frame, one per slot.
    @inlinable public var contacts: ContiguousArray<Contact> { _contacts }
    /// `ABS_PRESSURE`, shared by every contact on devices without per-contact pressure.
    @inlinable public var sharedPressure: Int32 { _sharedPressure }
    /// Whether the last frame followed dropped events: its ends are losses, not lifts.
    @inlinable public var isResyncFrame: Bool { _resyncFrame }

    /// Marks the next frame as a resync frame without dropping anything: for sources
    /// that resynchronise themselves (libevdev's `LIBEVDEV_READ_STATUS_SYNC`).
    public mutating func beginResync() {
        _dropping = false
        _resyncFrame = true
    }

    /// Applies one event.
    /// - Complexity: O(1), no allocation; O(slots) at `SYN_REPORT`.
    @inlinable
    public mutating func apply(_ event: InputEvent) -> Result {
        if _dropping {
            if event.type == .syn && event.code == .synReport {
                _dropping = false
                _resyncFrame = true
            }
            return .dropped
        }
        switch event.type {
        case .syn:
            switch event.code {
            case .synReport:
                endFrame()
                return .frameEnded
            case .synDropped:
                _dropping = true
                return .dropped
            case .synMTReport:
                return endGroup()
            default:
                return .applied
            }
        case .abs:
            return applyAxis(event.code, event.value)
        case .key:
            guard event.code == .buttonTouch, contactProtocol == .single else { return .applied }
            _pendingID[0] = event.value != 0 ? (_pendingID[0] >= 0 ? _pendingID[0] : takeID()) : -1
            if event.value == 0 { _sawEnd[0] = true }
            return .applied
        default:
            return .applied
        }
    }

    @inlinable
    mutating func applyAxis(_ code: EventCode, _ value: Int32) -> Result {
        if code == .absPressure {
            _sharedPressure = value
            if contactProtocol == .single {
                _contacts[0].pressure = value
                if !_usesTouchButton { _pendingID[0] = value > 0 ? (_pendingID[0] >= 0 ? _pendingID[0] : takeID()) : -1 }
            }
            return .applied
        }
        switch contactProtocol {
        case .single:
            if code == .absX { _contacts[0].x = value } else if code == .absY { _contacts[0].y = value }
            return .applied
        case .anonymous:
            switch code {
            case .absMTPositionX: _group.x = value; _groupHasData = true
            case .absMTPositionY: _group.y = value; _groupHasData = true
            case .absMTPressure: _group.pressure = value
            case .absMTTouchMajor: _group.touchMajor = value
            case .absMTTouchMinor: _group.touchMinor = value
            default: break
            }
            return .applied
        case .slots:
            if code == .absMTSlot {
                _slot = value >= 0 && Int(value) < _contacts.count ? Int(value) : -1
                return _slot >= 0 ? .applied : .ignored
            }
            guard code.rawValue >= EventCode.absMTTouchMajor.rawValue, code.rawValue <= EventCode.absMTPressure.rawValue else {
                return .applied
            }
            guard _slot >= 0 else { return .ignored }
            switch code {
            case .absMTTrackingID:
                if value < 0 {
                    if _pendingID[_slot] >= 0 { _sawEnd[_slot] = true }
                    _pendingID[_slot] = -1
                } else {
                    _pendingID[_slot] = value
                }
            case .absMTPositionX: _contacts[_slot].x = value
            case .absMTPositionY: _contacts[_slot].y = value
            case .absMTPressure: _contacts[_slot].pressure = value
            case .absMTTouchMajor: _contacts[_slot].touchMajor = value
            case .absMTTouchMinor: _contacts[_slot].touchMinor = value
            default: break
            }
            return .applied
        }
    }

    @inlinable
    mutating func takeID() -> Int32 {
        defer { _nextID = _nextID == .max ? 0 : _nextID &+ 1 }
        return _nextID
    }

    @inlinable
    mutating func endGroup() -> Result {
        guard contactProtocol == .anonymous else { return .applied }
        defer { _group = Contact(); _groupHasData = false }
        guard _groupHasData else { return .applied }
        guard _groupCount < _groups.count else { return .ignored }
        _groups[_groupCount] = _group
        _groupCount &+= 1
        return .applied
    }

    /// Settles every slot's phase at `SYN_REPORT`.
    @inlinable
    mutating func endFrame() {
        if contactProtocol == .anonymous { matchGroups() }
        for index in _contacts.indices {
            let committed = _contacts[index].trackingID
            let pending = _pendingID[index]
            let phase: Contact.Phase
            if committed < 0 {
                phase = pending < 0 ? .idle : .began
            } else if pending < 0 {
                phase = .ended
            } else {
                phase = pending != committed || _sawEnd[index] ? .replaced : .continued
            }
            _contacts[index].phase = phase
            _contacts[index].trackingID = pending
            _sawEnd[index] = false
        }
    }

    /// A frame after this one is no longer a resync frame; called by the reader of the frame.
    @inlinable
    mutating func frameConsumed() { _resyncFrame = false }

    /// Protocol A: gives each group of this frame the slot of the nearest contact of the last one.
    @inlinable
    mutating func matchGroups() {
        let previous = _contacts.count
        var slotTaken: UInt64 = 0      // slots matched in this frame
        var groupTaken: UInt64 = 0
        // Greedy: the closest (slot, group) pair first, until one side runs out.
        while true {
            var best = Int64.max, bestSlot = -1, bestGroup = -1
            for slot in 0..<previous where _contacts[slot].trackingID >= 0 && slotTaken & (1 << slot) == 0 {
                for group in 0..<_groupCount where groupTaken & (1 << group) == 0 {
                    let dx = Int64(_contacts[slot].x) - Int64(_groups[group].x)
                    let dy = Int64(_contacts[slot].y) - Int64(_groups[group].y)
                    let distance = dx * dx + dy * dy
                    if distance < best { best = distance; bestSlot = slot; bestGroup = group }
                }
            }
            guard bestSlot >= 0 else { break }
            slotTaken |= 1 << bestSlot
            groupTaken |= 1 << bestGroup
            place(group: bestGroup, in: bestSlot, id: _contacts[bestSlot].trackingID)
        }
        for group in 0..<_groupCount where groupTaken & (1 << group) == 0 {
            for slot in 0..<previous where _contacts[slot].trackingID < 0 && slotTaken & (1 << slot) == 0 {
                slotTaken |= 1 << slot
                place(group: group, in: slot, id: takeID())
                break
            }
        }
        for slot in 0..<previous where slotTaken & (1 << slot) == 0 { _pendingID[slot] = -1 }
        _groupCount = 0
    }

    @inlinable
    mutating func place(group: Int, in slot: Int, id: Int32) {
        let source = _groups[group]
        _contacts[slot].x = source.x
        _contacts[slot].y = source.y
        _contacts[slot].pressure = source.pressure
        _contacts[slot].touchMajor = source.touchMajor
        _contacts[slot].touchMinor = source.touchMinor
        _pendingID[slot] = id
    }
}

/// Why a recognizer could not be set up for a device.
public enum SetupError: Error, Hashable, Sendable, CustomStringConvertible {
    case tooManySlots(Int)

    public var description: String {
        switch self {
        case let .tooManySlots(count):
            "the device declares \(count) slots; at most \(FrameAssembler.maximumSlots) are supported"
        }
    }
}
