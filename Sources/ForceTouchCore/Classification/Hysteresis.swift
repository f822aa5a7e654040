/// One threshold with hysteresis: a stage is entered at `enter` and left below `exit`.
@frozen
public struct Hysteresis: Hashable, Sendable, BitwiseCopyable {
    public let enter: Double
    public let exit: Double

    /// - Throws: `ConfigurationError` unless `0 <= exit < enter <= 1`.
    public init(enter: Double, exit: Double) throws(ConfigurationError) {
        guard enter.isFinite, exit.isFinite, 0 <= exit, enter <= 1 else {
            throw .outOfRange(enter: enter, exit: exit)
        }
        guard exit < enter else { throw .exitNotBelowEnter(enter: enter, exit: exit) }
        self.enter = enter
        self.exit = exit
    }
}

/// The peek and pop thresholds of a press, on normalised force 0…1.
@frozen
public struct PressThresholds: Hashable, Sendable, BitwiseCopyable {
    public let peek: Hysteresis
    public let pop: Hysteresis

    /// - Throws: `ConfigurationError` unless the pop band lies above the peek band
    ///   (`pop.enter > peek.enter` and `pop.exit > peek.exit`).
    public init(peek: Hysteresis, pop: Hysteresis) throws(ConfigurationError) {
        guard pop.enter > peek.enter, pop.exit > peek.exit else { throw .popNotAbovePeek }
        self.peek = peek
        self.pop = pop
    }

    /// peek 0.50:0.40, pop 0.80:0.70.
    public static let `default` = try! PressThresholds(
        peek: Hysteresis(enter: 0.50, exit: 0.40),
        pop: Hysteresis(enter: 0.80, exit: 0.70)
    )
}
