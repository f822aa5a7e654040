import ArgumentParser
import ForceTouch

/// The options that decide how presses are classified, shared by every command that classifies.
/// The settings start from the library's defaults, then the device's profiles (or the one
/// `--profile` names), then the options given here, each replacing what came before.
struct ClassificationOptions: ParsableArguments {
    static let defaults = ClassifierConfiguration.default

    @Option(help: ArgumentHelp(
        "Peek thresholds on force 0...1, or in grams on a pressure pad (110g:95g): enter at ENTER, leave below EXIT (default: 0.5:0.4, a pressure pad's sensitivity 3, or the profile's).",
        valueName: "enter:exit"))
    var peek: ThresholdPair?

    @Option(help: ArgumentHelp(
        "Pop thresholds on force 0...1, or in grams on a pressure pad (290g:245g): enter at ENTER, leave below EXIT (default: 0.8:0.7, a pressure pad's sensitivity 3, or the profile's).",
        valueName: "enter:exit"))
    var pop: ThresholdPair?

    @Option(help: ArgumentHelp(
        "A pressure pad's click sensitivity, 1 (lightest) to 5 (firmest): peek and pop in grams (default: 3).",
        valueName: "level"))
    var sensitivity: Int?

    @Flag(help: "ChromeOS's dynamic hysteresis: a held stage's exit rises to half its peak force (up to 350 g on a pressure pad); re-entry takes 1.2 times the force at exit.")
    var dynamicHysteresis = false

    @Option(help: ArgumentHelp(
        "Motion rules: a moving contact's exits give way with speed (a tenth at 200 mm/s), and no stage is entered while fingers move together, nor for 100 ms after (default: on for pressure pads).",
        valueName: "on|off"))
    var motionRules: Switch?

    @Option(help: ArgumentHelp("The longest light press, in seconds, that counts as a tap (default: 0.3).", valueName: "seconds"))
    var tapMaxDuration: Double?

    @Option(help: ArgumentHelp("How far, in millimetres, a tap or long press may move (default: 3).", valueName: "mm"))
    var slop: Double?

    @Option(help: ArgumentHelp(
        "Seconds a still touch takes to reach peek on devices without pressure, or 'off' (default: 0.5).",
        valueName: "seconds|off"))
    var longPress: LongPressSetting?

    @Flag(help: "Let a long press reach peek on devices with pressure too.")
    var longPressWithPressure = false

    @Option(help: ArgumentHelp(
        "Raw pressure range to map onto force 0...1, replacing the device's (for pads that use a small part of theirs).",
        valueName: "min:max"))
    var pressureRange: PressureRangeArgument?

    @Option(help: ArgumentHelp("Frames a stage change must hold before it is reported (default: 1).", valueName: "frames"))
    var minDwell: UInt16?

    @Option(help: ArgumentHelp(
        "The device profile: a name (forcetouch profiles list) or a file (default: the profiles that match the device).",
        valueName: "name|file"))
    var profile: String?

    @Flag(help: "Use no profile: the defaults and the options given.")
    var noProfile = false

    /// Which profiles the options ask for.
    var choice: ProfileChoice { noProfile ? .none : profile.map { .named($0) } ?? .automatic }

    func validate() throws {
        if noProfile, profile != nil { throw ValidationError("--profile and --no-profile exclude each other") }
        if let sensitivity, !PressurePadLevels.levels.contains(sensitivity) {
            throw ValidationError("--sensitivity must be a level from 1 (lightest) to 5 (firmest), not \(sensitivity)")
        }
        _ = try overrides(scale: nil, device: nil)
    }

    /// The settings the options give, each checked on its own; nil where none was given.
    /// Thresholds in grams need `scale` (the device's); without a device they are checked later.
    func overrides(scale: GramScale?, device: DeviceDescription?) throws -> ProfileSettings {
        var settings = ProfileSettings()
        if device != nil || peek?.inGrams != true { settings.peek = try peek.map { (pair) throws in try band(pair, option: "--peek", scale: scale, device: device) } }
        if device != nil || pop?.inGrams != true { settings.pop = try pop.map { (pair) throws in try band(pair, option: "--pop", scale: scale, device: device) } }
        settings.tapMaximumDuration = tapMaxDuration
        settings.slop = slop
        settings.longPressDuration = longPress.map {
            switch $0 {
            case .off: nil
            case let .after(seconds): seconds
            }
        }
        settings.longPressOnPressureDevices = longPressWithPressure ? true : nil
        do {
            settings.pressureRange = try pressureRange?.range()
        } catch {
            throw ValidationError("--pressure-range \(error.reason)")
        }
        settings.minimumDwell = minDwell
        // Every setting but the two bands' order, checked over the defaults' bands.
        var alone = settings
        alone.peek = nil
        alone.pop = nil
        do {
            _ = try alone.configuration()
        } catch {
            throw ValidationError("\(Self.option(for: error.setting)) \(error.reason)")
        }
        return settings
    }

