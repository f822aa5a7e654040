/// Thresholds in grams for pressure pads, by click sensitivity 1 (lightest) to 5 (firmest),
/// as ChromeOS sets its haptic pads' click: peek is the click, pop the force click above it.
///
/// Peek: ChromeOS's five levels, press 90/110/130/145/160 g, release 80/95/105/120/135 g.
/// Pop: nobody publishes force-click grams, so pop enters at 2.2 times the click's press (the
/// Linux force-click drivers' force-to-click ratios are 2.4 to 2.8, in their devices' units;
/// a little under, so that level 5's pop stays a press made without strain), rounded to 5 g,
/// and exits at 0.85 of its enter, the share ChromeOS's releases keep of their presses.
public enum PressurePadLevels {
    /// The level used when none is chosen: the middle one, as on ChromeOS and macOS.
    public static let defaultLevel = 3
    public static let levels = 1...5

    /// Enter and exit, in grams, of peek and pop at `level` (1...5).
    public static func grams(level: Int) -> (peek: (enter: Double, exit: Double), pop: (enter: Double, exit: Double)) {
        let index = min(max(level, levels.lowerBound), levels.upperBound) - 1
        let peekEnter: [Double] = [90, 110, 130, 145, 160], peekExit: [Double] = [80, 95, 105, 120, 135]
        let popEnter: [Double] = [200, 240, 290, 320, 350], popExit: [Double] = [170, 205, 245, 270, 300]
        return ((peekEnter[index], peekExit[index]), (popEnter[index], popExit[index]))
    }

    /// Peek and pop at `level` on `scale`'s axis, as settings to lay under or over others;
    /// nil when the axis does not reach the level's pop.
    public static func settings(level: Int, scale: GramScale) -> ProfileSettings? {
        let grams = grams(level: level)
        guard grams.pop.enter <= scale.maximumGrams,
              let peek = try? Hysteresis(enter: scale.force(grams: grams.peek.enter), exit: scale.force(grams: grams.peek.exit)),
              let pop = try? Hysteresis(enter: scale.force(grams: grams.pop.enter), exit: scale.force(grams: grams.pop.exit))
        else { return nil }
        return ProfileSettings(peek: peek, pop: pop)
    }

    /// What a pressure pad's thresholds are when nothing else sets them: the default level in
    /// grams. Empty for any other device, and for a pad whose axis has no resolution.
    public static func defaults(for device: DeviceDescription, pressureRange: ClosedRange<Int32>? = nil) -> ProfileSettings {
        guard device.has(.pressurePad), let scale = GramScale(device: device, pressureRange: pressureRange) else { return ProfileSettings() }
        return settings(level: defaultLevel, scale: scale) ?? ProfileSettings()
    }
}
