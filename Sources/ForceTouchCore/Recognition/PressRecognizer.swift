/// Turns raw evdev events into gesture events: frames, force, and one press machine per contact.
///
/// The recognizer only wires the frame assembler, the normalisation and the per-contact
/// `PressMachine`s. Storage is sized once from the device; `process` does not allocate.
/// Time comes only from the events (and `tick(at:)`), so a replay is deterministic, and the
/// time of what it reports never runs backwards, whatever the input's time stamps do.
public struct PressRecognizer: Sendable {
    public let configuration: ClassifierConfiguration
    public let pressure: PressureSource
    /// The size of the touch surface in millimetres, from the position axes' ranges
    /// (150 mm for an axis without a resolution).
    public let surfaceWidth: Double, surfaceHeight: Double
    @usableFromInline var _frames: FrameAssembler
    @usableFromInline var _presses: ContiguousArray<PressMachine>
    /// The pressure axis's normalisation to 0…1; nil without pressure.
    @usableFromInline let _normalizer: ForceNormalizer?
    /// Which axis `pressure` reads, without its range: read per contact per frame, where
    /// switching over `pressure` itself, with its payloads, costs 6 to 7 instructions per
    /// event (callgrind).
    @usableFromInline let _pressureAxis: PressureAxis
    @usableFromInline let _xScale: AxisScale
    @usableFromInline let _yScale: AxisScale
    /// The latest event time seen: a later event stamped earlier counts as at this time.
    @usableFromInline var _lastTime: Timestamp?
    /// The time of the latest report: no report is earlier (a long press fired by `tick`
    /// may run ahead of the events' own time stamps).
    @usableFromInline var _reportedTime: Timestamp?
    @usableFromInline var _diagnostics = Diagnostics()
    /// Whether presses can reach peek by holding still: without it, no deadline is ever checked.
    @usableFromInline let _usesLongPress: Bool
    /// Until when no contact may enter a deeper stage: fingers moved together (pad rules).
    @usableFromInline var _suppressedUntil = Timestamp(microseconds: .min)
    /// Whether any pad rule is on: only then does a frame take the ruled path.
    @usableFromInline let _usesPadRules: Bool
    /// What the pad rules remember of each slot's press; empty without them.
    @usableFromInline var _memories: ContiguousArray<PressMachine.RuleMemory>

    /// - Throws: `SetupError` when the device has too many slots or an empty pressure range.
    public init(device: DeviceDescription, configuration: ClassifierConfiguration = .default) throws(SetupError) {
        self.configuration = configuration
        _frames = try FrameAssembler(device: device)
        pressure = device.pressureSource
        for code in [EventCode.absMTPressure, .absPressure] {
            if let info = device.absInfo[code], info.maximum <= info.minimum { throw .emptyPressureRange(code, info) }
        }
        let normalizer: ForceNormalizer? = switch pressure {
        case let .perContact(info), let .shared(info): ForceNormalizer(range: configuration.pressureRange ?? info.minimum...info.maximum)
        case .none: nil
        }
        _normalizer = normalizer
        _pressureAxis = if case .perContact = pressure { .perContact } else { .shared }
        let multiTouch = device.contactProtocol != .single
        let xAxis = device.absInfo[multiTouch ? .absMTPositionX : .absX], yAxis = device.absInfo[multiTouch ? .absMTPositionY : .absY]
        let xScale = AxisScale(xAxis), yScale = AxisScale(yAxis)
        _xScale = xScale
        _yScale = yScale
        surfaceWidth = xAxis.map { xScale.millimetres($0.maximum) } ?? 0
        surfaceHeight = yAxis.map { yScale.millimetres($0.maximum) } ?? 0
        // Semi-MT slots carry a bounding box's corners, which jump as fingers come and go:
        // they are no finger's movement, so the slop test does not apply there.
        let slop = device.has(.semiMT) ? Double.infinity : configuration.slop
        let longPress = configuration.longPressDuration.flatMap { seconds in
            normalizer == nil || configuration.longPressOnPressureDevices ? ClassifierConfiguration.microseconds(seconds) : nil
        }
        let settings = PressMachine.Settings(
            thresholds: configuration.thresholds, minimumDwell: configuration.minimumDwell,
            tapMaximum: ClassifierConfiguration.microseconds(configuration.tapMaximumDuration),
            slopSquared: slop * slop, longPress: longPress, padRules: configuration.padRules)
        _presses = ContiguousArray(repeating: PressMachine(settings: settings), count: _frames.slotCount)
        _usesLongPress = longPress != nil
        let rules = configuration.padRules
        _usesPadRules = rules.dynamicHysteresis || rules.tracksSpeed
        _memories = ContiguousArray(
            repeating: PressMachine.RuleMemory(x: 0, y: 0, time: Timestamp(microseconds: 0)), count: _usesPadRules ? _frames.slotCount : 0)
    }

