/// How a device reports its contacts.
public enum ContactProtocol: Hashable, Sendable, BitwiseCopyable {
    /// Multi-touch protocol B: `ABS_MT_SLOT`, tracking ids, only changes sent.
    case slots
    /// Multi-touch protocol A: anonymous contacts, each ended by `SYN_MT_REPORT`.
    case anonymous
    /// One contact: `ABS_X`/`ABS_Y`, `ABS_PRESSURE`, `BTN_TOUCH` (single-touch devices, pens).
    case single
}
