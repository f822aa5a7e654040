/// Why a contact ended without a class.
public enum CancelReason: UInt8, Hashable, Sendable, BitwiseCopyable, CaseIterable {
    /// Events were dropped (`SYN_DROPPED`) and the contact was gone after resync.
    case dropped
    /// The device went away (unplugged, `ENODEV`).
    case deviceRemoved
    /// The input ended (a recording's last event) while the contact was still down.
    case endOfInput
    /// The input broke off at a malformed event or a read error while the contact was down.
    case inputError
}
