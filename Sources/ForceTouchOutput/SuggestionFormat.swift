import ForceTouchCore

/// A threshold suggestion for people: its reasoning line by line, ending with the options
/// that apply it; or why there is none and what to do.
public enum SuggestionFormat {
    public static func lines(_ suggestion: ThresholdSuggestion) -> [String] {
        let peek = suggestion.thresholds.peek, pop = suggestion.thresholds.pop
        return [
            "light presses peak at \(list(suggestion.light)), medium at \(list(suggestion.medium)), firm at \(list(suggestion.firm))",
            "peek enters in the middle of the light–medium gap (\(text(suggestion.light.last!))–\(text(suggestion.medium.first!))) and exits a third of the gap lower",
            "pop enters in the middle of the medium–firm gap (\(text(suggestion.medium.last!))–\(text(suggestion.firm.first!))) and exits a third of the gap lower",
            "--peek \(text(peek.enter)):\(text(peek.exit)) --pop \(text(pop.enter)):\(text(pop.exit))",
        ]
    }

    public static func line(_ refusal: ThresholdSuggestion.Refusal) -> String {
        switch refusal {
        case let .tooFewPresses(count):
            "\(count) of \(ThresholdSuggestion.minimumPresses) presses so far: press lightly, medium and firmly, a few times each"
        case let .noThreeClusters(peaks):
            "the peaks (\(list(peaks))) do not fall into three groups: press more distinctly lightly, medium and firmly"
        case .clustersTooClose:
            "the groups are too close together to place thresholds between them"
        }
    }

    static func text(_ value: Double) -> String { DecimalText.format(value, decimals: 2) }
    static func list(_ values: [Double]) -> String { values.map(text).joined(separator: " ") }
}
