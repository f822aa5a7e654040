/// Where a device's force comes from.
public enum PressureSource: Hashable, Sendable {
    /// `ABS_MT_PRESSURE`, one value per contact.
    case perContact(AbsInfo)
    /// `ABS_PRESSURE`, one value shared by every contact.
    case shared(AbsInfo)
    /// No pressure axis: presses reach peek by holding still (long press).
    case none
}
