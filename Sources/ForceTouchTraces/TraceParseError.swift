import ForceTouchCore

/// A recording that cannot be read, with the file and line where reading stopped.
public struct TraceParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Hashable, Sendable {
        case cannotOpen(errno: Int32)
        case cannotRead(errno: Int32)
        case emptyFile
        case noDescription
        case notUTF8
        case malformedLine(expected: String)
        case unknownLine(prefix: String)
        case eventBeforeDescription
        case descriptionAfterEvents
        case descriptionInBothFiles
        case unknownEventType(UInt16)
        case unknownEventCode(type: UInt16, code: UInt16)
        case axisNotDeclared(code: UInt16)
        case numberOutOfRange(field: String)
        case timeWentBackwards(previous: Timestamp, found: Timestamp)
        case invalidDevice(String)
    }

    public var file: String
    /// The 1-based line, or 0 when the error concerns the whole file.
    public var line: Int
    public var kind: Kind

    public init(file: String, line: Int, kind: Kind) {
        self.file = file
        self.line = line
        self.kind = kind
    }

    /// `file:line: reason`, one line.
    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return "\(place): \(reason)"
    }

    /// The reason alone.
    public var reason: String {
        switch kind {
        case let .cannotOpen(errno): "cannot open: \(Self.describe(errno: errno))"
        case let .cannotRead(errno): "cannot read: \(Self.describe(errno: errno))"
        case .emptyFile: "the file is empty"
        case .noDescription: "no device description: the file holds only comments and blank lines"
        case .notUTF8: "the line is not UTF-8 text"
        case let .malformedLine(expected): "malformed line, expected \(expected)"
        case let .unknownLine(prefix): "unknown line type '\(prefix)'"
        case .eventBeforeDescription:
            "E: line before any device description (give the description with --desc)"
        case .descriptionAfterEvents: "device description line after the first event"
        case .descriptionInBothFiles: "the events file has a device description of its own as well as --desc"
        case let .unknownEventType(type): "unknown event type 0x\(Self.hex(type))"
        case let .unknownEventCode(type, code):
            "unknown event code 0x\(Self.hex(code)) for \(EventType(rawValue: type).name ?? "type 0x\(Self.hex(type))")"
        case let .axisNotDeclared(code):
            "event for axis \(EventCode.name(of: EventCode(code), type: .abs) ?? "0x\(Self.hex(code))"), which the device does not declare (no A: line)"
        case let .numberOutOfRange(field): "\(field) is out of range"
        case let .timeWentBackwards(previous, found):
            "time goes backwards: \(EvemuFormat.time(found)) after \(EvemuFormat.time(previous))"
        case let .invalidDevice(reason): "unusable device description: \(reason)"
        }
    }

    static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func describe(errno: Int32) -> String {
        switch errno {
        case 2: "no such file (ENOENT)"
        case 13: "permission denied (EACCES)"
        case 21: "is a directory (EISDIR)"
        case 5: "input/output error (EIO)"
        default: "errno \(errno)"
        }
    }
}
