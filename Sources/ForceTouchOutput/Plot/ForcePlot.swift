import ForceTouchCore

/// What a plot shows of a replay: each contact's force over time, its stages and how it
/// ended, with the thresholds it was classified by. Built from the replay's samples and
/// gestures; times are microseconds since the trace's first event.
public struct ForcePlot: Sendable {
    /// One contact, from `down` to its end.
    public struct Contact: Sendable {
        /// A force sample: microseconds since the first event, force 0…1.
        public struct Point: Hashable, Sendable {
            public let time: Int64
            public let force: Double
        }

        /// A stretch of time the contact spent in one stage.
        public struct StageSpan: Hashable, Sendable {
            public let stage: Stage
            public let start: Int64
            public internal(set) var end: Int64
        }

        /// How a contact ended: lifted with a class, or cancelled.
        public enum End: Sendable {
            case up(PressEnd)
            case cancel(CancelReason)
        }

        public let slot: Int
        public let down: Point
        public internal(set) var points: [Point]
        public internal(set) var stages: [StageSpan]
        /// When it ended and how; nil only while the replay runs.
        public internal(set) var end: (time: Int64, how: End)?

        /// The sample with the highest force (the first of equals), or the down point.
        public var peak: Point {
            points.reduce(down) { $1.force > $0.force ? $1 : $0 }
        }
    }

    /// The part of the recording the plot shows.
    public struct Window: Sendable {
        /// Only this slot's contacts; nil for all.
        public var slot: Int?
        /// Microseconds since the first event; nil for the start or the end of the recording.
        public var from: Int64?
        public var to: Int64?

        public init(slot: Int? = nil, from: Int64? = nil, to: Int64? = nil) {
            self.slot = slot
            self.from = from
            self.to = to
        }

        func shows(slot: Int) -> Bool { self.slot.map { $0 == slot } ?? true }
    }

    public let title: String
    public let configuration: ClassifierConfiguration
    /// Whether the device reports pressure; without it, presses reach peek only by long press.
    public let hasPressure: Bool
    /// Grams on a pressure axis with a resolution: the thresholds are labelled with them too.
    public let grams: GramScale?
    public let window: Window
    /// Contacts that overlap the window, in the order they went down.
    public private(set) var contacts: [Contact] = []
    /// Microseconds from the first event to the last one seen.
    public private(set) var duration: Int64 = 0
    /// Each slot's open contact: its index in `contacts`.
    private var open: [Int: Int] = [:]
    private var origin: Timestamp?

    public init(title: String, configuration: ClassifierConfiguration, hasPressure: Bool, grams: GramScale? = nil, window: Window = Window()) {
        self.title = title
        self.configuration = configuration
        self.hasPressure = hasPressure
        self.grams = grams
        self.window = window
    }

    /// Every raw event, so that time 0 is the first event, as in `replay`'s output.
    public mutating func add(_ event: InputEvent) {
        if origin == nil { origin = event.time }
        duration = max(duration, time(of: event.time))
    }

    /// A contact's force in a frame.
    public mutating func add(_ sample: ForceSample) {
        guard let index = open[sample.slot] else { return }
        contacts[index].points.append(.init(time: time(of: sample.time), force: sample.force))
    }

    /// A gesture: starts, changes the stage of, or ends a contact.
    public mutating func add(_ gesture: GestureEvent) {
        let time = time(of: gesture.time)
        duration = max(duration, time)
        switch gesture.kind {
        case let .down(force, _, _):
            guard window.shows(slot: gesture.slot) else { return }
            open[gesture.slot] = contacts.count
            let down = Contact.Point(time: time, force: force)
            contacts.append(Contact(slot: gesture.slot, down: down, points: [], stages: [.init(stage: .light, start: time, end: time)]))
        case let .stage(stage, _):
            guard let index = open[gesture.slot] else { return }
            contacts[index].stages[contacts[index].stages.count - 1].end = time
            contacts[index].stages.append(.init(stage: stage, start: time, end: time))
        case let .up(end):
            close(slot: gesture.slot, at: time, how: .up(end))
        case let .cancel(reason):
            close(slot: gesture.slot, at: time, how: .cancel(reason))
        }
    }

    private mutating func close(slot: Int, at time: Int64, how: Contact.End) {
        guard let index = open.removeValue(forKey: slot) else { return }
        contacts[index].stages[contacts[index].stages.count - 1].end = time
        contacts[index].end = (time, how)
        let from = window.from ?? .min, to = window.to ?? .max
        guard contacts[index].down.time > to || time < from else { return }
        // Outside the window: forgotten, and the open contacts after it move up one.
        contacts.remove(at: index)
        for (other, position) in open where position > index { open[other] = position - 1 }
    }

    private func time(of timestamp: Timestamp) -> Int64 {
        origin.map { timestamp.microseconds(since: $0) } ?? 0
    }

    /// The time the plot's axis spans: the window, or the whole recording.
    public var span: ClosedRange<Int64> {
        let from = window.from ?? 0
        let to = max(window.to ?? duration, from + 1)
        return from...to
    }

    /// The force the chart's top stands for: 1, or less where every force and threshold stays
    /// far below it (a pressure pad, whose presses use a tenth of its axis), so that they fill
    /// the chart; always a round value with room above the highest of them.
    public var forceTop: Double {
        let highest = contacts.reduce(configuration.thresholds.pop.enter) { Swift.max($0, $1.peak.force) }
        for top in [0.05, 0.1, 0.2, 0.25, 0.5] where highest * 1.15 <= top { return top }
        return 1
    }

    /// The slots with contacts in the plot, in order.
    public var slots: [Int] { Array(Set(contacts.map(\.slot))).sorted() }
}
