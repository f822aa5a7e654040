import ForceTouchCore
import ForceTouchTraces

/// Recordings that drive the quick-action menu, on the synthetic touchpad (100 × 65 mm,
/// 40 units/mm). With the default layout, a press at (20, 10) mm opens rows 11 mm high from
/// y = 14 mm down: row 1 is y 14…25, row 2 25…36, row 3 36…47, x 0…60 mm.
extension Scenario {
    /// Every menu scenario, in a fixed order; written to Recordings/menu/.
    public static let menu: [Scenario] = [menuRelease, menuTapOutside, menuLaterTap, menuPop, menuNoPeek]

    /// Device units for millimetres on the synthetic touchpad.
    static func units(_ millimetres: Double) -> Int32 { Int32((millimetres * 40).rounded()) }

    /// One contact, one frame per (x mm, y mm, force), then lifted; returns the time after the lift.
    static func path(_ builder: inout TraceBuilder, slot: Int = 0, at start: Double, _ frames: [(Double, Double, Double)]) -> Double {
        var time = start
        for (x, y, force) in frames {
            builder.touch(slot: slot, x: units(x), y: units(y), force: force)
            builder.sync(at: time)
            time += frame
        }
        builder.lift(slot: slot)
        builder.sync(at: time)
        return time
    }

    /// Press at (20, 10) to peek, and hold there.
    static let peekAtIcon: [(Double, Double, Double)] = [(20, 10, 0.2), (20, 10, 0.4), (20, 10, 0.6), (20, 10, 0.6)]

    static let menuRelease = Scenario(
        name: "release",
        summary: "peek at (20, 10) mm opens the menu; sliding down to y 30 mm highlights row 1, then row 2; lifting there selects row 2",
        trace: {
            var b = TraceBuilder(device: SyntheticDevice.touchpad())
            _ = path(&b, at: 0, peekAtIcon + [(20, 15, 0.6), (20, 22, 0.55), (20, 30, 0.55), (20, 30, 0.5)])
            return b.trace
        }())

    static let menuTapOutside = Scenario(
        name: "tap-outside",
        summary: "peek at (20, 10) mm opens the menu; lifting at the press point leaves it open; a tap at (80, 55) mm dismisses it",
        trace: {
            var b = TraceBuilder(device: SyntheticDevice.touchpad())
            _ = path(&b, at: 0, peekAtIcon)
            _ = path(&b, at: 0.5, [(80, 55, 0.2), (80, 55, 0.25), (80, 55, 0.2)])
            return b.trace
        }())

    static let menuLaterTap = Scenario(
        name: "later-tap",
        summary: "peek at (20, 10) mm opens the menu; lifting at the press point leaves it open; a tap at (30, 40) mm selects row 3",
        trace: {
            var b = TraceBuilder(device: SyntheticDevice.touchpad())
            _ = path(&b, at: 0, peekAtIcon)
            _ = path(&b, at: 0.5, [(30, 40, 0.2), (30, 40, 0.25), (30, 40, 0.2)])
            return b.trace
        }())

    static let menuPop = Scenario(
        name: "pop",
        summary: "peek at (20, 10) mm opens the menu; sliding to y 18 mm highlights row 1; pressing on to pop selects it at once",
        trace: {
            var b = TraceBuilder(device: SyntheticDevice.touchpad())
            _ = path(&b, at: 0, peekAtIcon + [(20, 18, 0.6), (20, 18, 0.7), (20, 18, 0.9), (20, 18, 0.5)])
            return b.trace
        }())

    static let menuNoPeek = Scenario(
        name: "no-peek",
        summary: "a press at (20, 10) mm that peaks at 0.4, below peek: no menu",
        trace: {
            var b = TraceBuilder(device: SyntheticDevice.touchpad())
            _ = path(&b, at: 0, [(20, 10, 0.2), (20, 10, 0.4), (20, 10, 0.3)])
            return b.trace
        }())
}
