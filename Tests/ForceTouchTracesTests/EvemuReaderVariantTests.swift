import ForceTouchTestSupport
import ForceTouchCore
@testable import ForceTouchTraces
import Testing

@Suite("evemu reader: every variant real files contain")
struct EvemuReaderVariantTests {
    typealias F = EvemuFixtures
    typealias V = EvemuFixtures.Variant

    static let variants: [V] = [
        V(description: "EVEMU 1.3 header, the writer's own form"),
        V(description: "EVEMU 1.2 header", header: "# EVEMU 1.2"),
        V(description: "EVEMU 1.1 header", header: "# EVEMU 1.1"),
        V(description: "EVEMU 1.0 header, A: lines without resolution", header: "# EVEMU 1.0", resolution: false),
        V(description: "no header at all (old evemu)", header: nil, resolution: false),
        V(description: "a B: mask spread over several lines", splitKeyMask: true),
        V(description: "unpadded values", padded: false),
        V(description: "comment lines, blank lines and end-of-line comments", comments: true),
        V(description: "CRLF line ends", lineEnd: "\r\n"),
        V(description: "CRLF, comments, split masks, no header, unpadded together",
          header: nil, resolution: false, splitKeyMask: true, padded: false, comments: true, lineEnd: "\r\n"),
    ]

    @Test("Each variant reads as the same device and events", arguments: variants)
    func sameTrace(_ variant: V) throws {
        let trace = try Trace.parse(evemu: F.text(variant), name: "variant.evemu")
        #expect(trace.device == F.device)
        #expect(trace.events == F.events())
    }

    @Test("Epoch time stamps are read exactly; output time still starts at 0")
    func epochTimes() throws {
        let trace = try Trace.parse(evemu: F.text(V(description: "epoch", epoch: true)), name: "epoch.evemu")
        #expect(trace.events == F.events(base: 1_400_000_000_123_456))
        #expect(trace.events.first?.time.microseconds == 1_400_000_000_123_456)
        let zeroBased = try gestures(of: F.trace())
        let epoch = try gestures(of: trace)
        let origin = trace.events[0].time
        #expect(epoch.map { GestureEvent(time: Timestamp(microseconds: $0.time.microseconds(since: origin)), slot: $0.slot, kind: $0.kind) } == zeroBased)
    }

    @Test("Fewer than six fraction digits are tenths, hundredths…; digits past the sixth are dropped")
    func fractionDigits() throws {
        let header = F.descriptionLines(V(description: "")).joined(separator: "\n") + "\n"
        let trace = try Trace.parse(evemu: header + """
            E: 1.25 0000 0000 0
            E: 1.5 0000 0000 0
            E: 1.5000009 0000 0000 0
            E: 0002.000001 0000 0000 0

            """)
        #expect(trace.events.map(\.time.microseconds) == [1_250_000, 1_500_000, 1_500_000, 2_000_001])
    }

    @Test("A frame's events may carry different time stamps; the frame's time is its SYN_REPORT's")
    func splitFrameTimes() throws {
        let header = F.descriptionLines(V(description: "")).joined(separator: "\n") + "\n"
        let trace = try Trace.parse(evemu: header + """
            E: 0.000000 0003 0039 0007
            E: 0.000100 0003 0035 2000
            E: 0.000250 0003 003a 0210
            E: 0.000300 0000 0000 0000
            E: 0.009000 0003 0039 -001
            E: 0.010000 0000 0000 0000

            """)
        let events = try gestures(of: trace)
        #expect(events.map(\.time.microseconds) == [300, 300, 300, 10_000])
        let f: Double = 210.0 / 255
        let expected: [GestureEvent.Kind] = [
            .down(force: f, x: 50, y: 2.5), .stage(.peek, force: f), .stage(.pop, force: f), .up(.pop, peak: f, duration: 9700),
        ]
        #expect(events.map(\.kind.summarized) == expected)
    }

    @Test("evemu's old layout: a .desc file and a header-less .events file read as one recording")
    func descriptionAndEventsPair() throws {
        let dir = TemporaryFolder()
        let plain = V(description: "pair", header: nil, resolution: false)
        let desc = dir.write("pad.desc", F.descriptionLines(plain).joined(separator: "\n") + "\n")
        let events = dir.write("pad.events", F.eventLines(plain).joined(separator: "\n") + "\n")
        let trace = try Trace.read(path: events, descriptionPath: desc)
        #expect(trace == F.trace())
    }

    @Test("L: and S: lines (LED and switch state) are accepted and change nothing")
    func ledAndSwitchLines() throws {
        var lines = F.descriptionLines(V(description: ""))
        lines += ["L: 00 1", "S: 05 0"]
        let trace = try Trace.parse(evemu: (lines + F.eventLines(V(description: ""))).joined(separator: "\n") + "\n")
        #expect(trace == F.trace())
    }

    @Test("A description without events is a device with no presses")
    func descriptionOnly() throws {
        let trace = try Trace.parse(evemu: F.descriptionLines(V(description: "")).joined(separator: "\n"))
        #expect(trace.device == F.device)
        #expect(trace.events.isEmpty)
    }
}
