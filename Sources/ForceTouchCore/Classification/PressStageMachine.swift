/// One contact's stage, advanced once per frame by its force.
///
/// Hysteresis as in design.md: light → peek at `peek.enter`, peek → pop at `pop.enter`;
/// pop → peek below `pop.exit`, peek → light below `peek.exit`. A jump crosses two
/// stages in one frame. With a minimum dwell of N above 1, a change is reported once the new
/// stage has held for N frames in a row, "held" judged by the new stage's own band: a pending
/// peek keeps counting while the force stays at or above `peek.exit`, as it would stay in peek.
/// A frame that leaves that band cancels the change (the stage stays) or, if the force points
/// to yet another stage, starts counting toward that one. After a long press the stage never
/// falls below peek.
///
/// With `Dynamics`, ChromeOS's rules for haptic pads move the bands per press: while a stage
/// holds, its exit rises to half the highest force seen in it (up to a cap); after leaving a
/// stage, entering it again takes 1.2 times the force at the exit, a bar that falls with the
/// force. Each frame may also scale the exits down (a moving finger) and forbid entering a
/// deeper stage (fingers scrolling together); see `frameEnded(force:exitScale:mayEnter:dynamics:memory:)`.
/// What the rules remember is a `Memory` the caller keeps, so that the machine stays as small
/// as it is without them: the hot path copies it every frame.
@frozen
public struct PressStageMachine: Hashable, Sendable, BitwiseCopyable {
    /// ChromeOS's dynamic hysteresis, on or off, and how high an exit may rise.
    @frozen
    public struct Dynamics: Hashable, Sendable, BitwiseCopyable {
        public let hysteresis: Bool
        /// The highest force a raised exit reaches (350 g on a pressure pad); 1 for no cap.
        public let exitCap: Double

        public init(hysteresis: Bool, exitCap: Double = 1) {
            self.hysteresis = hysteresis
            self.exitCap = exitCap
        }

        /// The bands as given: today's behaviour.
        public static let off = Dynamics(hysteresis: false)
    }

    /// The stage changes one frame produced.
    @frozen
    public enum Action: Hashable, Sendable, BitwiseCopyable {
        case none
        case stage(Stage)
        /// Two changes in one frame (light → peek → pop, or pop → peek → light).
        case stages(Stage, Stage)
    }

    /// Where the machine is.
    @frozen
    public enum State: Hashable, Sendable, BitwiseCopyable {
        /// In a stage, with no change waiting.
        case settled(Stage)
        /// In a stage, with a change toward another waiting out the minimum dwell for `frames` frames so far.
        case pending(Stage, toward: Stage, frames: UInt16)
    }

    @usableFromInline var _state = State.settled(.light)
    @usableFromInline var _deepest = Stage.light
    /// The lowest stage the press may fall to: peek once a long press has fired, else light.
    @usableFromInline var _floor = Stage.light
    public let thresholds: PressThresholds
    /// Frames a new target must hold before the stage changes; 1 changes at once.
    public let minimumDwell: UInt16

    public init(thresholds: PressThresholds, minimumDwell: UInt16 = 1) {
        self.thresholds = thresholds
        self.minimumDwell = Swift.max(1, minimumDwell)
    }

    /// What dynamic hysteresis remembers of one press.
    @frozen
    public struct Memory: Hashable, Sendable, BitwiseCopyable {
        /// The highest force since the current stage was entered, for the raised exit.
        public var stagePeak: Double
        /// The force peek and pop were last left at, falling with the force since; 0 for none.
        public var peekReentry: Double, popReentry: Double

        @inlinable
        public init() {
            stagePeak = 0
            peekReentry = 0
            popReentry = 0
        }
    }

    /// The bands of one frame: enters and exits after the dynamic rules and the motion scale.
    @frozen
    public struct Bands: Hashable, Sendable, BitwiseCopyable {
        public var peekEnter: Double, peekExit: Double, popEnter: Double, popExit: Double

        @inlinable
        public init(peekEnter: Double, peekExit: Double, popEnter: Double, popExit: Double) {
            self.peekEnter = peekEnter
            self.peekExit = peekExit
            self.popEnter = popEnter
            self.popExit = popExit
        }
    }

    /// The bands the next frame is judged by, for a frame whose exits are scaled by `exitScale`,
    /// with `dynamics` over what `memory` holds.
    @inlinable
    public func bands(exitScale: Double = 1, dynamics: Dynamics = .off, memory: Memory = Memory()) -> Bands {
        let peek = thresholds.peek, pop = thresholds.pop
        var bands = Bands(peekEnter: peek.enter, peekExit: peek.exit, popEnter: pop.enter, popExit: pop.exit)
        if dynamics.hysteresis {
            let raised = Swift.min(0.5 * memory.stagePeak, dynamics.exitCap)
            switch stage {
            case .light: break
            case .peek: bands.peekExit = Swift.max(bands.peekExit, raised)
            case .pop: bands.popExit = Swift.max(bands.popExit, raised)
            }
            bands.peekEnter = Swift.max(bands.peekEnter, 1.2 * memory.peekReentry)
            bands.popEnter = Swift.max(bands.popEnter, 1.2 * memory.popReentry)
        }
        bands.peekExit *= exitScale
        bands.popExit *= exitScale
        return bands
    }

