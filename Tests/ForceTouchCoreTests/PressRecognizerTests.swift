import ForceTouchCore
import Testing

@Suite("Press recognizer")
struct PressRecognizerTests {
    typealias F = CoreFixtures

    @Test("The worked example end to end: exact events, times and class")
    func workedExample() throws {
        let events = try F.run(F.press(forces: [0.10, 0.45, 0.55, 0.45, 0.38, 0.85, 0.75, 0.65, 0.30]))
        #expect(events == [
            F.event(0, 0, .down(force: 0.10, x: 25, y: 25)),
            F.event(20, 0, .stage(.peek, force: 0.55)),
            F.event(40, 0, .stage(.light, force: 0.38)),
            F.event(50, 0, .stage(.peek, force: 0.85)),
            F.event(50, 0, .stage(.pop, force: 0.85)),
            F.event(70, 0, .stage(.peek, force: 0.65)),
            F.event(80, 0, .stage(.light, force: 0.30)),
            F.event(90, 0, .up(.pop, peak: 0.85, duration: 90_000)),
        ])
    }

    @Test("A down frame already past peek reports down, then the stage, in that frame")
    func downAtPeek() throws {
        let events = try F.run(F.press(forces: [0.6]))
        #expect(events.map(\.kind) == [.down(force: 0.6, x: 25, y: 25), .stage(.peek, force: 0.6), .up(.peek, peak: 0.6, duration: 10_000)])
    }

    @Test("Tap by duration: at the limit a tap, past it none", arguments: [(30, PressClass.tap), (31, PressClass.unclassified)])
    func tapDuration(frames: Int, expected: PressClass) throws {
        // Frames every 10 ms: duration = frames × 10 ms. The limit 0.3 s is inclusive.
        let events = try F.run(F.press(forces: Array(repeating: 0.2, count: frames)))
        guard case let .up(end) = events.last?.kind else { Issue.record("no up"); return }
        #expect(end.duration == Int64(frames) * 10_000)
        #expect(end.pressClass == expected)
    }

    @Test("Tap by slop: moving more than 3 mm makes a light press none")
    func tapSlop() throws {
        func run(moveTo x: Int32) throws -> PressClass? {
            var events = F.press(forces: [0.2, 0.2])
            events.insert(F.abs(.absMTPositionX, x, 10), at: events.count - 3)
            guard case let .up(end) = try F.run(events).last?.kind else { return nil }
            return end.pressClass
        }
        #expect(try run(moveTo: 1000 + 120) == .tap)    // 3.0 mm at 40 units/mm: within
        #expect(try run(moveTo: 1000 + 121) == PressClass.unclassified)
    }

    @Test("Semi-MT slots are a bounding box: their jumps are not movement")
    func semiMT() throws {
        var events = F.press(forces: [0.2, 0.2])
        events.insert(F.abs(.absMTPositionX, 3000, 10), at: events.count - 3)
        let events2 = try F.run(events, device: F.touchpad(semiMT: true))
        #expect(events2.last?.kind == .up(.tap, peak: 0.2, duration: 20_000))
    }

    @Test("Long press without pressure: peek exactly at down + 0.5 s, class peek")
    func longPress() throws {
        var events: [InputEvent] = [F.abs(.absMTTrackingID, 1, 0), F.abs(.absMTPositionX, 100, 0), F.syn(0)]
        for ms in stride(from: Int64(100), through: 700, by: 100) { events.append(F.syn(ms)) }
        events += [F.abs(.absMTTrackingID, -1, 800), F.syn(800)]
        let out = try F.run(events, device: F.touchpad(pressure: false))
        #expect(out == [
            F.event(0, 0, .down(force: 0, x: 2.5, y: 0)),
            F.event(500, 0, .stage(.peek, force: 0)),
            F.event(800, 0, .up(.peek, peak: 0, duration: 800_000)),
        ])
    }

    @Test("Long press is off on pressure devices unless asked for, and then holds peek")
    func longPressWithPressure() throws {
        let held = F.press(forces: Array(repeating: 0.1, count: 70))
        #expect(try F.run(held).last?.kind == .up(.unclassified, peak: 0.1, duration: 700_000))
        let configuration = try ClassifierConfiguration(longPressOnPressureDevices: true)
        let out = try F.run(held, configuration: configuration)
        #expect(out.map(\.kind.summarized) == [
            .down(force: 0.1, x: 25, y: 25), .stage(.peek, force: 0.1), .up(.peek, peak: 0.1, duration: 700_000),
        ])
        #expect(out[1].time == Timestamp(microseconds: 500_000))
    }

    @Test("Moving beyond the slop before the deadline prevents the long press")
    func longPressMoved() throws {
        var events: [InputEvent] = [F.abs(.absMTTrackingID, 1, 0), F.abs(.absMTPositionX, 100, 0), F.syn(0)]
        events += [F.abs(.absMTPositionX, 400, 100), F.syn(100), F.syn(600)]
        events += [F.abs(.absMTTrackingID, -1, 700), F.syn(700)]
        let out = try F.run(events, device: F.touchpad(pressure: false))
        #expect(out.last?.kind.summarized == .up(.unclassified, peak: 0, duration: 700_000))
        #expect(out.count == 2)
    }

    @Test("tick(at:) fires a due long press while the device is silent")
    func tick() throws {
        var recognizer = try PressRecognizer(device: F.touchpad(pressure: false))
        var out: [GestureEvent] = []
        for event in [F.abs(.absMTTrackingID, 1, 0), F.syn(0)] { recognizer.process(event) { out.append($0) } }
        #expect(recognizer.nextDeadline == Timestamp(microseconds: 500_000))
        recognizer.tick(at: Timestamp(microseconds: 499_999)) { out.append($0) }
        #expect(out.count == 1)
        recognizer.tick(at: Timestamp(microseconds: 650_000)) { out.append($0) }
        #expect(out.last == F.event(500, 0, .stage(.peek, force: 0)))
        #expect(recognizer.nextDeadline == nil)
    }

    @Test("A contact lost during SYN_DROPPED ends with cancel(dropped); others carry on")
    func droppedContactCancels() throws {
        var events = [F.abs(.absMTSlot, 0, 0), F.abs(.absMTTrackingID, 1, 0), F.abs(.absMTPressure, 100, 0),
                      F.abs(.absMTSlot, 1, 0), F.abs(.absMTTrackingID, 2, 0), F.abs(.absMTPressure, 100, 0), F.syn(0)]
        events += [F.syn(5, .synDropped), F.abs(.absMTPressure, 900, 6), F.syn(6)]
        // The first frame after the drop: slot 0 says it is gone, slot 1 presses on.
        events += [F.abs(.absMTSlot, 0, 10), F.abs(.absMTTrackingID, -1, 10), F.abs(.absMTSlot, 1, 10), F.abs(.absMTPressure, 120, 10), F.syn(10)]
        events += [F.abs(.absMTTrackingID, -1, 20), F.syn(20)]
        var recognizer = try PressRecognizer(device: F.touchpad())
        var out: [GestureEvent] = []
        for event in events { recognizer.process(event) { out.append($0) } }
        #expect(out.map(\.kind.summarized) == [
            .down(force: 0.1, x: 0, y: 0), .down(force: 0.1, x: 0, y: 0),
            .cancel(.dropped), .up(.tap, peak: 0.12, duration: 20_000),
        ])
        #expect(out[2].slot == 0)
        #expect(out[2].time == Timestamp(microseconds: 10_000))
        #expect(recognizer.diagnostics.droppedEvents == 3)
    }

    @Test("A lift lost inside a drop ends the press with cancel at the first frame after it, not with a late up")
    func liftLostInDrop() throws {
        var events = F.press(forces: [0.6, 0.6]).dropLast(2)    // slot 0 down, at peek, not lifted
        events += [F.syn(25, .synDropped), F.abs(.absMTTrackingID, -1, 26), F.syn(26)]
        events += [F.syn(30)]                                    // the first complete frame: nothing from slot 0
        events += [F.abs(.absMTTrackingID, 9, 900), F.abs(.absMTPressure, 200, 900), F.syn(900)]   // slot 0 used again
        let out = try F.run(Array(events))
        #expect(out.map(\.kind.summarized) == [
            .down(force: 0.6, x: 25, y: 25), .stage(.peek, force: 0.6), .cancel(.dropped), .down(force: 0.2, x: 25, y: 25),
        ])
        #expect(out[2].time == Timestamp(microseconds: 30_000))
    }

    @Test("Output time never runs backwards: an earlier time stamp counts as the previous one")
    func timeBackwards() throws {
        var events = F.press(forces: [0.2, 0.2, 0.2])
        events[events.count - 1].time = Timestamp(microseconds: 5_000)   // the lift's SYN_REPORT, stamped before the down
        var recognizer = try PressRecognizer(device: F.touchpad())
        var out: [GestureEvent] = []
        for event in events { recognizer.process(event) { out.append($0) } }
        #expect(out.map(\.time.microseconds) == [0, 30_000])     // the lift's frame counts as at its last event, 30 ms
        #expect(out.last?.kind.summarized == .up(.tap, peak: 0.2, duration: 30_000))
        #expect(recognizer.diagnostics.timeWentBackwards == 1)
    }

    @Test("Time stamps near the top of the range: the long-press deadline saturates instead of wrapping")
    func deadlineNearTheTop() throws {
        let top = Int64.max - 100_000
        var events: [InputEvent] = [F.abs(.absMTTrackingID, 1, 0), F.syn(0), F.syn(50), F.abs(.absMTTrackingID, -1, 90), F.syn(90)]
        for index in events.indices { events[index].time = Timestamp(microseconds: top + events[index].time.microseconds) }
        var recognizer = try PressRecognizer(device: F.touchpad(pressure: false))
        var out: [GestureEvent] = []
        for event in events { recognizer.process(event) { out.append($0) } }
        #expect(out.map(\.kind.summarized) == [.down(force: 0, x: 0, y: 0), .up(.tap, peak: 0, duration: 90_000)])
        #expect(out.map(\.time.microseconds) == [top, top + 90_000])
    }

    @Test("Two long presses due in one frame fire in the order of their deadlines")
    func longPressOrder() throws {
        let events: [InputEvent] = [
            F.abs(.absMTSlot, 1, 0), F.abs(.absMTTrackingID, 1, 0), F.syn(0),
            F.abs(.absMTSlot, 0, 100), F.abs(.absMTTrackingID, 2, 100), F.syn(100),
            F.syn(700),
        ]
        let out = try F.run(events, device: F.touchpad(pressure: false))
        #expect(out.map(\.slot) == [1, 0, 1, 0])
        #expect(out.map(\.time.microseconds) == [0, 100_000, 500_000, 600_000])
    }

    @Test("Durations too long for microseconds in Int64 mean never, without a trap")
    func hugeDurations() throws {
        let configuration = try ClassifierConfiguration(tapMaximumDuration: 1e300, longPressDuration: 1e300)
        let out = try F.run(F.press(forces: Array(repeating: 0.2, count: 100)), device: F.touchpad(pressure: false), configuration: configuration)
        #expect(out.last?.kind.summarized == .up(.tap, peak: 0, duration: 1_000_000))
    }

    @Test("A pressure axis with an empty range is refused at set-up, not read as no force")
    func emptyPressureRange() {
        var device = F.touchpad()
        device.absInfo[.absMTPressure] = AbsInfo(minimum: 255, maximum: 0)
        #expect(throws: SetupError.emptyPressureRange(.absMTPressure, AbsInfo(minimum: 255, maximum: 0))) { try PressRecognizer(device: device) }
        #expect(SetupError.emptyPressureRange(.absMTPressure, AbsInfo(minimum: 255, maximum: 0)).description
            == "ABS_MT_PRESSURE range 255...0 is empty: its maximum must be above its minimum")
    }

    @Test("Anomalies are counted by kind; contacts continue")
    func anomaliesCounted() throws {
        var events = F.press(forces: [0.2, 0.2])
        events.insert(F.abs(.absMTSlot, 9, 0), at: 0)                   // out of range...
        events.insert(F.abs(.absMTPressure, 3, 0), at: 1)               // ...and an event for it
        events.insert(F.key(.buttonLeft, 1, 0), at: 2)                  // undeclared
        var recognizer = try PressRecognizer(device: F.touchpad())
        var out: [GestureEvent] = []
        for event in events { recognizer.process(event) { out.append($0) } }
        #expect(out.last?.kind.summarized == .up(.tap, peak: 0.2, duration: 20_000))
        var expected = Diagnostics()
        expected.slotOutOfRange = 2
        expected.undeclaredCodes = 1
        #expect(recognizer.diagnostics == expected)
    }

    @Test("finish cancels every open contact with the reason")
    func finish() throws {
        var recognizer = try PressRecognizer(device: F.touchpad())
        var out: [GestureEvent] = []
        for event in F.press(forces: [0.3]).dropLast(2) { recognizer.process(event) { out.append($0) } }
        recognizer.finish(at: Timestamp(microseconds: 42), reason: .deviceRemoved) { out.append($0) }
        #expect(out.last == GestureEvent(time: Timestamp(microseconds: 42), slot: 0, kind: .cancel(.deviceRemoved)))
        out.removeAll()
        recognizer.finish(reason: .endOfInput) { out.append($0) }
        #expect(out.isEmpty)
    }

    @Test("Progress: force/peek.enter while light, share of the peek→pop span while peek")
    func progress() throws {
        var recognizer = try PressRecognizer(device: F.touchpad())
        var samples: [ForceSample] = []
        for event in F.press(forces: [0.25, 0.65, 0.9]) {
            recognizer.process(event, samples: { samples.append($0) }, gestures: { _ in })
        }
        #expect(samples.map(\.stage) == [.light, .peek, .pop])
        #expect(samples.map(\.progress) == [0.5, (0.65 - 0.5) / (0.8 - 0.5), 1])
    }

    @Test("Pressure saturating at, or one past, the maximum is force 1; below the minimum 0")
    func saturation() throws {
        let normalizer = ForceNormalizer(range: 0...255)
        #expect(normalizer.force(255) == 1)
        #expect(normalizer.force(256) == 1)
        #expect(normalizer.force(-3) == 0)
    }

    @Test("A pressure-range override maps a small declared use onto 0...1")
    func pressureRange() throws {
        let configuration = try ClassifierConfiguration(pressureRange: 0...100)
        let events = try F.run(F.press(forces: [0.06]), configuration: configuration)
        #expect(events.first?.kind == .down(force: 0.6, x: 25, y: 25))
    }
}
