/// Turns raw evdev events into gesture events: frames, force, stages, classes.
///
/// The whole chain of the design (frame assembly, normalisation, the per-contact stage
/// machine) in one value. Storage is sized once from the device; `process` does not allocate.
/// Time comes only from the events (and `tick(at:)`), so a replay is deterministic.
public struct PressRecognizer: Sendable {
    /// Per-contact press state.
    @usableFromInline
    struct Press: Sendable {
        @usableFromInline var machine: PressStageMachine
        @usableFromInline var active = false
        @usableFromInline var downTime = Timestamp(microseconds: 0)
        @usableFromInline var downX: Int32 = 0
        @usableFromInline var downY: Int32 = 0
        @usableFromInline var moved = false
        @usableFromInline var longPressed = false
        @usableFromInline var peak = 0.0

        @usableFromInline init(machine: PressStageMachine) { self.machine = machine }
    }

    /// Counts of input the recognizer could not use, like libinput's bug log.
    public struct Diagnostics: Hashable, Sendable {
        /// Events dropped after `SYN_DROPPED`.
        public var droppedEvents = 0
        /// Events that could not apply (a slot outside the range, too many contacts).
        public var ignoredEvents = 0
    }

    public let configuration: ClassifierConfiguration
    public let pressure: PressureSource
    @usableFromInline var _frames: FrameAssembler
    @usableFromInline var _presses: ContiguousArray<Press>
    @usableFromInline let _normalizer: ForceNormalizer?
    @usableFromInline let _xScale: AxisScale
    @usableFromInline let _yScale: AxisScale
    @usableFromInline let _thresholds: PressThresholds
    @usableFromInline let _tapMaximum: Int64
    @usableFromInline let _slopSquared: Double
    /// Microseconds to a long press, or -1 when it is off for this device.
    @usableFromInline let _longPress: Int64
    @usableFromInline let _perContactPressure: Bool
    /// Semi-MT slots carry a bounding box's corners, which jump as fingers come and go:
    /// they are no finger's movement, so the slop test does not apply there.
    @usableFromInline let _tracksMovement: Bool
    @usableFromInline var _lastTime = Timestamp(microseconds: 0)
    @usableFromInline var _diagnostics = Diagnostics()

    public init(device: DeviceDescription, configuration: ClassifierConfiguration = .default) throws(SetupError) {
        self.configuration = configuration
        _frames = try FrameAssembler(device: device)
        let machine = PressStageMachine(thresholds: configuration.thresholds, minimumDwell: configuration.minimumDwell)
        _presses = ContiguousArray(repeating: Press(machine: machine), count: _frames.contacts.count)
        pressure = device.pressureSource
        let declared: AbsInfo?
        switch pressure {
        case let .perContact(info): declared = info; _perContactPressure = true
        case let .shared(info): declared = info; _perContactPressure = false
        case .none: declared = nil; _perContactPressure = false
        }
        if let range = configuration.pressureRange, declared != nil {
            _normalizer = ForceNormalizer(range: range)
        } else if let declared {
            _normalizer = ForceNormalizer(range: declared.minimum...declared.maximum)
        } else {
            _normalizer = nil
        }
        let multiTouch = device.contactProtocol != .single
        _xScale = AxisScale(device.absInfo[multiTouch ? .absMTPositionX : .absX])
        _yScale = AxisScale(device.absInfo[multiTouch ? .absMTPositionY : .absY])
        _tracksMovement = !device.has(.semiMT)
        _thresholds = configuration.thresholds
        _tapMaximum = Int64((configuration.tapMaximumDuration * 1_000_000).rounded())
        _slopSquared = configuration.slop * configuration.slop
        if let duration = configuration.longPressDuration, _normalizer == nil || configuration.longPressOnPressureDevices {
            _longPress = Int64((duration * 1_000_000).rounded())
        } else {
            _longPress = -1
        }
    }

    /// The contacts of the last frame, one per slot, in device units.
    public var contacts: ContiguousArray<Contact> { _frames.contacts }
    public var diagnostics: Diagnostics { _diagnostics }
    /// Whether presses can reach peek by holding still on this device.
    public var usesLongPress: Bool { _longPress >= 0 }

