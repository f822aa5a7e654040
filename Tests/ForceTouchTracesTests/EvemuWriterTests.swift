import ForceTouchTestSupport
import ForceTouchCore
@testable import ForceTouchTraces
import Testing

@Suite("evemu writer: what it writes reads back identically")
struct EvemuWriterTests {
    @Test("Every scenario written and read back gives identical device and events, and the same bytes again",
          arguments: Scenario.all.map(\.name))
    func roundTrip(_ name: String) throws {
        let scenario = try #require(Scenario.all.first { $0.name == name })
        let text = EvemuWriter().write(scenario.trace)
        let back = try Trace.parse(evemu: text, name: name)
        #expect(back.device == scenario.trace.device)
        #expect(back.events == scenario.trace.events)
        #expect(EvemuWriter().write(back) == text)
    }

    @Test("Negative values, epoch times, every event type and a name with a line break survive the round trip")
    func awkwardValues() throws {
        var device = EvemuFixtures.device
        device.name = "Pad\nwith a break  "
        device.enable(.msc, EventCode(0x05))
        let events = [
            InputEvent(time: Timestamp(microseconds: 1_700_000_000_000_001), type: .abs, code: .absMTTrackingID, value: -1),
            InputEvent(time: Timestamp(microseconds: 1_700_000_000_000_001), type: .abs, code: .absMTPositionY, value: -100),
            InputEvent(time: Timestamp(microseconds: 1_700_000_000_000_001), type: .abs, code: .absMTPressure, value: Int32.max),
            InputEvent(time: Timestamp(microseconds: 1_700_000_000_000_001), type: .abs, code: .absMTPositionX, value: Int32.min),
            InputEvent(time: Timestamp(microseconds: 1_700_000_000_999_999), type: .msc, code: EventCode(0x05), value: 12345),
            InputEvent(time: Timestamp(microseconds: 1_700_000_001_000_000), type: .syn, code: .synReport, value: 0),
        ]
        let text = EvemuWriter().write(Trace(device: device, events: events))
        let back = try Trace.parse(evemu: text)
        #expect(back.device.name == "Pad with a break")
        device.name = "Pad with a break"
        #expect(back.device == device)
        #expect(back.events == events)
        #expect(EvemuWriter().write(back) == text)
    }

    @Test("Event lines look like evemu-record's: padded values, hex codes, a comment naming the event")
    func lineFormat() {
        let writer = EvemuWriter()
        #expect(writer.line(for: InputEvent(time: Timestamp(microseconds: 1_250_000), type: .abs, code: .absMTPressure, value: 42))
            == "E: 1.250000 0003 003a 0042\t# EV_ABS / ABS_MT_PRESSURE 42\n")
        #expect(writer.line(for: InputEvent(time: Timestamp(microseconds: 10), type: .abs, code: .absMTTrackingID, value: -1))
            == "E: 0.000010 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID -1\n")
        #expect(writer.line(for: InputEvent(time: Timestamp(microseconds: 0), type: .syn, code: .synReport, value: 0))
            == "E: 0.000000 0000 0000 0000\t# ------------ SYN_REPORT (0) ----------\n")
    }

    @Test("The bundled recordings are exactly what the scenarios write: the generator's output is current",
          arguments: Scenario.all.map { ($0.name, "") } + Scenario.menu.map { ($0.name, "menu/") })
    func bundledFilesAreCurrent(_ name: String, _ folder: String) throws {
        let scenario = try #require((folder.isEmpty ? Scenario.all : Scenario.menu).first { $0.name == name })
        let path = String(#filePath.split(separator: "/Tests/").first!) + "/Recordings/\(folder)\(name).evemu"
        #expect(EvemuFixtures.readFile(path) == scenario.evemuText, "Recordings/\(name).evemu differs from the scenario: run `swift run generate-recordings`")
    }
}