    /// The number of contacts a frame holds.
    @inlinable public var slotCount: Int { _frames.slotCount }
    /// The contact in `slot` as of the last frame, in device units.
    @inlinable public func contact(inSlot slot: Int) -> Contact { _frames.contact(inSlot: slot) }
    /// The press machine of `slot`: its state, stage and long-press deadline.
    @inlinable public func press(inSlot slot: Int) -> PressMachine { _presses[slot] }
    public var diagnostics: Diagnostics { _diagnostics }

    /// Feeds one event; gesture events of a frame are emitted at its `SYN_REPORT`.
    /// - Complexity: O(1), no allocation; O(slots) at `SYN_REPORT`.
    @inlinable @inline(__always)
    public mutating func process(_ event: InputEvent, _ gestures: (GestureEvent) -> Void) {
        process(event, wantsSamples: false, samples: { _ in }, gestures: gestures)
    }

    /// Feeds one event; `samples` gets every contact's force in each frame, for animation.
    /// - Complexity: O(1), no allocation; O(slots) at `SYN_REPORT`.
    @inlinable
    public mutating func process(
        _ event: InputEvent,
        samples: (ForceSample) -> Void,
        gestures: (GestureEvent) -> Void
    ) {
        process(event, wantsSamples: true, samples: samples, gestures: gestures)
    }

    /// Feeds one event; no sample is built unless `wantsSamples`.
    @inlinable @inline(__always)
    mutating func process(
        _ event: InputEvent,
        wantsSamples: Bool,
        samples: (ForceSample) -> Void,
        gestures: (GestureEvent) -> Void
    ) {
        var time = event.time
        if let last = _lastTime, time < last {
            _diagnostics.timeWentBackwards &+= 1
            time = last
        }
        _lastTime = time
        switch _frames.apply(event) {
        case .applied: return
        case .dropped: _diagnostics.droppedEvents &+= 1
        case let .anomaly(anomaly): _diagnostics.count(anomaly)
        case .frameEnded: frameEnded(at: time, ends: .lift, wantsSamples: wantsSamples, samples: samples, gestures: gestures)
        case .resyncFrameEnded: frameEnded(at: time, ends: .loss, wantsSamples: wantsSamples, samples: samples, gestures: gestures)
        }
    }

    /// Fires long presses that are due by `time`, for live sources whose device sends
    /// nothing while a finger holds still. Replays need not call it.
    /// - Complexity: O(slots) per press fired, no allocation.
    @inlinable
    public mutating func tick(at time: Timestamp, _ gestures: (GestureEvent) -> Void) {
        fireLongPresses(upTo: time, gestures)
    }

    /// When the next long press falls due, if any: a live source's poll timeout.
    public var nextDeadline: Timestamp? {
        var next: Timestamp?
        for press in _presses {
            if let due = press.deadline, next.map({ due < $0 }) ?? true { next = due }
        }
        return next
    }

    /// Marks the next frame as following lost events, for sources that resynchronise
    /// themselves (libevdev): contacts it ends end with `cancel(.dropped)`. The `SYN_DROPPED`
    /// counts as one dropped event: the kernel does not say how many others it lost.
    public mutating func beginResync() {
        _diagnostics.droppedEvents &+= 1
        _frames.beginResync()
    }

