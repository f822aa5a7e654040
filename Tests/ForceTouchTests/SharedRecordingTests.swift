import Foundation
import ForceTouch
import Testing

/// Real recordings made by others (../shared/recordings, see its SOURCES.md). Each row's
/// classes were derived by reading the file's events by hand, under the thresholds stated in
/// the row; `why` gives the numbers that decide each class.
@Suite("Real device recordings replay without error and classify as read by hand",
       .enabled(if: TestPaths.sharedRecordingsAvailable, TestPaths.sharedRecordingsMissing))
struct SharedRecordingTests {
    struct Row: CustomStringConvertible, Sendable {
        let file: String
        var desc: String? = nil
        /// Command-line classification options; empty for the device's built-in profile, and
        /// `--no-profile` for the defaults alone (peek 0.50:0.40, pop 0.80:0.70, tap ≤ 0.30 s, slop 3 mm).
        var options: [String] = []
        /// `slot:class` of each press, in the order the presses end.
        let presses: [String]
        let why: String
        var description: String { ([file] + options).joined(separator: " ") }
    }

    static let rows: [Row] = [
        Row(file: "alps-glidepoint-two-finger-tap.evemu", options: ["--no-profile"], presses: ["1:tap", "0:tap"],
            why: "shared ABS_PRESSURE 0..127 peaks at 62 (0.488 < peek 0.50); slot 1 lasts 0.184 s, slot 0 0.225 s (≤ 0.30 s); "
                + "semi-MT, so the bounding box's 38 mm jumps are not movement"),
        Row(file: "alps-glidepoint-two-finger-tap.evemu", options: ["--no-profile", "--peek", "0.45:0.35"], presses: ["1:peek", "0:peek"],
            why: "0.488 ≥ 0.45 while both fingers are down"),
        Row(file: "cypress-ps2-two-finger-press.evemu", options: ["--no-profile"], presses: ["0:none", "1:none"],
            why: "MT pressure 0..255 peaks at 110 (0.431) in both slots; they last 0.572 s and 0.487 s, too long for a tap"),
        Row(file: "cypress-ps2-two-finger-press.evemu", options: ["--no-profile", "--peek", "0.40:0.30"], presses: ["0:peek", "1:peek"],
            why: "0.431 ≥ 0.40 during the click"),
        Row(file: "elantech-ps2-samsung700z3a.evemu", options: ["--no-profile"], presses: ["0:none", "0:none"],
            why: "pressure 1..16 of 0..255 (0.063); the touches last 5.557 s and 0.354 s, too long for a tap"),
        Row(file: "elantech-ps2-samsung700z3a.evemu", options: ["--no-profile", "--pressure-range", "0:16"], presses: ["0:pop", "0:pop"],
            why: "with the range the pad really uses, each touch reaches 16, force 1.0"),
        Row(file: "uclogic-wp5540u-pen.evemu", options: ["--no-profile"], presses: ["0:none"],
            why: "one 4.016 s stroke peaking at 451 of 0..1023 (0.441)"),
        Row(file: "uclogic-wp5540u-pen.evemu", options: ["--no-profile", "--peek", "0.40:0.30"], presses: ["0:peek"],
            why: "0.441 ≥ 0.40"),
        Row(file: "wacom-cintiq13hd-pen.evemu", options: ["--no-profile"], presses: ["0:none", "0:peek"],
            why: "the first touch (223 of 0..2047, 0.027 s) moves 4.0 mm at 200 units/mm, past the 3 mm slop; "
                + "the second peaks at 1267 (0.619: peek, not pop)"),
        Row(file: "wacom-cintiq13hd-pen.evemu", options: ["--no-profile", "--slop", "5"], presses: ["0:tap", "0:peek"],
            why: "4.0 mm is within a 5 mm slop"),
        Row(file: "synaptics-ps2-button-rpress.events", desc: "synaptics-ps2.desc", options: ["--no-profile"], presses: ["0:none"],
            why: "pressure 48..51 of 0..255 (0.2) for 0.483 s, too long for a tap"),
        Row(file: "synaptics-ps2-button-rpress.events", desc: "synaptics-ps2.desc", options: ["--no-profile", "--tap-max-duration", "0.5"],
            presses: ["0:tap"], why: "0.483 s ≤ 0.5 s, and it moves 1.5 mm"),
        // With each device's built-in profile (forcetouch profiles show NAME says why).
        Row(file: "alps-glidepoint-two-finger-tap.evemu", presses: ["1:tap", "0:tap"],
            why: "alps-ps2 sets nothing: as without a profile"),
        Row(file: "cypress-ps2-two-finger-press.evemu", presses: ["0:pop", "1:pop"],
            why: "cypress-ps2's range 0:120 puts the click's 110 at 0.917, above pop's 0.80"),
        Row(file: "elantech-ps2-samsung700z3a.evemu", presses: ["0:pop", "0:pop"],
            why: "elantech-ps2's range 0:16: each touch reaches 16, force 1.0"),
        Row(file: "uclogic-wp5540u-pen.evemu", presses: ["0:none"],
            why: "uclogic-wp5540u-pen sets nothing: the 4 s stroke at 0.441 stays light"),
        Row(file: "wacom-cintiq13hd-pen.evemu", presses: ["0:tap", "0:peek"],
            why: "wacom-cintiq-13hd-pen's 5 mm slop: the 4.0 mm tap is a tap"),
        Row(file: "synaptics-ps2-button-rpress.events", desc: "synaptics-ps2.desc", presses: ["0:none"],
            why: "synaptics-ps2's range 0:130: 51 is 0.392, light, and 0.483 s is too long for a tap"),
    ]

