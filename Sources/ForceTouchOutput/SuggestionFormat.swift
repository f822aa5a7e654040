import ForceTouchCore

/// A threshold suggestion for people: its reasoning line by line, ending with the options
/// that apply it (or the profile that keeps it); or why there is none and what to do.
public enum SuggestionFormat {
    public static func lines(_ suggestion: ThresholdSuggestion) -> [String] {
        let peek = suggestion.thresholds.peek, pop = suggestion.thresholds.pop
        var lines = ["light presses peak at \(list(suggestion.light)), medium at \(list(suggestion.medium)), firm at \(list(suggestion.firm))"]
        if suggestion.noise > 0 {
            lines.append("noise: a held press's force wobbles by \(DecimalText.format(suggestion.noise, decimals: 4)) from frame to frame; "
                + "a gap must be at least \(text(ThresholdSuggestion.neededGap(noise: suggestion.noise))) wide (six times the noise, and 0.05), "
                + "and each exit lies at least three times the noise below its enter")
        }
        func exitWords(_ low: Double, _ high: Double) -> String {
            (high - low) / 3 >= 3 * suggestion.noise ? "exits a third of the gap lower" : "exits three times the noise lower"
        }
        let lightTop = suggestion.light.last!, mediumBottom = suggestion.medium.first!
        let mediumTop = suggestion.medium.last!, firmBottom = suggestion.firm.first!
        lines.append("peek enters in the middle of the light–medium gap (\(text(lightTop))–\(text(mediumBottom))) and \(exitWords(lightTop, mediumBottom))")
        lines.append("pop enters in the middle of the medium–firm gap (\(text(mediumTop))–\(text(firmBottom))) and \(exitWords(mediumTop, firmBottom))")
        lines.append("--peek \(text(peek.enter)):\(text(peek.exit)) --pop \(text(pop.enter)):\(text(pop.exit))")
        return lines
    }

    public static func line(_ refusal: ThresholdSuggestion.Refusal) -> String {
        switch refusal {
        case let .tooFewPresses(count):
            "\(count) \(count == 1 ? "press" : "presses"), fewer than the \(ThresholdSuggestion.minimumPresses) needed: press lightly, medium and firmly, a few times each"
        case let .noThreeClusters(peaks, needed):
            "the peaks (\(list(peaks))) do not fall into three groups with gaps of \(text(needed)) or more between them: press more distinctly lightly, medium and firmly"
        case let .twoLevels(lower, upper, needed):
            "the peaks fall into two groups only, \(list(lower)) and \(list(upper)) (no other gap of \(text(needed)) or more): "
                + "that places one threshold, not peek and pop; press at three distinct levels"
        case .clustersTooClose:
            "the groups are too close together to place thresholds between them"
        }
    }

    /// The suggestion as a profile file, ready to save in profiles.d: for the device the
    /// recordings came from, with the pressure range they were measured on.
    public static func profile(_ suggestion: ThresholdSuggestion, device: DeviceDescription, pressureRange: ClosedRange<Int32>?, sources: [String]) -> String {
        var why = "suggested from \(suggestion.light.count + suggestion.medium.count + suggestion.firm.count) presses (\(sources.joined(separator: ", "))): "
        why += "light peaks \(text(suggestion.light.first!))–\(text(suggestion.light.last!)), medium \(text(suggestion.medium.first!))–\(text(suggestion.medium.last!)), "
        why += "firm \(text(suggestion.firm.first!))–\(text(suggestion.firm.last!)); noise \(DecimalText.format(suggestion.noise, decimals: 4))"
        let profile = DeviceProfile(
            name: "suggested-" + fileName(for: device), origin: .builtIn,
            match: DeviceMatch(bus: device.id.bus, vendor: device.id.vendor, product: device.id.product, name: device.name),
            settings: ProfileSettings(peek: suggestion.thresholds.peek, pop: suggestion.thresholds.pop, pressureRange: pressureRange),
            comment: why)
        return ProfileFormat.yaml(profile)
    }

    /// The device's name as a file name: lower case, words joined by `-`.
    public static func fileName(for device: DeviceDescription) -> String {
        device.name.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
    }

    static func text(_ value: Double) -> String { DecimalText.format(value, decimals: 2) }
    static func list(_ values: [Double]) -> String { values.map(text).joined(separator: " ") }
}
