/// How hard a contact presses, as the hysteresis sees it.
/// Like `NSEvent.stage` and iOS peek and pop.
public enum Stage: UInt8, Hashable, Comparable, Sendable, BitwiseCopyable, CaseIterable {
    case light, peek, pop

    public static func < (a: Stage, b: Stage) -> Bool { a.rawValue < b.rawValue }

    public var name: String {
        switch self {
        case .light: "light"
        case .peek: "peek"
        case .pop: "pop"
        }
    }
}

/// What a finished press was, decided when it ends.
public enum PressClass: UInt8, Hashable, Sendable, BitwiseCopyable, CaseIterable {
    /// Reached pop.
    case pop
    /// Reached peek, never pop.
    case peek
    /// Stayed light, short and still.
    case tap
    /// Stayed light, and was too long or moved too far for a tap.
    case none

    public var name: String {
        switch self {
        case .pop: "pop"
        case .peek: "peek"
        case .tap: "tap"
        case .none: "none"
        }
    }
}