    @inlinable public var state: State { _state }
    /// The current stage.
    @inlinable public var stage: Stage {
        switch _state {
        case let .settled(stage), let .pending(stage, _, _): stage
        }
    }
    /// The deepest stage reached since the press began.
    @inlinable public var deepest: Stage { _deepest }

    /// The stage force `f` leads to from `stage`, by the hysteresis rules and the floor.
    @inlinable
    public func target(from stage: Stage, force f: Double) -> Stage {
        let peek = thresholds.peek, pop = thresholds.pop
        let target: Stage
        switch stage {
        case .light:
            target = f < peek.enter ? .light : (f >= pop.enter ? .pop : .peek)
        case .peek:
            target = f >= pop.enter ? .pop : (f < peek.exit ? .light : .peek)
        case .pop:
            target = f >= pop.exit ? .pop : (f < peek.exit ? .light : .peek)
        }
        return Swift.max(target, _floor)
    }

    /// The stage `f` leads to from `stage` in `bands`; never deeper than `stage` unless `mayEnter`.
    @inlinable
    func target(from stage: Stage, force f: Double, bands: Bands, mayEnter: Bool) -> Stage {
        var target: Stage
        switch stage {
        case .light:
            target = f < bands.peekEnter ? .light : (f >= bands.popEnter ? .pop : .peek)
        case .peek:
            target = f >= bands.popEnter ? .pop : (f < bands.peekExit ? .light : .peek)
        case .pop:
            target = f >= bands.popExit ? .pop : (f < bands.peekExit ? .light : .peek)
        }
        if !mayEnter, target > stage { target = stage }
        return Swift.max(target, _floor)
    }

    /// Advances by one frame whose force is `f`: the bands as given.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public mutating func frameEnded(force f: Double) -> Action {
        let current = stage
        var target = target(from: current, force: f)
        var held: UInt16 = 1
        if case let .pending(_, toward, frames) = _state, self.target(from: toward, force: f) == toward {
            // Still inside the pending stage's band: the change keeps counting.
            target = toward
            held = frames &+ 1
        }
        guard target != current else {
            _state = .settled(current)
            return .none
        }
        guard held >= minimumDwell else {
            _state = .pending(current, toward: target, frames: held)
            return .none
        }
        return moveTo(target)
    }

    /// Advances by one frame whose force is `f`, its exits scaled by `exitScale` (a moving
    /// finger keeps its stage: 1 still, down to 0.1), entering no deeper stage unless
    /// `mayEnter`, with `dynamics` over the press's `memory`.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public mutating func frameEnded(force f: Double, exitScale: Double, mayEnter: Bool, dynamics: Dynamics = .off, memory: inout Memory) -> Action {
        // Without a rule at work this frame, the plain bands.
        guard dynamics.hysteresis || exitScale != 1 || !mayEnter else { return frameEnded(force: f) }
        if dynamics.hysteresis {
            // The bar to re-enter falls as the force falls.
            if memory.peekReentry > 0, f < memory.peekReentry { memory.peekReentry = f }
            if memory.popReentry > 0, f < memory.popReentry { memory.popReentry = f }
        }
        let bands = bands(exitScale: exitScale, dynamics: dynamics, memory: memory)
        let current = stage
        var target = target(from: current, force: f, bands: bands, mayEnter: mayEnter)
        var held: UInt16 = 1
        if case let .pending(_, toward, frames) = _state, self.target(from: toward, force: f, bands: bands, mayEnter: mayEnter) == toward {
            // Still inside the pending stage's band: the change keeps counting.
            target = toward
            held = frames &+ 1
        }
        guard target != current else {
            _state = .settled(current)
            if f > memory.stagePeak { memory.stagePeak = f }
            return .none
        }
        guard held >= minimumDwell else {
            _state = .pending(current, toward: target, frames: held)
            if f > memory.stagePeak { memory.stagePeak = f }
            return .none
        }
        if dynamics.hysteresis {
            // Leaving a stage sets the bar to enter it again; entering one clears its bar.
            if current == .pop, target < .pop { memory.popReentry = f }
            if current >= .peek, target == .light { memory.peekReentry = f }
            if target == .pop { memory.popReentry = 0 }
            if target >= .peek, current == .light { memory.peekReentry = 0 }
        }
        memory.stagePeak = f
        return moveTo(target)
    }

    /// The long press fired: the press enters peek now, if it was light, and stays at peek
    /// or deeper until it ends.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public mutating func longPressElapsed() -> Action {
        _floor = .peek
        guard stage == .light else { return .none }
        return moveTo(.peek)
    }

    @inlinable
    mutating func moveTo(_ target: Stage) -> Action {
        let from = stage
        _state = .settled(target)
        if target > _deepest { _deepest = target }
        // Neighbours are one step apart; light ↔ pop passes through peek in the same frame.
        if from.rawValue &+ 2 == target.rawValue || target.rawValue &+ 2 == from.rawValue {
            return .stages(.peek, target)
        }
        return .stage(target)
    }
}
