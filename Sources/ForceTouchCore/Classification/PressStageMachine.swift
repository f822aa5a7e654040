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
@frozen
public struct PressStageMachine: Hashable, Sendable, BitwiseCopyable {
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

    /// Advances by one frame whose force is `f`.
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
