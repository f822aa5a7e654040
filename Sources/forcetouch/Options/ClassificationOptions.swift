import ArgumentParser
import ForceTouch

/// The options that decide how presses are classified, shared by every command that classifies.
/// Their defaults are the library's default configuration.
struct ClassificationOptions: ParsableArguments {
    static let defaults = ClassifierConfiguration.default

    @Option(help: ArgumentHelp("Peek thresholds on force 0...1: enter at ENTER, leave below EXIT.", valueName: "enter:exit"))
    var peek = ThresholdPair(defaults.thresholds.peek)

    @Option(help: ArgumentHelp("Pop thresholds on force 0...1: enter at ENTER, leave below EXIT.", valueName: "enter:exit"))
    var pop = ThresholdPair(defaults.thresholds.pop)

    @Option(help: ArgumentHelp("The longest light press, in seconds, that counts as a tap.", valueName: "seconds"))
    var tapMaxDuration = defaults.tapMaximumDuration

    @Option(help: ArgumentHelp("How far, in millimetres, a tap or long press may move.", valueName: "mm"))
    var slop = defaults.slop

    @Option(help: ArgumentHelp(
        "Seconds a still touch takes to reach peek on devices without pressure, or 'off'.",
        valueName: "seconds|off"))
    var longPress = LongPressSetting(defaults.longPressDuration)

    @Flag(help: "Let a long press reach peek on devices with pressure too.")
    var longPressWithPressure = defaults.longPressOnPressureDevices

    @Option(help: ArgumentHelp(
        "Raw pressure range to map onto force 0...1, replacing the device's (for pads that use a small part of theirs).",
        valueName: "min:max"))
    var pressureRange: PressureRangeArgument?

    @Option(help: ArgumentHelp("Frames a stage change must hold before it is reported.", valueName: "frames"))
    var minDwell = defaults.minimumDwell

    func validate() throws {
        _ = try classifierConfiguration()
    }

    /// The configuration the options describe; a refusal names the option at fault.
    func classifierConfiguration() throws -> ClassifierConfiguration {
        let peekBand = try band(peek, option: "--peek")
        let popBand = try band(pop, option: "--pop")
        let thresholds: PressThresholds
        do {
            thresholds = try PressThresholds(peek: peekBand, pop: popBand)
        } catch {
            throw ValidationError("--pop \(pop.defaultValueDescription) must lie above --peek \(peek.defaultValueDescription) (both enter and exit)")
        }
        let longPressDuration: Double?
        switch longPress {
        case .off: longPressDuration = nil
        case let .after(seconds): longPressDuration = seconds
        }
        do {
            return try ClassifierConfiguration(
                thresholds: thresholds,
                tapMaximumDuration: tapMaxDuration,
                slop: slop,
                longPressDuration: longPressDuration,
                longPressOnPressureDevices: longPressWithPressure,
                pressureRange: try pressureRange?.range(),
                minimumDwell: minDwell)
        } catch {
            throw ValidationError("\(Self.option(for: error.setting)) \(error.reason)")
        }
    }

    private func band(_ pair: ThresholdPair, option: String) throws -> Hysteresis {
        do {
            return try Hysteresis(enter: pair.enter, exit: pair.exit)
        } catch {
            throw ValidationError("\(option): \(error.reason)")
        }
    }

    /// The option that sets `setting`.
    static func option(for setting: ConfigurationError.Setting) -> String {
        switch setting {
        case .thresholds: "--peek/--pop"
        case .tapMaximumDuration: "--tap-max-duration"
        case .slop: "--slop"
        case .longPressDuration: "--long-press"
        case .pressureRange: "--pressure-range"
        case .minimumDwell: "--min-dwell"
        }
    }
}
