import ForceTouchCore

/// A recording held in memory: a device and the events it sent.
public struct Trace: Hashable, Sendable {
    public var device: DeviceDescription
    public var events: [InputEvent]

    public init(device: DeviceDescription, events: [InputEvent]) {
        self.device = device
        self.events = events
    }

    /// Reads a whole evemu recording (or the old `.desc` + `.events` pair).
    public static func read(path: String, descriptionPath: String? = nil) throws(TraceParseError) -> Trace {
        let reader = try EvemuReader(path: path, descriptionPath: descriptionPath)
        var events: [InputEvent] = []
        while let event = try reader.next() { events.append(event) }
        return Trace(device: reader.device, events: events)
    }

    /// Parses evemu text; `name` stands for the file in errors.
    public static func parse(evemu text: String, name: String = "<text>") throws(TraceParseError) -> Trace {
        let reader = try EvemuReader(bytes: Array(text.utf8), name: name)
        var events: [InputEvent] = []
        while let event = try reader.next() { events.append(event) }
        return Trace(device: reader.device, events: events)
    }
}
