/// What an app does with a quick action: the callbacks a host's app model calls, named after
/// their UIKit counterparts. Delivery calls them; it does no I/O itself.
public struct AppCallbacks {
    /// Cold launch of an app without scenes: `application(_:didFinishLaunchingWithOptions:)`
    /// with the item in the launch options. `.handled` means the app runs the action itself
    /// when it becomes active, and the warm callback is then not called.
    public var didFinishLaunching: (ShortcutItem) -> LaunchResult
    /// Warm delivery without scenes: `application(_:performActionFor:completionHandler:)`.
    public var performAction: (ShortcutItem, DeliveryCompletion) -> Void
    /// Cold launch of a scene-based app: `scene(_:willConnectTo:options:)` with the item in
    /// the connection options, for the scene named.
    public var sceneWillConnect: (String, ShortcutItem) -> Void
    /// Warm delivery to a scene-based app: `windowScene(_:performActionFor:completionHandler:)`.
    public var windowScenePerformAction: (String, ShortcutItem, DeliveryCompletion) -> Void

    public init(
        didFinishLaunching: @escaping (ShortcutItem) -> LaunchResult,
        performAction: @escaping (ShortcutItem, DeliveryCompletion) -> Void,
        sceneWillConnect: @escaping (String, ShortcutItem) -> Void = { _, _ in },
        windowScenePerformAction: @escaping (String, ShortcutItem, DeliveryCompletion) -> Void = { _, _, _ in }
    ) {
        self.didFinishLaunching = didFinishLaunching
        self.performAction = performAction
        self.sceneWillConnect = sceneWillConnect
        self.windowScenePerformAction = windowScenePerformAction
    }

    /// What a launch handler says of the item in its launch options.
    public enum LaunchResult: Hashable, Sendable {
        /// The app runs the action itself: no warm callback follows.
        case handled
        /// The app leaves it to the warm callback, called once it is active.
        case notHandled
    }
}
