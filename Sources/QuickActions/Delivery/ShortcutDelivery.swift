/// Delivers chosen quick actions to an app through its launch lifecycle, as iOS does, and
/// records every step. A model with injected callbacks: it does no I/O, so a host (a Linux
/// launcher) maps it onto its own app lifecycle.
///
/// - Not running: launched cold with the item (app: launch options, then the warm callback
///   once active unless the launch handler handled it; scenes: the scene's connection options).
/// - In the background: it becomes active, then the warm callback gets the item.
/// - Active: the warm callback gets the item at once.
/// An app with scenes never gets the app-level callbacks; the item's target content
/// identifier picks the scene. Each selection is delivered exactly once, and each completion
/// counts once.
public final class ShortcutDelivery {
    /// Where the app is in its lifecycle.
    public enum AppState: Hashable, Sendable, CaseIterable {
        case notRunning, background, active
    }

    /// How the app receives actions.
    public enum Scenes: Hashable, Sendable {
        /// Through the app's own callbacks.
        case none
        /// Through its window scenes: `first` is the default one, for items that target no other.
        case windows(first: String, others: [String])
    }

    public private(set) var appState: AppState
    public let scenes: Scenes
    /// Every step so far, as `deliver` and `finish` returned them, and completions since.
    public private(set) var log: [DeliveryEvent] = []
    /// The deliveries made so far.
    private var deliveries = 0
    private let callbacks: AppCallbacks
    /// Deliveries whose warm callback has not yet called its completion.
    private var awaitingCompletion: Set<Int> = []

    public init(appState: AppState, scenes: Scenes = .none, callbacks: AppCallbacks) {
        self.appState = appState
        self.scenes = scenes
        self.callbacks = callbacks
    }

    /// Delivers `item`, chosen in the menu, under the next delivery number (from 1).
    /// - Returns: the steps it took, completions made during the callbacks included.
    @discardableResult
    public func deliver(_ item: ShortcutItem) -> [DeliveryEvent] {
        let start = log.count
        let id = deliveries + 1
        deliveries = id
        let scene: String? = switch scenes {
        case .none: nil
        case let .windows(first, others): others.first { $0 == item.targetContentIdentifier } ?? first
        }
        switch appState {
        case .notRunning:
            if let scene {
                log.append(.sceneConnected(delivery: id, scene: scene))
                callbacks.sceneWillConnect(scene, item)
                becomeActive()
            } else {
                log.append(.launched(delivery: id))
                let result = callbacks.didFinishLaunching(item)
                log.append(.launchHandled(delivery: id, result))
                becomeActive()
                if result == .notHandled { invokeWarm(id, item, scene: nil) }
            }
        case .background:
            becomeActive()
            invokeWarm(id, item, scene: scene)
        case .active:
            invokeWarm(id, item, scene: scene)
        }
        return Array(log[start...])
    }

    /// Ends delivery: every completion still awaited is reported as not completed, once.
    /// - Returns: those steps.
    @discardableResult
    public func finish() -> [DeliveryEvent] {
        let start = log.count
        for id in awaitingCompletion.sorted() {
            log.append(.notCompleted(delivery: id))
        }
        awaitingCompletion.removeAll()
        return Array(log[start...])
    }

    func completed(_ id: Int, succeeded: Bool) {
        guard awaitingCompletion.remove(id) != nil else {
            log.append(.extraCompletionIgnored(delivery: id))
            return
        }
        log.append(.completed(delivery: id, succeeded: succeeded))
    }

    private func becomeActive() {
        appState = .active
        log.append(.becameActive)
    }

    private func invokeWarm(_ id: Int, _ item: ShortcutItem, scene: String?) {
        awaitingCompletion.insert(id)
        log.append(.callbackInvoked(delivery: id, scene: scene))
        let completion = DeliveryCompletion(delivery: self, id: id)
        if let scene {
            callbacks.windowScenePerformAction(scene, item, completion)
        } else {
            callbacks.performAction(item, completion)
        }
    }
}
