import ForceTouchTestSupport
import ForceTouchCore
import ForceTouchEvdev
import ForceTouchTraces
import SystemPackage
import Testing

/// The live read loop through the seam, with scripted devices: no kernel device needed.
@Suite("Live input through the seam")
struct LiveReadLoopTests {
    /// Every gesture event of `trace` as a replay gives it.
    static func replayed(_ trace: Trace) throws -> [GestureEvent] {
        var recognizer = try PressRecognizer(device: trace.device)
        var out: [GestureEvent] = []
        for event in trace.events { recognizer.process(event) { out.append($0) } }
        recognizer.finish(reason: .endOfInput) { out.append($0) }
        return out
    }

    /// Every gesture event of a scripted device, and how reading ended.
    static func live(_ script: ScriptedDevice, grab: Bool = false, stop: StopSignal = try! StopSignal()) throws -> ([GestureEvent], EvdevError?) {
        let device = try EvdevDevice(path: "/dev/input/event9", script: script)
        var out: [GestureEvent] = []
        do {
            try device.run(grab: grab, stop: stop) { out.append($0) }
            return (out, nil)
        } catch {
            return (out, error)
        }
    }

    static func script(_ trace: Trace, end: ScriptedDevice.End) -> ScriptedDevice {
        ScriptedDevice(description: trace.device, steps: trace.events.map { .event($0) }, end: end)
    }

    @Test("A scripted device gives exactly the gesture events a replay of the same events gives", arguments: Scenario.all.map(\.name))
    func sameAsReplay(_ name: String) throws {
        let trace = try #require(Scenario.all.first { $0.name == name }).trace
        let stop = try StopSignal()
        let (events, error) = try Self.live(Self.script(trace, end: .stop(stop)), stop: stop)
        #expect(error == nil)
        #expect(events == (try Self.replayed(trace)))
    }

    @Test("The poll timeout is the next long-press deadline: a still finger with no events reaches peek on time")
    func longPressDeadline() throws {
        let device = SyntheticDevice.touchpadWithoutPressure()
        let t0 = Timestamp(microseconds: 1_000_000)
        let stop = try StopSignal()
        let script = ScriptedDevice(description: device, steps: [
            .event(InputEvent(time: t0, type: .abs, code: .absMTTrackingID, value: 5)),
            .event(InputEvent(time: t0, type: .syn, code: .synReport, value: 0)),
        ], end: .stop(stop))
        let (events, _) = try Self.live(script, stop: stop)
        #expect(events.map(\.kind) == [.down(force: 0, x: 0, y: 0), .stage(.peek, force: 0), .cancel(.endOfInput)])
        #expect(events[1].time == t0.advanced(byMicroseconds: 500_000))
        #expect(script.log.contains("poll 500"))
    }

    static func pressFrames(_ ms: [Int64]) -> [ScriptedDevice.Step] {
        var steps: [ScriptedDevice.Step] = [
            .event(InputEvent(time: Timestamp(microseconds: 0), type: .abs, code: .absMTTrackingID, value: 1)),
        ]
        for t in ms {
            steps.append(.event(InputEvent(time: Timestamp(microseconds: t * 1000), type: .abs, code: .absMTPressure, value: Int32(100 + t))))
            steps.append(.event(InputEvent(time: Timestamp(microseconds: t * 1000), type: .syn, code: .synReport, value: 0)))
        }
        return steps
    }

    @Test("SYN_DROPPED mid-press, contact gone after the resync: cancel (dropped)")
    func droppedLost() throws {
        let stop = try StopSignal()
        let resync = [InputEvent(time: Timestamp(microseconds: 30_000), type: .abs, code: .absMTTrackingID, value: -1),
                      InputEvent(time: Timestamp(microseconds: 30_000), type: .syn, code: .synReport, value: 0)]
        let script = ScriptedDevice(description: SyntheticDevice.touchpad(), steps: Self.pressFrames([0, 10]) + [.dropped(resync: resync)], end: .stop(stop))
        let (events, _) = try Self.live(script, stop: stop)
        #expect(events.map(\.kind.isDown) == [true, false])
        #expect(events.last?.kind == .cancel(.dropped))
        #expect(events.last?.time == Timestamp(microseconds: 30_000))
    }

