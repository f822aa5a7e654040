import Foundation
import ForceTouch
import Testing

/// Each bundled recording against its frozen expected output. The expected files were
/// written or checked by hand (Recordings/README.md says why each line is right); the
/// generator writes only the .evemu files, so the code under test never writes its own answer.
@Suite("Golden: Recordings/*.evemu replay to their .expected.jsonl, byte for byte")
struct GoldenRecordingTests {
    static let names = (try? TestPaths.bundledRecordings()) ?? []

    /// JSON lines for `name` through the public library API, as an integrator would do it.
    static func replayJSON(_ name: String) throws -> String {
        let reader = try TraceReader.open(path: TestPaths.recordings.appendingPathComponent("\(name).evemu").path)
        // The built-in profiles only, as the command line uses them on a machine with no profile files.
        let profiles = ProfileLibrary(directories: []).set.matching(reader.device)
        // A pressure pad's thresholds are in grams unless a profile sets them.
        var configuration = try ProfileSet.settings(of: profiles).over(PressurePadLevels.defaults(for: reader.device)).configuration()
        configuration.padRules = PadRules.defaults(for: reader.device)
        var origin: Timestamp?
        var output = ""
        var summary = PressSummary()
        let diagnostics = try Replay.run(reader, configuration: configuration, onEvent: { event in
            if origin == nil { origin = event.time }
        }, gestures: { gesture in
            output += GestureFormat.jsonLines.line(for: gesture, origin: origin ?? gesture.time, grams: GramScale(device: reader.device, pressureRange: configuration.pressureRange)) + "\n"
            summary.add(gesture)
        })
        return output + GestureFormat.jsonLines.summary(summary, diagnostics, profiles: profiles.map(\.name)).map { $0 + "\n" }.joined()
    }

    static func expected(_ name: String) throws -> String {
        try String(contentsOf: TestPaths.recordings.appendingPathComponent("\(name).expected.jsonl"), encoding: .utf8)
    }

    @Test("Every recording has an expected file, and every expected file a recording")
    func pairs() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TestPaths.recordings.path)
        let expected = files.filter { $0.hasSuffix(".expected.jsonl") }.map { String($0.dropLast(".expected.jsonl".count)) }.sorted()
        #expect(!Self.names.isEmpty)
        #expect(expected == Self.names)
    }

    @Test("The library API gives the expected output", arguments: names)
    func library(_ name: String) throws {
        #expect(try Self.replayJSON(name) == Self.expected(name))
    }

    @Test("`forcetouch replay --json` prints the expected output and exits 0", arguments: names)
    func commandLine(_ name: String) throws {
        let result = try runForcetouch(["replay", "--json", TestPaths.recordings.appendingPathComponent("\(name).evemu").path])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == (try Self.expected(name)))
    }

    @Test("The design example's expected output is design.md's worked example, event for event")
    func designExample() throws {
        // peek 0.50:0.40, pop 0.80:0.70; forces 0.10 0.45 0.55 0.45 0.38 0.85 0.75 0.65 0.30, a frame every 10 ms, then lift.
        let lines = try Self.expected("design-example").split(separator: "\n").dropLast().map { line in
            line.replacingOccurrences(of: "\"", with: "")
        }
        #expect(lines == [
            "{time:0,slot:0,event:down,force:0.1,x:50,y:32.5}",                 // frame 1: down
            "{time:0.02,slot:0,event:stage,stage:peek,force:0.55}",            // frame 3: 0.55 ≥ 0.50
            "{time:0.04,slot:0,event:stage,stage:light,force:0.38}",           // frame 5: 0.38 < 0.40
            "{time:0.05,slot:0,event:stage,stage:peek,force:0.85}",            // frame 6: both, same time
            "{time:0.05,slot:0,event:stage,stage:pop,force:0.85}",
            "{time:0.07,slot:0,event:stage,stage:peek,force:0.65}",            // frame 8: 0.65 < 0.70 (frame 7's 0.75 is not)
            "{time:0.08,slot:0,event:stage,stage:light,force:0.3}",            // frame 9: 0.30 < 0.40
            "{time:0.09,slot:0,event:up,class:pop,peak:0.85,duration:0.09,reason:reached pop,moved:0,peakPressure:850}",   // lift: reached pop, peak 0.85 (raw 850)
        ])
    }

    @Test("The text form of a replay: aligned columns and the summary line")
    func textForm() throws {
        let result = try runForcetouch(["replay", TestPaths.recordings.appendingPathComponent("two-fingers.evemu").path])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
              time (s)  slot  event   details
              0.000000     0  down    force 0.102  at 30, 32.5 mm
              0.020000     0  stage   peek   force 0.502
              0.020000     1  down    force 0.102  at 70, 35 mm
              0.050000     0  stage   pop    force 0.8392
              0.060000     1  up      tap    peak 0.2  0.04 s
              0.080000     0  stage   peek   force 0.6
              0.090000     0  stage   light  force 0.349
              0.110000     0  up      pop    peak 0.8588  0.11 s

            2 presses: 1 tap, 1 pop

            """)
    }
}
