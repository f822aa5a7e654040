import ForceTouchCore
import ForceTouchTestSupport
import ForceTouchTraces
import Foundation
import Glibc

/// The live path against a real kernel: devices made through uinput, `forcetouch` reading them
/// as it reads real hardware, and its output held against replaying the same frames from a file.
final class KernelTests {
    let forcetouch: String
    let folder: String
    let devices: [TestDevice]
    private var made: [String: UinputDevice] = [:]
    private(set) var failures = 0
    /// How far apart live and replayed event times may be: live reads the kernel's time stamps,
    /// but a long press is stamped when the reader wakes, and emulated machines wake late.
    static let timeTolerance = 0.1

    /// The libinput reader (Scripts/vm/libinput-latency.c) and udevadm, for the latency comparison.
    let libinputReader: String?
    let udevadm: String?

    init(forcetouch: String, recordings: String, folder: String, libinputReader: String?, udevadm: String?) throws {
        self.forcetouch = forcetouch
        self.folder = folder
        self.libinputReader = libinputReader
        self.udevadm = udevadm
        devices = try TestDevices.all(recordings: recordings, folder: folder)
    }

    /// Runs every check, each reporting `PASS name: what it saw` or `FAIL name: why`.
    func run() {
        check("uinput devices created") {
            for device in devices { made[device.name] = try UinputDevice(device.description) }
            return devices.map { "\(made[$0.name]!.node) \($0.name)" }.joined(separator: "; ")
        }
        guard failures == 0 else { return }
        check("devices --json lists each device with its kind and capabilities") { try devicesList() }
        check("record refuses the keyboard") { try keyboardRefused() }
        for device in devices where device.presses != nil {
            check("live = replay, record then replay = live: \(device.name)") { try liveMatchesReplay(device) }
        }
        check("record then replay = live, on a device used before reading began") { try usedDevice() }
        check("SYN_DROPPED: contacts carry on or are cancelled, never stuck") { try droppedEvents() }
        check("--grab is released after SIGTERM") { try grabReleased() }
        check("unplugged mid-press: cancel, then a clean exit") { try unplugged() }
        if let libinputReader, let udevadm {
            check("latency beside libinput") { try latencyBesideLibinput(reader: libinputReader, udevadm: udevadm) }
        }
    }

    private func check(_ name: String, _ body: () throws -> String) {
        do {
            let detail = try body()
            say("PASS \(name): \(detail)")
        } catch {
            failures += 1
            say("FAIL \(name): \(error)")
        }
    }

    /// The device of `kind` (the first, for touchpads: the one with pressure) and its uinput twin.
    private func device(_ kind: String) -> (test: TestDevice, made: UinputDevice) {
        let test = devices.first { $0.kind == kind }!
        return (test, made[test.name]!)
    }

    // MARK: The checks

    private func devicesList() throws -> String {
        let listing = try runToEnd("devices", [forcetouch, "devices", "--json"])
        guard let entries = (try? JSONSerialization.jsonObject(with: Data(listing.utf8))) as? [[String: Any]] else {
            throw KernelTestError("devices --json printed no JSON array: \(listing)")
        }
        var seen: [String] = []
        for device in devices {
            let node = made[device.name]!.node
            guard let entry = entries.first(where: { $0["node"] as? String == node }) else {
                throw KernelTestError("\(node) (\(device.name)) is not listed")
            }
            let id = device.description.id
            let expected: [(String, String)] = [
                ("name", "\"\(device.name)\""), ("kind", "\"\(device.kind)\""), ("pressure", "\"\(device.pressure)\""),
                ("slots", "\(device.description.slotCount)"), ("pressurePad", "\(device.pressurePad)"), ("pressureRange", device.pressureRange),
                ("resolution", device.resolution), ("pressureUnit", device.pressureUnit), ("haptics", "false"),
                ("bus", "\(id.bus)"), ("vendor", "\(id.vendor)"), ("product", "\(id.product)"),
            ]
            for (key, value) in expected {
                let listed = entry[key].flatMap { try? JSONSerialization.data(withJSONObject: $0, options: [.fragmentsAllowed, .withoutEscapingSlashes]) }
                    .map { String(decoding: $0, as: UTF8.self) } ?? "missing"
                guard listed == value else { throw KernelTestError("\(device.name): \(key) is \(listed), expected \(value)") }
            }
            seen.append("\(device.name): \(device.kind), pressure \(device.pressure) \(device.pressureRange), resolution \(device.resolution)")
        }
        return seen.joined(separator: "; ")
    }

