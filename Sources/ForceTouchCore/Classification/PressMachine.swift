/// One contact's press, from down to up or cancel, around its stage machine.
///
/// One method per input (the contact went down, a frame, the long-press deadline passed, it
/// lifted, it was lost), each returning the `Action` a host
/// reports. Input that makes no sense in the current state (a lift with nothing down)
/// changes nothing and returns `.impossible`, for the caller to count.
@frozen
public struct PressMachine: Sendable, BitwiseCopyable {
    /// What decides a press's class, in the units the machine works in.
    @frozen
    public struct Settings: Hashable, Sendable, BitwiseCopyable {
        public let thresholds: PressThresholds
        public let minimumDwell: UInt16
        /// The longest tap, in microseconds.
        public let tapMaximum: Int64
        /// The squared slop in mm²; infinite where positions are no finger's movement (semi-MT).
        public let slopSquared: Double
        /// Microseconds to a long press, or nil when there is none.
        public let longPress: Int64?
        public let padRules: PadRules

        public init(thresholds: PressThresholds, minimumDwell: UInt16, tapMaximum: Int64, slopSquared: Double, longPress: Int64?, padRules: PadRules = .off) {
            self.thresholds = thresholds
            self.minimumDwell = minimumDwell
            self.tapMaximum = tapMaximum
            self.slopSquared = slopSquared
            self.longPress = longPress
            self.padRules = padRules
        }
    }

    /// Whether a press has left the slop circle around where it went down.
    @frozen
    public enum Motion: Hashable, Sendable, BitwiseCopyable { case still, moved }

    /// The long press of one press.
    @frozen
    public enum LongPress: Hashable, Sendable, BitwiseCopyable {
        /// There is none: the device has pressure, the fallback is off, or the press moved.
        case off
        /// It fires at `deadline` if the press is still down and still by then.
        case armed(deadline: Timestamp)
        /// It has fired: the press stays at peek or deeper.
        case fired
    }

    /// A press in progress.
    @frozen
    public struct Press: Hashable, Sendable, BitwiseCopyable {
        public let downTime: Timestamp
        /// Where it went down, in millimetres.
        public let downX: Double, downY: Double
        public var peak: Double
        /// The farthest from where it went down so far, squared, in mm².
        public var farthestSquared: Double
        public var motion: Motion
        public var longPress: LongPress
        public var stages: PressStageMachine

        @inlinable
        init(downTime: Timestamp, downX: Double, downY: Double, stages: PressStageMachine, longPress: LongPress) {
            self.downTime = downTime
            self.downX = downX
            self.downY = downY
            peak = 0
            farthestSquared = 0
            motion = .still
            self.longPress = longPress
            self.stages = stages
        }
    }

    /// Where the machine is.
    @frozen
    public enum State: Hashable, Sendable, BitwiseCopyable {
        /// No contact.
        case idle
        /// A contact is down.
        case pressing(Press)
    }

    /// What a host reports for one input.
    @frozen
    public enum Action: Hashable, Sendable, BitwiseCopyable {
        case none
        case down
        case stage(Stage)
        /// Two stage changes in one frame.
        case stages(Stage, Stage)
        case up(PressEnd)
        case cancel(CancelReason)
        /// The input does not fit the state (nothing down, or already down); nothing changed.
        case impossible
    }

    public let settings: Settings
    @usableFromInline var _state = State.idle

    public init(settings: Settings) { self.settings = settings }

    @inlinable public var state: State { _state }

    /// The stage of the press in progress; light when idle.
    @inlinable public var stage: Stage {
        guard case let .pressing(press) = _state else { return .light }
        return press.stages.stage
    }

    /// When the long press of the press in progress fires, if it is armed.
    @inlinable public var deadline: Timestamp? {
        guard case let .pressing(press) = _state, case let .armed(deadline) = press.longPress else { return nil }
        return deadline
    }