    /// Ends every open contact with `cancel(reason)` at `time`, or at the latest time seen
    /// (end of a recording, device removed, input error). The recognizer can be used again
    /// afterwards; the contacts it ended are forgotten.
    public mutating func finish(at time: Timestamp? = nil, reason: CancelReason, _ gestures: (GestureEvent) -> Void) {
        let end = Self.latest(time, Self.latest(_lastTime, _reportedTime)) ?? Timestamp(microseconds: 0)
        _reportedTime = end
        for slot in _presses.indices {
            if case let .cancel(reason) = _presses[slot].lost(reason) {
                gestures(GestureEvent(time: end, slot: slot, kind: .cancel(reason)))
            }
        }
        _frames.forgetContacts()
    }

    static func latest(_ a: Timestamp?, _ b: Timestamp?) -> Timestamp? {
        guard let a else { return b }
        guard let b else { return a }
        return Swift.max(a, b)
    }

    /// Fires due long presses in the order of their deadlines, each at its deadline, so that
    /// reported time never runs backwards.
    @inlinable
    mutating func fireLongPresses(upTo time: Timestamp, _ gestures: (GestureEvent) -> Void) {
        guard _usesLongPress else { return }
        while true {
            var dueSlot = -1
            var due = time
            for slot in _presses.indices {
                if let deadline = _presses[slot].deadline, deadline <= due { due = deadline; dueSlot = slot }
            }
            guard dueSlot >= 0 else { return }
            let reported = Swift.max(due, _reportedTime ?? due)
            _reportedTime = reported
            let action = _presses[dueSlot].deadlinePassed(at: due)
            report(action, slot: dueSlot, time: reported, contact: _frames.contact(inSlot: dueSlot), gestures)
        }
    }

    @inlinable
    mutating func frameEnded(
        at time: Timestamp, ends: EndMeaning, wantsSamples: Bool, samples: (ForceSample) -> Void, gestures: (GestureEvent) -> Void
    ) {
        if _usesLongPress { fireLongPresses(upTo: time, gestures) }
        let time = Swift.max(time, _reportedTime ?? time)
        _reportedTime = time
        if _usesPadRules, configuration.padRules.gestureSuppression { noteMovingTogether(at: time) }
        for slot in _presses.indices {
            let contact = _frames.endedContact(inSlot: slot)
            switch contact.phase {
            case .idle:
                continue
            case .ended:
                end(slot: slot, at: time, meaning: ends, contact: contact, gestures)
                continue
            case .replaced:
                end(slot: slot, at: time, meaning: ends, contact: contact, gestures)
                begin(slot: slot, at: time, contact: contact, gestures)
            case .began:
                begin(slot: slot, at: time, contact: contact, gestures)
            case .continued:
                break
            }
            update(slot: slot, contact: contact, at: time, wantsSamples: wantsSamples, samples: samples, gestures: gestures)
        }
    }

    /// Two or more contacts moving at `PadRules.gestureSpeed` or more in this frame: a scroll,
    /// swipe or pinch, after which stages stay suppressed for `PadRules.gestureHold`.
    @inlinable
    mutating func noteMovingTogether(at time: Timestamp) {
        var moving = 0
        for slot in _presses.indices {
            let contact = _frames.endedContact(inSlot: slot)
            guard contact.phase == .continued else { continue }
            guard case .pressing = _presses[slot].state else { continue }
            let speed = _memories[slot].speed(toX: _xScale.millimetres(contact.x), y: _yScale.millimetres(contact.y), at: time)
            if speed >= PadRules.gestureSpeed { moving &+= 1 }
        }
        if moving >= 2 { _suppressedUntil = time.advanced(byMicroseconds: PadRules.gestureHold) }
    }

    @inlinable
    func force(of contact: Contact) -> Double {
        guard let normalizer = _normalizer else { return 0 }
        return normalizer.force(_pressureAxis == .perContact ? contact.pressure : _frames.sharedPressure)
    }