    @Test("Each recording gives the classes read by hand", arguments: rows)
    func classes(_ row: Row) throws {
        var arguments = ["replay", "--json", TestPaths.sharedRecordings.appendingPathComponent(row.file).path]
        if let desc = row.desc { arguments += ["--desc", TestPaths.sharedRecordings.appendingPathComponent(desc).path] }
        let result = try runForcetouch(arguments + row.options)
        #expect(result.status == 0, "\(result.standardError)")
        let ups = result.standardOutput.split(separator: "\n").compactMap { line -> String? in
            guard line.contains("\"event\":\"up\"") || line.contains("\"event\":\"cancel\"") else { return nil }
            let slot = line.split(separator: "\"slot\":")[1].prefix { $0.isNumber }
            let kind = line.contains("\"class\":") ? line.split(separator: "\"class\":\"")[1].prefix { $0 != "\"" } : "cancel"
            return "\(slot):\(kind)"
        }
        #expect(ups == row.presses, "\(row.why)")
    }

    @Test("Why a pen tap comes out none: the up says it moved 4.02 mm against a 3 mm slop, in JSON and with --explain")
    func penTapExplained() throws {
        let file = TestPaths.sharedRecordings.appendingPathComponent("wacom-cintiq13hd-pen.evemu").path
        let json = try runForcetouch(["replay", "--json", "--no-profile", file])
        let up = try #require(json.standardOutput.split(separator: "\n").first { $0.contains(#""event":"up""#) })
        #expect(up.hasSuffix(#""class":"none","peak":0.1089,"duration":0.026926,"reason":"moved 4.02 mm > slop 3 mm","moved":4.02,"peakPressure":223}"#))
        let text = try runForcetouch(["replay", "--explain", "--no-profile", file])
        #expect(text.standardOutput.contains("  up      none   peak 0.1089  0.026926 s  (moved 4.02 mm > slop 3 mm; peak pressure 223)\n"))
        #expect(text.standardOutput.contains("  up      peek   peak 0.619  0.166005 s  (reached peek; moved 18.23 mm; peak pressure 1267)\n"))
    }

    @Test("Every file in ../shared/recordings is covered by a row")
    func everyFileCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TestPaths.sharedRecordings.path)
            .filter { $0.hasSuffix(".evemu") || $0.hasSuffix(".events") || $0.hasSuffix(".desc") }
        let covered = Set(Self.rows.flatMap { [$0.file] + ($0.desc.map { [$0] } ?? []) })
        #expect(Set(files) == covered)
    }
}
