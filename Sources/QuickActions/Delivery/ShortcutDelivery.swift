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
    public enum AppState: String, Hashable, Sendable, CaseIterable {
        case notRunning = "not running", background, active
    }

    public private(set) var appState: AppState
    /// The app's scenes, first the default; nil for an app without scenes.
    public let scenes: [String]?
    public private(set) var log: [DeliveryEvent] = []
    /// The item of each delivery, by its number.
    public private(set) var items: [Int: ShortcutItem] = [:]
    private let callbacks: AppCallbacks
    /// Deliveries whose warm callback has not yet called its completion.
    private var awaitingCompletion: Set<Int> = []

    public init(appState: AppState, scenes: [String]? = nil, callbacks: AppCallbacks) {
        precondition(scenes.map { !$0.isEmpty } ?? true, "an app with scenes has at least one")
        self.appState = appState
        self.scenes = scenes
        self.callbacks = callbacks
    }

    /// Delivers `item`, chosen in the menu. - Returns: its delivery number.
    @discardableResult
    public func deliver(_ item: ShortcutItem) -> Int {
        let id = items.count + 1
        items[id] = item
        let scene = scenes.map { names in names.first { $0 == item.targetContentIdentifier } ?? names[0] }
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
        return id
    }

    /// Ends delivery: every completion still awaited is reported as not completed, once.
    public func finish() {
        for id in awaitingCompletion.sorted() {
            log.append(.notCompleted(delivery: id))
        }
        awaitingCompletion.removeAll()
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
