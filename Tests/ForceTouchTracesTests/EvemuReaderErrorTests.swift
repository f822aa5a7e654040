import ForceTouchTestSupport
import ForceTouchCore
@testable import ForceTouchTraces
import SystemPackage
import Testing

@Suite("evemu reader: malformed files give the exact error, with file and line")
struct EvemuReaderErrorTests {
    typealias F = EvemuFixtures

    /// The description (lines 1 to 11) every case below builds on; line 12 is the first event.
    static let header = F.descriptionLines(F.Variant(description: "", header: nil)).joined(separator: "\n") + "\n"
    static let firstEvent = "E: 0.000000 0003 0039 0100\n"

    struct Case: CustomStringConvertible, Sendable {
        let description: String
        let bytes: [UInt8]
        let message: String

        init(_ description: String, _ text: String, _ message: String) {
            self.init(description, Array(text.utf8), message)
        }

        init(_ description: String, _ bytes: [UInt8], _ message: String) {
            self.description = description
            self.bytes = bytes
            self.message = message
        }
    }

    static let cases: [Case] = [
        Case("empty file", "", "bad.evemu: the file is empty"),
        Case("only comments and blank lines", "# EVEMU 1.3\n# nothing else\n\n",
             "bad.evemu: no device description: the file holds only comments and blank lines"),
        Case("cut in the header, inside an A: line", "N: Hand Pad\nI: 0018 0002 0007 01b1\nA: 35 0 40",
             "bad.evemu:3: malformed line, expected 'A: <code> <min> <max> <fuzz> <flat> [<resolution>]' (the file may be cut short)"),
        Case("cut inside an event", header + firstEvent + "E: 0.010000 0003 00",
             "bad.evemu:13: malformed line, expected 'E: <seconds>.<microseconds> <type> <code> <value>' (the file may be cut short)"),
        Case("bytes that are not UTF-8 in a value", Array((header + "E: 0.000000 0003 0039 1").utf8) + [0xff] + Array("0\n".utf8),
             "bad.evemu:12: the line is not UTF-8 text"),
        Case("bytes that are not UTF-8 in a comment", Array((header + firstEvent + "E: 0.000000 0000 0000 0000 # caf").utf8) + [0xe9, 0x0a],
             "bad.evemu:13: the line is not UTF-8 text"),
        Case("bytes that are not UTF-8 in the device name", Array("N: caf".utf8) + [0xe9, 0x0a],
             "bad.evemu:1: the line is not UTF-8 text"),
        Case("unknown event type", header + "E: 0.000000 0019 0000 0\n", "bad.evemu:12: unknown event type 0x0019"),
        Case("unknown event code", header + "E: 0.000000 0003 0040 0\n", "bad.evemu:12: unknown event code 0x0040 for EV_ABS"),
        Case("unknown event type in a B: line", "N: x\nB: 1f 00\n", "bad.evemu:2: unknown event type 0x001f"),
        Case("unknown axis in an A: line", "N: x\nA: 40 0 1 0 0\n", "bad.evemu:2: unknown event code 0x0040 for EV_ABS"),
        Case("an E: line before any description", "# EVEMU 1.3\n" + firstEvent,
             "bad.evemu:2: E: line before any device description (an events file needs its .desc file)"),
        Case("a description line after the events", header + firstEvent + "N: again\n",
             "bad.evemu:13: device description line after the first event"),
        Case("an unknown line type", header + firstEvent + "X: 1 2\n", "bad.evemu:13: unknown line type 'X:'"),
        Case("an event with a field missing", header + "E: 0.000000 0003 0039\n",
             "bad.evemu:12: malformed line, expected 'E: <seconds>.<microseconds> <type> <code> <value>'"),
        Case("an event with a field too many", header + "E: 0.000000 0003 0039 1 2\n",
             "bad.evemu:12: malformed line, expected 'E: <seconds>.<microseconds> <type> <code> <value>'"),
        Case("an event time without a fraction", header + "E: 12 0003 0039 1\n",
             "bad.evemu:12: malformed line, expected 'E: <seconds>.<microseconds> <type> <code> <value>'"),
        Case("an I: line with three numbers", "N: x\nI: 0018 0002 0007\n",
             "bad.evemu:2: malformed line, expected 'I: <bus> <vendor> <product> <version>' in hex"),
        Case("an A: line with three numbers", "N: x\nA: 35 0 4000 0\n",
             "bad.evemu:2: malformed line, expected 'A: <code> <min> <max> <fuzz> <flat> [<resolution>]'"),
        Case("an A: line with seven numbers", "N: x\nA: 35 0 4000 0 0 40 1\n",
             "bad.evemu:2: malformed line, expected 'A: <code> <min> <max> <fuzz> <flat> [<resolution>]'"),
        Case("a value beyond Int32", header + "E: 0.000000 0003 0039 2147483648\n", "bad.evemu:12: value is out of range"),
        Case("a value below Int32", header + "E: 0.000000 0003 0039 -2147483649\n", "bad.evemu:12: value is out of range"),
        Case("an event type beyond 16 bits", header + "E: 0.000000 10003 0039 1\n", "bad.evemu:12: event type is out of range"),
        Case("an event code beyond 16 bits", header + "E: 0.000000 0003 10039 1\n", "bad.evemu:12: event code is out of range"),
        Case("a time of 13 digits of seconds that fits", header + "E: 9223372036854.775807 0000 0000 0\n"
             + "E: 9223372036854.775808 0000 0000 0\n", "bad.evemu:13: time is out of range"),
        Case("a time of 20 digits of seconds", header + "E: 99999999999999999999.000000 0000 0000 0\n", "bad.evemu:12: time is out of range"),
        Case("an axis range beyond Int32", "N: x\nA: 35 0 99999999999 0 0\n", "bad.evemu:2: axis range is out of range"),
        Case("an I: number beyond 16 bits", "N: x\nI: 0018 10002 0007 01b1\n", "bad.evemu:2: vendor is out of range"),
        Case("a P: byte beyond 8 bits", "N: x\nP: 100\n", "bad.evemu:2: property byte is out of range"),
        Case("a libinput record file", "# libinput record\nversion: 1\nndevices: 1\n",
             "bad.evemu:2: this is a libinput record file (YAML), not evemu"),
        Case("a pressure axis whose maximum is below its minimum", "N: x\nA: 35 0 100 0 0\nA: 3a 255 0 0 0\n",
             "bad.evemu:3: unusable device description: ABS_MT_PRESSURE range 255...0 is empty: its maximum must be above its minimum"),
        Case("an empty ABS_PRESSURE range", "N: x\nA: 18 7 7 0 0\n",
             "bad.evemu:2: unusable device description: ABS_PRESSURE range 7...7 is empty: its maximum must be above its minimum"),
        Case("too many slots", "N: x\nA: 2f 0 299 0 0\n", "bad.evemu:2: unusable device description: the device declares 300 slots; at most \(FrameAssembler.maximumSlots) are supported"),
        Case("a slot range not starting at 0", "N: x\nA: 2f 1 4 0 0\n", "bad.evemu:2: unusable device description: ABS_MT_SLOT range 1...4 does not start at 0"),
    ]

