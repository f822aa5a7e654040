import ForceTouch

/// The core path as an integrator drives it: raw events in, gesture events out, over an
/// in-memory stream replayed in a loop (each lap shifted in time, so time never runs back).
public struct CorePath {
    public private(set) var recognizer: PressRecognizer
    public let events: [InputEvent]
    private var index = 0
    private var offset: Int64 = 0
    private let lap: Int64
    /// Gesture events reported so far.
    public private(set) var gestures = 0

    public init(events: [InputEvent], configuration: ClassifierConfiguration = .default) throws {
        recognizer = try PressRecognizer(device: TouchStream.device, configuration: configuration)
        self.events = events
        lap = (events.last?.time.microseconds ?? 0) + TouchStream.frameInterval
    }

    /// Feeds the next `count` events.
    /// - Complexity: O(count), no allocation.
    public mutating func run(_ count: Int) {
        events.withUnsafeBufferPointer { events in
            for _ in 0..<count {
                var event = events[index]
                event.time.microseconds &+= offset
                recognizer.process(event) { _ in gestures &+= 1 }
                index &+= 1
                if index == events.count { index = 0; offset &+= lap }
            }
        }
    }
}
