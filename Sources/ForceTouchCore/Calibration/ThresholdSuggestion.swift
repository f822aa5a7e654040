/// Peek and pop thresholds proposed from the peak forces of real presses: light, medium and
/// firm ones fall into three clusters, and each threshold goes in the middle of the gap
/// between two clusters, with its exit below by a third of that gap.
public struct ThresholdSuggestion: Hashable, Sendable {
    public let thresholds: PressThresholds
    /// The peaks of each cluster, in ascending order: the evidence for the thresholds.
    public let light: [Double], medium: [Double], firm: [Double]

    /// The presses needed before anything is proposed.
    public static let minimumPresses = 6
    /// The narrowest gap between neighbouring peaks that separates two clusters.
    public static let minimumGap = 0.05

    /// Why no thresholds were proposed.
    public enum Refusal: Error, Hashable, Sendable {
        /// Fewer presses than `minimumPresses`.
        case tooFewPresses(Int)
        /// The sorted peaks have fewer than two gaps of `minimumGap`.
        case noThreeClusters([Double])
        /// The clusters are so close that rounded thresholds would not be ordered.
        case clustersTooClose
    }

    /// A proposal for `peaks` (normalised force 0…1, one per press), or why there is none.
    public static func from(peaks: [Double]) -> Result<ThresholdSuggestion, Refusal> {
        guard peaks.count >= minimumPresses else { return .failure(.tooFewPresses(peaks.count)) }
        let sorted = peaks.sorted()
        // The two widest gaps between neighbouring peaks split light, medium and firm.
        let gaps = sorted.indices.dropLast().map { (index: $0, width: sorted[$0 + 1] - sorted[$0]) }
        let widest = gaps.sorted { $0.width > $1.width }.prefix(2).sorted { $0.index < $1.index }
        guard widest.count == 2, widest.allSatisfy({ $0.width >= minimumGap }) else { return .failure(.noThreeClusters(sorted)) }
        func band(_ gap: (index: Int, width: Double)) -> (enter: Double, exit: Double) {
            let enter = sorted[gap.index] + gap.width / 2
            return (enter, enter - gap.width / 3)
        }
        let peek = band(widest[0]), pop = band(widest[1])
        guard let peekBand = try? Hysteresis(enter: round(peek.enter), exit: round(peek.exit)),
              let popBand = try? Hysteresis(enter: round(pop.enter), exit: round(pop.exit)),
              let thresholds = try? PressThresholds(peek: peekBand, pop: popBand) else {
            return .failure(.clustersTooClose)
        }
        return .success(ThresholdSuggestion(
            thresholds: thresholds,
            light: Array(sorted[...widest[0].index]),
            medium: Array(sorted[(widest[0].index + 1)...widest[1].index]),
            firm: Array(sorted[(widest[1].index + 1)...])))
    }

    /// To two decimals, as thresholds are given on the command line.
    static func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
