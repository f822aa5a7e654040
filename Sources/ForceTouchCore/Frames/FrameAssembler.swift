/// Collects evdev events into frames: the state of every contact at each `SYN_REPORT`.
///
/// Multi-touch protocol B (slots; only changes are sent, so values persist), protocol A
/// (`SYN_MT_REPORT` groups, matched to the nearest contact of the previous frame), and
/// single-touch devices and pens (`BTN_TOUCH`, `ABS_X`/`ABS_Y`/`ABS_PRESSURE`).
///
/// After `SYN_DROPPED`, every event up to and including the next `SYN_REPORT` is dropped,
/// as the kernel documents. The next complete frame is a resync frame: a contact with no
/// event in it is taken as gone (its lift may have been lost) and ends; a contact with
/// events carries on. Sources that resynchronise themselves (libevdev) call `beginResync()`
/// instead: their next frame states every change, so only the contacts it ends are gone.
public struct FrameAssembler: Sendable {
    /// What applying one event did.
    @frozen
    public enum Result: Hashable, Sendable, BitwiseCopyable {
        /// The event was applied; the frame is still open.
        case applied
        /// `SYN_REPORT` ended a frame: read the contacts.
        case frameEnded
        /// `SYN_REPORT` ended the first frame after lost events: its ends are losses, not lifts.
        case resyncFrameEnded
        /// The event is being dropped after `SYN_DROPPED`.
        case dropped
        /// The event was wrong for this device; see `InputAnomaly` for what was applied.
        case anomaly(InputAnomaly)
    }

    /// Where the assembler is with respect to lost events.
    @usableFromInline
    enum SyncState: UInt8, Sendable, BitwiseCopyable {
        /// Every event applies.
        case normal
        /// After `SYN_DROPPED`: events are dropped up to and including the next `SYN_REPORT`.
        case discarding
        /// The first complete frame after a drop: contacts without events in it end.
        case firstFrameAfterDrop
        /// The source resynchronised itself: the frame states every change.
        case resynchronised
    }

    /// Contacts protocol A devices may report at once.
    public static let anonymousCapacity = 16
    /// Slots beyond this are refused at set-up (the kernel's largest real devices have 60).
    public static let maximumSlots = 256

    /// One slot: its contact as of the last frame, and what the open frame changes.
    @usableFromInline
    struct Slot: Sendable, BitwiseCopyable {
        @usableFromInline var contact = Contact()
        /// The tracking id the open frame ends with; -1 when it ends with no contact.
        @usableFromInline var pendingID: Int32 = -1
        /// The open frame lifted the contact (it may also have put a new one down).
        @usableFromInline var sawEnd = false
        /// The slot had an event in the open frame; kept only in the first frame after a drop.
        @usableFromInline var touched = false
        @inlinable init() {}
    }

