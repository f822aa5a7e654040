import ForceTouchCore
import QuickActions

/// How menu steps are printed: readable lines, or one JSON object per line.
public enum MenuFormat: Sendable {
    /// `{"time":…,"event":…, …}`: `opened`, `highlighted`, `selected`, `dismissed` or `delivery`.
    case jsonLines
    /// `  time (s)  what happened`.
    case text

    /// The lines for one step; `origin` is time 0.
    public func lines(for step: MenuStep, at time: Timestamp, origin: Timestamp) -> [String] {
        let micros = time.microseconds(since: origin)
        switch self {
        case .jsonLines:
            let head: [(String, String?)] = [("time", DecimalText.seconds(microseconds: micros))]
            return [JSONText.object(head + Self.jsonFields(step))]
        case .text:
            let stamp = DecimalText.seconds(microseconds: micros, fixed: true)
            return [String(repeating: " ", count: max(0, 10 - stamp.count)) + stamp + "  " + Self.text(step)]
        }
    }

    static func row(_ index: Int, _ item: ShortcutItem) -> String { "\(index + 1) \(item.localizedTitle)" }

    static func text(_ step: MenuStep) -> String {
        switch step {
        case let .menu(action):
            switch action {
            case .none: return ""
            case let .opened(layout):
                let rows = layout.items.enumerated().map { row($0.offset, $0.element) }.joined(separator: ", ")
                return "menu opened at \(GestureFormat.millimetres(layout.pressX)), \(GestureFormat.millimetres(layout.pressY)) mm, rows \(layout.placement.name): \(rows)"
            case let .highlighted(index):
                return index.map { "highlighted row \($0 + 1)" } ?? "highlighted nothing"
            case let .selected(item, index, choice):
                return "selected \(row(index, item)) (\(item.type)) by \(choice.name)"
            case let .dismissed(reason):
                return "dismissed: \(reason.name)"
            }
        case let .delivery(event, delivered):
            let item = { (id: Int) in delivered.map { "'\($0.type)'" } ?? "#\(id)" }
            switch event {
            case let .launched(id): return "delivery: app launched cold with \(item(id)) in its launch options"
            case let .launchHandled(_, result): return "delivery: the launch handler reports \(result.name)"
            case let .sceneConnected(id, scene): return "delivery: app launched cold; scene '\(scene)' connected with \(item(id)) in its connection options"
            case .becameActive: return "delivery: app became active"
            case let .callbackInvoked(id, scene):
                return "delivery: " + (scene.map { "window scene '\($0)'" } ?? "app") + " callback performs \(item(id))"
            case let .completed(id, succeeded): return "delivery: \(item(id)) completed, \(succeeded ? "succeeded" : "failed")"
            case let .notCompleted(id): return "delivery: \(item(id)) never completed"
            case let .extraCompletionIgnored(id): return "delivery: another completion of \(item(id)) ignored"
            }
        }
    }

    static func jsonFields(_ step: MenuStep) -> [(String, String?)] {
        func itemFields(_ item: ShortcutItem) -> [(String, String?)] {
            [("type", JSONText.string(item.type)), ("title", JSONText.string(item.localizedTitle))]
        }
        switch step {
        case let .menu(action):
            switch action {
            case .none:
                return []
            case let .opened(layout):
                let rows = layout.items.enumerated().map { index, item in JSONText.object([("row", String(index + 1))] + itemFields(item)) }
                return [("event", JSONText.string("opened")), ("x", GestureFormat.millimetres(layout.pressX)), ("y", GestureFormat.millimetres(layout.pressY)),
                        ("placement", JSONText.string(layout.placement.name)), ("rows", "[" + rows.joined(separator: ",") + "]")]
            case let .highlighted(index):
                return [("event", JSONText.string("highlighted")), ("row", index.map { String($0 + 1) } ?? "null")]
            case let .selected(item, index, choice):
                return [("event", JSONText.string("selected")), ("row", String(index + 1))] + itemFields(item) + [("by", JSONText.string(choice.name))]
            case let .dismissed(reason):
                return [("event", JSONText.string("dismissed")), ("reason", JSONText.string(reason.name))]
            }
        case let .delivery(event, delivered):
            let id: Int
            var fields: [(String, String?)]
            switch event {
            case let .launched(delivery):
                id = delivery; fields = [("step", JSONText.string("launched"))]
            case let .launchHandled(delivery, result):
                id = delivery; fields = [("step", JSONText.string("launch handler")), ("result", JSONText.string(result.name))]
            case let .sceneConnected(delivery, scene):
                id = delivery; fields = [("step", JSONText.string("scene connected")), ("scene", JSONText.string(scene))]
            case .becameActive:
                return [("event", JSONText.string("delivery")), ("step", JSONText.string("became active"))]
            case let .callbackInvoked(delivery, scene):
                id = delivery; fields = [("step", JSONText.string("callback")), ("scene", scene.map(JSONText.string) ?? "null")]
            case let .completed(delivery, succeeded):
                id = delivery; fields = [("step", JSONText.string("completed")), ("succeeded", succeeded ? "true" : "false")]
            case let .notCompleted(delivery):
                id = delivery; fields = [("step", JSONText.string("not completed"))]
            case let .extraCompletionIgnored(delivery):
                id = delivery; fields = [("step", JSONText.string("extra completion ignored"))]
            }
            return [("event", JSONText.string("delivery")), ("delivery", String(id))] + fields + [("type", delivered.map { JSONText.string($0.type) })]
        }
    }
}
