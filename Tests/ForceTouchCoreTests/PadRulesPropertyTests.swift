import ForceTouchCore
import PropertyBased
import Testing

/// ChromeOS's haptic-pad rules over random force sequences: dynamic hysteresis, exits that
/// give way with motion, and suppressed entries.
@Suite("Pad rules properties")
struct PadRulesPropertyTests {
    static let thresholdGen = HysteresisPropertyTests.thresholdGen
    static let forcesGen = HysteresisPropertyTests.forcesGen
    static let scaleGen = Gen.double(in: PadRules.lowestExitScale...1)
    static let dynamics = PressStageMachine.Dynamics(hysteresis: true, exitCap: 0.6)

    /// A stage machine with the memory its caller keeps for it.
    struct Ruled {
        var machine: PressStageMachine
        var memory = PressStageMachine.Memory()
        let dynamics: PressStageMachine.Dynamics

        init(_ thresholds: PressThresholds, dynamics: PressStageMachine.Dynamics = PadRulesPropertyTests.dynamics) {
            machine = PressStageMachine(thresholds: thresholds)
            self.dynamics = dynamics
        }

        mutating func frameEnded(force f: Double, exitScale: Double = 1, mayEnter: Bool = true) -> PressStageMachine.Action {
            machine.frameEnded(force: f, exitScale: exitScale, mayEnter: mayEnter, dynamics: dynamics, memory: &memory)
        }

        func bands() -> PressStageMachine.Bands { machine.bands(dynamics: dynamics, memory: memory) }
        var stage: Stage { machine.stage }
    }

    @Test("With the rules off, every frame gives what the plain machine gives")
    func offIsToday() async {
        await propertyCheck(count: 300, input: Self.thresholdGen, Self.forcesGen) { thresholds, forces in
            var plain = PressStageMachine(thresholds: thresholds)
            var ruled = Ruled(thresholds, dynamics: .off)
            for f in forces {
                #expect(plain.frameEnded(force: f) == ruled.frameEnded(force: f))
            }
        }
    }

    @Test("Never stuck: once the force is gone, the stage is light within one frame, whatever came before")
    func neverStuck() async {
        await propertyCheck(count: 300, input: Self.thresholdGen, Self.forcesGen, Self.scaleGen.array(of: 60)) { thresholds, forces, scales in
            guard thresholds.peek.exit > 0 else { return }
            var machine = Ruled(thresholds)
            for (f, scale) in zip(forces, scales) { _ = machine.frameEnded(force: f, exitScale: scale, mayEnter: true) }
            _ = machine.frameEnded(force: 0, exitScale: scales.last ?? 1, mayEnter: true)
            #expect(machine.stage == .light)
        }
    }

    @Test("No chatter: force wavering below peek's enter leaves peek at most once and never comes back")
    func noChatter() async {
        await propertyCheck(count: 300, input: Self.thresholdGen, Gen.double(in: 0..<1).array(of: 2...80)) { thresholds, unit in
            var machine = Ruled(thresholds)
            _ = machine.frameEnded(force: thresholds.peek.enter)
            let low = thresholds.peek.exit, high = thresholds.peek.enter
            var changes = 0
            for u in unit where machine.frameEnded(force: low + u * (high - low)) != .none { changes += 1 }
            #expect(changes <= 1)
        }
    }

    @Test("The dynamic exit: a held stage leaves below half its peak, up to the cap, and never below its own exit")
    func raisedExit() async {
        await propertyCheck(count: 300, input: Self.thresholdGen, Gen.double(in: 0...1)) { thresholds, peakShare in
            var machine = Ruled(thresholds)
            // Into peek, then up to a peak below pop's enter.
            let peak = thresholds.peek.enter + peakShare * (thresholds.pop.enter - thresholds.peek.enter) * 0.999
            _ = machine.frameEnded(force: thresholds.peek.enter)
            _ = machine.frameEnded(force: peak, exitScale: 1, mayEnter: true)
            let exit = max(thresholds.peek.exit, min(0.5 * peak, Self.dynamics.exitCap))
            #expect(machine.bands().peekExit == exit)
        }
    }

    @Test("Re-entry takes 1.2 times the force at the exit, a bar that falls with the force")
    func reentry() throws {
        let thresholds = try PressThresholds(peek: Hysteresis(enter: 0.2, exit: 0.15), pop: Hysteresis(enter: 0.6, exit: 0.5))
        var machine = Ruled(thresholds)
        #expect(machine.frameEnded(force: 0.5) == .stage(.peek))
        // Half of 0.5 is 0.25: leaving below it, at 0.24.
        #expect(machine.frameEnded(force: 0.24) == .stage(.light))
        #expect(machine.bands().peekEnter == 1.2 * 0.24)
        #expect(machine.frameEnded(force: 0.27) == .none)            // below 0.288
        #expect(machine.frameEnded(force: 0.18) == .none)            // the bar falls to 0.216
        #expect(machine.bands().peekEnter == 1.2 * 0.18)
        #expect(machine.frameEnded(force: 0.22) == .stage(.peek))    // ≥ 0.216
    }

    @Test("A moving contact keeps its stage: its exits shrink by the scale, never below a tenth")
    func motion() throws {
        #expect(PadRules.exitScale(speed: 0) == 1)
        #expect(PadRules.exitScale(speed: 100) == 0.5)
        #expect(PadRules.exitScale(speed: 200) == PadRules.lowestExitScale)
        #expect(PadRules.exitScale(speed: 5000) == PadRules.lowestExitScale)
        let thresholds = PressThresholds.default
        var machine = Ruled(thresholds, dynamics: .off)
        _ = machine.frameEnded(force: 0.6)
        // 0.3 is below peek's exit 0.4, but not below 0.4 × 0.5 while the finger drags at 100 mm/s.
        #expect(machine.frameEnded(force: 0.3, exitScale: PadRules.exitScale(speed: 100)) == .none)
        #expect(machine.frameEnded(force: 0.3) == .stage(.light))
    }

    @Test("While entries are suppressed no deeper stage is entered, and leaving still works")
    func suppressed() async {
        await propertyCheck(count: 300, input: Self.thresholdGen, Self.forcesGen) { thresholds, forces in
            var machine = Ruled(thresholds)
            var deepest = Stage.light
            for f in forces {
                let before = machine.stage
                _ = machine.frameEnded(force: f, exitScale: 1, mayEnter: false)
                #expect(machine.stage <= before)
                deepest = max(deepest, machine.stage)
            }
            #expect(deepest == .light)
        }
    }
}
