import ForceTouchCore

/// A recording being read, in either format: what replay, menu and the recorded devices take.
/// An enum rather than a protocol, so that reading an event is a branch, not a dynamic call.
public enum TraceReader {
    case evemu(EvemuReader)
    case libinput(LibinputRecordReader)

    /// Opens `path` in `format`, or in the format its content shows. `descriptionPath` is
    /// evemu's separate `.desc` file; `device` chooses among a libinput recording's devices.
    public static func open(
        path: String, format: TraceFormat? = nil, descriptionPath: String? = nil, device: RecordedDeviceSelector? = nil
    ) throws(TraceParseError) -> TraceReader {
        let format = if let format { format } else { try TraceFormat.detect(path: path) }
        return switch format {
        case .evemu: .evemu(try EvemuReader(path: path, descriptionPath: descriptionPath))
        case .libinput: .libinput(try LibinputRecordReader(path: path, device: device))
        }
    }

    /// The device the events came from.
    public var device: DeviceDescription {
        switch self {
        case let .evemu(reader): reader.device
        case let .libinput(reader): reader.device
        }
    }

    /// The file being read, as given.
    public var fileName: String {
        switch self {
        case let .evemu(reader): reader.fileName
        case let .libinput(reader): reader.fileName
        }
    }

    /// The line of the last event returned.
    public var lineNumber: Int {
        switch self {
        case let .evemu(reader): reader.lineNumber
        case let .libinput(reader): reader.lineNumber
        }
    }

    /// Bytes read so far (for progress).
    public var bytesRead: Int {
        switch self {
        case let .evemu(reader): reader.bytesRead
        case let .libinput(reader): reader.bytesRead
        }
    }

    /// Input counted and carried on through, each with its line (see each reader).
    public var warnings: [TraceParseError] {
        switch self {
        case let .evemu(reader): reader.warnings
        case let .libinput(reader): reader.warnings
        }
    }

    /// The next event, or nil at the end.
    @inline(__always)
    public func next() throws(TraceParseError) -> InputEvent? {
        switch self {
        case let .evemu(reader): try reader.next()
        case let .libinput(reader): try reader.next()
        }
    }
}
