/// A haptic pad's waveforms, by their HID Haptics-page usage (0x0E), as Linux 6.18's
/// `FF_HAPTIC` effects name them (`hid_usage`).
public enum HapticWaveform: UInt16, Hashable, Sendable, CaseIterable {
    case press = 0x1006
    case release = 0x1007
}

/// Which waveform each stage change plays, as macOS gives feedback at click, at force click
/// and at release: PRESS on entering peek or pop, RELEASE on leaving them for a lower stage.
/// Follows each contact's stage through its gesture events; no allocation after set-up.
public struct HapticFeedback: Sendable {
    @usableFromInline var _stages: ContiguousArray<Stage>

    /// For a device with `slots` slots (at least one).
    public init(slots: Int) {
        _stages = ContiguousArray(repeating: .light, count: Swift.max(1, slots))
    }

    /// The waveform `event` plays, if any.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public mutating func waveform(for event: GestureEvent) -> HapticWaveform? {
        guard _stages.indices.contains(event.slot) else { return nil }
        switch event.kind {
        case .down, .up, .cancel:
            _stages[event.slot] = .light
            return nil
        case let .stage(stage, _):
            let before = _stages[event.slot]
            _stages[event.slot] = stage
            if stage > before { return .press }
            if stage < before { return .release }
            return nil
        }
    }
}