    /// Feeds one event; gesture events of a frame are emitted at its `SYN_REPORT`.
    /// - Complexity: O(1), no allocation; O(slots) at `SYN_REPORT`.
    @inlinable
    public mutating func process(_ event: InputEvent, _ gestures: (GestureEvent) -> Void) {
        process(event, samples: { _ in }, gestures: gestures)
    }

    /// Feeds one event; `samples` gets every contact's force in each frame, for animation.
    /// - Complexity: O(1), no allocation; O(slots) at `SYN_REPORT`.
    @inlinable
    public mutating func process(
        _ event: InputEvent,
        samples: (ForceSample) -> Void,
        gestures: (GestureEvent) -> Void
    ) {
        _lastTime = event.time
        switch _frames.apply(event) {
        case .applied: return
        case .dropped: _diagnostics.droppedEvents &+= 1
        case .ignored: _diagnostics.ignoredEvents &+= 1
        case .frameEnded: frameEnded(at: event.time, samples: samples, gestures: gestures)
        }
    }

    /// Fires long presses that are due by `time`, for live sources whose device sends
    /// nothing while a finger holds still. Replays need not call it.
    /// - Complexity: O(slots), no allocation.
    @inlinable
    public mutating func tick(at time: Timestamp, _ gestures: (GestureEvent) -> Void) {
        fireLongPresses(upTo: time, gestures)
    }

    /// When the next long press falls due, if any: a live source's poll timeout.
    public var nextDeadline: Timestamp? {
        guard _longPress >= 0 else { return nil }
        var next: Timestamp?
        for press in _presses where press.active && !press.longPressed && !press.moved {
            let due = Timestamp(microseconds: press.downTime.microseconds &+ _longPress)
            if next == nil || due < next! { next = due }
        }
        return next
    }

    /// Marks the next frame as following lost events, for sources that resynchronise
    /// themselves (libevdev): contacts gone in it end with `cancel(.dropped)`.
    public mutating func beginResync() {
        _frames.beginResync()
    }

    /// Ends every open contact with `cancel(reason)` at `time` (end of a recording,
    /// device removed). The recognizer can be used again afterwards.
    public mutating func finish(at time: Timestamp? = nil, reason: CancelReason, _ gestures: (GestureEvent) -> Void) {
        let time = time ?? _lastTime
        for slot in _presses.indices where _presses[slot].active {
            _presses[slot].active = false
            gestures(GestureEvent(time: time, slot: slot, kind: .cancel(reason)))
        }
    }

    @inlinable
    mutating func fireLongPresses(upTo time: Timestamp, _ gestures: (GestureEvent) -> Void) {
        guard _longPress >= 0 else { return }
        for slot in _presses.indices {
            let press = _presses[slot]
            guard press.active, !press.longPressed, !press.moved else { continue }
            let due = Timestamp(microseconds: press.downTime.microseconds &+ _longPress)
            guard due <= time else { continue }
            _presses[slot].longPressed = true
            let force = force(of: _frames.contacts[slot])
            emit(_presses[slot].machine.longPressElapsed(), time: due, slot: slot, force: force, gestures)
        }
    }

    @inlinable
    mutating func frameEnded(at time: Timestamp, samples: (ForceSample) -> Void, gestures: (GestureEvent) -> Void) {
        fireLongPresses(upTo: time, gestures)
        let resync = _frames.isResyncFrame
        _frames.frameConsumed()
        for slot in _presses.indices {
            let contact = _frames.contacts[slot]
            switch contact.phase {
            case .idle:
                continue
            case .ended:
                end(slot: slot, at: time, resync: resync, gestures)
                continue
            case .replaced:
                end(slot: slot, at: time, resync: resync, gestures)
                begin(slot: slot, contact: contact, at: time, gestures)
            case .began:
                begin(slot: slot, contact: contact, at: time, gestures)
            case .continued:
                guard _presses[slot].active else { continue }   // began before a reset
            }
            update(slot: slot, contact: contact, at: time, samples: samples, gestures: gestures)
        }
    }

