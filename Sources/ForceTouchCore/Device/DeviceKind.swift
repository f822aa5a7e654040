/// The sort of device, as a user would name it.
public enum DeviceKind: String, Hashable, Sendable, CaseIterable {
    case touchpad, touchscreen, pen, other
}