    @Test("An event for an axis the device lacks, and time going backwards, are read and warned of once, with the line")
    func countedNotRefused() throws {
        let text = Self.header + "E: 1.000000 0003 0000 10\nE: 0.500000 0000 0000 0\nE: 0.600000 0003 0000 11\nE: 0.400000 0000 0000 0\n"
        let reader = try EvemuReader(bytes: Array(text.utf8), name: "odd.evemu")
        let trace = try readAll(reader)
        #expect(trace.events.count == 4)
        #expect(reader.warnings.map(\.description) == [
            "odd.evemu:12: event for axis ABS_X, which the device does not declare (no A: line)",
            "odd.evemu:13: time goes backwards: 0.500000 after 1.000000",
        ])
        // The recognizer counts every one of them and carries on.
        var recognizer = try PressRecognizer(device: reader.device)
        for event in trace.events { recognizer.process(event) { _ in } }
        #expect(recognizer.diagnostics.undeclaredCodes == 2)
        #expect(recognizer.diagnostics.timeWentBackwards == 3)     // 0.5, 0.6 and 0.4, all before 1.0
    }

    @Test("Each malformed file is refused with its exact message", arguments: cases)
    func refused(_ c: Case) {
        #expect(throws: TraceParseError.self) { try readAll(EvemuReader(bytes: c.bytes, name: "bad.evemu")) }
        do {
            _ = try readAll(EvemuReader(bytes: c.bytes, name: "bad.evemu"))
        } catch {
            #expect(error.description == c.message)
        }
    }

    @Test("The same errors name the file's path and line when read from disk, byte by byte")
    func fromDisk() throws {
        let dir = TemporaryFolder()
        for c in Self.cases {
            let path = dir.write("bad.evemu", c.bytes)
            do {
                _ = try readAll(EvemuReader(path: path, blockSize: 1, readLimit: 1))
                Issue.record("\(c.description): read without error")
            } catch {
                #expect(error.description == path + c.message.dropFirst("bad.evemu".count), "\(c.description)")
            }
        }
    }

    @Test("Missing files, folders and unreadable files name the path and errno")
    func cannotOpen() throws {
        let dir = TemporaryFolder()
        #expect(throws: TraceParseError(file: "\(dir.path)/missing.evemu", line: 0, kind: .cannotOpen(.noSuchFileOrDirectory))) {
            try EvemuReader(path: "\(dir.path)/missing.evemu")
        }
        let error = #expect(throws: TraceParseError.self) { try EvemuReader(path: dir.path) }
        #expect(error?.description == "\(dir.path): cannot open: Is a directory")
        let missingDescription = #expect(throws: TraceParseError.self) {
            try EvemuReader(path: dir.write("pad.events", EvemuReaderErrorTests.firstEvent), descriptionPath: "\(dir.path)/pad.desc")
        }
        #expect(missingDescription?.description == "\(dir.path)/pad.desc: cannot open: No such file or directory")
    }

    @Test("A .events file that has its own description as well as a .desc file is refused")
    func descriptionTwice() throws {
        let dir = TemporaryFolder()
        let desc = dir.write("pad.desc", Self.header)
        let events = dir.write("pad.events", Self.header + Self.firstEvent)
        let error = #expect(throws: TraceParseError.self) { try EvemuReader(path: events, descriptionPath: desc) }
        #expect(error?.description == "\(events):1: the events file has a device description of its own as well as the .desc file")
        let eventInDesc = dir.write("bad.desc", Self.header + Self.firstEvent)
        let second = #expect(throws: TraceParseError.self) { try EvemuReader(path: events, descriptionPath: eventInDesc) }
        #expect(second?.description == "\(eventInDesc):12: malformed line, expected a device description line, not an event")
    }
}