    @inlinable
    func force(of contact: Contact) -> Double {
        guard let normalizer = _normalizer else { return 0 }
        return normalizer.force(_perContactPressure ? contact.pressure : _frames.sharedPressure)
    }

    @inlinable
    mutating func begin(slot: Int, contact: Contact, at time: Timestamp, _ gestures: (GestureEvent) -> Void) {
        var press = Press(machine: PressStageMachine(thresholds: _thresholds, minimumDwell: configuration.minimumDwell))
        press.active = true
        press.downTime = time
        press.downX = contact.x
        press.downY = contact.y
        _presses[slot] = press
        let kind = GestureEvent.Kind.down(
            force: force(of: contact), x: _xScale.millimetres(contact.x), y: _yScale.millimetres(contact.y))
        gestures(GestureEvent(time: time, slot: slot, kind: kind))
    }

    @inlinable
    mutating func end(slot: Int, at time: Timestamp, resync: Bool, _ gestures: (GestureEvent) -> Void) {
        guard _presses[slot].active else { return }
        _presses[slot].active = false
        let press = _presses[slot]
        if resync {
            gestures(GestureEvent(time: time, slot: slot, kind: .cancel(.dropped)))
            return
        }
        let duration = time.microseconds(since: press.downTime)
        let pressClass: PressClass
        switch press.machine.deepest {
        case .pop: pressClass = .pop
        case .peek: pressClass = .peek
        case .light: pressClass = duration <= _tapMaximum && !press.moved ? .tap : .none
        }
        gestures(GestureEvent(time: time, slot: slot, kind: .up(pressClass, peak: press.peak, duration: duration)))
    }

    @inlinable
    mutating func update(
        slot: Int, contact: Contact, at time: Timestamp,
        samples: (ForceSample) -> Void, gestures: (GestureEvent) -> Void
    ) {
        let f = force(of: contact)
        if f > _presses[slot].peak { _presses[slot].peak = f }
        if _tracksMovement, !_presses[slot].moved {
            let dx = (Double(contact.x) - Double(_presses[slot].downX)) / _xScale.unitsPerMillimetre
            let dy = (Double(contact.y) - Double(_presses[slot].downY)) / _yScale.unitsPerMillimetre
            if dx * dx + dy * dy > _slopSquared { _presses[slot].moved = true }
        }
        // A long press holds the contact at peek or deeper until it lifts.
        let effective = _presses[slot].longPressed && f < _thresholds.peek.enter ? _thresholds.peek.enter : f
        emit(_presses[slot].machine.frameEnded(force: effective), time: time, slot: slot, force: f, gestures)
        let stage = _presses[slot].machine.stage
        let progress: Double
        switch stage {
        case .light:
            if _normalizer == nil, _longPress > 0 {
                progress = _presses[slot].moved ? 0 : Double(time.microseconds(since: _presses[slot].downTime)) / Double(_longPress)
            } else {
                progress = f / _thresholds.peek.enter
            }
        case .peek:
            progress = (f - _thresholds.peek.enter) / (_thresholds.pop.enter - _thresholds.peek.enter)
        case .pop:
            progress = 1
        }
        samples(ForceSample(
            time: time, slot: slot, force: f,
            x: _xScale.millimetres(contact.x), y: _yScale.millimetres(contact.y),
            stage: stage, progress: progress < 0 ? 0 : (progress > 1 ? 1 : progress)))
    }

    @inlinable
    func emit(_ action: PressStageMachine.Action, time: Timestamp, slot: Int, force: Double, _ gestures: (GestureEvent) -> Void) {
        switch action {
        case .none:
            return
        case let .stage(stage):
            gestures(GestureEvent(time: time, slot: slot, kind: .stage(stage, force: force)))
        case let .stages(first, second):
            gestures(GestureEvent(time: time, slot: slot, kind: .stage(first, force: force)))
            gestures(GestureEvent(time: time, slot: slot, kind: .stage(second, force: force)))
        }
    }
}
