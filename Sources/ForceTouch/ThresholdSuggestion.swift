/// Peek and pop thresholds proposed from the peak forces of real presses: light, medium and
/// firm ones fall into three clusters, and each threshold goes in the middle of the gap
/// between two clusters, with its exit below by a third of that gap.
public struct ThresholdSuggestion: Hashable, Sendable {
    public let thresholds: PressThresholds
    /// How the numbers came about, line by line, for people.
    public let reasoning: [String]

    /// The presses needed before anything is proposed.
    public static let minimumPresses = 6

    /// A proposal for `peaks` (normalised force 0…1, one per press), or why there is none.
    public static func from(peaks: [Double]) -> Result<ThresholdSuggestion, Refusal> {
        guard peaks.count >= minimumPresses else {
            return .failure(Refusal(reason: "\(peaks.count) of \(minimumPresses) presses so far: press lightly, medium and firmly, a few times each"))
        }
        let sorted = peaks.sorted()
        // The two widest gaps between neighbouring peaks split light, medium and firm.
        let gaps = sorted.indices.dropLast().map { (index: $0, width: sorted[$0 + 1] - sorted[$0]) }
        let widest = gaps.sorted { $0.width > $1.width }.prefix(2).sorted { $0.index < $1.index }
        guard widest.count == 2, widest.allSatisfy({ $0.width >= 0.05 }) else {
            return .failure(Refusal(reason: "the peaks (\(format(sorted))) do not fall into three groups: press more distinctly lightly, medium and firmly"))
        }
        let light = sorted[...widest[0].index], medium = sorted[(widest[0].index + 1)...widest[1].index], firm = sorted[(widest[1].index + 1)...]
        func band(_ gap: (index: Int, width: Double)) -> (enter: Double, exit: Double) {
            let enter = sorted[gap.index] + gap.width / 2
            return (enter, enter - gap.width / 3)
        }
        let peek = band(widest[0]), pop = band(widest[1])
        guard let peekBand = try? Hysteresis(enter: round(peek.enter), exit: round(peek.exit)),
              let popBand = try? Hysteresis(enter: round(pop.enter), exit: round(pop.exit)),
              let thresholds = try? PressThresholds(peek: peekBand, pop: popBand) else {
            return .failure(Refusal(reason: "the groups are too close together to place thresholds between them"))
        }
        return .success(ThresholdSuggestion(thresholds: thresholds, reasoning: [
            "light presses peak at \(format(Array(light))), medium at \(format(Array(medium))), firm at \(format(Array(firm)))",
            "peek enters in the middle of the light–medium gap (\(text(sorted[widest[0].index]))–\(text(sorted[widest[0].index + 1]))) and exits a third of the gap lower",
            "pop enters in the middle of the medium–firm gap (\(text(sorted[widest[1].index]))–\(text(sorted[widest[1].index + 1]))) and exits a third of the gap lower",
            "--peek \(text(peekBand.enter)):\(text(peekBand.exit)) --pop \(text(popBand.enter)):\(text(popBand.exit))",
        ]))
    }

    /// Why no thresholds were proposed.
    public struct Refusal: Error, Hashable, Sendable {
        public let reason: String
    }

    static func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    static func text(_ value: Double) -> String { DecimalText.format(value, decimals: 2) }
    static func format(_ values: [Double]) -> String { values.map(text).joined(separator: " ") }
}
