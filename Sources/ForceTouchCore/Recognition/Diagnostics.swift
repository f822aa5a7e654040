/// Counts of input the recognizer could not use as sent, like libinput's kernel-bug log.
/// Nothing here stops recognition; a host reports the counts (the command line prints them).
public struct Diagnostics: Hashable, Sendable {
    /// Events dropped after `SYN_DROPPED`, up to and including the next `SYN_REPORT`.
    public var droppedEvents = 0
    /// Slot events outside the device's slot range (not applied).
    public var slotOutOfRange = 0
    /// Protocol-A contacts beyond what one frame holds (not applied).
    public var tooManyContacts = 0
    /// Tracking ids given to a slot while another slot held them (applied).
    public var reusedTrackingIDs = 0
    /// Events with a code the device does not declare (not applied).
    public var undeclaredCodes = 0
    /// Events stamped earlier than the one before; they count as happening at the earlier time.
    public var timeWentBackwards = 0
    /// Contact changes that did not fit the press (a lift with no press down): changed nothing.
    public var impossibleTransitions = 0

    public init() {}

    /// Counts one anomaly the frame assembler reported.
    @inlinable
    mutating func count(_ anomaly: InputAnomaly) {
        switch anomaly {
        case .slotOutOfRange: slotOutOfRange &+= 1
        case .tooManyContacts: tooManyContacts &+= 1
        case .trackingIDReused: reusedTrackingIDs &+= 1
        case .undeclaredCode: undeclaredCodes &+= 1
        }
    }
}