    /// A contact went down at (`x`, `y`) mm.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public mutating func contactDown(at time: Timestamp, x: Double, y: Double) -> Action {
        guard case .idle = _state else { return .impossible }
        let longPress: LongPress = settings.longPress.map { .armed(deadline: time.advanced(byMicroseconds: $0)) } ?? .off
        _state = .pressing(Press(
            downTime: time, downX: x, downY: y,
            stages: PressStageMachine(thresholds: settings.thresholds, minimumDwell: settings.minimumDwell), longPress: longPress))
        return .down
    }

    /// What the pad rules remember of a press, kept by the caller beside the machine (the hot
    /// path without them copies the machine every frame, so it stays as small as it was).
    @frozen
    public struct RuleMemory: Hashable, Sendable, BitwiseCopyable {
        public var stages = PressStageMachine.Memory()
        /// Where and when the last frame had the contact, for its speed.
        public var lastX: Double, lastY: Double, lastTime: Timestamp

        @inlinable
        public init(x: Double, y: Double, time: Timestamp) {
            lastX = x
            lastY = y
            lastTime = time
        }

        /// How fast the contact moves to (`x`, `y`) mm at `time`, in mm/s; 0 in the same frame.
        @inlinable
        public func speed(toX x: Double, y: Double, at time: Timestamp) -> Double {
            let elapsed = time.microseconds(since: lastTime)
            guard elapsed > 0 else { return 0 }
            let dx = x - lastX, dy = y - lastY
            return (dx * dx + dy * dy).squareRoot() / (Double(elapsed) / 1e6)
        }
    }

    /// A frame ended with the contact at force `force` and position (`x`, `y`) mm.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public mutating func frameEnded(force: Double, x: Double, y: Double) -> Action {
        guard case var .pressing(press) = _state else { return .impossible }
        Self.track(&press, force: force, x: x, y: y, settings: settings)
        let action = press.stages.frameEnded(force: force)
        _state = .pressing(press)
        return Self.action(action)
    }

    /// A frame at `time` with the pad rules: the contact's speed (from `memory`) scales its
    /// exits down, and it enters no deeper stage unless `mayEnter`.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public mutating func frameEnded(at time: Timestamp, force: Double, x: Double, y: Double, mayEnter: Bool, memory: inout RuleMemory) -> Action {
        guard case var .pressing(press) = _state else { return .impossible }
        let rules = settings.padRules
        let exitScale = rules.motionRelease ? PadRules.exitScale(speed: memory.speed(toX: x, y: y, at: time)) : 1
        memory.lastX = x
        memory.lastY = y
        memory.lastTime = time
        Self.track(&press, force: force, x: x, y: y, settings: settings)
        let action = press.stages.frameEnded(force: force, exitScale: exitScale, mayEnter: mayEnter, dynamics: rules.dynamics, memory: &memory.stages)
        _state = .pressing(press)
        return Self.action(action)
    }

    /// Keeps the press's peak and its farthest distance from where it went down.
    @inlinable
    static func track(_ press: inout Press, force: Double, x: Double, y: Double, settings: Settings) {
        if force > press.peak { press.peak = force }
        let dx = x - press.downX, dy = y - press.downY, distanceSquared = dx * dx + dy * dy
        if distanceSquared > press.farthestSquared {
            press.farthestSquared = distanceSquared
            if press.motion == .still, distanceSquared > settings.slopSquared { leaveSlop(&press) }
        }
    }

    /// The contact left the slop circle: no tap, and no long press any more.
    @inlinable
    static func leaveSlop(_ press: inout Press) {
        press.motion = .moved
        if case .armed = press.longPress { press.longPress = .off }
    }

    /// Time reached `time`: an armed long press due by then fires (at its deadline).
    /// - Complexity: O(1), no allocation.
    @inlinable
    public mutating func deadlinePassed(at time: Timestamp) -> Action {
        guard case var .pressing(press) = _state else { return .impossible }
        guard case let .armed(deadline) = press.longPress, deadline <= time else { return .none }
        press.longPress = .fired
        let action = press.stages.longPressElapsed()
        _state = .pressing(press)
        return Self.action(action)
    }

    /// The contact lifted at `time`: the class is decided now.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public mutating func lifted(at time: Timestamp) -> Action {
        guard case let .pressing(press) = _state else { return .impossible }
        _state = .idle
        let duration = time.microseconds(since: press.downTime)
        let pressClass: PressClass, reason: PressEnd.Reason
        switch press.stages.deepest {
        case .pop: (pressClass, reason) = (.pop, .reachedPop)
        case .peek: (pressClass, reason) = (.peek, .reachedPeek)
        case .light:
            if press.motion == .moved {
                (pressClass, reason) = (.unclassified, .moved(slop: settings.slopSquared.squareRoot()))
            } else if duration > settings.tapMaximum {
                (pressClass, reason) = (.unclassified, .tooLong(limit: settings.tapMaximum))
            } else {
                (pressClass, reason) = (.tap, .shortAndStill)
            }
        }
        return .up(PressEnd(
            pressClass: pressClass, reason: reason, peak: press.peak, duration: duration, moved: press.farthestSquared.squareRoot()))
    }

    /// The contact is gone without a lift (events lost, device removed, input ended).
    /// - Complexity: O(1), no allocation.
    @inlinable
    public mutating func lost(_ reason: CancelReason) -> Action {
        guard case .pressing = _state else { return .impossible }
        _state = .idle
        return .cancel(reason)
    }

    @inlinable
    static func action(_ action: PressStageMachine.Action) -> Action {
        switch action {
        case .none: .none
        case let .stage(stage): .stage(stage)
        case let .stages(first, second): .stages(first, second)
        }
    }
}
