import ForceTouchCore
import Testing

/// The press machine driven one input at a time, each input in each state.
@Suite("Press machine, input by input")
struct PressMachineTests {
    static let settings = PressMachine.Settings(
        thresholds: .default, minimumDwell: 1, tapMaximum: 300_000, slopSquared: 9, longPress: 500_000)
    static func t(_ ms: Int64) -> Timestamp { Timestamp(microseconds: ms * 1000) }

    @Test("Idle: only a contact going down fits; everything else is impossible and changes nothing")
    func idle() {
        var machine = PressMachine(settings: Self.settings)
        #expect(machine.frameEnded(force: 0.5, x: 0, y: 0) == .impossible)
        #expect(machine.deadlinePassed(at: Self.t(900)) == .impossible)
        #expect(machine.lifted(at: Self.t(10)) == .impossible)
        #expect(machine.lost(.dropped) == .impossible)
        #expect(machine.state == .idle)
        #expect(machine.contactDown(at: Self.t(0), x: 1, y: 1) == .down)
        #expect(machine.contactDown(at: Self.t(5), x: 1, y: 1) == .impossible)
        #expect(machine.deadline == Self.t(500))
    }

    @Test("Pressing: frames drive the stages; the class comes with the lift")
    func pressing() {
        var machine = PressMachine(settings: Self.settings)
        _ = machine.contactDown(at: Self.t(0), x: 0, y: 0)
        #expect(machine.frameEnded(force: 0.3, x: 0, y: 0) == .none)
        #expect(machine.frameEnded(force: 0.9, x: 0, y: 0) == .stages(.peek, .pop))
        #expect(machine.frameEnded(force: 0.6, x: 0, y: 0) == .stage(.peek))
        #expect(machine.lifted(at: Self.t(40)) == .up(PressEnd(pressClass: .pop, reason: .reachedPop, peak: 0.9, duration: 40_000, moved: 0)))
        #expect(machine.state == .idle)
    }

    @Test("Moving beyond the slop (3 mm) disarms the long press and rules out a tap")
    func moved() {
        var machine = PressMachine(settings: Self.settings)
        _ = machine.contactDown(at: Self.t(0), x: 10, y: 10)
        #expect(machine.frameEnded(force: 0, x: 13, y: 10) == .none)      // exactly 3 mm: still
        #expect(machine.deadline == Self.t(500))
        #expect(machine.frameEnded(force: 0, x: 13.01, y: 10) == .none)
        #expect(machine.deadline == nil)
        #expect(machine.deadlinePassed(at: Self.t(600)) == .none)
        #expect(machine.lifted(at: Self.t(100))
            == .up(PressEnd(pressClass: .unclassified, reason: .moved(slop: 3), peak: 0, duration: 100_000, moved: 3.01)))
    }

    @Test("Every up says why: short and still, too long (with the limit), moved (with the slop and how far)")
    func reasons() {
        func end(downAt x: Double, movesTo farthest: Double, lifts ms: Int64) -> PressMachine.Action {
            var machine = PressMachine(settings: Self.settings)
            _ = machine.contactDown(at: Self.t(0), x: x, y: 0)
            _ = machine.frameEnded(force: 0.1, x: farthest, y: 0)
            _ = machine.frameEnded(force: 0.2, x: x, y: 0)           // back where it went down: farthest stays
            return machine.lifted(at: Self.t(ms))
        }
        #expect(end(downAt: 0, movesTo: 2, lifts: 300) == .up(PressEnd(pressClass: .tap, reason: .shortAndStill, peak: 0.2, duration: 300_000, moved: 2)))
        #expect(end(downAt: 0, movesTo: 1, lifts: 301)
            == .up(PressEnd(pressClass: .unclassified, reason: .tooLong(limit: 300_000), peak: 0.2, duration: 301_000, moved: 1)))
        #expect(end(downAt: 0, movesTo: 5, lifts: 10)
            == .up(PressEnd(pressClass: .unclassified, reason: .moved(slop: 3), peak: 0.2, duration: 10_000, moved: 5)))
    }

    @Test("The long press fires once, at its deadline, and holds peek until the lift")
    func longPress() {
        var machine = PressMachine(settings: Self.settings)
        _ = machine.contactDown(at: Self.t(0), x: 0, y: 0)
        #expect(machine.deadlinePassed(at: Self.t(499)) == .none)
        #expect(machine.deadlinePassed(at: Self.t(500)) == .stage(.peek))
        #expect(machine.deadlinePassed(at: Self.t(900)) == .none)
        #expect(machine.frameEnded(force: 0, x: 0, y: 0) == .none)        // no force: still peek
        #expect(machine.stage == .peek)
        #expect(machine.frameEnded(force: 0.9, x: 0, y: 0) == .stage(.pop))
        #expect(machine.frameEnded(force: 0, x: 0, y: 0) == .stage(.peek))  // the floor: never back to light
        #expect(machine.lifted(at: Self.t(800)) == .up(PressEnd(pressClass: .pop, reason: .reachedPop, peak: 0.9, duration: 800_000, moved: 0)))
    }

    @Test("Lost: a press in progress ends with cancel and the reason; no class")
    func lost() {
        var machine = PressMachine(settings: Self.settings)
        _ = machine.contactDown(at: Self.t(0), x: 0, y: 0)
        _ = machine.frameEnded(force: 0.7, x: 0, y: 0)
        #expect(machine.lost(.deviceRemoved) == .cancel(.deviceRemoved))
        #expect(machine.state == .idle)
        #expect(machine.lost(.deviceRemoved) == .impossible)
    }

    @Test("Minimum dwell is the stage machine's pending state, reset when the target changes")
    func dwellState() {
        var stages = PressStageMachine(thresholds: .default, minimumDwell: 3)
        #expect(stages.frameEnded(force: 0.6) == .none)
        #expect(stages.state == .pending(.light, toward: .peek, frames: 1))
        #expect(stages.frameEnded(force: 0.9) == .none)
        #expect(stages.state == .pending(.light, toward: .pop, frames: 1))
        #expect(stages.frameEnded(force: 0.9) == .none)
        #expect(stages.frameEnded(force: 0.9) == .stages(.peek, .pop))
        #expect(stages.state == .settled(.pop))
    }
}
