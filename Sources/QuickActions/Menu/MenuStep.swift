/// One thing that happened between a recording and an app: the menu changed, or a step of
/// delivering the chosen item (with that item; none for a step of no one delivery).
public enum MenuStep: Hashable, Sendable {
    case menu(QuickActionMenu.Action)
    case delivery(DeliveryEvent, item: ShortcutItem?)
}
