import Foundation

/// `forcetouch --json` output read back: gesture events (down, stage, up, cancel) and the summary.
struct GestureLines {
    var events: [[String: Any]] = []
    var summary: [String: Any]?

    init(_ text: String, source: String) throws(KernelTestError) {
        for (index, line) in text.split(separator: "\n").enumerated() {
            guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
                throw KernelTestError("\(source) line \(index + 1) is not a JSON object: \(line)")
            }
            if object["event"] as? String == "summary" { summary = object } else { events.append(object) }
        }
    }

    /// What a press did, in order: `down 0`, `stage 0 peek`, `up 0 pop`, `cancel 1 device removed`.
    var outline: [String] {
        events.map { event in
            let kind = event["event"] as? String ?? "?"
            let slot = (event["slot"] as? Int).map(String.init) ?? "-"
            let detail = event["stage"] ?? event["class"] ?? event["reason"]
            return ([kind, slot] + (detail.map { ["\($0)"] } ?? [])).joined(separator: " ")
        }
    }

    /// How `other` differs from these events, field by field, times (and durations) allowed to
    /// differ by up to `tolerance` seconds once both are counted from their first event; nil
    /// when they agree.
    func difference(from other: GestureLines, tolerance: Double) -> String? {
        guard events.count == other.events.count else {
            return "\(events.count) events against \(other.events.count):\n    \(outline.joined(separator: ", "))\n    \(other.outline.joined(separator: ", "))"
        }
        let origin = (events.first?["time"] as? Double ?? 0, other.events.first?["time"] as? Double ?? 0)
        for (index, (mine, theirs)) in zip(events, other.events).enumerated() {
            var a = mine, b = theirs
            let times = ((a.removeValue(forKey: "time") as? Double ?? 0) - origin.0, (b.removeValue(forKey: "time") as? Double ?? 0) - origin.1)
            let durations = (a.removeValue(forKey: "duration") as? Double ?? 0, b.removeValue(forKey: "duration") as? Double ?? 0)
            guard NSDictionary(dictionary: a).isEqual(to: b) else { return "event \(index + 1) differs: \(Self.text(mine)) against \(Self.text(theirs))" }
            guard abs(times.0 - times.1) <= tolerance, abs(durations.0 - durations.1) <= tolerance else {
                return "event \(index + 1)'s time or duration is off by more than \(tolerance) s: \(Self.text(mine)) against \(Self.text(theirs))"
            }
        }
        return nil
    }

    /// The largest time difference between matching events, counted from each one's first event.
    func largestTimeDifference(from other: GestureLines) -> Double {
        let origin = (events.first?["time"] as? Double ?? 0, other.events.first?["time"] as? Double ?? 0)
        return zip(events, other.events).map { abs((($0["time"] as? Double ?? 0) - origin.0) - (($1["time"] as? Double ?? 0) - origin.1)) }.max() ?? 0
    }

    static func text(_ object: [String: Any]) -> String {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) } ?? "\(object)"
    }
}
