import ForceTouchCore
import ForceTouchEvdev

/// How gesture events are printed: one JSON object per line, or aligned text for people.
public enum GestureFormat: Sendable {
    /// `{"time":…,"slot":…,"event":…, …}`, the fields of the command-line contract.
    case jsonLines
    /// Aligned columns: time, slot, event, details.
    case text
    /// As `text`, each `up` followed by why it got its class and the measures behind it.
    case explainedText

    /// The column titles of the text form; nil for JSON lines.
    public var header: String? {
        switch self {
        case .jsonLines: nil
        case .text, .explainedText: "  time (s)  slot  event   details"
        }
    }

    /// One line (without newline) for `event`; `origin` is time 0. With `grams` (a pressure
    /// axis with a resolution), every force also comes in grams: `grams` in JSON (for `up`,
    /// the peak's), `(130.5 g)` in text.
    public func line(for event: GestureEvent, origin: Timestamp, grams: GramScale? = nil) -> String {
        let microseconds = event.time.microseconds(since: origin)
        switch self {
        case .jsonLines:
            let time = DecimalText.seconds(microseconds: microseconds)
            let weight = Self.grams(of: event.kind, grams).map { ",\"grams\":\(DecimalText.format($0, decimals: 1))" } ?? ""
            return "{\"time\":\(time),\"slot\":\(event.slot),\"event\":\"\(event.kind.name)\"\(jsonFields(event.kind))\(weight)}"
        case .text, .explainedText:
            let time = DecimalText.seconds(microseconds: microseconds, fixed: true)
            let weight = Self.grams(of: event.kind, grams).map { " (\(DecimalText.format($0, decimals: 1)) g)" } ?? ""
            return pad(time, 10) + pad(String(event.slot), 6) + "  " + event.kind.name.padding(7) + " " + textDetails(event.kind, weight: weight)
        }
    }

    /// The grams of the force an event carries: the raw peak for `up`, else from the force.
    static func grams(of kind: GestureEvent.Kind, _ scale: GramScale?) -> Double? {
        guard let scale else { return nil }
        switch kind {
        case let .down(force, _, _), let .stage(_, force): return scale.grams(force: force)
        case let .up(end): return end.peakPressure.map(scale.grams(raw:)) ?? scale.grams(force: end.peak)
        case .cancel: return nil
        }
    }

    /// The lines after the events: for people, a blank line, the counts of presses by class,
    /// and a note on input that could not be used as sent; in JSON lines, one summary object
    /// with every count (`"event":"summary"`) and the names of the profiles used.
    public func summary(_ summary: PressSummary, _ diagnostics: Diagnostics, profiles: [String] = []) -> [String] {
        switch self {
        case .jsonLines:
            var fields = ["\"event\":\"summary\"", "\"presses\":\(summary.presses)"]
            for pressClass in [PressClass.tap, .peek, .pop, .unclassified] {
                fields.append("\"\(pressClass.name)\":\(summary.counts[pressClass] ?? 0)")
            }
            fields.append("\"cancelled\":\(summary.cancelled)")
            for (name, count, _) in diagnostics.counts { fields.append("\"\(name)\":\(count)") }
            fields.append("\"profile\":[" + profiles.map(JSONText.string).joined(separator: ",") + "]")
            return ["{" + fields.joined(separator: ",") + "}"]
        case .text, .explainedText:
            var lines = ["", summary.description]
            let notes = diagnostics.counts.filter { $0.count > 0 }.map { "\($0.count) \($0.meaning)" }
            if !notes.isEmpty { lines.append("note: " + notes.joined(separator: "; ")) }
            return lines
        }
    }

    /// `live --latency`'s line: frames read and how late they came, p50, p99 and max (seconds
    /// in JSON, milliseconds in text).
    public func latency(_ latency: ReadLatency) -> [String] {
        let quantiles = [("p50", latency.quantile(0.5)), ("p99", latency.quantile(0.99)), ("max", latency.quantile(1))]
        switch self {
        case .jsonLines:
            let fields = quantiles.map { "\"\($0.0)\":" + ($0.1.map { DecimalText.seconds(microseconds: $0) } ?? "null") }
            return ["{\"event\":\"latency\",\"frames\":\(latency.samples.count)," + fields.joined(separator: ",") + "}"]
        case .text, .explainedText:
            guard !latency.samples.isEmpty else { return ["", "latency: no frames read"] }
            let text = quantiles.map { "\($0.0) \(DecimalText.format(Double($0.1 ?? 0) / 1000, decimals: 3)) ms" }
            return ["", "latency (kernel time stamp to read) over \(latency.samples.count) frames: " + text.joined(separator: ", ")]
        }
    }

    private func jsonFields(_ kind: GestureEvent.Kind) -> String {
        switch kind {
        case let .down(force, x, y):
            ",\"force\":\(Self.force(force)),\"x\":\(Self.millimetres(x)),\"y\":\(Self.millimetres(y))"
        case let .stage(stage, force):
            ",\"stage\":\"\(stage.name)\",\"force\":\(Self.force(force))"
        case let .up(end):
            ",\"class\":\"\(end.pressClass.name)\",\"peak\":\(Self.force(end.peak)),\"duration\":\(DecimalText.seconds(microseconds: end.duration))"
                + ",\"reason\":\(JSONText.string(Self.reason(end))),\"moved\":\(Self.millimetres(end.moved))"
                + ",\"peakPressure\":\(end.peakPressure.map { String($0) } ?? "null")"
        case let .cancel(reason):
            ",\"reason\":\"\(reason.name)\""
        }
    }

    private func textDetails(_ kind: GestureEvent.Kind, weight: String) -> String {
        switch kind {
        case let .down(force, x, y):
            "force \(Self.force(force))\(weight)  at \(Self.millimetres(x)), \(Self.millimetres(y)) mm"
        case let .stage(stage, force):
            stage.name.padding(6) + " force \(Self.force(force))\(weight)"
        case let .up(end):
            end.pressClass.name.padding(6) + " peak \(Self.force(end.peak))\(weight)  \(DecimalText.seconds(microseconds: end.duration)) s"
                + (self == .explainedText ? "  (" + Self.explanation(end).joined(separator: "; ") + ")" : "")
        case let .cancel(reason):
            reason.name
        }
    }

    /// The rule that decided a press's class, with its measure: `reached pop`, `short and still`,
    /// `too long: 0.45 s > 0.3 s`, `moved 5.1 mm > slop 3 mm`.
    public static func reason(_ end: PressEnd) -> String {
        switch end.reason {
        case .reachedPop: "reached pop"
        case .reachedPeek: "reached peek"
        case .shortAndStill: "short and still"
        case let .tooLong(limit):
            "too long: \(DecimalText.seconds(microseconds: end.duration)) s > \(DecimalText.seconds(microseconds: limit)) s"
        case let .moved(slop): "moved \(millimetres(end.moved)) mm > slop \(millimetres(slop)) mm"
        }
    }

    /// The reason, then the measures it does not already give.
    static func explanation(_ end: PressEnd) -> [String] {
        var parts = [reason(end)]
        if case .moved = end.reason {} else { parts.append("moved \(millimetres(end.moved)) mm") }
        if let pressure = end.peakPressure { parts.append("peak pressure \(pressure)") }
        return parts
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
