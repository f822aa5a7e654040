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
