/// Why a classifier setting was refused. Says what is wrong in the library's words; a
/// command line maps `setting` to its own option names.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The setting an error is about.
    public enum Setting: Hashable, Sendable, CaseIterable {
        /// A peek or pop threshold pair (`Hysteresis`), or the two together (`PressThresholds`).
        case thresholds
        case tapMaximumDuration
        case slop
        case longPressDuration
        case pressureRange
        case minimumDwell

        /// The setting in words.
        public var name: String {
            switch self {
            case .thresholds: "thresholds"
            case .tapMaximumDuration: "tap maximum duration"
            case .slop: "slop"
            case .longPressDuration: "long press duration"
            case .pressureRange: "pressure range"
            case .minimumDwell: "minimum dwell"
            }
        }
    }

    private enum Base: Hashable, Sendable {
        case outOfRange(enter: Double, exit: Double)
        case exitNotBelowEnter(enter: Double, exit: Double)
        case popNotAbovePeek
        case notFiniteOrNegative(Double)
        case emptyRange(minimum: Int32, maximum: Int32)
        case noDwell
    }

    public let setting: Setting
    private let base: Base

    /// Thresholds outside 0…1.
    public static func outOfRange(enter: Double, exit: Double) -> Self { Self(setting: .thresholds, base: .outOfRange(enter: enter, exit: exit)) }
    /// An exit threshold at or above its enter threshold.
    public static func exitNotBelowEnter(enter: Double, exit: Double) -> Self {
        Self(setting: .thresholds, base: .exitNotBelowEnter(enter: enter, exit: exit))
    }
    /// A pop band not wholly above the peek band.
    public static let popNotAbovePeek = Self(setting: .thresholds, base: .popNotAbovePeek)
    /// A duration or distance that is negative, infinite or not a number.
    public static func notFiniteOrNegative(_ setting: Setting, _ value: Double) -> Self {
        Self(setting: setting, base: .notFiniteOrNegative(value))
    }
    /// A raw pressure range whose maximum is not above its minimum.
    public static func emptyPressureRange(minimum: Int32, maximum: Int32) -> Self {
        Self(setting: .pressureRange, base: .emptyRange(minimum: minimum, maximum: maximum))
    }

    /// A minimum dwell of 0 frames: a change must hold for at least the frame that makes it.
    public static let noDwell = Self(setting: .minimumDwell, base: .noDwell)

    /// What is wrong, without naming the setting where the sentence does not need it.
    public var reason: String {
        switch base {
        case let .outOfRange(enter, exit): "thresholds \(Self.text(enter)):\(Self.text(exit)) must lie within 0...1"
        case let .exitNotBelowEnter(enter, exit): "exit \(Self.text(exit)) must be below enter \(Self.text(enter))"
        case .popNotAbovePeek: "the pop thresholds must both lie above the peek thresholds"
        case let .notFiniteOrNegative(value): "must be a finite number, 0 or more (got \(Self.text(value)))"
        case let .emptyRange(minimum, maximum): "\(minimum):\(maximum) must have its maximum above its minimum"
        case .noDwell: "must be 1 or more frames (1 reports a change in the frame that makes it)"
        }
    }

    public var description: String {
        switch base {
        case .outOfRange, .exitNotBelowEnter, .popNotAbovePeek: reason
        case .notFiniteOrNegative, .emptyRange, .noDwell: "\(setting.name) \(reason)"
        }
    }

    /// `2` rather than `2.0`, as the user typed it; other values as Swift prints them.
    private static func text(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && Swift.abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
