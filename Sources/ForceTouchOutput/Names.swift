import ForceTouchCore
import QuickActions

// The words output uses for the model's values, in one place: the model types hold none.

extension PressClass {
    /// `pop`, `peek`, `tap`, or `none` for a press that was too long or moved too far for a tap.
    public var name: String {
        switch self {
        case .pop: "pop"
        case .peek: "peek"
        case .tap: "tap"
        case .unclassified: "none"
        }
    }
}

extension Stage {
    public var name: String {
        switch self {
        case .light: "light"
        case .peek: "peek"
        case .pop: "pop"
        }
    }
}

extension CancelReason {
    /// `dropped`, `device removed`, `end of input` or `input error`.
    public var name: String {
        switch self {
        case .dropped: "dropped"
        case .deviceRemoved: "device removed"
        case .endOfInput: "end of input"
        case .inputError: "input error"
        }
    }
}

extension DeviceKind {
    public var name: String {
        switch self {
        case .touchpad: "touchpad"
        case .touchscreen: "touchscreen"
        case .pen: "pen"
        case .other: "other"
        }
    }
}

extension PressureSource {
    /// `per contact`, `single` (one axis for every contact) or `none`.
    public var name: String {
        switch self {
        case .perContact: "per contact"
        case .shared: "single"
        case .none: "none"
        }
    }
}

extension QuickActionMenu.Choice {
    public var name: String {
        switch self {
        case .release: "release"
        case .tap: "tap"
        case .pop: "pop"
        }
    }
}

extension QuickActionMenu.DismissReason {
    public var name: String {
        switch self {
        case .tapOutside: "tap outside"
        case .openingContactCancelled: "opening contact cancelled"
        }
    }
}

extension MenuLayout.Placement {
    public var name: String {
        switch self {
        case .below: "below"
        case .above: "above"
        }
    }
}

extension AppCallbacks.LaunchResult {
    public var name: String {
        switch self {
        case .handled: "handled"
        case .notHandled: "not handled"
        }
    }
}

extension ShortcutDelivery.AppState {
    public var name: String {
        switch self {
        case .notRunning: "not running"
        case .background: "background"
        case .active: "active"
        }
    }
}
