/// One contact's force in one frame, for animation: like `UIPreviewInteraction`'s
/// transition progress and `NSEvent.stageTransition`.
@frozen
public struct ForceSample: Hashable, Sendable, BitwiseCopyable {
    public var time: Timestamp
    public var slot: Int
    /// Normalised force 0…1 (0 on devices without pressure).
    public var force: Double
    /// Position in millimetres from the axes' minimum.
    public var x: Double
    public var y: Double
    public var stage: Stage
    /// Progress towards the next stage, 0…1: `force / peek.enter` while light (elapsed
    /// share of the long press without pressure), `(force − peek.enter) / (pop.enter − peek.enter)`
    /// while peek, 1 at pop.
    public var progress: Double

    @inlinable
    public init(time: Timestamp, slot: Int, force: Double, x: Double, y: Double, stage: Stage, progress: Double) {
        self.time = time
        self.slot = slot
        self.force = force
        self.x = x
        self.y = y
        self.stage = stage
        self.progress = progress
    }
}