    @Test("SYN_DROPPED mid-press, contact still there: it carries on, with no second down, and lifts with a class")
    func droppedKept() throws {
        let stop = try StopSignal()
        // libevdev's resync states only what changed: here nothing but the frame's end.
        let resync = [InputEvent(time: Timestamp(microseconds: 30_000), type: .syn, code: .synReport, value: 0)]
        let lift: [ScriptedDevice.Step] = [
            .event(InputEvent(time: Timestamp(microseconds: 40_000), type: .abs, code: .absMTTrackingID, value: -1)),
            .event(InputEvent(time: Timestamp(microseconds: 40_000), type: .syn, code: .synReport, value: 0)),
        ]
        let script = ScriptedDevice(description: SyntheticDevice.touchpad(), steps: Self.pressFrames([0, 10]) + [.dropped(resync: resync)] + lift, end: .stop(stop))
        let (events, _) = try Self.live(script, stop: stop)
        #expect(events.filter(\.kind.isDown).count == 1)
        #expect(events.last?.kind.summarized == .up(.tap, peak: 110.0 / 255, duration: 40_000))
    }

    @Test("Each SYN_DROPPED counts as one dropped event: the kernel does not say how many it lost, but never none")
    func droppedCounted() throws {
        let stop = try StopSignal()
        let resync = [InputEvent(time: Timestamp(microseconds: 30_000), type: .syn, code: .synReport, value: 0)]
        let steps = Self.pressFrames([0, 10]) + [.dropped(resync: resync), .dropped(resync: resync)]
        let device = try EvdevDevice(path: "/dev/input/event9", script: ScriptedDevice(description: SyntheticDevice.touchpad(), steps: steps, end: .stop(stop)))
        let diagnostics = try device.run(stop: stop) { _ in }
        #expect(diagnostics.droppedEvents == 2)
    }

    @Test("Reading starts from the device's state: a contact repeating its slot's last pressure, which the kernel does not send again, has that force")
    func startState() throws {
        let stop = try StopSignal()
        func abs(_ code: EventCode, _ value: Int32, at micros: Int64 = 0) -> InputEvent {
            InputEvent(time: Timestamp(microseconds: micros), type: .abs, code: code, value: value)
        }
        let state = [abs(.absMTSlot, 0), abs(.absMTPositionX, 400), abs(.absMTPressure, 77), abs(.absMTSlot, 1), abs(.absMTPressure, 0), abs(.absMTSlot, 0)]
        let steps: [ScriptedDevice.Step] = [
            .event(abs(.absMTTrackingID, 7, at: 1000)), .event(InputEvent(time: Timestamp(microseconds: 1000), type: .syn, code: .synReport, value: 0)),
        ]
        let script = ScriptedDevice(description: SyntheticDevice.touchpad(), steps: steps, end: .stop(stop), state: state)
        let (events, _) = try Self.live(script, stop: stop)
        #expect(events.first?.kind == .down(force: 77.0 / 255, x: 10, y: 0))   // 400 units at 40 per mm
    }

    @Test("Read latency: quantiles by the nearest rank, over frames in any order")
    func readLatency() {
        var latency = ReadLatency()
        #expect(latency.quantile(0.5) == nil)
        for micros: Int64 in [400, 100, 300, 200, 1000] {
            latency.frameRead(stamped: Timestamp(microseconds: 5_000), read: Timestamp(microseconds: 5_000 + micros))
        }
        #expect(latency.samples == [400, 100, 300, 200, 1000])
        #expect([0.5, 0.99, 1].map { latency.quantile($0) } == [300, 1000, 1000])
        #expect(latency.quantile(0.2) == 100)
    }

    @Test("ENODEV mid-press: the contact is cancelled (device removed) and reading ends with a clear error")
    func unplugged() throws {
        let script = ScriptedDevice(description: SyntheticDevice.touchpad(), steps: Self.pressFrames([0, 10]), end: .removed)
        let (events, error) = try Self.live(script)
        #expect(events.last?.kind == .cancel(.deviceRemoved))
        #expect(error?.kind == .removed)
        #expect(error?.description == "/dev/input/event9 was removed (unplugged); every contact still down was cancelled")
    }

