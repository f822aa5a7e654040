import ArgumentParser
import ForceTouch

/// `ENTER:EXIT`, as in `--peek 0.5:0.4`, on force 0…1; or in grams, as in `--peek 110g:95g`,
/// for a pressure axis with a resolution.
struct ThresholdPair: ExpressibleByArgument {
    let enter: Double
    let exit: Double
    let inGrams: Bool

    init(_ band: Hysteresis) {
        enter = band.enter
        exit = band.exit
        inGrams = false
    }

    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let grams = parts.map { $0.hasSuffix("g") }
        // Both in grams or neither: `110g:0.4` means nothing.
        guard grams[0] == grams[1], let enter = Double(parts[0].dropLast(grams[0] ? 1 : 0)),
              let exit = Double(parts[1].dropLast(grams[1] ? 1 : 0)) else { return nil }
        self.enter = enter
        self.exit = exit
        inGrams = grams[0]
    }

    var defaultValueDescription: String { "\(enter):\(exit)" }

    /// The band on force 0…1; grams are converted by `scale`, which must then be there.
    func band(scale: GramScale?) throws(PairError) -> Hysteresis {
        var (enter, exit) = (enter, exit)
        if inGrams {
            guard let scale else { throw .noGrams }
            guard enter <= scale.maximumGrams else { throw .beyondAxis(grams: enter, maximum: scale.maximumGrams) }
            (enter, exit) = (scale.force(grams: enter), scale.force(grams: exit))
        }
        do {
            return try Hysteresis(enter: enter, exit: exit)
        } catch {
            throw .invalid(error.reason)
        }
    }

    enum PairError: Error {
        case noGrams
        case beyondAxis(grams: Double, maximum: Double)
        case invalid(String)
    }
}
