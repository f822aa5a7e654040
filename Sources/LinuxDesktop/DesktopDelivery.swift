import QuickActions
import SystemPackage

/// Delivers the quick actions chosen in the menu to a Linux app, through the delivery model:
/// over the session bus (`org.freedesktop.Application.ActivateAction`) when the app is
/// `DBusActivatable`, else by running the action's Exec line.
///
/// The model's steps map onto one act: a D-Bus app that has no owner yet is `launched` (the
/// call starts it by D-Bus activation, the cold path), one that is running is `active` (the
/// warm path); an Exec launch is always a launch. The call, or the launch, is the warm
/// callback, and its result is the completion: the app's answer is `succeeded`, an error or
/// a timeout is not. Each chosen action is sent exactly once, never retried.
public final class DesktopDelivery {
    /// How one action went to the app.
    public struct Report: Hashable, Sendable {
        public enum Route: Hashable, Sendable {
            /// `ActivateAction` on the bus; `cold` when the name had no owner before the call.
            case bus(name: String, path: String, cold: Bool)
            /// The action's Exec line, run as these arguments.
            case exec(arguments: [String], pid: Int32?)
        }

        public let delivery: Int
        public let action: String
        public let route: Route
        /// Why it failed; nil when the app answered (bus) or started (Exec).
        public let error: String?
    }

    public let app: DesktopApp
    /// Every action sent, in order.
    public private(set) var reports: [Report] = []
    /// The bus, for a D-Bus activatable app; nil for one started by Exec.
    private let bus: SessionBus?
    private let timeout: UInt64
    private let wasRunning: Bool
    private var sent = 0

    /// - Parameters:
    ///   - timeout: how long to wait for a D-Bus app's answer, in seconds.
    /// - Throws: when the app is D-Bus activatable and the session bus cannot be reached.
    public init(app: DesktopApp, timeout: Double, backend: SessionBus.Backend = .sdBus) throws(BusError) {
        self.app = app
        self.timeout = UInt64(max(timeout, 0.001) * 1e6)
        if app.dbusActivatable, let name = app.busName {
            let bus = try SessionBus(backend: backend)
            self.bus = bus
            wasRunning = try bus.nameHasOwner(name)
        } else {
            bus = nil
            wasRunning = false
        }
    }

    /// The delivery model for this app: not running, or active when its bus name has an owner.
    public func shortcutDelivery() -> ShortcutDelivery {
        ShortcutDelivery(appState: wasRunning ? .active : .notRunning, callbacks: AppCallbacks(
            // The launch carries no action by itself: the action follows as the warm call.
            didFinishLaunching: { _ in .notHandled },
            performAction: { [self] item, completion in completion(send(item)) }))
    }

    /// Sends `item`'s action once. - Returns: whether the app took it.
    private func send(_ item: ShortcutItem) -> Bool {
        sent += 1
        let action = app.actions.first { $0.id == item.type }
        if let bus, let name = app.busName, let path = app.objectPath {
            let cold = sent == 1 && !wasRunning
            var failure: String?
            do {
                try bus.activateAction(.init(busName: name, objectPath: path, action: item.type, timeout: timeout))
            } catch {
                failure = error.description
            }
            reports.append(Report(delivery: sent, action: item.type, route: .bus(name: name, path: path, cold: cold), error: failure))
            return failure == nil
        }
        guard let exec = action?.exec ?? app.exec else {
            reports.append(Report(delivery: sent, action: item.type, route: .exec(arguments: [], pid: nil), error: "the action has no Exec line"))
            return false
        }
        let arguments = exec.arguments(icon: app.icon, name: app.name, location: app.path)
        do {
            let pid = try ProgramLauncher.spawn(arguments)
            reports.append(Report(delivery: sent, action: item.type, route: .exec(arguments: arguments, pid: pid), error: nil))
            return true
        } catch {
            reports.append(Report(delivery: sent, action: item.type, route: .exec(arguments: arguments, pid: nil), error: "cannot run \(arguments[0]): \(error)"))
            return false
        }
    }
}