    @Test("EACCES on open names the node and how to get access")
    func permissionDenied() {
        let script = ScriptedDevice(description: SyntheticDevice.touchpad(), steps: [], end: .removed, openError: .permissionDenied)
        #expect(throws: EvdevError.self) { try EvdevDevice(path: "/dev/input/event4", script: script) }
        do {
            _ = try EvdevDevice(path: "/dev/input/event4", script: script)
        } catch {
            #expect(error.kind == .cannotOpen(.permissionDenied))
            #expect(error.description.hasPrefix("cannot open /dev/input/event4: Permission denied. Input devices belong to root and the 'input' group"))
            #expect(error.description.contains("udev rule"))
        }
    }

    @Test("EINTR is retried, and EAGAIN only waits: the events are the same")
    func interrupted() throws {
        let trace = try #require(Scenario.all.first { $0.name == "pop" }).trace
        var steps: [ScriptedDevice.Step] = []
        for (index, event) in trace.events.enumerated() {
            if index % 3 == 0 { steps.append(.failure(.interrupted)) }
            if index % 5 == 0 { steps.append(.wouldBlock) }
            steps.append(.event(event))
        }
        let stop = try StopSignal()
        let (events, error) = try Self.live(ScriptedDevice(description: trace.device, steps: steps, end: .stop(stop)), stop: stop)
        #expect(error == nil)
        #expect(events == (try Self.replayed(trace)))
    }

    @Test("The grab is released on every way out: stopped, unplugged, a read error; and close releases it too")
    func grabReleased() throws {
        let stop = try StopSignal()
        let stopped = ScriptedDevice(description: SyntheticDevice.touchpad(), steps: Self.pressFrames([0]), end: .stop(stop))
        _ = try Self.live(stopped, grab: true, stop: stop)
        #expect(stopped.log.filter { !$0.hasPrefix("poll") } == ["grab", "ungrab", "close"])
        let removed = ScriptedDevice(description: SyntheticDevice.touchpad(), steps: Self.pressFrames([0]), end: .removed)
        _ = try Self.live(removed, grab: true)
        #expect(removed.log.filter { !$0.hasPrefix("poll") } == ["grab", "ungrab", "close"])
        let failing = ScriptedDevice(description: SyntheticDevice.touchpad(), steps: Self.pressFrames([0]) + [.failure(.ioError)], end: .removed)
        let (_, error) = try Self.live(failing, grab: true)
        #expect(error?.description == "cannot read /dev/input/event9: Input/output error")
        #expect(failing.log.filter { !$0.hasPrefix("poll") } == ["grab", "ungrab", "close"])
        let held = ScriptedDevice(description: SyntheticDevice.touchpad(), steps: [], end: .removed)
        let device = try EvdevDevice(path: "/dev/input/event9", script: held)
        try device.grab()
        device.close()
        device.close()
        #expect(held.log == ["grab", "ungrab", "close"])
        let busy = ScriptedDevice(description: SyntheticDevice.touchpad(), steps: [], end: .removed, grabError: .resourceBusy)
        let (_, grabError) = try Self.live(busy, grab: true)
        #expect(grabError?.description == "cannot grab /dev/input/event9: Device or resource busy (another program may hold it)")
    }

    @Test("As an async sequence: events as they come, then the unplug as an error; the device is closed")
    func asyncSequence() async throws {
        let trace = try #require(Scenario.all.first { $0.name == "two-fingers" }).trace
        let script = Self.script(trace, end: .removed)
        let device = try EvdevDevice(path: "/dev/input/event9", script: script)
        var events: [GestureEvent] = []
        do {
            for try await event in device.gestures() { events.append(event) }
            Issue.record("no error at the unplug")
        } catch let error as EvdevError {
            #expect(error.kind == .removed)
        }
        #expect(events == (try Self.replayed(trace)))
        #expect(script.log.last == "close")
    }

    @Test("Ending the iteration early stops the loop and closes the device")
    func asyncCancel() async throws {
        let trace = try #require(Scenario.all.first { $0.name == "two-fingers" }).trace
        // The script never stops the loop itself: only the end of the iteration does.
        let quiet = ScriptedDevice(description: trace.device, steps: trace.events.map { .event($0) }, end: .stop(try StopSignal()))
        let device = try EvdevDevice(path: "/dev/input/event9", script: quiet)
        for try await event in device.gestures() where event.kind.isDown { break }
        for _ in 0..<200 where quiet.log.last != "close" { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(quiet.log.last == "close")
    }
}

extension GestureEvent.Kind {
    var isDown: Bool { if case .down = self { true } else { false } }
}
