import ForceTouchCore
import Testing

@Suite("Stage machine, frame by frame")
struct PressStageMachineTests {
    let thresholds = PressThresholds.default

    @Test("The design's worked example gives its exact stage changes")
    func workedExample() {
        var machine = PressStageMachine(thresholds: thresholds)
        let forces = [0.10, 0.45, 0.55, 0.45, 0.38, 0.85, 0.75, 0.65, 0.30]
        let actions = forces.map { machine.frameEnded(force: $0) }
        #expect(actions == [
            .none, .none, .stage(.peek), .none, .stage(.light),
            .stages(.peek, .pop), .none, .stage(.peek), .stage(.light),
        ])
        #expect(machine.deepest == .pop)
    }

    @Test("Enter is inclusive, exit is strict", arguments: [
        (0.50, Stage.peek), (0.4999, Stage.light),
    ])
    func enterInclusive(force: Double, expected: Stage) {
        var machine = PressStageMachine(thresholds: thresholds)
        _ = machine.frameEnded(force: force)
        #expect(machine.stage == expected)
    }

    @Test("Falling exactly to an exit value stays; below it leaves")
    func exitStrict() {
        var machine = PressStageMachine(thresholds: thresholds)
        _ = machine.frameEnded(force: 0.9)
        #expect(machine.frameEnded(force: 0.70) == .none)
        #expect(machine.frameEnded(force: 0.6999) == .stage(.peek))
        #expect(machine.frameEnded(force: 0.40) == .none)
        #expect(machine.frameEnded(force: 0.3999) == .stage(.light))
    }

    @Test("A fall from pop past both exits reports peek then light in one frame")
    func doubleStepDown() {
        var machine = PressStageMachine(thresholds: thresholds)
        #expect(machine.frameEnded(force: 0.95) == .stages(.peek, .pop))
        #expect(machine.frameEnded(force: 0.05) == .stages(.peek, .light))
        #expect(machine.deepest == .pop)
    }

    @Test("A minimum dwell holds a change until the target has lasted that many frames")
    func dwell() {
        var machine = PressStageMachine(thresholds: thresholds, minimumDwell: 3)
        #expect(machine.frameEnded(force: 0.6) == .none)
        #expect(machine.frameEnded(force: 0.6) == .none)
        #expect(machine.frameEnded(force: 0.3) == .none)     // interrupted: back inside light
        #expect(machine.frameEnded(force: 0.6) == .none)
        #expect(machine.frameEnded(force: 0.6) == .none)
        #expect(machine.frameEnded(force: 0.6) == .stage(.peek))
    }

    @Test("A pending change counts by the new stage's own band: a peek held above peek's exit is not lost")
    func dwellByBand() {
        var machine = PressStageMachine(thresholds: thresholds, minimumDwell: 2)
        #expect(machine.frameEnded(force: 0.55) == .none)           // peek pending, 1 frame
        #expect(machine.frameEnded(force: 0.45) == .stage(.peek))   // below enter but above exit: still peek
        #expect(machine.frameEnded(force: 0.35) == .none)           // light pending
        #expect(machine.frameEnded(force: 0.55) == .none)           // at peek's enter again: the change is off
        #expect(machine.stage == .peek)
        #expect(machine.frameEnded(force: 0.35) == .none)           // light pending
        #expect(machine.frameEnded(force: 0.45) == .stage(.light))  // below peek's enter: light's band
        #expect(machine.frameEnded(force: 0.9) == .none)            // pop pending
        #expect(machine.frameEnded(force: 0.75) == .stages(.peek, .pop))   // above pop's exit
        #expect(machine.frameEnded(force: 0.2) == .none)            // light pending (two steps down)
        #expect(machine.frameEnded(force: 0.2) == .stages(.peek, .light))
        #expect(machine.deepest == .pop)
    }

    @Test("A minimum dwell of 0 frames is refused, naming the setting")
    func noDwell() {
        #expect(throws: ConfigurationError.noDwell) { try ClassifierConfiguration(minimumDwell: 0) }
        #expect(ConfigurationError.noDwell.description == "minimum dwell must be 1 or more frames (1 reports a change in the frame that makes it)")
    }

    @Test("Long press enters peek once, only from light")
    func longPress() {
        var machine = PressStageMachine(thresholds: thresholds)
        #expect(machine.longPressElapsed() == .stage(.peek))
        #expect(machine.longPressElapsed() == .none)
        #expect(machine.deepest == .peek)
    }

    @Test("Thresholds are validated", arguments: [
        (0.5, 0.5, "exit 0.5 must be below enter 0.5"),
        (0.4, 0.5, "exit 0.5 must be below enter 0.4"),
        (1.2, 0.5, "thresholds 1.2:0.5 must lie within 0...1"),
        (0.5, -0.1, "thresholds 0.5:-0.1 must lie within 0...1"),
    ])
    func validation(enter: Double, exit: Double, message: String) {
        #expect(throws: ConfigurationError.self) { try Hysteresis(enter: enter, exit: exit) }
        do {
            _ = try Hysteresis(enter: enter, exit: exit)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("The pop band must lie above the peek band")
    func popAbovePeek() throws {
        let peek = try Hysteresis(enter: 0.6, exit: 0.5)
        let pop = try Hysteresis(enter: 0.8, exit: 0.45)
        #expect(throws: ConfigurationError.popNotAbovePeek) { try PressThresholds(peek: peek, pop: pop) }
    }
}
