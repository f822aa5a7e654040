/// What happened to a press: the recognizer's output.
@frozen
public struct GestureEvent: Hashable, Sendable, BitwiseCopyable {
    @frozen
    public enum Kind: Hashable, Sendable, BitwiseCopyable {
        /// The contact went down; position in millimetres from the axes' minimum.
        case down(force: Double, x: Double, y: Double)
        /// The stage changed.
        case stage(Stage, force: Double)
        /// The contact lifted; `class` decided now, `peak` the highest force, `duration` in microseconds.
        case up(PressClass, peak: Double, duration: Int64)
        /// The contact ended without a class.
        case cancel(CancelReason)
    }

    /// The time of the frame that produced the event (its `SYN_REPORT`).
    public var time: Timestamp
    /// The slot of the contact (protocol B), or the one the recognizer gave it.
    public var slot: Int
    public var kind: Kind

    @inlinable
    public init(time: Timestamp, slot: Int, kind: Kind) {
        self.time = time
        self.slot = slot
        self.kind = kind
    }
}

/// Why a contact ended without a class.
public enum CancelReason: UInt8, Hashable, Sendable, BitwiseCopyable, CaseIterable {
    /// Events were dropped (`SYN_DROPPED`) and the contact was gone after resync.
    case dropped
    /// The device went away (unplugged, `ENODEV`).
    case deviceRemoved
    /// The input ended (a recording's last event) while the contact was still down.
    case endOfInput

    /// The name used in output (`dropped`, `device removed`, `end of input`).
    public var name: String {
        switch self {
        case .dropped: "dropped"
        case .deviceRemoved: "device removed"
        case .endOfInput: "end of input"
        }
    }
}

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
