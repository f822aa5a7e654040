import ForceTouchCore
import PropertyBased
import Testing

/// Invariants of the hysteresis over random force sequences.
@Suite("Hysteresis properties")
struct HysteresisPropertyTests {
    /// Random thresholds with the pop band above the peek band.
    static let thresholdGen = zip(
        Gen.double(in: 0.05...0.45), Gen.double(in: 0.01...0.2),
        Gen.double(in: 0.05...0.45), Gen.double(in: 0.01...0.2)
    ).map { (values: (Double, Double, Double, Double)) -> PressThresholds in
        let (peekEnter, peekGap, popDelta, popGap) = values
        let peek = try! Hysteresis(enter: peekEnter, exit: max(0, peekEnter - peekGap))
        let popEnter = min(1, peekEnter + popDelta)
        let pop = try! Hysteresis(enter: popEnter, exit: max(peek.exit + 0.001, popEnter - popGap))
        return try! PressThresholds(peek: peek, pop: pop)
    }

    static let forcesGen = Gen.double(in: 0...1).array(of: 1...60)

    /// Which side of each of the four thresholds `f` lies on.
    static func zone(_ f: Double, _ t: PressThresholds) -> [Bool] {
        [f >= t.peek.enter, f < t.peek.exit, f >= t.pop.enter, f < t.pop.exit]
    }

    @Test("No stage change while force stays inside one band")
    func noChatterInsideBand() async {
        await propertyCheck(count: 300, input: Self.thresholdGen, Self.forcesGen) { thresholds, forces in
            var machine = PressStageMachine(thresholds: thresholds)
            var previous: Double?
            for f in forces {
                let action = machine.frameEnded(force: f)
                if let previous, Self.zone(previous, thresholds) == Self.zone(f, thresholds) {
                    #expect(action == .none, "changed inside a band: \(previous) → \(f)")
                }
                previous = f
            }
        }
    }

    @Test("Noise confined to a band between exit and enter never changes the stage")
    func noiseInBand() async {
        await propertyCheck(count: 200, input: Self.thresholdGen, Gen.double(in: 0..<1).array(of: 2...80)) { thresholds, unit in
            // First enter peek, then waver anywhere in [peek.exit, min(peek.enter, pop.exit)).
            var machine = PressStageMachine(thresholds: thresholds)
            _ = machine.frameEnded(force: thresholds.peek.enter)
            let low = thresholds.peek.exit, high = min(thresholds.pop.enter, max(thresholds.peek.enter, thresholds.pop.exit))
            for u in unit {
                #expect(machine.frameEnded(force: low + u * (high - low)) == .none)
            }
            #expect(machine.stage == .peek)
        }
    }

    @Test("Stages move only between neighbours, except the double step in one frame")
    func neighboursOnly() async {
        await propertyCheck(count: 300, input: Self.thresholdGen, Self.forcesGen) { thresholds, forces in
            var machine = PressStageMachine(thresholds: thresholds)
            for f in forces {
                let before = machine.stage
                switch machine.frameEnded(force: f) {
                case .none:
                    #expect(machine.stage == before)
                case let .stage(stage):
                    #expect(abs(Int(stage.rawValue) - Int(before.rawValue)) == 1)
                    #expect(machine.stage == stage)
                case let .stages(middle, last):
                    #expect(middle == .peek)
                    #expect((before, last) == (.light, .pop) || (before, last) == (.pop, .light))
                    #expect(machine.stage == last)
                }
            }
        }
    }

    @Test("Every press that reaches pop.enter ends with class pop")
    func popReachedMeansPop() async throws {
        let device = CoreFixtures.touchpad()
        await propertyCheck(count: 200, input: Self.thresholdGen, Self.forcesGen) { thresholds, forces in
            let configuration = try! ClassifierConfiguration(thresholds: thresholds)
            var recognizer = try! PressRecognizer(device: device, configuration: configuration)
            var events: [GestureEvent] = []
            for event in CoreFixtures.press(forces: forces) { recognizer.process(event) { events.append($0) } }
            let reachedPop = forces.contains { f in
                // The force the device actually reports after rounding to its raw units.
                Double(CoreFixtures.raw(f)) / Double(CoreFixtures.pressureMaximum) >= thresholds.pop.enter
            }
            guard case let .up(end) = events.last?.kind, case let pressClass = end.pressClass else {
                Issue.record("no up: \(events)")
                return
            }
            #expect((pressClass == .pop) == reachedPop)
            // And the stage events replay the stage machine's actions exactly.
            let stageCount = events.filter { if case .stage = $0.kind { true } else { false } }.count
            var machine = PressStageMachine(thresholds: thresholds)
            var expected = 0
            for f in forces {
                switch machine.frameEnded(force: Double(CoreFixtures.raw(f)) / Double(CoreFixtures.pressureMaximum)) {
                case .none: break
                case .stage: expected += 1
                case .stages: expected += 2
                }
            }
            #expect(stageCount == expected)
        }
    }
}
