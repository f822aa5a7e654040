/// Input a well-behaved device never sends. The frame assembler applies what it can, and the
/// recognizer counts each kind in its diagnostics, as libinput logs kernel bugs.
public enum InputAnomaly: UInt8, Hashable, Sendable, BitwiseCopyable, CaseIterable {
    /// `ABS_MT_SLOT` outside the device's range, and the slot events after it (not applied).
    case slotOutOfRange
    /// More protocol-A contacts in one frame than the assembler holds (the extra ones are not applied).
    case tooManyContacts
    /// A tracking id given to a slot while another slot still holds it (applied).
    case trackingIDReused
    /// An `EV_KEY`, `EV_REL`, `EV_ABS` or `EV_MSC` code the device does not declare (not applied).
    case undeclaredCode
}