    /// What classifies presses on `device`: the defaults, then its profiles, then the options.
    func resolve(for device: DeviceDescription, library: ProfileLibrary) throws -> (configuration: ClassifierConfiguration, profiles: [DeviceProfile]) {
        let profiles: [DeviceProfile]
        do {
            profiles = try library.profiles(for: device, choice: choice)
        } catch {
            throw CommandFailure("\(error)")
        }
        let profileSettings = ProfileSet.settings(of: profiles)
        let scale = GramScale(device: device, pressureRange: pressureRange.flatMap { try? $0.range() } ?? profileSettings.pressureRange)
        let options = try overrides(scale: scale, device: device)
        // A pressure pad's thresholds are grams: sensitivity 3 under its profiles, the level
        // --sensitivity names over them, --peek and --pop over everything.
        var settings = options.over(profileSettings)
        if let sensitivity {
            guard let scale else {
                throw CommandFailure("--sensitivity sets thresholds in grams, but the pressure axis of \(device.name) has no resolution: give --peek and --pop on force 0...1")
            }
            settings = options.over(try Self.levelSettings(sensitivity, scale: scale, device: device).over(profileSettings))
        } else {
            settings = options.over(profileSettings.over(PressurePadLevels.defaults(for: device, pressureRange: scale?.range)))
        }
        do {
            var configuration = try settings.configuration()
            configuration.padRules = PadRules.defaults(for: device, pressureRange: configuration.pressureRange)
            configuration.padRules.dynamicHysteresis = dynamicHysteresis
            if let motionRules {
                configuration.padRules.motionRelease = motionRules == .on
                configuration.padRules.gestureSuppression = motionRules == .on
            }
            return (configuration, profiles)
        } catch {
            guard error.setting == .thresholds else { throw ValidationError("\(Self.option(for: error.setting)) \(error.reason)") }
            let peekBand = settings.peek ?? Self.defaults.thresholds.peek, popBand = settings.pop ?? Self.defaults.thresholds.pop
            func describe(_ option: String, _ band: Hysteresis, given: Bool, _ set: (ProfileSettings) -> Hysteresis?) -> String {
                let value = "\(band.enter):\(band.exit)"
                if given { return "\(option) \(value)" }
                let name = option.dropFirst(2)
                if let profile = profiles.last(where: { set($0.settings) != nil }) { return "\(name) \(value) (profile \(profile.name))" }
                return "\(name) \(value) (the default)"
            }
            throw ValidationError("\(describe("--pop", popBand, given: options.pop != nil, \.pop)) must lie above "
                + "\(describe("--peek", peekBand, given: options.peek != nil, \.peek)) (both enter and exit)")
        }
    }

    /// The thresholds in grams, for a pressure axis with a resolution:
    /// `thresholds: peek 130g:105g, pop 290g:245g (sensitivity 3)`.
    func gramsNote(_ configuration: ClassifierConfiguration, scale: GramScale) -> String {
        let thresholds = configuration.thresholds
        func grams(_ band: Hysteresis) -> String {
            "\(DecimalText.format(scale.grams(force: band.enter), decimals: 1))g:\(DecimalText.format(scale.grams(force: band.exit), decimals: 1))g"
        }
        let source = peek != nil || pop != nil ? "" : sensitivity.map { " (sensitivity \($0))" } ?? ""
        return "thresholds: peek \(grams(thresholds.peek)), pop \(grams(thresholds.pop))\(source)"
    }

    /// The profiles used, as the one line on standard error says them.
    func announcement(_ profiles: [DeviceProfile]) -> String {
        guard !profiles.isEmpty else { return "profile: none (" + (noProfile ? "--no-profile" : "no profile matches the device") + ")" }
        return "profile: " + profiles.map { profile in
            switch profile.origin {
            case .builtIn: "\(profile.name) (built-in)"
            case let .file(file, line): "\(profile.name) (\(file):\(line))"
            }
        }.joined(separator: ", then ")
    }

    private func band(_ pair: ThresholdPair, option: String, scale: GramScale?, device: DeviceDescription?) throws -> Hysteresis {
        do {
            return try pair.band(scale: scale)
        } catch {
            switch error {
            case .noGrams:
                throw CommandFailure("\(option) \(pair.enter)g:\(pair.exit)g is in grams, but the pressure axis of \(device?.name ?? "the device") has no resolution: give fractions of 0...1")
            case let .beyondAxis(grams, maximum):
                throw CommandFailure("\(option): \(DecimalText.format(grams, decimals: 1)) g is beyond the \(DecimalText.format(maximum, decimals: 1)) g the pressure axis of \(device?.name ?? "the device") reaches")
            case let .invalid(reason):
                throw ValidationError("\(option): \(reason)")
            }
        }
    }

    /// Peek and pop of a pressure pad's sensitivity `level`, in grams, as settings.
    static func levelSettings(_ level: Int, scale: GramScale, device: DeviceDescription) throws -> ProfileSettings {
        guard let settings = PressurePadLevels.settings(level: level, scale: scale) else {
            let pop = PressurePadLevels.grams(level: level).pop.enter
            throw CommandFailure("sensitivity \(level) puts pop at \(DecimalText.format(pop, decimals: 0)) g, beyond the \(DecimalText.format(scale.maximumGrams, decimals: 1)) g the pressure axis of \(device.name) reaches: give --peek and --pop")
        }
        return settings
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

/// `on` or `off`.
enum Switch: String, ExpressibleByArgument, CaseIterable {
    case on, off
}

/// The profiles found on this machine, and the files among them that could not be used,
/// each warned of once on standard error.
func loadProfiles(for choice: ProfileChoice) -> ProfileLibrary {
    guard choice != .none else { return ProfileLibrary(directories: []) }
    let library = ProfileLibrary(directories: ProfileLibrary.standardDirectories())
    var errors = OutputStream(fd: 2)
    for problem in library.problems { errors.writeLine("warning: \(problem) (the file is skipped)") }
    errors.flush()
    return library
}