    public let contactProtocol: ContactProtocol
    @usableFromInline let _declared: DeclaredCodes
    /// Every slot's state, in one value per slot, sized once at set-up. The selected slot's
    /// entry is stale while it is selected: `_selected` holds it.
    @usableFromInline var _slots: ContiguousArray<Slot>
    /// The selected slot (always 0 for single touch); -1 after an `ABS_MT_SLOT` out of range.
    @usableFromInline var _slot: Int = 0
    /// The selected slot's state, out of `_slots` until another slot is selected or the frame
    /// ends, so that an axis event is one store (single touch and protocol B only).
    @usableFromInline var _selected = Slot()
    @usableFromInline var _sharedPressure: Int32 = 0
    @usableFromInline var _sync = SyncState.normal
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
            if let slot = device.absInfo[.absMTSlot], slot.minimum != 0 { throw .slotsNotFromZero(slot) }
        case .anonymous: count = Self.anonymousCapacity
        case .single: count = 1
        }
        _declared = DeclaredCodes(device)
        _slots = ContiguousArray(repeating: Slot(), count: count)
        _groups = ContiguousArray(repeating: Contact(), count: contactProtocol == .anonymous ? Self.anonymousCapacity : 0)
        _usesTouchButton = device.has(.key, .buttonTouch)
        if let slot = device.absInfo[.absMTSlot], slot.value >= 0, Int(slot.value) < count { _slot = Int(slot.value) }
    }

    /// Whether `_selected` stands for a slot: single touch and protocol B, with a slot in range.
    @inlinable var selects: Bool { contactProtocol != .anonymous && _slot >= 0 }

    /// Puts the selected slot's state back into `_slots`.
    @inlinable @inline(__always)
    mutating func storeSelected() {
        if selects { _slots[_slot] = _selected }
    }

    /// Takes the selected slot's state out of `_slots`.
    @inlinable @inline(__always)
    mutating func loadSelected() {
        if selects { _selected = _slots[_slot] }
    }

    /// The number of contacts a frame holds: the slots, or the assembler's own for protocol A
    /// and single touch.
    @inlinable public var slotCount: Int { _slots.count }
    /// The contact in `slot` as of the last frame, in device units.
    /// - Precondition: `slot` is below `slotCount`.
    @inlinable public func contact(inSlot slot: Int) -> Contact {
        slot == _slot && selects ? _selected.contact : _slots[slot].contact
    }

    /// The contact in `slot` right after a frame ended, when `_slots` holds every slot.
    @inlinable func endedContact(inSlot slot: Int) -> Contact { _slots[slot].contact }
    /// `ABS_PRESSURE`, shared by every contact on devices without per-contact pressure.
    @inlinable public var sharedPressure: Int32 { _sharedPressure }

    /// Marks the next frame as a resync frame without dropping anything, for sources that
    /// resynchronise themselves (libevdev's `LIBEVDEV_READ_STATUS_SYNC`).
    public mutating func beginResync() {
        _sync = .resynchronised
    }

    /// Forgets every contact, as if all had lifted unseen: for a recognizer that ended them itself.
    public mutating func forgetContacts() {
        storeSelected()
        defer { loadSelected() }
        for index in _slots.indices {
            _slots[index].contact.trackingID = -1
            _slots[index].contact.phase = .idle
            _slots[index].pendingID = -1
            _slots[index].sawEnd = false
        }
    }

    /// Applies one event.
    /// - Complexity: O(1), no allocation; O(slots) at `SYN_REPORT` and for a new tracking id.
    @inlinable @inline(__always)
    public mutating func apply(_ event: InputEvent) -> Result {
        if _sync == .discarding {
            if event.type == .syn && event.code == .synReport { _sync = .firstFrameAfterDrop }
            return .dropped
        }
        guard _declared.declares(event.type, event.code) else { return .anomaly(.undeclaredCode) }
        switch event.type {
        case .syn:
            switch event.code {
            case .synReport:
                return endFrame()
            case .synDropped:
                _sync = .discarding
                if contactProtocol == .anonymous { _groupCount = 0; _group = Contact(); _groupHasData = false }
                return .dropped
            case .synMTReport:
                return endGroup()
            default:
                return .applied
            }
        case .abs:
            // Protocol B's positions and pressure, and the kernel's single-touch emulation
            // beside them, are most of any stream: at most one store each, inline.
            if contactProtocol == .slots, _slot >= 0, _sync != .firstFrameAfterDrop {
                switch event.code {
                case .absMTPositionX: _selected.contact.x = event.value; return .applied
                case .absMTPositionY: _selected.contact.y = event.value; return .applied
                case .absMTPressure: _selected.contact.pressure = event.value; return .applied
                case .absPressure: _sharedPressure = event.value; return .applied
                case .absX, .absY: return .applied
                default: break
                }
            }
            return applyAxis(event.code, event.value)
        case .key:
            guard event.code == .buttonTouch, contactProtocol == .single else { return .applied }
            _selected.pendingID = event.value != 0 ? (_selected.pendingID >= 0 ? _selected.pendingID : takeID()) : -1
            if event.value == 0 { _selected.sawEnd = true }
            touch()
            return .applied
        default:
            return .applied
        }
    }

    /// Notes that the selected slot had an event, in the one frame where that matters.
    @inlinable @inline(__always)
    mutating func touch() {
        if _sync == .firstFrameAfterDrop { _selected.touched = true }
    }

    @inlinable
    mutating func applyAxis(_ code: EventCode, _ value: Int32) -> Result {
        if code == .absPressure {
            _sharedPressure = value
            if contactProtocol == .single {
                _selected.contact.pressure = value
                if !_usesTouchButton { _selected.pendingID = value > 0 ? (_selected.pendingID >= 0 ? _selected.pendingID : takeID()) : -1 }
                touch()
            }
            return .applied
        }
        switch contactProtocol {
        case .single:
            if code == .absX { _selected.contact.x = value; touch() } else if code == .absY { _selected.contact.y = value; touch() }
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
                storeSelected()
                _slot = value >= 0 && Int(value) < _slots.count ? Int(value) : -1
                loadSelected()
                return _slot >= 0 ? .applied : .anomaly(.slotOutOfRange)
            }
            guard code.rawValue >= EventCode.absMTTouchMajor.rawValue, code.rawValue <= EventCode.absMTPressure.rawValue else {
                return .applied
            }
            guard _slot >= 0 else { return .anomaly(.slotOutOfRange) }
            touch()
            switch code {
            case .absMTTrackingID:
                if value < 0 {
                    if _selected.pendingID >= 0 { _selected.sawEnd = true }
                    _selected.pendingID = -1
                } else if value != _selected.pendingID {
                    _selected.pendingID = value
                    if isHeldElsewhere(value) { return .anomaly(.trackingIDReused) }
                }
            case .absMTPositionX: _selected.contact.x = value
            case .absMTPositionY: _selected.contact.y = value
            case .absMTPressure: _selected.contact.pressure = value
            case .absMTTouchMajor: _selected.contact.touchMajor = value
            case .absMTTouchMinor: _selected.contact.touchMinor = value
            default: break
            }
            return .applied
        }
    }

    /// Whether a slot other than the selected one holds tracking id `id` (`_slots` holds
    /// every slot but the selected one).
    @inlinable
    func isHeldElsewhere(_ id: Int32) -> Bool {
        for index in _slots.indices where index != _slot && _slots[index].pendingID == id { return true }
        return false
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
        guard _groupCount < _groups.count else { return .anomaly(.tooManyContacts) }
        _groups[_groupCount] = _group
        _groupCount &+= 1
        return .applied
    }

    /// Settles every slot's phase at `SYN_REPORT`.
    @inlinable
    mutating func endFrame() -> Result {
        if contactProtocol == .anonymous { matchGroups() }
        let sync = _sync
        let afterDrop = sync == .firstFrameAfterDrop, anonymous = contactProtocol == .anonymous
        let selected = _selected, selectedSlot = selects ? _slot : -1
        _selected = _slots.withUnsafeMutableBufferPointer { slots in
            if selectedSlot >= 0 { slots[selectedSlot] = selected }
            for index in slots.indices {
                let committed = slots[index].contact.trackingID
                var pending = slots[index].pendingID
                // After a drop, a contact that says nothing in the first complete frame is taken as gone.
                if afterDrop, !anonymous, committed >= 0, pending == committed, !slots[index].touched {
                    pending = -1
                    slots[index].pendingID = -1
                }
                let phase: Contact.Phase
                if committed < 0 {
                    phase = pending < 0 ? .idle : .began
                } else if pending < 0 {
                    phase = .ended
                } else {
                    phase = pending != committed || slots[index].sawEnd ? .replaced : .continued
                }
                slots[index].contact.phase = phase
                slots[index].contact.trackingID = pending
                slots[index].sawEnd = false
                if afterDrop { slots[index].touched = false }
            }
            return selectedSlot >= 0 ? slots[selectedSlot] : selected
        }
        _sync = .normal
        return sync == .normal ? .frameEnded : .resyncFrameEnded
    }

    /// Protocol A: gives each group of this frame the slot of the nearest contact of the last one.
    @inlinable
    mutating func matchGroups() {
        let previous = _slots.count
        var slotTaken: UInt64 = 0      // slots matched in this frame
        var groupTaken: UInt64 = 0
        // Greedy: the closest (slot, group) pair first, until one side runs out.
        while true {
            var best = UInt64.max, bestSlot = -1, bestGroup = -1
            for slot in 0..<previous where _slots[slot].contact.trackingID >= 0 && slotTaken & (1 << slot) == 0 {
                for group in 0..<_groupCount where groupTaken & (1 << group) == 0 {
                    let distance = Self.squaredDistance(_slots[slot].contact, _groups[group])
                    if distance < best || bestSlot < 0 { best = distance; bestSlot = slot; bestGroup = group }
                }
            }
            guard bestSlot >= 0 else { break }
            slotTaken |= 1 << bestSlot
            groupTaken |= 1 << bestGroup
            place(group: bestGroup, in: bestSlot, id: _slots[bestSlot].contact.trackingID)
        }
        for group in 0..<_groupCount where groupTaken & (1 << group) == 0 {
            for slot in 0..<previous where _slots[slot].contact.trackingID < 0 && slotTaken & (1 << slot) == 0 {
                slotTaken |= 1 << slot
                place(group: group, in: slot, id: takeID())
                break
            }
        }
        for slot in 0..<previous where slotTaken & (1 << slot) == 0 { _slots[slot].pendingID = -1 }
        _groupCount = 0
    }

    /// The squared distance between two positions in device units, saturating at `UInt64.max`:
    /// each axis differs by less than 2^32, so each square fits; only their sum can overflow.
    @inlinable
    static func squaredDistance(_ a: Contact, _ b: Contact) -> UInt64 {
        let dx = (Int64(a.x) - Int64(b.x)).magnitude
        let dy = (Int64(a.y) - Int64(b.y)).magnitude
        let (sum, overflow) = (dx * dx).addingReportingOverflow(dy * dy)
        return overflow ? .max : sum
    }

    @inlinable
    mutating func place(group: Int, in slot: Int, id: Int32) {
        let source = _groups[group]
        _slots[slot].contact.x = source.x
        _slots[slot].contact.y = source.y
        _slots[slot].contact.pressure = source.pressure
        _slots[slot].contact.touchMajor = source.touchMajor
        _slots[slot].contact.touchMinor = source.touchMinor
        _slots[slot].pendingID = id
    }
}
