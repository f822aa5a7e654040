import ArgumentParser
import ForceTouch

/// `ENTER:EXIT`, as in `--peek 0.5:0.4`.
struct ThresholdPair: ExpressibleByArgument {
    let enter: Double
    let exit: Double

    init(_ band: Hysteresis) {
        enter = band.enter
        exit = band.exit
    }

    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let enter = Double(parts[0]), let exit = Double(parts[1]) else { return nil }
        self.enter = enter
        self.exit = exit
    }

    var defaultValueDescription: String { "\(enter):\(exit)" }
}
