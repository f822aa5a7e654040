import ForceTouchCore

extension GestureEvent.Kind {
    /// An `up` as tests write it when they check the class, peak and duration: the reason is
    /// the class's own (`summarized` maps every event to this form), the measures are zero.
    public static func up(_ pressClass: PressClass, peak: Double, duration: Int64) -> Self {
        .up(PressEnd(pressClass: pressClass, reason: summaryReason(pressClass), peak: peak, duration: duration, moved: 0))
    }

    /// This kind with an `up`'s reason and measures reduced to what `up(_:peak:duration:)` writes.
    public var summarized: Self {
        guard case let .up(end) = self else { return self }
        return .up(end.pressClass, peak: end.peak, duration: end.duration)
    }

    static func summaryReason(_ pressClass: PressClass) -> PressEnd.Reason {
        switch pressClass {
        case .pop: .reachedPop
        case .peek: .reachedPeek
        case .tap: .shortAndStill
        case .unclassified: .tooLong(limit: 0)
        }
    }
}

extension GestureEvent {
    /// This event with its kind `summarized`.
    public var summarized: GestureEvent { GestureEvent(time: time, slot: slot, kind: kind.summarized) }
}

extension Array where Element == GestureEvent {
    /// Every event `summarized`.
    public var summarized: [GestureEvent] { map(\.summarized) }
}
