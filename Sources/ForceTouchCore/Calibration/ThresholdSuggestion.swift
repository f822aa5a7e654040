/// Peek and pop thresholds proposed from the peak forces of real presses: light, medium and
/// firm ones fall into three clusters, and each threshold goes in the middle of the gap
/// between two clusters, with its exit below by a third of that gap, or by three times the
/// noise when that is wider, so that jitter while a press is held cannot flip the stage.
public struct ThresholdSuggestion: Hashable, Sendable {
    public let thresholds: PressThresholds
    /// The peaks of each cluster, in ascending order: the evidence for the thresholds.
    public let light: [Double], medium: [Double], firm: [Double]
    /// The frame-to-frame deviation of a held press's force that the gaps allow for.
    public let noise: Double

    /// The presses needed before anything is proposed.
    public static let minimumPresses = 6
    /// The narrowest gap between neighbouring peaks that separates two clusters, without noise.
    public static let minimumGap = 0.05

    /// Why no thresholds were proposed.
    public enum Refusal: Error, Hashable, Sendable {
        /// Fewer presses than `minimumPresses`.
        case tooFewPresses(Int)
        /// The sorted peaks have fewer than two gaps wide enough (`needed`): no three levels.
        case noThreeClusters([Double], needed: Double)
        /// Exactly one gap is wide enough: two levels, `lower` and `upper`, and no third.
        case twoLevels(lower: [Double], upper: [Double], needed: Double)
        /// The clusters are so close that rounded thresholds would not be ordered.
        case clustersTooClose
    }

    /// The widest a gap must be to separate clusters with `noise`: six deviations, and never
    /// under `minimumGap`.
    public static func neededGap(noise: Double) -> Double { max(minimumGap, 6 * noise) }

    /// A proposal for `peaks` (normalised force 0…1, one per press) with `noise` (a held
    /// press's frame-to-frame deviation, as `ForceNoise` measures it), or why there is none.
    public static func from(peaks: [Double], noise: Double = 0) -> Result<ThresholdSuggestion, Refusal> {
        guard peaks.count >= minimumPresses else { return .failure(.tooFewPresses(peaks.count)) }
        let sorted = peaks.sorted()
        let needed = neededGap(noise: noise)
        // The two widest gaps between neighbouring peaks split light, medium and firm. The gap of
        // rank r (widest first) separates levels when it is wide enough for the noise and at
        // least twice the next one, which lies inside a level: a spread within one level is no level.
        let gaps = sorted.indices.dropLast().map { (index: $0, width: sorted[$0 + 1] - sorted[$0]) }.sorted { $0.width > $1.width }
        func width(_ rank: Int) -> Double { rank < gaps.count ? gaps[rank].width : 0 }
        func separates(_ rank: Int) -> Bool { width(rank) >= needed && width(rank) >= 2 * width(rank + 1) }
        guard separates(1) else {
            guard separates(0) else { return .failure(.noThreeClusters(sorted, needed: needed)) }
            let split = gaps[0].index
            return .failure(.twoLevels(lower: Array(sorted[...split]), upper: Array(sorted[(split + 1)...]), needed: needed))
        }
        let widest = [gaps[0], gaps[1]].sorted { $0.index < $1.index }
        func band(_ gap: (index: Int, width: Double)) -> (enter: Double, exit: Double) {
            let enter = sorted[gap.index] + gap.width / 2
            return (enter, enter - max(gap.width / 3, 3 * noise))
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
            firm: Array(sorted[(widest[1].index + 1)...]),
            noise: noise))
    }

    /// To two decimals, as thresholds are given on the command line.
    static func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
