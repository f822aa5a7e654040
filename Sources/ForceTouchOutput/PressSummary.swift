import ForceTouchCore
/// Counts of finished presses by class, for the line under a replay.
public struct PressSummary: Hashable, Sendable {
    public private(set) var counts: [PressClass: Int] = [:]
    public private(set) var cancelled = 0

    public init() {}

    public mutating func add(_ event: GestureEvent) {
        switch event.kind {
        case let .up(end): counts[end.pressClass, default: 0] += 1
        case .cancel: cancelled += 1
        case .down, .stage: break
        }
    }

    public var presses: Int { counts.values.reduce(0, +) + cancelled }

    /// `3 presses: 1 tap, 1 peek, 1 pop`.
    public var description: String {
        var parts: [String] = []
        for pressClass in [PressClass.tap, .peek, .pop, .unclassified] {
            if let count = counts[pressClass] { parts.append("\(count) \(pressClass.name)") }
        }
        if cancelled > 0 { parts.append("\(cancelled) cancelled") }
        let noun = presses == 1 ? "press" : "presses"
        return parts.isEmpty ? "no presses" : "\(presses) \(noun): " + parts.joined(separator: ", ")
    }
}
