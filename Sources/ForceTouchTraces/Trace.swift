import ForceTouchCore

/// A recording held in memory: a device and the events it sent.
public struct Trace: Hashable, Sendable {
    public var device: DeviceDescription
    public var events: [InputEvent]

    public init(device: DeviceDescription, events: [InputEvent]) {
        self.device = device
        self.events = events
    }

    /// Reads a whole recording in either format (or evemu's old `.desc` + `.events` pair).
    public static func read(
        path: String, format: TraceFormat? = nil, descriptionPath: String? = nil, device: RecordedDeviceSelector? = nil
    ) throws(TraceParseError) -> Trace {
        let reader = try TraceReader.open(path: path, format: format, descriptionPath: descriptionPath, device: device)
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

    /// Parses `libinput record` text; `name` stands for the file in errors.
    public static func parse(libinputRecord text: String, name: String = "<text>", device: RecordedDeviceSelector? = nil) throws(TraceParseError) -> Trace {
        let reader = try LibinputRecordReader(bytes: Array(text.utf8), name: name, device: device)
        var events: [InputEvent] = []
        while let event = try reader.next() { events.append(event) }
        return Trace(device: reader.device, events: events)
    }
}