    private func keyboardRefused() throws -> String {
        let keyboard = device("other").made
        let record = try ReaderProcess("record-keyboard", [forcetouch, "record", keyboard.node, "-o", "\(folder)/keyboard.evemu"], folder: folder)
        guard let status = record.finish(within: 60) else { throw KernelTestError("record on the keyboard did not end") }
        let code = try ReaderProcess.exitCode(status, record.label)
        let message = record.errors.trimmed
        guard code != 0, message.contains("has letter keys"), message.contains("--allow-keyboard") else {
            throw KernelTestError("record on the keyboard: exit \(code), \(message)")
        }
        return "exit \(code): \(message)"
    }

    /// Live and `record` read the device at once while its presses are played; live's events must
    /// be those of replaying the original file, and of replaying what `record` wrote.
    private func liveMatchesReplay(_ device: TestDevice) throws -> String {
        let node = made[device.name]!.node
        let tag = device.name.lowercased().replacingOccurrences(of: " ", with: "-").filter { $0.isLetter || $0.isNumber || $0 == "-" }
        let expected = try replay(device.pressesFile!, label: "replay-\(tag)")
        let recording = "\(folder)/\(tag).recorded.evemu"
        let readers = try reading([("live-\(tag)", ["live", "--json", node]), ("record-\(tag)", ["record", node, "-o", recording])])
        let (live, record) = (readers[0], readers[1])
        try made[device.name]!.play(device.presses!.events[...])
        try live.wait(for: "\(expected.events.count) events") { ((try? GestureLines(live.output, source: "live")).map { $0.events.count } ?? 0) >= expected.events.count }
        let lifts = Self.lifts(in: device.presses!.events)
        try record.wait(for: "the recording's last lift") { Self.liftsRecorded(in: recording) >= lifts }
        let liveCode = try live.terminate()
        let recordCode = try record.terminate()
        guard liveCode == 0, recordCode == 0 else { throw KernelTestError("after SIGTERM live exited \(liveCode), record \(recordCode): \(live.errors.trimmed) \(record.errors.trimmed)") }
        let seen = try GestureLines(live.output, source: "live on \(node)")
        try expect(seen, equals: expected, "replay of the file")
        let replayed = try replay(recording, label: "replay-recorded-\(tag)")
        try expect(seen, equals: replayed, "replay of the recording")
        return "\(seen.events.count) events (\(seen.outline.filter { $0.hasPrefix("up") }.joined(separator: ", "))), times within "
            + String(format: "%.1f ms of the file's, %.1f ms of the recording's", seen.largestTimeDifference(from: expected) * 1000, seen.largestTimeDifference(from: replayed) * 1000)
    }

    /// A press leaves its slot at some pressure; the next press in that slot starts at the same
    /// pressure, which the kernel does not send again. Live knows it from the device's state;
    /// the recording carries that state, so its replay knows it too.
    private func usedDevice() throws -> String {
        let (touchpad, device) = device("touchpad")
        var frames = TraceBuilder(device: touchpad.description)
        for (index, force) in [0.2, 0.3, 0.3].enumerated() { frames.touch(slot: 0, x: 2000, y: 1000, force: force); frames.sync(at: Double(index) * 0.01) }
        frames.lift(slot: 0)
        frames.sync(at: 0.03)
        try device.play(frames.trace.events[...])
        let before = frames.trace.events.count
        for (index, force) in [0.3, 0.3, 0.45, 0.6, 0.6, 0.6, 0.3].enumerated() { frames.touch(slot: 0, x: 2000, y: 1000, force: force); frames.sync(at: 1 + Double(index) * 0.01) }
        frames.lift(slot: 0)
        frames.sync(at: 1.1)
        let recording = "\(folder)/used.recorded.evemu"
        let readers = try reading([("live-used", ["live", "--json", device.node]), ("record-used", ["record", device.node, "-o", recording])])
        let (live, record) = (readers[0], readers[1])
        try device.play(frames.trace.events[before...])
        try live.wait(for: "the press's up") { live.output.contains("\"up\"") }
        try record.wait(for: "the recording's lift") { Self.liftsRecorded(in: recording) >= 1 }
        guard try live.terminate() == 0, try record.terminate() == 0 else { throw KernelTestError("live or record failed: \(live.errors.trimmed) \(record.errors.trimmed)") }
        let seen = try GestureLines(live.output, source: "live")
        guard let down = seen.events.first, down["event"] as? String == "down", let force = down["force"] as? Double, abs(force - 0.302) < 0.001 else {
            throw KernelTestError("the press should go down at force 0.302, the slot's pressure it did not send again: \(seen.outline) \(seen.events.first.map(GestureLines.text) ?? "")")
        }
        try expect(seen, equals: try replay(recording, label: "replay-used"), "replay of the recording")
        return "\(seen.outline.joined(separator: ", ")), down at force \(force) in both"
    }

