/// One step of delivering a quick action to an app, as the delivery log records it.
/// `delivery` numbers each selection, from 1.
public enum DeliveryEvent: Hashable, Sendable {
    /// The app was not running and was launched, with the item in its launch options.
    case launched(delivery: Int)
    /// The launch handler said whether it handled the item.
    case launchHandled(delivery: Int, AppCallbacks.LaunchResult)
    /// The app was not running and launched; the scene connected with the item in its connection options.
    case sceneConnected(delivery: Int, scene: String)
    /// The app became active.
    case becameActive
    /// The warm callback got the item: the app's (`scene` nil) or the window scene's.
    case callbackInvoked(delivery: Int, scene: String?)
    /// The completion handler reported the outcome.
    case completed(delivery: Int, succeeded: Bool)
    /// The completion handler was never called (found when delivery finished).
    case notCompleted(delivery: Int)
    /// The completion handler was called again, or after delivery finished: ignored.
    case extraCompletionIgnored(delivery: Int)

    /// The delivery the step belongs to; nil for the app becoming active.
    public var delivery: Int? {
        switch self {
        case let .launched(id), let .launchHandled(id, _), let .sceneConnected(id, _), let .callbackInvoked(id, _),
             let .completed(id, _), let .notCompleted(id), let .extraCompletionIgnored(id):
            id
        case .becameActive:
            nil
        }
    }
}
