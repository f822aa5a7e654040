import ForceTouchTestSupport
import ForceTouch
import Foundation
import Testing

/// Suggested thresholds on generated presses whose right answer is known: three clean
/// levels, the same with noise, two levels only, and noise that hides the levels.
@Suite("suggest: thresholds from recorded presses, with the noise they show")
struct SuggestTests {
    /// Presses on the synthetic touchpad rising over 20 frames to each peak and falling over
    /// 10, with uniform jitter of ±`jitter` on every held frame (a fixed sequence, so the
    /// answer is the same every run).
    static func trace(peaks: [Double], jitter: Double = 0) -> Trace {
        var builder = TraceBuilder(device: SyntheticDevice.touchpad())
        var time = 0.0
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15
        func wobble() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(state >> 11) / Double(1 << 53) * 2 - 1) * jitter
        }
        for peak in peaks {
            let ramp = (0...20).map { peak * Double($0) / 20 } + (0..<10).map { peak * Double(10 - $0) / 10 }
            for force in ramp.dropFirst() {
                builder.touch(x: 2000, y: 1300, force: min(1, max(0.01, force + wobble())))
                builder.sync(at: time)
                time += 0.01
            }
            builder.lift()
            builder.sync(at: time)
            time += 0.3
        }
        return builder.trace
    }

    static let light = [0.2, 0.25, 0.3], medium = [0.55, 0.6, 0.62], firm = [0.88, 0.92, 0.95]

    /// Peaks and noise as `suggest` measures them.
    static func measure(_ trace: Trace) throws -> (peaks: [Double], noise: Double) {
        var peaks: [Double] = [], highest: [Int: Double] = [:]
        var noise = ForceNoise()
        var recognizer = try PressRecognizer(device: trace.device)
        for event in trace.events {
            recognizer.process(event, samples: { sample in
                highest[sample.slot] = max(highest[sample.slot] ?? 0, sample.force)
                noise.add(slot: sample.slot, force: sample.force)
            }, gestures: { gesture in
                if case .up = gesture.kind, let peak = highest.removeValue(forKey: gesture.slot) { peaks.append(peak) }
                if case .up = gesture.kind { noise.end(slot: gesture.slot) }
            })
        }
        return (peaks, noise.deviation)
    }

    @Test("Three clean levels: peek between light and medium, pop between medium and firm, a third of each gap as hysteresis")
    func clean() throws {
        let (peaks, noise) = try Self.measure(Self.trace(peaks: Self.light + Self.medium + Self.firm))
        // Only the 0…255 axis's rounding: a step of 0.0039.
        #expect(noise < 0.004)
        let suggestion = try ThresholdSuggestion.from(peaks: peaks, noise: noise).get()
        let peek = suggestion.thresholds.peek, pop = suggestion.thresholds.pop
        #expect(peek.enter > 0.3 && peek.enter < 0.55 && peek.exit > 0.3)
        #expect(pop.enter > 0.62 && pop.enter < 0.88 && pop.exit > 0.62)
        #expect(abs(peek.enter - 0.425) <= 0.011 && abs(pop.enter - 0.75) <= 0.011)
    }

    @Test("With noise: the estimate is near the jitter's deviation, and every band is at least three deviations wide")
    func noisy() throws {
        let jitter = 0.02   // uniform ±0.02: a deviation of 0.0115
        let (peaks, noise) = try Self.measure(Self.trace(peaks: Self.light + Self.medium + Self.firm, jitter: jitter))
        #expect(noise > 0.0115 * 0.6 && noise < 0.0115 * 1.5, "\(noise)")
        let suggestion = try ThresholdSuggestion.from(peaks: peaks, noise: noise).get()
        let peek = suggestion.thresholds.peek, pop = suggestion.thresholds.pop
        #expect(peek.enter - peek.exit >= 3 * noise - 0.005 && pop.enter - pop.exit >= 3 * noise - 0.005)
        #expect(peek.enter > 0.32 && peek.enter < 0.53 && pop.enter > 0.64 && pop.enter < 0.86)
        #expect(SuggestionFormat.lines(suggestion)[1].hasPrefix("noise: a held press's force wobbles by 0.01"))
    }

    @Test("Two levels only, or noise that hides the levels: it says so and proposes nothing")
    func refusals() throws {
        let (twoPeaks, twoNoise) = try Self.measure(Self.trace(peaks: Self.light + Self.firm))
        guard case let .failure(two) = ThresholdSuggestion.from(peaks: twoPeaks, noise: twoNoise), case .twoLevels = two else {
            Issue.record("two levels gave thresholds")
            return
        }
        #expect(SuggestionFormat.line(two).contains("fall into two groups only"))
        let (peaks, noise) = try Self.measure(Self.trace(peaks: Self.light + Self.medium + Self.firm, jitter: 0.12))
        #expect(noise > 0.04)
        guard case let .failure(hidden) = ThresholdSuggestion.from(peaks: peaks, noise: noise) else {
            Issue.record("noise of \(noise) still gave thresholds")
            return
        }
        #expect(SuggestionFormat.line(hidden).contains("or more"))
    }

    @Test("forcetouch suggest over two recordings prints the reasoning and a profile that reads back with those thresholds")
    func command() throws {
        let folder = TemporaryFolder()
        let first = folder.write("a.evemu", EvemuWriter().write(Self.trace(peaks: Self.light + [Self.medium[0], Self.firm[0]])))
        let second = folder.write("b.evemu", EvemuWriter().write(Self.trace(peaks: Array(Self.medium.dropFirst()) + Self.firm.dropFirst())))
        let result = try runForcetouch(["suggest", first, second])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "profile: forcetouch-synthetic (built-in)\n")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "9 presses in 2 recordings of ForceTouch Synthetic Touchpad")
        #expect(lines.contains { $0.hasPrefix("light presses peak at 0.2 0.25 0.3, medium at 0.55 0.6 0.62, firm at 0.88 0.92 0.95") })
        let yaml = try #require(result.standardOutput.components(separatedBy: ".yaml\n").last)
        let profiles = try ProfileFile.parse(yaml, file: "suggested.yaml")
        #expect(profiles.count == 1)
        let (peaks, noise) = try Self.measure(Self.trace(peaks: Self.light + Self.medium + Self.firm))
        let expected = try ThresholdSuggestion.from(peaks: peaks, noise: noise).get().thresholds
        #expect(profiles[0].settings.peek == expected.peek && profiles[0].settings.pop == expected.pop)
        #expect(profiles[0].match.matches(SyntheticDevice.touchpad()))

        let other = folder.write("pen.evemu", EvemuWriter().write(TraceBuilder(device: SyntheticDevice.pen()).trace))
        let mixed = try runForcetouch(["suggest", first, other])
        #expect(mixed.status == 1)
        #expect(mixed.standardError.hasSuffix("suggest thresholds for one device at a time\n"))
        let few = try runForcetouch(["suggest", other])
        #expect(few.standardError.hasSuffix("Error: 0 presses, fewer than the 6 needed: press lightly, medium and firmly, a few times each\n"))
    }
}