    /// `forcetouch replay --json FILE`, read back.
    private func replay(_ file: String, label: String) throws -> GestureLines {
        try GestureLines(try runToEnd(label, [forcetouch, "replay", "--json", file]), source: "replay of \(file)")
    }

    /// Live's events are `other`'s (times within the tolerance) and so is its summary.
    private func expect(_ live: GestureLines, equals other: GestureLines, _ name: String) throws {
        if let difference = live.difference(from: other, tolerance: Self.timeTolerance) { throw KernelTestError("live against \(name): \(difference)") }
        guard let first = live.summary, let second = other.summary else { throw KernelTestError("no summary from \(live.summary == nil ? "live" : name)") }
        guard NSDictionary(dictionary: first).isEqual(to: second) else {
            throw KernelTestError("summaries differ: live \(GestureLines.text(first)), \(name) \(GestureLines.text(second))")
        }
    }

    /// Contacts lifted: the events the kernel always passes on (repeated values it drops), so a
    /// recorder has everything once it has them all.
    static func lifts(in events: [InputEvent]) -> Int {
        events.filter { ($0.type == .abs && $0.code == .absMTTrackingID && $0.value < 0) || ($0.type == .key && $0.code == .buttonTouch && $0.value == 0) }.count
    }

    /// The lifts in a recording being written (0 while it cannot be read whole yet).
    static func liftsRecorded(in path: String) -> Int {
        (try? Trace.read(path: path)).map { lifts(in: $0.events) } ?? 0
    }

    /// The reader is stopped (SIGSTOP) while far more events than the kernel's buffer holds are
    /// written; then it goes on. A contact held across the gap carries on to its class; one that
    /// began in the gap and is down after it is seen from the resync; nothing stays down.
    private func droppedEvents() throws -> String {
        let (touchpad, device) = device("touchpad")
        var frames = TraceBuilder(device: touchpad.description)
        var time = 0.0
        func frame() { frames.sync(at: time); time += 0.01 }
        for force in [0.1, 0.12, 0.15] { frames.touch(slot: 0, x: 1000, y: 1000, force: force); frame() }
        let before = frames.trace.events.count
        // The gap: slot 0 moves and presses to medium force; a second finger comes and goes, then another stays.
        for step in 0..<3000 {
            let force = min(0.65, 0.15 + Double(step) / 1000)
            frames.touch(slot: 0, x: 1000 + Int32(step % 200), y: 1000 + Int32(step % 150), force: force)
            if step == 1000 { frames.touch(slot: 1, x: 3000, y: 2000, force: 0.1) }
            if step == 1100 { frames.lift(slot: 1) }
            if step == 2900 { frames.touch(slot: 1, x: 2500, y: 500, force: 0.1) }
            frame()
        }
        let gapEnd = frames.trace.events.count
        for _ in 0..<10 { frames.touch(slot: 0, x: 1100, y: 1100, force: 0.65); frames.touch(slot: 1, x: 2500, y: 500, force: 0.1); frame() }
        frames.lift(slot: 1); frame()
        frames.lift(slot: 0); frame()
        let events = frames.trace.events
        let live = try reading([("live-dropped", ["live", "--json", device.node])])[0]
        try device.play(events[..<before])
        try live.wait(for: "the first down") { live.output.contains("\"down\"") }
        live.signal(SIGSTOP)
        try device.burst(Array(events[before..<gapEnd]))
        live.signal(SIGCONT)
        try device.play(events[gapEnd...])
        try live.wait(for: "every contact to end") {
            guard let lines = try? GestureLines(live.output, source: "live") else { return false }
            return lines.events.filter { ["up", "cancel"].contains($0["event"] as? String) }.count >= 2 && Self.openContacts(lines).isEmpty
        }
        let code = try live.terminate()
        let seen = try GestureLines(live.output, source: "live")
        guard code == 0 else { throw KernelTestError("live exited \(code): \(live.errors.trimmed)") }
        guard let dropped = seen.summary?["droppedEvents"] as? Int, dropped >= 1 else {
            throw KernelTestError("the kernel dropped nothing (summary \(seen.summary.map(GestureLines.text) ?? "missing")): the burst was too small")
        }
        let open = Self.openContacts(seen)
        guard open.isEmpty else { throw KernelTestError("still down at the end: slots \(open); events \(seen.outline)") }
        let slot0 = seen.outline.filter { $0.hasSuffix(" 0") || $0.contains(" 0 ") }
        guard slot0.first == "down 0", slot0.last == "up 0 peek" else {
            throw KernelTestError("the press held across the gap should go on to peek and end with up: \(slot0)")
        }
        let slot1 = seen.outline.filter { $0.contains(" 1") }
        guard slot1.first == "down 1", ["up 1 tap", "cancel 1 dropped events"].contains(slot1.last ?? "") else {
            throw KernelTestError("the finger down after the gap should be seen from the resync and end: \(slot1)")
        }
        // Its pressure may equal what the slot last held before reading began, so the kernel sends none: live must know it.
        let down1 = seen.events.first { $0["event"] as? String == "down" && $0["slot"] as? Int == 1 }
        guard let force = down1?["force"] as? Double, abs(force - 0.102) < 0.001 else {
            throw KernelTestError("the finger down after the gap should have force 0.102: \(down1.map(GestureLines.text) ?? "none")")
        }
        return "\(dropped) SYN_DROPPED; \(seen.outline.joined(separator: ", "))"
    }

