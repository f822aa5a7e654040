import ForceTouchTestSupport
import ForceTouchCore
import ForceTouchEvdev
import ForceTouchTraces
import SystemPackage
import Testing

/// Haptic feedback on a haptic pad, through the seam: the effects uploaded once, one played
/// per stage change, and both erased however reading ends.
@Suite("Haptics through the seam")
struct HapticsTests {
    static let pad = Scenario.all.first { $0.name == "pressure-pad" }!.trace
    /// The pad's own defaults: thresholds in grams.
    static let configuration: ClassifierConfiguration = {
        var configuration = try! PressurePadLevels.defaults(for: pad.device).configuration()
        configuration.padRules = PadRules.defaults(for: pad.device)
        return configuration
    }()

    static func run(_ script: ScriptedDevice, haptics: Bool = true, stop: StopSignal) throws -> (events: [GestureEvent], error: EvdevError?, device: EvdevDevice) {
        let device = try EvdevDevice(path: "/dev/input/event9", script: script)
        var events: [GestureEvent] = []
        do {
            try device.run(configuration: configuration, haptics: haptics, stop: stop) { events.append($0) }
            return (events, nil, device)
        } catch {
            return (events, error, device)
        }
    }

    static func hapticsLog(_ script: ScriptedDevice) -> [String] {
        script.log.filter { $0.hasPrefix("haptics") || $0.hasPrefix("upload") || $0.hasPrefix("play") || $0.hasPrefix("erase") }
    }

    @Test("PRESS on entering peek and pop, RELEASE on leaving them; uploaded once, erased at the end")
    func plays() throws {
        let stop = try StopSignal()
        let script = ScriptedDevice(description: Self.pad.device, steps: Self.pad.events.map { .event($0) }, end: .stop(stop))
        let (events, error, device) = try Self.run(script, stop: stop)
        #expect(error == nil)
        #expect(device.hapticsError == nil)
        #expect(events.filter { if case .stage = $0.kind { true } else { false } }.count == 6)
        // The click: peek, light. The force click: peek, pop, peek, light.
        #expect(Self.hapticsLog(script) == [
            "haptics open", "upload press 0", "upload release 1",
            "play 0", "play 1",
            "play 0", "play 0", "play 1", "play 1",
            "erase 0", "erase 1", "haptics close",
        ])
    }

    @Test("The effects are erased however reading ends: stopped (SIGINT, SIGTERM), unplugged, or a read error", arguments: ["stop", "unplug", "error"])
    func erasedAtEveryEnd(_ ending: String) throws {
        let stop = try StopSignal()
        // Into the force click's peek, then the end.
        let frames = Self.pad.events.prefix { $0.time.microseconds < 770_000 }.map { ScriptedDevice.Step.event($0) }
        let script = switch ending {
        case "stop": ScriptedDevice(description: Self.pad.device, steps: frames, end: .stop(stop))
        case "unplug": ScriptedDevice(description: Self.pad.device, steps: frames, end: .removed)
        default: ScriptedDevice(description: Self.pad.device, steps: frames + [.failure(.ioError)], end: .stop(stop))
        }
        let (events, error, _) = try Self.run(script, stop: stop)
        #expect(Self.hapticsLog(script).suffix(3) == ["erase 0", "erase 1", "haptics close"])
        #expect(Self.hapticsLog(script).filter { $0.hasPrefix("upload") }.count == 2)
        #expect(events.last.map { if case .cancel = $0.kind { true } else { false } } == true)
        switch ending {
        case "stop": #expect(error == nil)
        case "unplug": #expect(error?.kind == .removed)
        default: #expect(error?.kind == .cannotRead(.ioError))
        }
    }

    @Test("No haptics when not asked for, or on a pad without FF_HAPTIC")
    func none() throws {
        let stop = try StopSignal()
        let off = ScriptedDevice(description: Self.pad.device, steps: Self.pad.events.map { .event($0) }, end: .stop(stop))
        _ = try Self.run(off, haptics: false, stop: stop)
        #expect(Self.hapticsLog(off).isEmpty)
        let other = try StopSignal()
        var device = Self.pad.device
        device.eventCodes[.ff] = nil
        let plain = ScriptedDevice(description: device, steps: Self.pad.events.map { .event($0) }, end: .stop(other))
        _ = try Self.run(plain, stop: other)
        #expect(Self.hapticsLog(plain).isEmpty)
    }

    @Test("A node that cannot be opened for writing is an error that says how to read without haptics")
    func cannotOpen() throws {
        let stop = try StopSignal()
        let script = ScriptedDevice(description: Self.pad.device, steps: [], end: .stop(stop), hapticsErrors: (.permissionDenied, nil, nil))
        let (events, error, _) = try Self.run(script, stop: stop)
        #expect(events.isEmpty)
        #expect(error?.description == "cannot play haptics on /dev/input/event9: Permission denied (haptics need write access to the node and a kernel with FF_HAPTIC, 6.18 or later); --haptics off reads without them")
        #expect(Self.hapticsLog(script) == ["haptics open"])
    }

    @Test("An upload the kernel refuses closes what was opened")
    func uploadRefused() throws {
        let stop = try StopSignal()
        let script = ScriptedDevice(description: Self.pad.device, steps: [], end: .stop(stop), hapticsErrors: (nil, .invalidArgument, nil))
        let (_, error, _) = try Self.run(script, stop: stop)
        #expect(error?.kind == .cannotUseHaptics(.invalidArgument))
        #expect(Self.hapticsLog(script) == ["haptics open", "haptics close"])
    }

    @Test("A play that fails stops the haptics, not the reading: every press is still read, and the effects erased")
    func playFails() throws {
        let stop = try StopSignal()
        let script = ScriptedDevice(description: Self.pad.device, steps: Self.pad.events.map { .event($0) }, end: .stop(stop), hapticsErrors: (nil, nil, .ioError))
        let (events, error, device) = try Self.run(script, stop: stop)
        #expect(error == nil)
        #expect(device.hapticsError == .ioError)
        #expect(events.filter { if case .up = $0.kind { true } else { false } }.count == 3)
        #expect(Self.hapticsLog(script) == ["haptics open", "upload press 0", "upload release 1", "play 0", "erase 0", "erase 1", "haptics close"])
    }

    @Test("HapticFeedback follows each slot's stage: deeper plays PRESS, shallower RELEASE, a new press starts light")
    func feedback() {
        var feedback = HapticFeedback(slots: 2)
        let time = Timestamp(microseconds: 0)
        func event(_ slot: Int, _ kind: GestureEvent.Kind) -> HapticWaveform? { feedback.waveform(for: GestureEvent(time: time, slot: slot, kind: kind)) }
        #expect(event(0, .down(force: 0, x: 0, y: 0)) == nil)
        #expect(event(0, .stage(.peek, force: 0.5)) == .press)
        #expect(event(1, .stage(.peek, force: 0.5)) == .press)
        #expect(event(0, .stage(.pop, force: 0.9)) == .press)
        #expect(event(0, .stage(.peek, force: 0.6)) == .release)
        #expect(event(0, .stage(.light, force: 0.1)) == .release)
        #expect(event(1, .cancel(.dropped)) == nil)
        #expect(event(1, .stage(.peek, force: 0.5)) == .press)
        #expect(event(5, .stage(.peek, force: 0.5)) == nil)
    }
}
