import ForceTouchCore
@testable import ForceTouchTraces
import ForceTouchTestSupport
import PropertyBased
import Testing

@Suite("libinput record reader: layouts, devices and errors")
struct LibinputRecordReaderTests {
    typealias F = LibinputRecordFixtures

    static func read(_ text: String, device: String? = nil) throws(TraceParseError) -> Trace {
        try Trace.parse(libinputRecord: text, name: "rec.yml", device: device.map(RecordedDeviceSelector.init))
    }

    static func error(_ text: String, device: String? = nil) -> TraceParseError? {
        do {
            _ = try read(text, device: device)
            return nil
        } catch {
            return error
        }
    }

    @Test("libinput's own layout reads as the trace it records, comments and all")
    func plain() throws {
        #expect(try Self.read(F.plain) == EvemuFixtures.trace())
    }

    @Test("Unknown keys are ignored: future top-level keys, hid, udev, quirks, libinput blocks and libinput and hid events")
    func extraKeys() throws {
        #expect(try Self.read(F.withExtraKeys) == EvemuFixtures.trace())
    }

    @Test("A flow-style document, in no layout libinput writes, reads the same (whole, through Yams)")
    func flowStyle() throws {
        #expect(try Self.read(F.flow) == EvemuFixtures.trace())
    }

    @Test("Rows in forms libinput does not write (hex, a sign, flow items, split lines) read the same through Yams")
    func unusualRows() throws {
        let text = F.plain
            .replacingOccurrences(of: "- [  0,      0,   3,  57,     100]", with: "- [0, 0, 0x3, 0x39, +100]")
            .replacingOccurrences(of: "    - [  0,  10000,   3,  58,     140] # EV_ABS / ABS_MT_PRESSURE       140 (+115)",
                                  with: "    - [0, 10000,\n       3, 58, 140]")
            .replacingOccurrences(of: "  - evdev:\n    - [  0,  20000,   3,  58,     230] # EV_ABS / ABS_MT_PRESSURE       230 (+90)\n    - [  0,  20000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +10ms",
                                  with: "  - {evdev: [[0, 20000, 3, 58, 230], [0, 20000, 0, 0, 0]]}")
        #expect(text != F.plain)
        #expect(try Self.read(text) == EvemuFixtures.trace())
    }

    @Test("CRLF line ends and a document start marker change nothing")
    func lineEnds() throws {
        let text = "---\n" + F.plain
        #expect(try Self.read(text.replacingOccurrences(of: "\n", with: "\r\n")) == EvemuFixtures.trace())
    }

