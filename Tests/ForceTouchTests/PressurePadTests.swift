import ForceTouchTestSupport
import Foundation
import ForceTouch
import Testing

/// Pressure pads: force in grams, the sensitivity levels, thresholds in grams, and how
/// `devices` reports them. The recording is Recordings/pressure-pad.evemu (0…2000 g at 2
/// units per gram): a 30 g touch, a 155 g click, a 360 g force click.
@Suite("Pressure pads: grams, sensitivity levels and thresholds in grams")
struct PressurePadTests {
    static let recording = TestPaths.recordings.appendingPathComponent("pressure-pad.evemu").path

    /// `time slot event stage-or-class grams` for each event of `replay --json` with `options`.
    static func events(_ options: [String]) throws -> [String] {
        let result = try runForcetouch(["replay", "--json", recording] + options)
        #expect(result.status == 0, "\(result.standardError)")
        return try result.standardOutput.split(separator: "\n").dropLast().map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let detail = object["stage"] as? String ?? object["class"] as? String ?? ""
            return "\(object["time"]!) \(object["event"]!)\(detail.isEmpty ? "" : " " + detail) \(object["grams"].map { "\($0)g" } ?? "-")"
        }
    }

    @Test("The middle sensitivity by default: the touch is a tap, the click a peek, the force click a pop")
    func defaults() throws {
        #expect(try Self.events([]) == [
            "0 down 10g", "0.05 up tap 30g",
            "0.35 down 20g", "0.38 stage peek 140g", "0.42 stage light 90g", "0.44 up peek 155g",
            "0.74 down 30g", "0.76 stage peek 160g", "0.78 stage pop 320g", "0.82 stage peek 230g", "0.84 stage light 40g", "0.85 up pop 360g",
        ])
    }

    @Test("Sensitivity 1 and 5: the levels' grams decide", arguments: [
        ("1", [
            // peek 90:80, pop 200:170 g.
            "0 down 10g", "0.05 up tap 30g",
            "0.35 down 20g", "0.37 stage peek 110g", "0.43 stage light 40g", "0.44 up peek 155g",
            "0.74 down 30g", "0.75 stage peek 100g", "0.77 stage pop 250g", "0.83 stage peek 120g", "0.84 stage light 40g", "0.85 up pop 360g",
        ]),
        ("5", [
            // peek 160:135, pop 350:300 g: the 155 g click is a tap now; 300 g is not below pop's exit.
            "0 down 10g", "0.05 up tap 30g",
            "0.35 down 20g", "0.44 up tap 155g",
            "0.74 down 30g", "0.76 stage peek 160g", "0.79 stage pop 360g", "0.82 stage peek 230g", "0.83 stage light 120g", "0.85 up pop 360g",
        ]),
    ])
    func levels(level: String, expected: [String]) throws {
        #expect(try Self.events(["--sensitivity", level]) == expected)
    }

    @Test("Thresholds in grams: --peek and --pop win over the sensitivity")
    func grams() throws {
        #expect(try Self.events(["--sensitivity", "5", "--peek", "50g:25g", "--pop", "150g:120g"]) == [
            "0 down 10g", "0.05 up tap 30g",
            // 140 g is below pop's 150; 120 g is not below its exit; 40 g stays above peek's exit 25.
            "0.35 down 20g", "0.36 stage peek 60g", "0.39 stage pop 155g", "0.42 stage peek 90g", "0.44 up pop 155g",
            "0.74 down 30g", "0.75 stage peek 100g", "0.76 stage pop 160g", "0.84 stage peek 40g", "0.85 up pop 360g",
        ])
    }

    @Test("Motion rules off: the drag drops to light at once, and the scrolling fingers enter peek while they scroll")
    func motionRulesOff() throws {
        let result = try runForcetouch(["replay", "--json", TestPaths.recordings.appendingPathComponent("pressure-pad-motion.evemu").path, "--motion-rules", "off"])
        let stages = result.standardOutput.split(separator: "\n").filter { $0.contains(#""event":"stage""#) }.map { line in
            String(line.prefix { $0 != "," }.dropFirst("{\"time\":".count)) + (line.contains("light") ? " light" : " peek")
        }
        #expect(stages == ["0.02 peek", "0.04 light", "0.51 peek", "0.51 peek"])
    }

    @Test("Dynamic hysteresis on the pad: a 280 g press held at peek leaves it below 140 g, not 105 g")
    func dynamicHysteresis() throws {
        var builder = TraceBuilder(device: SyntheticDevice.pressurePad())
        var time = 0.0
        for grams in [60.0, 150, 280, 200, 130, 120, 60] {
            builder.touch(x: 2000, y: 1300, force: grams / 2000)
            builder.sync(at: time)
            time += 0.01
        }
        builder.lift()
        builder.sync(at: time)
        let folder = TemporaryFolder()
        let file = folder.write("held.evemu", EvemuWriter().write(builder.trace))
        func stages(_ options: [String]) throws -> [String] {
            let result = try runForcetouch(["replay", "--json", file] + options)
            return result.standardOutput.split(separator: "\n").filter { $0.contains(#""event":"stage""#) }.map { String($0) }
        }
        #expect(try stages([]).map { $0.contains("light") ? "light" : "peek" } == ["peek", "light"])
        #expect(try stages([]).last?.contains(#""time":0.06"#) == true)                      // 60 g < 105 g
        #expect(try stages(["--dynamic-hysteresis"]).last?.contains(#""time":0.04"#) == true) // 130 g < half of 280 g
    }

    @Test("The text form says the thresholds in grams, and gives grams beside each force")
    func text() throws {
        let result = try runForcetouch(["replay", Self.recording, "--sensitivity", "2"])
        #expect(result.standardError == "profile: none (no profile matches the device)\nthresholds: peek 110g:95g, pop 240g:205g (sensitivity 2)\n")
        #expect(result.standardOutput.contains("  0.370000     0  stage   peek   force 0.055 (110 g)\n"))
    }

    @Test("Grams where the axis has no unit, or a level the pad cannot reach, are errors that say what to do", arguments: [
        (["replay", TestPaths.recordings.appendingPathComponent("pop.evemu").path, "--peek", "110g:95g"],
         "Error: --peek 110.0g:95.0g is in grams, but the pressure axis of ForceTouch Synthetic Touchpad has no resolution: give fractions of 0...1"),
        (["replay", TestPaths.recordings.appendingPathComponent("pop.evemu").path, "--sensitivity", "3"],
         "Error: --sensitivity sets thresholds in grams, but the pressure axis of ForceTouch Synthetic Touchpad has no resolution: give --peek and --pop on force 0...1"),
        (["replay", TestPaths.recordings.appendingPathComponent("pressure-pad.evemu").path, "--pop", "2500g:2000g"],
         "Error: --pop: 2500 g is beyond the 2000 g the pressure axis of ForceTouch Haptic Pressure Pad (synthetic) reaches"),
    ])
    func errors(arguments: [String], message: String) throws {
        let result = try runForcetouch(arguments)
        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix(message + "\n"), "\(result.standardError)")
    }

    @Test("A sensitivity outside 1...5, or a pair half in grams, is refused before anything is read", arguments: [
        (["--sensitivity", "6"], "Error: --sensitivity must be a level from 1 (lightest) to 5 (firmest), not 6"),
        (["--peek", "110g:0.4"], "Error: The value '110g:0.4' is invalid for '--peek <enter:exit>'"),
    ])
    func refused(options: [String], message: String) throws {
        let result = try runForcetouch(["replay", Self.recording] + options)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
    }

    @Test("devices reports the pressure pad, its force unit and resolution, and FF_HAPTIC")
    func devices() throws {
        let folder = TemporaryFolder()
        folder.write("event7", try String(contentsOfFile: Self.recording, encoding: .utf8))
        let json = try runForcetouch(["devices", "--input-directory", folder.path, "--json"])
        #expect(json.standardOutput.contains(#""kind":"touchpad","pressure":"per contact","slots":5,"pressureRange":[0,4000],"resolution":[40,40],"pressurePad":true,"pressureUnit":"g","pressureResolution":2,"haptics":true}"#), "\(json.standardOutput)")
        let text = try runForcetouch(["devices", "--input-directory", folder.path])
        #expect(text.standardOutput.contains("touchpad, pressure pad, haptics  per contact  5      0..4000 (0-2000 g)  40x40/mm"), "\(text.standardOutput)")
    }

    @Test("live --haptics on with a recording standing for the pad says it cannot play haptics; by default it reads without them")
    func liveHaptics() throws {
        let folder = TemporaryFolder()
        folder.write("event7", try String(contentsOfFile: Self.recording, encoding: .utf8))
        let on = try runForcetouch(["live", "--input-directory", folder.path, "--haptics", "on"])
        #expect(on.status == 1)
        #expect(on.standardError.hasSuffix("Error: cannot play haptics on \(folder.path)/event7: Operation not supported (haptics need write access to the node and a kernel with FF_HAPTIC, 6.18 or later); --haptics off reads without them\n"), "\(on.standardError)")
        let plain = try runForcetouch(["live", "--input-directory", folder.path, "--json"])
        #expect(plain.status == 0)
        #expect(plain.standardError == "reading \(folder.path)/event7 (ForceTouch Haptic Pressure Pad (synthetic)); Ctrl-C ends\n")
        #expect(plain.standardOutput == (try String(contentsOf: TestPaths.recordings.appendingPathComponent("pressure-pad.expected.jsonl"), encoding: .utf8)))
    }

    @Test("GramScale: grams and force convert both ways on the axis's range, or a profile's")
    func scale() throws {
        let pad = SyntheticDevice.pressurePad()
        let scale = try #require(GramScale(device: pad))
        #expect(scale.maximumGrams == 2000)
        #expect(scale.force(grams: 130) == 0.065)
        #expect(scale.grams(force: 0.065) == 130)
        #expect(scale.force(grams: 3000) == 1)
        let narrow = try #require(GramScale(device: pad, pressureRange: 100...1100))
        #expect(narrow.grams(force: 0) == 50)
        #expect(narrow.force(grams: 300) == 0.5)
        #expect(GramScale(device: SyntheticDevice.touchpad()) == nil)
        #expect(PressurePadLevels.defaults(for: SyntheticDevice.touchpad(pressurePad: true)) == ProfileSettings())
    }
}
