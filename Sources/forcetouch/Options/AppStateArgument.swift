import ArgumentParser
import ForceTouch

/// `not-running`, `background` or `active`.
enum AppStateArgument: String, ExpressibleByArgument, CaseIterable {
    case notRunning = "not-running", background, active

    var state: ShortcutDelivery.AppState {
        switch self {
        case .notRunning: .notRunning
        case .background: .background
        case .active: .active
        }
    }
}