    /// Slots with a down and no up or cancel after it.
    static func openContacts(_ lines: GestureLines) -> [Int] {
        var open = Set<Int>()
        for event in lines.events {
            guard let slot = event["slot"] as? Int else { continue }
            switch event["event"] as? String {
            case "down": open.insert(slot)
            case "up", "cancel": open.remove(slot)
            default: break
            }
        }
        return open.sorted()
    }

    /// While `live --grab` reads, another reader sees nothing; after SIGTERM ends it, the other
    /// reader sees the next press.
    private func grabReleased() throws -> String {
        let (touchpad, device) = device("touchpad")
        let presses = touchpad.presses!.events
        let other = "\(folder)/other.evemu"
        let grabber = try reading([("live-grab", ["live", "--json", "--grab", device.node])])[0]
        let watcher = try reading([("record-other", ["record", device.node, "-o", other])])[0]
        try device.play(presses[...])
        try grabber.wait(for: "the grabbed presses") { ((try? GestureLines(grabber.output, source: "live")).map { Self.openContacts($0).isEmpty && $0.events.count > 0 }) ?? false }
        let grabbedEvents = try GestureLines(grabber.output, source: "live --grab").events.count
        let code = try grabber.terminate()
        guard code == 0 else { throw KernelTestError("live --grab exited \(code) after SIGTERM: \(grabber.errors.trimmed)") }
        func recorded() -> Int { (try? Trace.read(path: other)).map(\.events.count) ?? 0 }
        let seenWhileGrabbed = recorded()
        guard seenWhileGrabbed == 0 else { throw KernelTestError("the other reader saw \(seenWhileGrabbed) events while the device was grabbed") }
        try device.play(presses[...])
        let lifts = Self.lifts(in: presses)
        try watcher.wait(for: "\(lifts) lifts after the grab ended") { Self.liftsRecorded(in: other) >= lifts }
        _ = try watcher.terminate()
        return "grabbed: live saw \(grabbedEvents) gesture events, the other reader nothing; after SIGTERM the other reader recorded \(recorded()) events"
    }

    /// The device is unplugged while a press is at peek: live cancels it (device removed),
    /// prints the summary, says what happened and exits 1, without a crash or a hang.
    private func unplugged() throws -> String {
        let (touchscreen, device) = device("touchscreen")
        let live = try reading([("live-unplug", ["live", "--json", device.node])])[0]
        var frames = TraceBuilder(device: touchscreen.description)
        for (index, force) in [0.1, 0.3, 0.6, 0.65, 0.65, 0.65].enumerated() { frames.touch(slot: 0, x: 500, y: 500, force: force); frames.sync(at: Double(index) * 0.01) }
        try device.play(frames.trace.events[...])
        try live.wait(for: "the press to reach peek") { live.output.contains("\"peek\"") }
        device.unplug()
        guard let status = live.finish(within: 30) else { throw KernelTestError("live did not end within 30 s of the unplug") }
        let code = try ReaderProcess.exitCode(status, live.label)
        let seen = try GestureLines(live.output, source: "live")
        guard seen.outline.last == "cancel 0 device removed" else { throw KernelTestError("the last event is not the press's cancel: \(seen.outline)") }
        guard let summary = seen.summary, summary["cancelled"] as? Int == 1 else { throw KernelTestError("no summary with 1 cancelled: \(live.output)") }
        let message = live.errors.trimmed.split(separator: "\n").last.map(String.init) ?? ""
        guard code == 1, message.contains("\(device.node) was removed (unplugged); every contact still down was cancelled") else {
            throw KernelTestError("exit \(code), \(message)")
        }
        return "\(seen.outline.joined(separator: ", ")); exit \(code): \(message)"
    }

