import ForceTouchCore

/// The quick-action menu as a state machine driven by the recognizer's gesture events and
/// contact positions: one method per input, each returning the `Action` a host renders.
///
/// A press on the icon that reaches peek opens the menu at the contact's position. While
/// that contact stays down, moving it highlights the row under it; lifting it over a row
/// selects the row, lifting it anywhere else leaves the menu open. Pop selects the
/// highlighted row at once. While the menu is open a later tap on a row selects it and a tap
/// outside dismisses it. Other contacts are ignored while the menu is open, except taps.
/// A press opens at most one menu: after a selection it opens nothing until it lifts.
public struct QuickActionMenu: Sendable {
    /// How a row was chosen.
    public enum Choice: Hashable, Sendable { case release, tap, pop }

    /// Why the menu closed without a selection.
    public enum DismissReason: Hashable, Sendable {
        case tapOutside, openingContactCancelled
    }

    /// What to show.
    public enum Action: Hashable, Sendable {
        case none
        /// The menu opened with these rows.
        case opened(MenuLayout)
        /// A row is highlighted, or none (`nil`).
        case highlighted(row: Int?)
        /// A row was chosen; the menu closes.
        case selected(ShortcutItem, row: Int, by: Choice)
        /// The menu closed without a selection.
        case dismissed(DismissReason)
    }

    /// Where the menu is.
    public enum State: Hashable, Sendable {
        case closed
        /// Open, and the contact that opened it is still down.
        case tracking(MenuLayout, slot: Int, highlighted: Int?)
        /// Open, the opening contact lifted: waiting for a tap.
        case open(MenuLayout)
    }

    /// The items the menu shows, at most four.
    public let items: [ShortcutItem]
    /// Where a press must go down to open the menu.
    public let icon: MenuRect
    /// The whole surface, for the layout.
    public let surface: MenuRect
    public let geometry: MenuLayout.Geometry
    public private(set) var state = State.closed
    /// Every contact that is down, by slot.
    private var contacts: [Int: Contact] = [:]

    /// A contact that is down: where it went down, where it is, and what its press may still do.
    private struct Contact {
        /// Whether the press may still open a menu: one that opened one opens no other until it lifts.
        enum Press { case mayOpen, openedMenu }

        let downX: Double, downY: Double
        var x: Double, y: Double
        var press = Press.mayOpen
    }

    /// A menu of the first four of `items`; the icon defaults to the whole surface.
    public init(items: [ShortcutItem], surface: MenuRect, icon: MenuRect? = nil, geometry: MenuLayout.Geometry = .init()) {
        self.items = Array(items.prefix(AppShortcuts.maximumVisible))
        self.surface = surface
        self.icon = icon ?? surface
        self.geometry = geometry
    }

    /// A contact went down at (`x`, `y`) mm.
    public mutating func contactDown(slot: Int, x: Double, y: Double) -> Action {
        contacts[slot] = Contact(downX: x, downY: y, x: x, y: y)
        return .none
    }

    /// A contact is at (`x`, `y`) mm in this frame.
    public mutating func contactMoved(slot: Int, x: Double, y: Double) -> Action {
        guard contacts[slot] != nil else { return .none }
        contacts[slot]!.x = x
        contacts[slot]!.y = y
        guard case let .tracking(layout, tracked, highlighted) = state, tracked == slot else { return .none }
        let row = layout.row(atX: x, y: y)
        guard row != highlighted else { return .none }
        state = .tracking(layout, slot: slot, highlighted: row)
        return .highlighted(row: row)
    }

    /// A contact's stage changed.
    public mutating func stageChanged(slot: Int, to stage: Stage) -> Action {
        switch state {
        case .closed:
            guard stage != .light, !items.isEmpty, let position = contacts[slot], position.press == .mayOpen,
                  icon.contains(x: position.downX, y: position.downY) else { return .none }
            contacts[slot]!.press = .openedMenu
            let layout = MenuLayout(items: items, pressX: position.x, pressY: position.y, surface: surface, geometry: geometry)
            state = .tracking(layout, slot: slot, highlighted: layout.row(atX: position.x, y: position.y))
            return .opened(layout)
        case let .tracking(layout, tracked, highlighted):
            guard tracked == slot, stage == .pop, let row = highlighted else { return .none }
            state = .closed
            return .selected(layout.items[row], row: row, by: .pop)
        case .open:
            return .none
        }
    }

    /// A contact lifted; `pressClass` is what the recognizer made of it.
    public mutating func contactLifted(slot: Int, as pressClass: PressClass) -> Action {
        let position = contacts.removeValue(forKey: slot)
        switch state {
        case .closed:
            return .none
        case let .tracking(layout, tracked, highlighted) where tracked == slot:
            guard let row = highlighted else {
                state = .open(layout)
                return .none
            }
            state = .closed
            return .selected(layout.items[row], row: row, by: .release)
        case let .tracking(layout, _, _), let .open(layout):
            guard pressClass == .tap, let position else { return .none }
            guard let row = layout.row(atX: position.x, y: position.y) else {
                state = .closed
                return .dismissed(.tapOutside)
            }
            state = .closed
            return .selected(layout.items[row], row: row, by: .tap)
        }
    }

    /// A contact ended without a class (lost, device removed, input ended).
    public mutating func contactCancelled(slot: Int) -> Action {
        contacts.removeValue(forKey: slot)
        guard case let .tracking(_, tracked, _) = state, tracked == slot else { return .none }
        state = .closed
        return .dismissed(.openingContactCancelled)
    }

    /// Feeds one gesture event (positions come with `down`; moves come from samples).
    public mutating func handle(_ event: GestureEvent) -> Action {
        switch event.kind {
        case let .down(_, x, y): contactDown(slot: event.slot, x: x, y: y)
        case let .stage(stage, _): stageChanged(slot: event.slot, to: stage)
        case let .up(end): contactLifted(slot: event.slot, as: end.pressClass)
        case .cancel: contactCancelled(slot: event.slot)
        }
    }

    /// Feeds one force sample's position.
    public mutating func handle(_ sample: ForceSample) -> Action {
        contactMoved(slot: sample.slot, x: sample.x, y: sample.y)
    }
}
