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

    @Test("Tap by duration: at the limit a tap, past it none", arguments: [(30, PressClass.tap), (31, PressClass.none)])
    func tapDuration(frames: Int, expected: PressClass) throws {
        // Frames every 10 ms: duration = frames × 10 ms. The limit 0.3 s is inclusive.
        let events = try F.run(F.press(forces: Array(repeating: 0.2, count: frames)))
        guard case let .up(pressClass, _, duration) = events.last?.kind else { Issue.record("no up"); return }
        #expect(duration == Int64(frames) * 10_000)
        #expect(pressClass == expected)
    }

    @Test("Tap by slop: moving more than 3 mm makes a light press none")
    func tapSlop() throws {
        func run(moveTo x: Int32) throws -> PressClass? {
            var events = F.press(forces: [0.2, 0.2])
            events.insert(F.abs(.absMTPositionX, x, 10), at: events.count - 3)
            guard case let .up(pressClass, _, _) = try F.run(events).last?.kind else { return nil }
            return pressClass
        }
        #expect(try run(moveTo: 1000 + 120) == .tap)    // 3.0 mm at 40 units/mm: within
        #expect(try run(moveTo: 1000 + 121) == PressClass.none)
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
        #expect(try F.run(held).last?.kind == .up(.none, peak: 0.1, duration: 700_000))
        let configuration = try ClassifierConfiguration(longPressOnPressureDevices: true)
        let out = try F.run(held, configuration: configuration)
        #expect(out.map(\.kind) == [
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
        #expect(out.last?.kind == .up(.none, peak: 0, duration: 700_000))
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
        // The frame after the drop: slot 0 gone, slot 1 still there.
        events += [F.abs(.absMTSlot, 0, 10), F.abs(.absMTTrackingID, -1, 10), F.syn(10)]
        events += [F.abs(.absMTSlot, 1, 20), F.abs(.absMTTrackingID, -1, 20), F.syn(20)]
        var recognizer = try PressRecognizer(device: F.touchpad())
        var out: [GestureEvent] = []
        for event in events { recognizer.process(event) { out.append($0) } }
        #expect(out.map(\.kind) == [
            .down(force: 0.1, x: 0, y: 0), .down(force: 0.1, x: 0, y: 0),
            .cancel(.dropped), .up(.tap, peak: 0.1, duration: 20_000),
        ])
        #expect(out[2].slot == 0)
        #expect(recognizer.diagnostics.droppedEvents == 3)
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
