import ForceTouchCore
import QuickActions
import Testing

@Suite("Quick-action menu, input by input")
struct QuickActionMenuTests {
    static let items = ["a", "b", "c"].map { try! ShortcutItem(type: $0, localizedTitle: $0.uppercased()) }
    static let surface = MenuRect(x: 0, y: 0, width: 100, height: 65)

    /// A menu opened by slot 0 pressing at (20, 10): rows at y 14…25, 25…36, 36…47, x −10…50 clamped to 0…60.
    static func opened() -> QuickActionMenu {
        var menu = QuickActionMenu(items: items, surface: surface)
        _ = menu.contactDown(slot: 0, x: 20, y: 10)
        _ = menu.stageChanged(slot: 0, to: .peek)
        return menu
    }

    @Test("Peek on the icon opens the menu at the contact, rows below it with a gap, nothing highlighted")
    func opens() {
        var menu = QuickActionMenu(items: Self.items, surface: Self.surface)
        #expect(menu.contactDown(slot: 0, x: 20, y: 10) == .none)
        #expect(menu.contactMoved(slot: 0, x: 21, y: 10) == .none)
        guard case let .opened(layout) = menu.stageChanged(slot: 0, to: .peek) else { Issue.record("not opened"); return }
        #expect(layout.placement == .below)
        #expect((layout.pressX, layout.pressY) == (21, 10))
        #expect(layout.rows == [
            MenuRect(x: 0, y: 14, width: 60, height: 11), MenuRect(x: 0, y: 25, width: 60, height: 11), MenuRect(x: 0, y: 36, width: 60, height: 11),
        ])
        #expect(menu.state == .tracking(layout, slot: 0, highlighted: nil))
    }

    @Test("Rows stand above the press point when they would run off the bottom")
    func above() {
        let layout = MenuLayout(items: Self.items, pressX: 50, pressY: 40, surface: Self.surface)
        #expect(layout.placement == .above)
        #expect(layout.rows.map(\.y) == [25, 14, 3])
        #expect(layout.rows.map(\.x) == [20, 20, 20])
    }

    @Test("A press outside the icon, a light press, or a menu without items opens nothing")
    func opensNothing() {
        var menu = QuickActionMenu(items: Self.items, surface: Self.surface, icon: MenuRect(x: 0, y: 0, width: 10, height: 10))
        _ = menu.contactDown(slot: 0, x: 20, y: 10)
        #expect(menu.stageChanged(slot: 0, to: .peek) == .none)
        #expect(menu.stageChanged(slot: 0, to: .light) == .none)
        var empty = QuickActionMenu(items: [], surface: Self.surface)
        _ = empty.contactDown(slot: 0, x: 5, y: 5)
        #expect(empty.stageChanged(slot: 0, to: .peek) == .none)
        #expect(menu.state == .closed && empty.state == .closed)
    }

    @Test("Moving highlights the row under the contact, or none outside the rows; releasing over a row selects it")
    func highlightAndRelease() {
        var menu = Self.opened()
        #expect(menu.contactMoved(slot: 0, x: 20, y: 15) == .highlighted(row: 0))
        #expect(menu.contactMoved(slot: 0, x: 22, y: 20) == .none)            // still row 0
        #expect(menu.contactMoved(slot: 0, x: 22, y: 30) == .highlighted(row: 1))
        #expect(menu.contactMoved(slot: 0, x: 70, y: 30) == .highlighted(row: nil))
        #expect(menu.contactMoved(slot: 0, x: 30, y: 30) == .highlighted(row: 1))
        #expect(menu.contactLifted(slot: 0, as: .peek) == .selected(Self.items[1], row: 1, by: .release))
        #expect(menu.state == .closed)
    }

    @Test("Releasing elsewhere leaves the menu open; a later tap on a row selects it")
    func laterTap() {
        var menu = Self.opened()
        #expect(menu.contactLifted(slot: 0, as: .peek) == .none)
        guard case .open = menu.state else { Issue.record("not open"); return }
        _ = menu.contactDown(slot: 1, x: 10, y: 40)
        #expect(menu.contactLifted(slot: 1, as: .tap) == .selected(Self.items[2], row: 2, by: .tap))
    }

    @Test("A tap outside dismisses; other presses that are not taps are ignored")
    func tapOutside() {
        var menu = Self.opened()
        _ = menu.contactLifted(slot: 0, as: .peek)
        _ = menu.contactDown(slot: 1, x: 10, y: 15)
        #expect(menu.contactLifted(slot: 1, as: .unclassified) == .none)     // a long touch on a row: not a tap
        _ = menu.contactDown(slot: 1, x: 90, y: 60)
        #expect(menu.stageChanged(slot: 1, to: .peek) == .none)
        #expect(menu.contactLifted(slot: 1, as: .tap) == .dismissed(.tapOutside))
        #expect(menu.state == .closed)
    }

    @Test("Pop selects the highlighted row at once; pop with nothing highlighted does nothing")
    func pop() {
        var menu = Self.opened()
        #expect(menu.stageChanged(slot: 0, to: .pop) == .none)
        _ = menu.contactMoved(slot: 0, x: 20, y: 15)
        #expect(menu.stageChanged(slot: 0, to: .pop) == .selected(Self.items[0], row: 0, by: .pop))
        // The same press opens no second menu, and its lift selects nothing.
        #expect(menu.stageChanged(slot: 0, to: .peek) == .none)
        #expect(menu.contactLifted(slot: 0, as: .pop) == .none)
    }

    @Test("Cancelling the opening contact closes the menu without a selection")
    func cancelled() {
        var menu = Self.opened()
        _ = menu.contactDown(slot: 1, x: 5, y: 5)
        #expect(menu.contactCancelled(slot: 1) == .none)
        #expect(menu.contactCancelled(slot: 0) == .dismissed(.openingContactCancelled))
        #expect(menu.state == .closed)
    }

    @Test("A tap by another finger while the opening one is still down acts too")
    func tapWhileTracking() {
        var menu = Self.opened()
        _ = menu.contactDown(slot: 1, x: 10, y: 26)
        #expect(menu.contactLifted(slot: 1, as: .tap) == .selected(Self.items[1], row: 1, by: .tap))
    }

    @Test("At most four rows")
    func four() {
        let many = (1...6).map { try! ShortcutItem(type: "t\($0)", localizedTitle: "T\($0)") }
        #expect(QuickActionMenu(items: many, surface: Self.surface).items == Array(many.prefix(4)))
    }
}
