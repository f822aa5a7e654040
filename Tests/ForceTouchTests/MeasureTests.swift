import ForceTouchTestSupport
import ForceTouch
import Foundation
import Testing

@Suite("Measuring: proposed thresholds, and forcetouch measure")
struct MeasureTests {
    @Test("Three groups of peaks: peek and pop go in the middle of the gaps, exits a third of the gap lower")
    func threeGroups() throws {
        let suggestion = try ThresholdSuggestion.from(peaks: [0.2, 0.9, 0.25, 0.55, 0.92, 0.6, 0.22]).get()
        #expect(suggestion.thresholds == (try PressThresholds(peek: Hysteresis(enter: 0.4, exit: 0.3), pop: Hysteresis(enter: 0.75, exit: 0.65))))
        #expect(SuggestionFormat.lines(suggestion) == [
            "light presses peak at 0.2 0.22 0.25, medium at 0.55 0.6, firm at 0.9 0.92",
            "peek enters in the middle of the light–medium gap (0.25–0.55) and exits a third of the gap lower",
            "pop enters in the middle of the medium–firm gap (0.6–0.9) and exits a third of the gap lower",
            "--peek 0.4:0.3 --pop 0.75:0.65",
        ])
    }

    @Test("Too few presses, or only two levels: it says so instead of guessing")
    func refusals() {
        guard case let .failure(early) = ThresholdSuggestion.from(peaks: [0.2, 0.9]) else {
            Issue.record("two presses gave thresholds")
            return
        }
        #expect(SuggestionFormat.line(early) == "2 presses, fewer than the 6 needed: press lightly, medium and firmly, a few times each")
        guard case let .failure(refusal) = ThresholdSuggestion.from(peaks: [0.2, 0.21, 0.22, 0.9, 0.91, 0.92]) else {
            Issue.record("two levels gave thresholds")
            return
        }
        #expect(SuggestionFormat.line(refusal) == "the peaks fall into two groups only, 0.2 0.21 0.22 and 0.9 0.91 0.92 (no other gap of 0.05 or more): "
            + "that places one threshold, not peek and pop; press at three distinct levels")
    }

    @Test("measure without a terminal prints a line per press and the proposal once the peaks allow one")
    func measureCommand() throws {
        var builder = TraceBuilder(device: SyntheticDevice.touchpad())
        var time = 0.0
        for peak in [0.2, 0.9, 0.25, 0.55, 0.92, 0.6, 0.22] {
            // A press rises over ten frames and lets go: no noise but the axis's rounding.
            for force in (0...10).map({ 0.1 + (peak - 0.1) * Double($0) / 10 }) + [0.1] {
                builder.touch(x: 1000, y: 1000, force: force)
                builder.sync(at: time)
                time += 0.01
            }
            builder.lift()
            builder.sync(at: time)
            time += 0.2
        }
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        try EvemuWriter().write(builder.trace).write(toFile: folder.path + "/event0", atomically: true, encoding: .utf8)
        let result = try runForcetouch(["measure", "--input-directory", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "measuring \(folder.path)/event0 (ForceTouch Synthetic Touchpad), pressure 0..255; Ctrl-C ends")
        #expect(lines[1] == "press 1: slot 0: pressure 26 (0.1)  min 26 (0.1)  max 51 (0.2)  reached light")
        // The deepest stage a press reached, not the stage it lifted in.
        #expect(lines.contains("press 2: slot 0: pressure 26 (0.1)  min 26 (0.1)  max 230 (0.9)  reached pop"), "\(lines)")
        #expect(lines.contains("press 4: slot 0: pressure 26 (0.1)  min 26 (0.1)  max 140 (0.55)  reached peek"), "\(lines)")
        #expect(lines[2] == "  1 press, fewer than the 6 needed: press lightly, medium and firmly, a few times each")
        #expect(lines.suffix(5) == [
            "  light presses peak at 0.2 0.22 0.25, medium at 0.55 0.6, firm at 0.9 0.92",
            "  noise: a held press's force wobbles by 0.0024 from frame to frame; a gap must be at least 0.05 wide (six times the noise, and 0.05), "
                + "and each exit lies at least three times the noise below its enter",
            "  peek enters in the middle of the light–medium gap (0.25–0.55) and exits a third of the gap lower",
            "  pop enters in the middle of the medium–firm gap (0.6–0.9) and exits a third of the gap lower",
            "  --peek 0.4:0.3 --pop 0.75:0.65",
        ])
    }

    @Test("measure on a device without pressure says there is nothing to measure")
    func noPressure() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        try EvemuWriter().header(for: SyntheticDevice.touchpadWithoutPressure()).write(toFile: folder.path + "/event0", atomically: true, encoding: .utf8)
        let result = try runForcetouch(["measure", folder.path + "/event0"])
        #expect(result.status == 1)
        #expect(result.standardError == "Error: \(folder.path)/event0 has no pressure axis: there is nothing to measure\n")
    }
}
