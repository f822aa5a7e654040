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
