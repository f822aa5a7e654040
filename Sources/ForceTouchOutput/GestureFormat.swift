import ForceTouchCore
/// How gesture events are printed: one JSON object per line, or aligned text for people.
public enum GestureFormat: Sendable {
    /// `{"time":…,"slot":…,"event":…, …}`, the fields of the command-line contract.
    case jsonLines
    /// Aligned columns: time, slot, event, details.
    case text

    /// The column titles of the text form; nil for JSON lines.
    public var header: String? {
        switch self {
        case .jsonLines: nil
        case .text: "  time (s)  slot  event   details"
        }
    }

    /// One line (without newline) for `event`; `origin` is time 0.
    public func line(for event: GestureEvent, origin: Timestamp) -> String {
        let microseconds = event.time.microseconds(since: origin)
        switch self {
        case .jsonLines:
            let time = DecimalText.seconds(microseconds: microseconds)
            return "{\"time\":\(time),\"slot\":\(event.slot),\"event\":\"\(event.kind.name)\"\(jsonFields(event.kind))}"
        case .text:
            let time = DecimalText.seconds(microseconds: microseconds, fixed: true)
            return pad(time, 10) + pad(String(event.slot), 6) + "  " + event.kind.name.padding(7) + " " + textDetails(event.kind)
        }
    }

    /// The lines after the events: for people, a blank line, the counts of presses by class,
    /// and a note on input that could not be used as sent; in JSON lines, one summary object
    /// with every count (`"event":"summary"`).
    public func summary(_ summary: PressSummary, _ diagnostics: Diagnostics) -> [String] {
        switch self {
        case .jsonLines:
            var fields = ["\"event\":\"summary\"", "\"presses\":\(summary.presses)"]
            for pressClass in [PressClass.tap, .peek, .pop, .unclassified] {
                fields.append("\"\(pressClass.name)\":\(summary.counts[pressClass] ?? 0)")
            }
            fields.append("\"cancelled\":\(summary.cancelled)")
            for (name, count, _) in diagnostics.counts { fields.append("\"\(name)\":\(count)") }
            return ["{" + fields.joined(separator: ",") + "}"]
        case .text:
            var lines = ["", summary.description]
            let notes = diagnostics.counts.filter { $0.count > 0 }.map { "\($0.count) \($0.meaning)" }
            if !notes.isEmpty { lines.append("note: " + notes.joined(separator: "; ")) }
            return lines
        }
    }

    private func jsonFields(_ kind: GestureEvent.Kind) -> String {
        switch kind {
        case let .down(force, x, y):
            ",\"force\":\(Self.force(force)),\"x\":\(Self.millimetres(x)),\"y\":\(Self.millimetres(y))"
        case let .stage(stage, force):
            ",\"stage\":\"\(stage.name)\",\"force\":\(Self.force(force))"
        case let .up(pressClass, peak, duration):
            ",\"class\":\"\(pressClass.name)\",\"peak\":\(Self.force(peak)),\"duration\":\(DecimalText.seconds(microseconds: duration))"
        case let .cancel(reason):
            ",\"reason\":\"\(reason.name)\""
        }
    }

    private func textDetails(_ kind: GestureEvent.Kind) -> String {
        switch kind {
        case let .down(force, x, y):
            "force \(Self.force(force))  at \(Self.millimetres(x)), \(Self.millimetres(y)) mm"
        case let .stage(stage, force):
            stage.name.padding(6) + " force \(Self.force(force))"
        case let .up(pressClass, peak, duration):
            pressClass.name.padding(6) + " peak \(Self.force(peak))  \(DecimalText.seconds(microseconds: duration)) s"
        case let .cancel(reason):
            reason.name
        }
    }

    static func force(_ value: Double) -> String { DecimalText.format(value, decimals: 4) }
    static func millimetres(_ value: Double) -> String { DecimalText.format(value, decimals: 2) }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

extension GestureEvent.Kind {
    /// `down`, `stage`, `up` or `cancel`.
    public var name: String {
        switch self {
        case .down: "down"
        case .stage: "stage"
        case .up: "up"
        case .cancel: "cancel"
        }
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}

extension Diagnostics {
    /// Every count with its JSON name and what it counts, in a fixed order.
    public var counts: [(name: String, count: Int, meaning: String)] {
        [
            ("droppedEvents", droppedEvents, "events dropped after SYN_DROPPED"),
            ("slotOutOfRange", slotOutOfRange, "events for slots outside the device's range (ignored)"),
            ("tooManyContacts", tooManyContacts, "protocol-A contacts beyond \(FrameAssembler.anonymousCapacity) in a frame (ignored)"),
            ("reusedTrackingIDs", reusedTrackingIDs, "tracking ids reused while another slot held them"),
            ("undeclaredCodes", undeclaredCodes, "events with codes the device does not declare (ignored)"),
            ("timeWentBackwards", timeWentBackwards, "events stamped earlier than the one before (taken at the earlier time)"),
            ("impossibleTransitions", impossibleTransitions, "contact changes with no press to apply to (ignored)"),
        ]
    }
}
