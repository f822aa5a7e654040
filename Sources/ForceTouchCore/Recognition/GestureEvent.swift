/// What happened to a press: the recognizer's output.
@frozen
public struct GestureEvent: Hashable, Sendable, BitwiseCopyable {
    @frozen
    public enum Kind: Hashable, Sendable, BitwiseCopyable {
        /// The contact went down; position in millimetres from the axes' minimum.
        case down(force: Double, x: Double, y: Double)
        /// The stage changed.
        case stage(Stage, force: Double)
        /// The contact lifted: its class, decided now, why, and the measures behind it.
        case up(PressEnd)
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
