/// The completion handler a warm callback gets: call it once with whether the action
/// succeeded. Later calls are recorded and ignored.
public final class DeliveryCompletion {
    private weak var delivery: ShortcutDelivery?
    private let id: Int

    init(delivery: ShortcutDelivery, id: Int) {
        self.delivery = delivery
        self.id = id
    }

    /// Reports the action's outcome.
    public func callAsFunction(_ succeeded: Bool) {
        delivery?.completed(id, succeeded: succeeded)
    }
}
