/// The sort of device, as a user would name it.
public enum DeviceKind: Hashable, Sendable, CaseIterable {
    case touchpad, touchscreen, pen, other
}