    @inlinable
    mutating func begin(slot: Int, at time: Timestamp, contact: Contact, _ gestures: (GestureEvent) -> Void) {
        let x = _xScale.millimetres(contact.x), y = _yScale.millimetres(contact.y)
        if _usesPadRules { _memories[slot] = PressMachine.RuleMemory(x: x, y: y, time: time) }
        let action = _presses[slot].contactDown(at: time, x: x, y: y)
        report(action, slot: slot, time: time, contact: contact, gestures)
    }

    @inlinable
    mutating func end(slot: Int, at time: Timestamp, meaning: EndMeaning, contact: Contact, _ gestures: (GestureEvent) -> Void) {
        let action = switch meaning {
        case .lift: _presses[slot].lifted(at: time)
        case .loss: _presses[slot].lost(.dropped)
        }
        report(action, slot: slot, time: time, contact: contact, gestures)
    }

    @inlinable
    mutating func update(
        slot: Int, contact: Contact, at time: Timestamp,
        wantsSamples: Bool, samples: (ForceSample) -> Void, gestures: (GestureEvent) -> Void
    ) {
        let f = force(of: contact)
        let x = _xScale.millimetres(contact.x), y = _yScale.millimetres(contact.y)
        let action = _usesPadRules
            ? _presses[slot].frameEnded(at: time, force: f, x: x, y: y, mayEnter: time >= _suppressedUntil, memory: &_memories[slot])
            : _presses[slot].frameEnded(force: f, x: x, y: y)
        report(action, slot: slot, time: time, contact: contact, gestures)
        guard wantsSamples, case let .pressing(press) = _presses[slot].state else { return }
        let thresholds = configuration.thresholds
        let progress: Double
        switch press.stages.stage {
        case .light:
            if _normalizer == nil, let longPress = _presses[slot].settings.longPress, longPress > 0 {
                progress = press.motion == .moved ? 0 : Double(time.microseconds(since: press.downTime)) / Double(longPress)
            } else {
                progress = f / thresholds.peek.enter
            }
        case .peek:
            progress = (f - thresholds.peek.enter) / (thresholds.pop.enter - thresholds.peek.enter)
        case .pop:
            progress = 1
        }
        samples(ForceSample(
            time: time, slot: slot, force: f, x: x, y: y,
            stage: press.stages.stage, progress: progress < 0 ? 0 : (progress > 1 ? 1 : progress)))
    }

    /// Turns a press machine's action into gesture events; counts impossible input.
    @inlinable
    mutating func report(_ action: PressMachine.Action, slot: Int, time: Timestamp, contact: Contact, _ gestures: (GestureEvent) -> Void) {
        switch action {
        case .none:
            return
        case .down:
            gestures(GestureEvent(time: time, slot: slot, kind: .down(
                force: force(of: contact), x: _xScale.millimetres(contact.x), y: _yScale.millimetres(contact.y))))
        case let .stage(stage):
            gestures(GestureEvent(time: time, slot: slot, kind: .stage(stage, force: force(of: contact))))
        case let .stages(first, second):
            let f = force(of: contact)
            gestures(GestureEvent(time: time, slot: slot, kind: .stage(first, force: f)))
            gestures(GestureEvent(time: time, slot: slot, kind: .stage(second, force: f)))
        case var .up(end):
            end.peakPressure = _normalizer?.raw(end.peak)
            gestures(GestureEvent(time: time, slot: slot, kind: .up(end)))
        case let .cancel(reason):
            gestures(GestureEvent(time: time, slot: slot, kind: .cancel(reason)))
        case .impossible:
            _diagnostics.impossibleTransitions &+= 1
        }
    }
}

/// What a contact's end in a frame means: a lift, or, in the first frame after lost events, a loss.
@usableFromInline
enum EndMeaning: Sendable {
    case lift, loss
}

/// The axis a recognizer reads force from: each contact's `ABS_MT_PRESSURE`, or the one
/// `ABS_PRESSURE` all contacts share.
@usableFromInline
enum PressureAxis: Sendable, BitwiseCopyable {
    case perContact, shared
}
