import ForceTouchTestSupport
import ForceTouch
import Foundation
import Testing

/// `devices` and `live` over a fake device directory: recordings in place of device nodes.
@Suite("forcetouch devices and live, over a fake device directory")
struct LiveCommandTests {
    /// A device directory holding a touchpad, a touchscreen, a pen and a keyboard, as recordings.
    final class Folder {
        let folder = TemporaryFolder()
        var path: String { folder.path }
        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            var touchscreen = DeviceDescription(name: "Test Touchscreen", id: InputID(bus: 0x18, vendor: 0x1, product: 0x2, version: 1))
            touchscreen.properties.insert(InputProperty.direct.rawValue)
            touchscreen.enable(.key, .buttonTouch)
            touchscreen.enable(.abs, .absMTSlot, absInfo: AbsInfo(minimum: 0, maximum: 9))
            touchscreen.enable(.abs, .absMTTrackingID, absInfo: AbsInfo(minimum: 0, maximum: 65535))
            touchscreen.enable(.abs, .absMTPositionX, absInfo: AbsInfo(minimum: 0, maximum: 1920, resolution: 8))
            touchscreen.enable(.abs, .absMTPositionY, absInfo: AbsInfo(minimum: 0, maximum: 1080, resolution: 8))
            var keyboard = DeviceDescription(name: "Test Keyboard", id: InputID(bus: 0x11, vendor: 0x1, product: 0x1, version: 1))
            for code in UInt16(16)...50 { keyboard.enable(.key, EventCode(code)) }
            let files: [(String, DeviceDescription)] = [
                ("event2", SyntheticDevice.touchpad()), ("event10", keyboard), ("event4", touchscreen), ("event7", SyntheticDevice.pen()),
            ]
            for (name, device) in files {
                try EvemuWriter().header(for: device).write(toFile: "\(path)/\(name)", atomically: true, encoding: .utf8)
            }
            try "no device here".write(toFile: "\(path)/mouse0", atomically: true, encoding: .utf8)
        }
    }

    @Test("devices lists every event node, in number order, with kind, pressure, slots, range and resolution")
    func devices() throws {
        let folder = try Folder()
        let result = try runForcetouch(["devices", "--input-directory", folder.path])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            node        name                           bus     vendor  product  kind         pressure     slots  range    resolution
            \(folder.path)/event2   ForceTouch Synthetic Touchpad  0x0018  0x4654  0x0001   touchpad     per contact  5      0..255   40x40/mm
            \(folder.path)/event4   Test Touchscreen               0x0018  0x0001  0x0002   touchscreen  none         10     -        8x8/mm
            \(folder.path)/event7   ForceTouch Synthetic Pen       0x0003  0x4654  0x0003   pen          single       0      0..4095  100x100/mm
            \(folder.path)/event10  Test Keyboard                  0x0011  0x0001  0x0001   other        none         0      -        -

            """.replacingOccurrences(of: "node        ", with: "node" + String(repeating: " ", count: folder.path.count + 8 - 4 + 2)))
        let json = try runForcetouch(["devices", "--input-directory", folder.path, "--json"])
        #expect(json.standardOutput.hasPrefix(#"[{"node":"\#(folder.path)/event2","name":"ForceTouch Synthetic Touchpad","bus":24,"vendor":18004,"product":1,"kind":"touchpad","pressure":"per contact","slots":5,"pressureRange":[0,255],"resolution":[40,40],"pressurePad":false,"pressureUnit":null,"pressureResolution":null,"haptics":false},"#))
    }

    @Test("With no device to read, devices says why (exit 1); in JSON it still prints the empty list")
    func noDevices() throws {
        let result = try runForcetouch(["devices", "--input-directory", "/nonexistent/input"])
        #expect(result.status == 1)
        #expect(result.standardError == "Error: no input device could be read:\n  /nonexistent/input: no such directory\n")
        let json = try runForcetouch(["devices", "--json", "--input-directory", "/nonexistent/input"])
        #expect(json.status == 1)
        #expect(json.standardOutput == "[]\n")
        #expect(json.standardError == result.standardError)
        let empty = TemporaryFolder()
        let live = try runForcetouch(["live", "--input-directory", empty.path])
        #expect(live.status == 1)
        #expect(live.standardError == "Error: no touch device found in \(empty.path):\n  no event nodes in \(empty.path)\n")
    }

    @Test("A symbolic link in the input directory is followed to the recording it names")
    func symlinkedRecording() throws {
        let folder = TemporaryFolder()
        let recording = TestPaths.recordings.appendingPathComponent("tap.evemu").path
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/event3", withDestinationPath: recording)
        let devices = try runForcetouch(["devices", "--input-directory", folder.path])
        #expect(devices.status == 0, "\(devices.standardError)")
        #expect(devices.standardOutput.contains("\(folder.path)/event3"))
        let live = try runForcetouch(["live", "event3", "--input-directory", folder.path, "--json"])
        let replay = try runForcetouch(["replay", recording, "--json"])
        #expect(live.standardOutput == replay.standardOutput)
    }

    @Test("live prints what replay prints, and picks the first touch device with pressure by itself")
    func live() throws {
        let folder = try Folder()
        for name in Scenario.all.map(\.name) where name != "long-press" {
            let recording = TestPaths.recordings.appendingPathComponent("\(name).evemu").path
            try FileManager.default.removeItem(atPath: "\(folder.path)/event2")
            try FileManager.default.copyItem(atPath: recording, toPath: "\(folder.path)/event2")
            let live = try runForcetouch(["live", "--input-directory", folder.path, "--json"])
            let replay = try runForcetouch(["replay", recording, "--json"])
            #expect(live.status == 0, "\(live.standardError)")
            #expect(live.standardOutput == replay.standardOutput, "\(name)")
            #expect(live.standardError == "reading \(folder.path)/event2 (\(Self.name(of: name))); Ctrl-C ends\n")
        }
        let byName = try runForcetouch(["live", "Test Touchscreen", "--input-directory", folder.path])
        #expect(byName.standardOutput == "  time (s)  slot  event   details\n\nno presses\n")
        let unknown = try runForcetouch(["live", "Nothing Like It", "--input-directory", folder.path])
        #expect(unknown.status == 1)
        #expect(unknown.standardError == "Error: no device named 'Nothing Like It' in \(folder.path); `forcetouch devices` lists the nodes and names\n")
    }

    @Test("live --latency adds its line before the summary (a recording plays on its own clock: no frame is late), and --ready-file is created")
    func latencyAndReadyFile() throws {
        let folder = TemporaryFolder()
        let recording = TestPaths.recordings.appendingPathComponent("tap.evemu").path
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/event3", withDestinationPath: recording)
        let frames = try Trace.read(path: recording).events.filter { $0.type == .syn && $0.code == .synReport }.count
        let ready = folder.path + "/ready"
        let json = try runForcetouch(["live", "event3", "--input-directory", folder.path, "--json", "--latency", "--ready-file", ready])
        #expect(json.status == 0, "\(json.standardError)")
        #expect(FileManager.default.fileExists(atPath: ready))
        let lines = json.standardOutput.split(separator: "\n")
        #expect(lines.dropLast().last == "{\"event\":\"latency\",\"frames\":\(frames),\"p50\":0,\"p99\":0,\"max\":0}")
        let text = try runForcetouch(["live", "event3", "--input-directory", folder.path, "--latency"])
        #expect(text.standardOutput.contains("\nlatency (kernel time stamp to read) over \(frames) frames: p50 0 ms, p99 0 ms, max 0 ms\n"))
        let nowhere = try runForcetouch(["live", "event3", "--input-directory", folder.path, "--ready-file", folder.path + "/no/such/folder/ready"])
        #expect(nowhere.status == 1)
        #expect(nowhere.standardError.hasSuffix("Error: cannot create the ready file \(folder.path)/no/such/folder/ready: No such file or directory; reading stopped, since nothing would know it had begun\n"))
    }

    @Test("live and measure take a device as devices prints it: a node name, a relative or absolute path, or a name")
    func deviceForms() throws {
        let folder = try Folder()
        let parent = URL(fileURLWithPath: folder.path).deletingLastPathComponent().path
        let relative = URL(fileURLWithPath: folder.path).lastPathComponent + "/event4"
        for device in ["event4", relative, folder.path + "/event4", "Test Touchscreen"] {
            let result = try runForcetouch(["live", device, "--input-directory", folder.path], in: parent)
            #expect(result.status == 0, "\(device): \(result.standardError)")
            #expect(result.standardError.hasPrefix("reading ") && result.standardError.contains("event4 (Test Touchscreen)"), "\(device)")
        }
    }

    @Test("live on a recording made at an arbitrary clock prints seconds since reading started, exactly as replay does")
    func liveTimeOrigin() throws {
        let folder = try Folder()
        let recording = TestPaths.recordings.appendingPathComponent("two-fingers.evemu").path
        var trace = try Trace.read(path: recording)
        let shift: Int64 = 1_382_570_965_735_216
        trace = Trace(device: trace.device, events: trace.events.map { event in
            var shifted = event
            shifted.time = Timestamp(microseconds: event.time.microseconds + shift)
            return shifted
        })
        let shiftedPath = folder.path + "/event2"
        try FileManager.default.removeItem(atPath: shiftedPath)
        try EvemuWriter().write(trace).write(toFile: shiftedPath, atomically: true, encoding: .utf8)
        for format in [[], ["--json"]] {
            let live = try runForcetouch(["live", "event2", "--input-directory", folder.path] + format)
            let replay = try runForcetouch(["replay", shiftedPath] + format)
            #expect(live.status == 0, "\(live.standardError)")
            #expect(live.standardOutput == replay.standardOutput)
            #expect(replay.standardOutput.contains("0.000000") || replay.standardOutput.contains("\"time\":0,"))
        }
    }

    @Test("record writes an evemu file that replays into exactly the gesture events of the original, time 0 first")
    func record() throws {
        let folder = try Folder()
        let original = TestPaths.recordings.appendingPathComponent("two-fingers.evemu").path
        try FileManager.default.removeItem(atPath: folder.path + "/event2")
        try FileManager.default.copyItem(atPath: original, toPath: folder.path + "/event2")
        let out = folder.folder.path + "/recorded.evemu"
        let result = try runForcetouch(["record", "event2", "--input-directory", folder.path, "-o", out])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "recorded 45 events from \(folder.path)/event2 (ForceTouch Synthetic Touchpad) to \(out)\n")
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written.hasPrefix("# EVEMU 1.3\n"))
        #expect(written.hasSuffix("\t# ------------ SYN_REPORT (0) ----------\n"))   // ends on a whole line
        #expect(try runForcetouch(["replay", "--json", out]).standardOutput == (try runForcetouch(["replay", "--json", original]).standardOutput))
        // To standard output, the same bytes.
        let piped = try runForcetouch(["record", "event2", "--input-directory", folder.path])
        #expect(piped.standardOutput == written)
    }

    @Test("record --format libinput writes libinput's YAML, which replays like the original; live takes such a file as a device")
    func recordLibinput() throws {
        let folder = try Folder()
        let original = TestPaths.recordings.appendingPathComponent("two-fingers.evemu").path
        try FileManager.default.removeItem(atPath: folder.path + "/event2")
        try FileManager.default.copyItem(atPath: original, toPath: folder.path + "/event2")
        let out = folder.folder.path + "/recorded.yml"
        let result = try runForcetouch(["record", "event2", "--input-directory", folder.path, "--format", "libinput", "-o", out])
        #expect(result.status == 0, "\(result.standardError)")
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written.hasPrefix("# libinput record (written by forcetouch)\nversion: 1\nndevices: 1\nsystem:\n  kernel: \""))
        #expect(written.contains("\ndevices:\n- node: \"\(folder.path)/event2\"\n  evdev:\n"))
        #expect(written.hasSuffix(" # ------------ SYN_REPORT (0) ---------- +0ms\n") || written.hasSuffix("ms\n"))
        let expected = try runForcetouch(["replay", "--json", original]).standardOutput
        #expect(try runForcetouch(["replay", "--json", out]).standardOutput == expected)
        // The YAML file stands for a device in an input directory, as an evemu file does.
        try FileManager.default.removeItem(atPath: folder.path + "/event2")
        try FileManager.default.copyItem(atPath: out, toPath: folder.path + "/event2")
        let live = try runForcetouch(["live", "event2", "--input-directory", folder.path, "--json"])
        #expect(live.status == 0, "\(live.standardError)")
        #expect(live.standardOutput == expected)
    }

    @Test("record refuses a device with letter keys unless --allow-keyboard is given, and says why")
    func recordKeyboard() throws {
        let folder = try Folder()
        let refused = try runForcetouch(["record", "Test Keyboard", "--input-directory", folder.path])
        #expect(refused.status == 1)
        #expect(refused.standardOutput == "")
        #expect(refused.standardError == "Error: \(folder.path)/event10 (Test Keyboard) has letter keys (KEY_Q): recording it would record typing; "
            + "give --allow-keyboard if that is what you want\n")
        let allowed = try runForcetouch(["record", "Test Keyboard", "--input-directory", folder.path, "--allow-keyboard"])
        #expect(allowed.status == 0, "\(allowed.standardError)")
        #expect(allowed.standardOutput.hasPrefix("# EVEMU 1.3\n# Input device name: \"Test Keyboard\"\n"))
    }

    static func name(of scenario: String) -> String {
        switch scenario {
        case "pen-press": "ForceTouch Synthetic Pen"
        case "design-example": "ForceTouch Synthetic Pressure Pad"
        case "pressure-pad", "pressure-pad-motion": "ForceTouch Haptic Pressure Pad (synthetic)"
        default: "ForceTouch Synthetic Touchpad"
        }
    }
}