    @Test("Several devices: the only touch device without --device; any by name, node, node name or index")
    func severalDevices() throws {
        let text = F.touchpadAndKeyboard
        #expect(try Self.read(text) == EvemuFixtures.trace())
        #expect(try Self.read(text, device: "0") == EvemuFixtures.trace())
        #expect(try Self.read(text, device: "Hand Pad") == EvemuFixtures.trace())
        let keyboard = try Self.read(text, device: "1")
        #expect(keyboard.device.name == "AT Translated Set 2 keyboard")
        #expect(keyboard.events == F.keyboardEvents)
        #expect(try Self.read(text, device: "event3") == keyboard)
        #expect(try Self.read(text, device: "/dev/input/event3") == keyboard)
        let reader = try LibinputRecordReader(bytes: Array(text.utf8), name: "rec.yml")
        #expect(reader.devices.map(\.description) == [
            "0: Hand Pad (/dev/input/event7), touchpad",
            "1: AT Translated Set 2 keyboard (/dev/input/event3), not a touch device",
        ])
        #expect(reader.deviceIndex == 0)
    }

    @Test("Two touch devices and no --device: the error lists them; a --device that matches nothing lists all")
    func ambiguousDevices() throws {
        let second = F.deviceLines(name: "Second Pad", node: "/dev/input/event9") + ["  events:"] + F.eventLines
        let text = F.touchpadAndKeyboard + second.joined(separator: "\n") + "\n"
        #expect(Self.error(text)?.description == """
            rec.yml: the file holds several touch devices; choose one:
              0: Hand Pad (/dev/input/event7), touchpad
              2: Second Pad (/dev/input/event9), touchpad
            """)
        #expect(Self.error(text, device: "event4")?.description == """
            rec.yml: no single device is 'event4' (a name, a node or an index from 0); the file holds:
              0: Hand Pad (/dev/input/event7), touchpad
              1: AT Translated Set 2 keyboard (/dev/input/event3), not a touch device
              2: Second Pad (/dev/input/event9), touchpad
            """)
        #expect(try Self.read(text, device: "Second Pad").device.name == "Second Pad")
        // Two devices and neither a touch device: the error lists them all.
        let keyboards = (F.header.map { $0 == "ndevices: 1" ? "ndevices: 2" : $0 }
            + F.deviceLines(name: "Keyboard A", node: "/dev/input/event3", keyboard: true) + ["  events:"]
            + F.deviceLines(name: "Keyboard B", node: "/dev/input/event4", keyboard: true) + ["  events:"]).joined(separator: "\n") + "\n"
        #expect(Self.error(keyboards)?.description == """
            rec.yml: the file holds no touch device; choose one of its devices:
              0: Keyboard A (/dev/input/event3), not a touch device
              1: Keyboard B (/dev/input/event4), not a touch device
            """)
    }

    @Test("A file that says ndevices: 1 but holds a second device is refused at that device")
    func moreDevicesThanDeclared() {
        let text = F.touchpadAndKeyboard.replacingOccurrences(of: "ndevices: 2", with: "ndevices: 1")
        let error = Self.error(text)
        #expect(error?.description == "rec.yml:\(F.header.count + F.deviceLines().count + 1 + F.eventLines.count + 1): devices[1]: the file says ndevices: 1 but holds more devices")
    }

    @Test("Valid YAML that is not a libinput recording, and the wrong version")
    func notARecording() {
        #expect(Self.error("name: Hand Pad\nitems: [1, 2]\n")?.description
            == "rec.yml: not a libinput record file: it has neither a 'version' key nor a 'devices' list")
        #expect(Self.error("- version: 1\n- devices: []\n")?.description
            == "rec.yml:1: not a libinput record file: the document is a list of 2, not a mapping of keys")
        #expect(Self.error(F.plain.replacingOccurrences(of: "version: 1", with: "version: 2"))?.description
            == "rec.yml:2: version: libinput record version 2 is not supported: ForceTouch reads version 1 (record it again with a libinput that writes version 1)")
        #expect(Self.error(F.plain.replacingOccurrences(of: "version: 1\n", with: ""))?.description == "rec.yml: missing key 'version'")
        #expect(Self.error("version: 1\nndevices: 0\ndevices: []\n")?.description == "rec.yml: not a libinput record file: its devices list is empty")
    }

    @Test("An event row with the wrong number of fields names its line and key path")
    func wrongFieldCount() {
        let text = F.plain.replacingOccurrences(of: "- [  0,  10000,   3,  58,     140]", with: "- [  0,  10000,   3,  58]")
        let line = F.header.count + F.deviceLines().count + 2 + 9
        #expect(Self.error(text)?.description
            == "rec.yml:\(line): devices[0].events[1].evdev[0]: expected [sec, usec, type, code, value], found 4 fields")
    }

    @Test("Events for codes the device does not declare are refused with their line and key path")
    func undeclaredCodes() {
        let line = F.header.count + F.deviceLines().count + 2 + 2
        let axis = F.plain.replacingOccurrences(of: "- [  0,      0,   3,  57,     100]", with: "- [  0,      0,   3,  48,     100]")
        #expect(Self.error(axis)?.description
            == "rec.yml:\(line): devices[0].events[0].evdev[0]: event EV_ABS / ABS_MT_TOUCH_MAJOR (3 48), which the device's evdev.codes do not list")
        let key = F.plain.replacingOccurrences(of: "- [  0,      0,   3,  57,     100]", with: "- [  0,      0,   1,  30,       1]")
        #expect(Self.error(key)?.description
            == "rec.yml:\(line): devices[0].events[0].evdev[0]: event EV_KEY / code 30 (1 30), which the device's evdev.codes do not list")
        let type = F.plain.replacingOccurrences(of: "- [  0,      0,   3,  57,     100]", with: "- [  0,      0,   9,  57,     100]")
        #expect(Self.error(type)?.description == "rec.yml:\(line): devices[0].events[0].evdev[0]: unknown event type 0x0009")
    }

    @Test("Malformed descriptions name the key path and line: absinfo, id, a missing name, a YAML syntax error")
    func malformedDescription() {
        let absLine = F.header.count + 14
        #expect(Self.error(F.plain.replacingOccurrences(of: "53: [0, 4000, 0, 0, 40]", with: "53: [0, 4000, 0, 0]"))?.description
            == "rec.yml:\(absLine): devices[0].evdev.absinfo.53: expected [min, max, fuzz, flat, resolution], found 4 fields")
        #expect(Self.error(F.plain.replacingOccurrences(of: "absinfo:", with: "absinfo: 7\n    absinfo-old:"))?.description
            == "rec.yml:\(absLine - 2): devices[0].evdev.absinfo: expected a mapping of keys, found '7'")
        #expect(Self.error(F.plain.replacingOccurrences(of: "id: [24, 2, 7, 433]", with: "id: [24, 2, 7, 70000]"))?.description
            == "rec.yml:\(F.header.count + 7): devices[0].evdev.id: expected [bus, vendor, product, version], found 70000, out of range")
        #expect(Self.error(F.plain.replacingOccurrences(of: "    name: \"Hand Pad\"\n", with: ""))?.description
            == "rec.yml:\(F.header.count + 2): devices[0].evdev: missing key 'name'")
        #expect(Self.error(F.plain.replacingOccurrences(of: "id: [24, 2, 7, 433]", with: "id: [24, 2, 7, 433"))?.description
            .hasPrefix("rec.yml:\(F.header.count + 8): devices[0]: not valid YAML: did not find expected ',' or ']'") == true)
        #expect(Self.error(F.plain.replacingOccurrences(of: "47: [0, 1, 0, 0, 0]", with: "47: [0, 999, 0, 0, 0]"))?.description
            == "rec.yml:\(absLine - 1): devices[0].evdev.absinfo.47: unusable device description: the device declares 1000 slots; at most 256 are supported")
    }

    @Test("The file streams: the first event comes before the whole file is read")
    func streams() throws {
        var lines = F.header + F.deviceLines() + ["  events:"]
        for frame in 0..<40_000 {
            let usec = frame * 100
            lines += ["  - evdev:",
                      "    - [  \(usec / 1_000_000), \(usec % 1_000_000),   3,  58,     \(frame % 200)] # EV_ABS / ABS_MT_PRESSURE",
                      "    - [  \(usec / 1_000_000), \(usec % 1_000_000),   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms"]
        }
        let folder = TemporaryFolder()
        let path = folder.write("stream.yml", lines.joined(separator: "\n") + "\n")
        let reader = try LibinputRecordReader(path: path)
        _ = try reader.next()
        #expect(reader.bytesRead < 1 << 20)
        var count = 1
        while try reader.next() != nil { count += 1 }
        #expect(count == 80_000)
        #expect(reader.lineNumber == lines.count)
    }
}

@Suite("libinput record writer")
struct LibinputRecordWriterTests {
    @Test("The fixture's trace written and read back is identical, and writes the same text again")
    func fixtureRoundTrip() throws {
        var writer = LibinputRecordWriter()
        let text = writer.write(EvemuFixtures.trace(), node: "/dev/input/event7")
        let back = try Trace.parse(libinputRecord: text, name: "w.yml")
        #expect(back == EvemuFixtures.trace())
        var again = LibinputRecordWriter()
        #expect(again.write(back, node: "/dev/input/event7") == text)
        #expect(text.contains("\n  - evdev:\n    - [  0,      0,   3,  57,     100] # EV_ABS / ABS_MT_TRACKING_ID      100\n"))
        #expect(text.contains("    - [  0,  10000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +10ms\n"))
    }

    @Test("Written and read back, any trace is identical")
    func roundTrip() async {
        await propertyCheck(count: 300, input: EvemuRoundTripPropertyTests.nameGen, EvemuRoundTripPropertyTests.numbersGen) { name, numbers in
            let trace = EvemuRoundTripPropertyTests.trace(name: name, numbers: numbers)
            var writer = LibinputRecordWriter()
            let text = writer.write(trace)
            let back = try Trace.parse(libinputRecord: text, name: "random.yml")
            #expect(back == trace)
        }
    }
}

@Suite("Trace format detection")
struct TraceFormatTests {
    @Test("Each format is told from its first lines", arguments: [
        ("# EVEMU 1.3\nN: pad\n", TraceFormat.evemu),
        ("N: pad\nI: 0018 0002 0007 01b1\n", .evemu),
        ("E: 0.000000 0000 0000 0000\n", .evemu),
        ("# libinput record\nversion: 1\n", .libinput),
        ("\n# a comment\nversion: 1\n", .libinput),
        ("---\nversion: 1\n", .libinput),
        ("{version: 1}\n", .libinput),
        ("garbage\n", .evemu),
        ("", .evemu),
    ])
    func detect(_ text: String, _ format: TraceFormat) {
        #expect(TraceFormat.detect(prefix: Array(text.utf8)) == format)
    }
}
