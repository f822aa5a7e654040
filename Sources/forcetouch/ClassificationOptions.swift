import ArgumentParser
import ForceTouch

/// `ENTER:EXIT`, as in `--peek 0.5:0.4`.
struct ThresholdPair: ExpressibleByArgument {
    let enter: Double
    let exit: Double

    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let enter = Double(parts[0]), let exit = Double(parts[1]) else { return nil }
        self.enter = enter
        self.exit = exit
    }

    var defaultValueDescription: String { "\(enter):\(exit)" }
}

/// `SECONDS` or `off`.
enum LongPressSetting: ExpressibleByArgument {
    case off
    case after(Double)

    init?(argument: String) {
        if argument == "off" { self = .off; return }
        guard let seconds = Double(argument) else { return nil }
        self = .after(seconds)
    }

    var defaultValueDescription: String {
        switch self {
        case .off: "off"
        case let .after(seconds): "\(seconds)"
        }
    }
}

/// The options that decide how presses are classified, shared by every command that classifies.
struct ClassificationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Peek thresholds on force 0...1: enter at ENTER, leave below EXIT.", valueName: "enter:exit"))
    var peek = ThresholdPair(argument: "0.5:0.4")!

    @Option(help: ArgumentHelp("Pop thresholds on force 0...1: enter at ENTER, leave below EXIT.", valueName: "enter:exit"))
    var pop = ThresholdPair(argument: "0.8:0.7")!

    @Option(help: ArgumentHelp("The longest light press, in seconds, that counts as a tap.", valueName: "seconds"))
    var tapMaxDuration = 0.30

    @Option(help: ArgumentHelp("How far, in millimetres, a tap or long press may move.", valueName: "mm"))
    var slop = 3.0

    @Option(help: ArgumentHelp(
        "Seconds a still touch takes to reach peek on devices without pressure, or 'off'.",
        valueName: "seconds|off"))
    var longPress: LongPressSetting = .after(0.5)

    @Flag(help: "Let a long press reach peek on devices with pressure too.")
    var longPressWithPressure = false

    @Option(help: ArgumentHelp(
        "Raw pressure range to map onto force 0...1, replacing the device's (for pads that use a small part of theirs).",
        valueName: "min:max"))
    var pressureRange: String?

    @Option(help: ArgumentHelp("Frames a stage change must hold before it is reported.", valueName: "frames"))
    var minDwell: UInt16 = 1

    func validate() throws {
        _ = try classifierConfiguration()
    }

    func classifierConfiguration() throws -> ClassifierConfiguration {
        do {
            let thresholds: PressThresholds
            do {
                thresholds = try PressThresholds(
                    peek: Hysteresis(enter: peek.enter, exit: peek.exit),
                    pop: Hysteresis(enter: pop.enter, exit: pop.exit))
            }
            let longPressDuration: Double?
            switch longPress {
            case .off: longPressDuration = nil
            case let .after(seconds): longPressDuration = seconds
            }
            return try ClassifierConfiguration(
                thresholds: thresholds,
                tapMaximumDuration: tapMaxDuration,
                slop: slop,
                longPressDuration: longPressDuration,
                longPressOnPressureDevices: longPressWithPressure,
                pressureRange: try parsedPressureRange(),
                minimumDwell: minDwell)
        } catch let error as ConfigurationError {
            throw ValidationError(message(for: error))
        }
    }

    private func message(for error: ConfigurationError) -> String {
        switch error {
        case .outOfRange, .exitNotBelowEnter:
            let which = (try? Hysteresis(enter: peek.enter, exit: peek.exit)) == nil ? "--peek" : "--pop"
            return "\(which): \(error)"
        case .popNotAbovePeek:
            return "--pop \(pop.enter):\(pop.exit) must lie above --peek \(peek.enter):\(peek.exit) (both enter and exit)"
        default:
            return "--\(error)"
        }
    }

    private func parsedPressureRange() throws -> ClosedRange<Int32>? {
        guard let pressureRange else { return nil }
        let parts = pressureRange.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let low = Int32(parts[0]), let high = Int32(parts[1]), low < high else {
            throw ValidationError("--pressure-range must be MIN:MAX with whole numbers, MIN below MAX (got '\(pressureRange)')")
        }
        return low...high
    }
}
