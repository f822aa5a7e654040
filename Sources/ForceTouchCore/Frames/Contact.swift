/// One contact as of the end of a frame, in device units.
@frozen
public struct Contact: Hashable, Sendable, BitwiseCopyable {
    /// What happened to the contact in the frame.
    @frozen
    public enum Phase: UInt8, Hashable, Sendable, BitwiseCopyable {
        /// No contact in this slot.
        case idle
        /// The contact went down in this frame.
        case began
        /// The contact was down before and still is.
        case continued
        /// The contact lifted in this frame.
        case ended
        /// The contact lifted and another went down in the same slot in this frame.
        case replaced
    }

    /// `ABS_MT_TRACKING_ID`, or an id the assembler gave (single touch, protocol A); -1 when idle.
    public var trackingID: Int32 = -1
    public var x: Int32 = 0
    public var y: Int32 = 0
    /// `ABS_MT_PRESSURE` (per-contact devices) or 0.
    public var pressure: Int32 = 0
    public var touchMajor: Int32 = 0
    public var touchMinor: Int32 = 0
    public var phase: Phase = .idle

    @inlinable public init() {}
}
