/// What a finished press was, decided when it ends.
public enum PressClass: UInt8, Hashable, Sendable, BitwiseCopyable, CaseIterable {
    /// Reached pop.
    case pop
    /// Reached peek, never pop.
    case peek
    /// Stayed light, short and still.
    case tap
    /// Stayed light, and was too long or moved too far for a tap.
    case unclassified
}