    /// One touchscreen, thousands of frames, `forcetouch live --latency` and libinput reading at
    /// once: how late each frame reaches each program, from the kernel's time stamp.
    private func latencyBesideLibinput(reader: String, udevadm: String) throws -> String {
        var description = TestDevices.touchscreen()
        description.name += " (latency)"
        let device = try UinputDevice(description)
        _ = try runToEnd("udevadm-settle", [udevadm, "settle", "--timeout=30"])
        var frames = TraceBuilder(device: description)
        var count = 0, presses = 0
        for index in 0..<3000 {
            if index % 300 == 299 {
                frames.lift(slot: 0)
                presses += 1
            } else {
                frames.touch(slot: 0, x: 500 + Int32(index % 300) * 10, y: 1000 + Int32(index % 7), force: 0.2 + Double(index % 5) / 100)
            }
            frames.sync(at: Double(index) * 0.004)
            count += 1
        }
        let libinputReady = "\(folder)/libinput-latency.ready"
        let peer = try ReaderProcess("libinput-latency", [reader, device.node, libinputReady, "\(count)"], folder: folder)
        let live = try reading([("live-latency", ["live", "--json", "--latency", device.node])])[0]
        try peer.waitUntilReady(libinputReady)
        try device.play(frames.trace.events[...])
        guard let status = peer.finish(within: 60) else { throw KernelTestError("the libinput reader did not see \(count) frames within 60 s") }
        guard try ReaderProcess.exitCode(status, peer.label) == 0 else { throw KernelTestError("the libinput reader failed: \(peer.errors.trimmed)") }
        try live.wait(for: "\(presses) presses") { live.output.components(separatedBy: "\"up\"").count - 1 >= presses }
        guard try live.terminate() == 0 else { throw KernelTestError("live --latency failed: \(live.errors.trimmed)") }
        guard let line = live.outputLines.first(where: { $0.contains("\"latency\"") }),
              let ours = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
              let ourFrames = ours["frames"] as? Int, let p50 = ours["p50"] as? Double, let p99 = ours["p99"] as? Double, let max = ours["max"] as? Double
        else { throw KernelTestError("no latency line from live: \(live.output)") }
        let words = peer.output.trimmed.split(separator: " ").map(String.init)
        guard words.count == 8, let theirFrames = Int(words[1]), let t50 = Double(words[3]), let t99 = Double(words[5]), let tmax = Double(words[7]) else {
            throw KernelTestError("the libinput reader printed \(peer.output)")
        }
        guard ourFrames == count, theirFrames == count else { throw KernelTestError("frames read: forcetouch \(ourFrames), libinput \(theirFrames), of \(count) sent") }
        let (o50, o99, omax) = (p50 * 1_000_000, p99 * 1_000_000, max * 1_000_000)
        let result = String(format: "%d frames each; forcetouch p50 %.0f µs, p99 %.0f µs, max %.0f µs; libinput p50 %.0f µs, p99 %.0f µs, max %.0f µs; ratio (forcetouch / libinput) p50 %.2f, p99 %.2f, max %.2f",
                            count, o50, o99, omax, t50, t99, tmax, o50 / t50, o99 / t99, omax / tmax)
        try result.write(toFile: "\(folder)/latency.txt", atomically: true, encoding: .utf8)
        return result
    }

    /// Starts `forcetouch ARGUMENTS --ready-file LABEL.ready` for each command at once, then
    /// waits until every one has created its ready file: it is reading.
    private func reading(_ commands: [(label: String, arguments: [String])]) throws -> [ReaderProcess] {
        let readers = try commands.map { label, arguments in
            try ReaderProcess(label, [forcetouch] + arguments + ["--ready-file", "\(folder)/\(label).ready"], folder: folder)
        }
        for reader in readers { try reader.waitUntilReady("\(folder)/\(reader.label).ready") }
        return readers
    }

    /// Runs a command to its end; its standard output, or an error with its exit and message.
    private func runToEnd(_ label: String, _ arguments: [String]) throws -> String {
        let process = try ReaderProcess(label, arguments, folder: folder)
        guard let status = process.finish(within: 120) else { throw KernelTestError("\(label) did not end within 120 s") }
        let code = try ReaderProcess.exitCode(status, label)
        guard code == 0 else { throw KernelTestError("\(arguments.dropFirst().joined(separator: " ")) exited \(code): \(process.errors.trimmed)") }
        return process.output
    }
}
