/// How hard a contact presses, as the hysteresis sees it.
/// Like `NSEvent.stage` and iOS peek and pop.
public enum Stage: UInt8, Hashable, Comparable, Sendable, BitwiseCopyable, CaseIterable {
    case light, peek, pop

    public static func < (a: Stage, b: Stage) -> Bool { a.rawValue < b.rawValue }
}
