/// One contact's stage, advanced once per frame by its force.
///
/// Hysteresis as in ../design: light → peek at `peek.enter`, peek → pop at `pop.enter`;
/// pop → peek below `pop.exit`, peek → light below `peek.exit`. A jump crosses two
/// stages in one frame. With a minimum dwell above 1, a change waits until the same
/// target has held for that many frames.
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

    @usableFromInline var _stage: Stage = .light
    @usableFromInline var _deepest: Stage = .light
    @usableFromInline var _pendingTarget: Stage = .light
    @usableFromInline var _pendingFrames: UInt16 = 0
    public let thresholds: PressThresholds
    /// Frames a new target must hold before the stage changes; 1 changes at once.
    public let minimumDwell: UInt16

    public init(thresholds: PressThresholds, minimumDwell: UInt16 = 1) {
        self.thresholds = thresholds
        self.minimumDwell = Swift.max(1, minimumDwell)
    }

    /// The current stage.
    @inlinable public var stage: Stage { _stage }
    /// The deepest stage reached since the press began.
    @inlinable public var deepest: Stage { _deepest }

    /// The stage force `f` leads to from `stage`, by the hysteresis rules alone.
    @inlinable
    public func target(from stage: Stage, force f: Double) -> Stage {
        let peek = thresholds.peek, pop = thresholds.pop
        switch stage {
        case .light:
            guard f >= peek.enter else { return .light }
            return f >= pop.enter ? .pop : .peek
        case .peek:
            if f >= pop.enter { return .pop }
            return f < peek.exit ? .light : .peek
        case .pop:
            guard f < pop.exit else { return .pop }
            return f < peek.exit ? .light : .peek
        }
    }

    /// Advances by one frame whose force is `f`.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public mutating func frameEnded(force f: Double) -> Action {
        let target = target(from: _stage, force: f)
        guard target != _stage else {
            _pendingFrames = 0
            return .none
        }
        if minimumDwell > 1 {
            if target != _pendingTarget || _pendingFrames == 0 {
                _pendingTarget = target
                _pendingFrames = 1
            } else {
                _pendingFrames &+= 1
            }
            guard _pendingFrames >= minimumDwell else { return .none }
            _pendingFrames = 0
        }
        return moveTo(target)
    }

    /// Enters peek without force (the long-press fallback); nothing if already past light.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public mutating func longPressElapsed() -> Action {
        guard _stage == .light else { return .none }
        return moveTo(.peek)
    }

    @inlinable
    mutating func moveTo(_ target: Stage) -> Action {
        let from = _stage
        _stage = target
        if target > _deepest { _deepest = target }
        // Neighbours are one step apart; light ↔ pop passes through peek in the same frame.
        if from.rawValue &+ 2 == target.rawValue || target.rawValue &+ 2 == from.rawValue {
            return .stages(.peek, target)
        }
        return .stage(target)
    }
}
