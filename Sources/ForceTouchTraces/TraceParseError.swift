import ForceTouchCore
import SystemPackage

/// A recording that cannot be read, with the file and line where reading stopped.
///
/// `kind` is an extensible set of reasons (a struct with static members, as in swift-nio):
/// new reasons can be added without breaking code that compares against the known ones.
public struct TraceParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public struct Kind: Hashable, Sendable {
        fileprivate enum Base: Hashable, Sendable {
            case cannotOpen(Errno)
            case cannotRead(Errno)
            case emptyFile
            case noDescription
            case notUTF8
            case binaryData
            case malformedLine(expected: LineForm, cutShort: Bool)
            case unknownLine(prefix: String)
            case libinputRecord
            case evemuRecording
            case eventBeforeDescription
            case descriptionAfterEvents
            case descriptionInBothFiles
            case unknownEventType(UInt16)
            case unknownEventCode(type: UInt16, code: UInt16)
            case axisNotDeclared(code: UInt16)
            case numberOutOfRange(field: Field)
            case timeWentBackwards(previous: Timestamp, found: Timestamp)
            case unusableDevice(SetupError)
            case yamlSyntax(String)
            case notLibinputRecord(String)
            case unsupportedVersion(String)
            case missingKey(String)
            case malformedValue(expected: ValueForm, found: String)
            case codeNotDeclared(type: UInt16, code: UInt16)
            case noSuchDevice(String, [RecordedDeviceChoice])
            case severalTouchDevices([RecordedDeviceChoice])
            case noTouchDevice([RecordedDeviceChoice])
            case moreDevicesThanDeclared(Int)
        }

        fileprivate let base: Base

        /// The file cannot be opened (`open` failed with `errno`).
        public static func cannotOpen(_ errno: Errno) -> Kind { Kind(base: .cannotOpen(errno)) }
        /// Reading the file failed part way (`read` failed with `errno`).
        public static func cannotRead(_ errno: Errno) -> Kind { Kind(base: .cannotRead(errno)) }
        /// The file has no bytes at all.
        public static let emptyFile = Kind(base: .emptyFile)
        /// The file has only comments and blank lines.
        public static let noDescription = Kind(base: .noDescription)
        /// The line is not UTF-8 text.
        public static let notUTF8 = Kind(base: .notUTF8)
        /// The line holds a NUL or another control byte: binary data, not a text recording.
        public static let binaryData = Kind(base: .binaryData)
        /// The line does not have the form `expected`; `cutShort` when it is the file's last and
        /// has no newline (the file may be cut short).
        public static func malformedLine(expected: LineForm, cutShort: Bool = false) -> Kind {
            Kind(base: .malformedLine(expected: expected, cutShort: cutShort))
        }
        /// The line starts with a letter the format does not know.
        public static func unknownLine(prefix: String) -> Kind { Kind(base: .unknownLine(prefix: prefix)) }
        /// The evemu reader was given a `libinput record` recording (YAML).
        public static let libinputRecord = Kind(base: .libinputRecord)
        /// The libinput record reader was given an evemu recording.
        public static let evemuRecording = Kind(base: .evemuRecording)
        /// An event comes before any device description.
        public static let eventBeforeDescription = Kind(base: .eventBeforeDescription)
        /// A description line comes after the first event.
        public static let descriptionAfterEvents = Kind(base: .descriptionAfterEvents)
        /// Both the `.desc` file and the events file describe the device.
        public static let descriptionInBothFiles = Kind(base: .descriptionInBothFiles)
        /// An event type the kernel does not define.
        public static func unknownEventType(_ type: UInt16) -> Kind { Kind(base: .unknownEventType(type)) }
        /// An event code the kernel does not define for its type.
        public static func unknownEventCode(type: UInt16, code: UInt16) -> Kind { Kind(base: .unknownEventCode(type: type, code: code)) }
        /// An event for an absolute axis the description does not declare.
        public static func axisNotDeclared(code: UInt16) -> Kind { Kind(base: .axisNotDeclared(code: code)) }
        /// A number too large for its field.
        public static func numberOutOfRange(field: Field) -> Kind { Kind(base: .numberOutOfRange(field: field)) }
        /// An event stamped earlier than the one before it.
        public static func timeWentBackwards(previous: Timestamp, found: Timestamp) -> Kind {
            Kind(base: .timeWentBackwards(previous: previous, found: found))
        }
        /// The description cannot drive a recognizer: the set-up error says why.
        public static func unusableDevice(_ error: SetupError) -> Kind { Kind(base: .unusableDevice(error)) }

        // libinput record (YAML)

        /// The text is not well-formed YAML; libyaml's reason.
        public static func yamlSyntax(_ problem: String) -> Kind { Kind(base: .yamlSyntax(problem)) }
        /// Well-formed YAML that is not a `libinput record` recording, and why.
        public static func notLibinputRecord(_ reason: String) -> Kind { Kind(base: .notLibinputRecord(reason)) }
        /// The devices of a recording when the error is about choosing one of them, else nil.
        public var deviceChoices: [RecordedDeviceChoice]? {
            switch base {
            case let .noSuchDevice(_, devices), let .severalTouchDevices(devices), let .noTouchDevice(devices): devices
            default: nil
            }
        }

        /// A `version` other than 1, as written.
        public static func unsupportedVersion(_ version: String) -> Kind { Kind(base: .unsupportedVersion(version)) }
        /// A key the format requires is missing from the mapping at the error's key path.
        public static func missingKey(_ key: String) -> Kind { Kind(base: .missingKey(key)) }
        /// The value at the error's key path does not have the form `expected`; `found` says what it has.
        public static func malformedValue(expected: ValueForm, found: String) -> Kind {
            Kind(base: .malformedValue(expected: expected, found: found))
        }
        /// An event whose type or code the device's `evdev.codes` do not list.
        public static func codeNotDeclared(type: UInt16, code: UInt16) -> Kind { Kind(base: .codeNotDeclared(type: type, code: code)) }
        /// The device asked for matches none of the file's devices (or several, by name).
        public static func noSuchDevice(_ selector: String, in devices: [RecordedDeviceChoice]) -> Kind {
            Kind(base: .noSuchDevice(selector, devices))
        }
        /// The file holds several touch devices and none was chosen.
        public static func severalTouchDevices(_ devices: [RecordedDeviceChoice]) -> Kind { Kind(base: .severalTouchDevices(devices)) }
        /// The file holds several devices and none of them is a touch device.
        public static func noTouchDevice(_ devices: [RecordedDeviceChoice]) -> Kind { Kind(base: .noTouchDevice(devices)) }
        /// The file says `ndevices: N` but holds more devices.
        public static func moreDevicesThanDeclared(_ declared: Int) -> Kind { Kind(base: .moreDevicesThanDeclared(declared)) }
    }

    /// The form a `libinput record` value should have had.
    public enum ValueForm: Hashable, Sendable {
        /// A mapping of keys.
        case mapping
        /// A list.
        case list
        /// A string.
        case string
        /// A whole number.
        case integer
        /// A list of whole numbers.
        case integerList
        /// `[bus, vendor, product, version]`.
        case id
        /// `[min, max, fuzz, flat, resolution]`.
        case absinfo
        /// `[sec, usec, type, code, value]`.
        case eventRow
    }

    /// The form an evemu line should have had.
    public enum LineForm: Hashable, Sendable {
        /// `E: <seconds>.<microseconds> <type> <code> <value>`.
        case event
        /// `I: <bus> <vendor> <product> <version>`.
        case id
        /// `P: <byte> ...`.
        case properties
        /// `B: <type> <byte> ...`.
        case eventMask
        /// `A: <code> <min> <max> <fuzz> <flat> [<resolution>]`.
        case axis
        /// `L: <code> <value>` or `S: <code> <value>`, with its letter.
        case codeValue(Unicode.Scalar)
        /// A description line, where an event line was found (a `.desc` file).
        case descriptionLine
    }

    /// A numeric field of an evemu line.
    public enum Field: Hashable, Sendable {
        case time, eventType, eventCode, value, bus, vendor, product, version, propertyByte, eventMaskByte, axisCode, axisRange, code
    }

    public var file: String
    /// The 1-based line, or 0 when the error concerns the whole file.
    public var line: Int
    public var kind: Kind
    /// Where in a YAML recording, as `devices[0].evdev.absinfo`; nil for evemu files.
    public var keyPath: String?

    public init(file: String, line: Int, kind: Kind, keyPath: String? = nil) {
        self.file = file
        self.line = line
        self.kind = kind
        self.keyPath = keyPath
    }

    /// `file:line: key.path: reason`, one line (a list of devices follows on its own lines).
    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return "\(place): " + (keyPath.map { "\($0): " } ?? "") + reason
    }

    /// The reason alone.
    public var reason: String {
        switch kind.base {
        case let .cannotOpen(errno): "cannot open: \(errno)"
        case let .cannotRead(errno): "cannot read: \(errno)"
        case .emptyFile: "the file is empty"
        case .noDescription: "no device description: the file holds only comments and blank lines"
        case .notUTF8: "the line is not UTF-8 text"
        case .binaryData: "the line holds binary data (a NUL or another control byte): this is not a text recording"
        case let .malformedLine(expected, cutShort): "malformed line, expected \(Self.text(expected))" + (cutShort ? " (the file may be cut short)" : "")
        case let .unknownLine(prefix): "unknown line type '\(prefix)'"
        case .libinputRecord:
            "this is a libinput record file (YAML), not evemu"
        case .evemuRecording: "this is an evemu recording, not a libinput record file"
        case .eventBeforeDescription:
            "E: line before any device description (an events file needs its .desc file)"
        case .descriptionAfterEvents: "device description line after the first event"
        case .descriptionInBothFiles: "the events file has a device description of its own as well as the .desc file"
        case let .unknownEventType(type): "unknown event type 0x\(EvemuFormat.hex(UInt64(type), width: 4))"
        case let .unknownEventCode(type, code):
            "unknown event code 0x\(EvemuFormat.hex(UInt64(code), width: 4)) for \(EventType(rawValue: type).name ?? "type 0x\(EvemuFormat.hex(UInt64(type), width: 4))")"
        case let .axisNotDeclared(code):
            "event for axis \(EventCode.name(of: EventCode(code), type: .abs) ?? "0x\(EvemuFormat.hex(UInt64(code), width: 4))"), which the device does not declare (no A: line)"
        case let .numberOutOfRange(field): "\(Self.text(field)) is out of range"
        case let .timeWentBackwards(previous, found):
            "time goes backwards: \(EvemuFormat.time(found)) after \(EvemuFormat.time(previous))"
        case let .unusableDevice(error): "unusable device description: \(error)"
        case let .yamlSyntax(problem): "not valid YAML: \(problem)"
        case let .notLibinputRecord(why): "not a libinput record file: \(why)"
        case let .unsupportedVersion(version):
            "libinput record version \(version) is not supported: ForceTouch reads version 1 (record it again with a libinput that writes version 1)"
        case let .missingKey(key): "missing key '\(key)'"
        case let .malformedValue(expected, found): "expected \(Self.text(expected)), found \(found)"
        case let .codeNotDeclared(type, code):
            "event \(Self.eventName(type: type, code: code)), which the device's evdev.codes do not list"
        case let .noSuchDevice(selector, devices):
            "no single device is '\(selector)' (a name, a node or an index from 0); the file holds:" + Self.list(devices)
        case let .severalTouchDevices(devices):
            "the file holds several touch devices; choose one:" + Self.list(devices)
        case let .noTouchDevice(devices):
            "the file holds no touch device; choose one of its devices:" + Self.list(devices)
        case let .moreDevicesThanDeclared(declared):
            "the file says ndevices: \(declared) but holds more devices"
        }
    }

    /// `EV_ABS / ABS_X (3 0)`: names where the kernel has them, with the numbers.
    static func eventName(type: UInt16, code: UInt16) -> String {
        let eventType = EventType(rawValue: type)
        let typeName = eventType.name ?? "type \(type)"
        let codeName = EventCode.name(of: EventCode(code), type: eventType) ?? "code \(code)"
        return "\(typeName) / \(codeName) (\(type) \(code))"
    }

    /// One device per line, indented, as `--device` takes them.
    static func list(_ devices: [RecordedDeviceChoice]) -> String {
        devices.map { "\n  \($0)" }.joined()
    }

    static func text(_ form: ValueForm) -> String {
        switch form {
        case .mapping: "a mapping of keys"
        case .list: "a list"
        case .string: "a string"
        case .integer: "a whole number"
        case .integerList: "a list of whole numbers"
        case .id: "[bus, vendor, product, version]"
        case .absinfo: "[min, max, fuzz, flat, resolution]"
        case .eventRow: "[sec, usec, type, code, value]"
        }
    }

    static func text(_ form: LineForm) -> String {
        switch form {
        case .event: "'E: <seconds>.<microseconds> <type> <code> <value>'"
        case .id: "'I: <bus> <vendor> <product> <version>' in hex"
        case .properties: "'P: <byte> ...' in hex"
        case .eventMask: "'B: <type> <byte> ...' in hex"
        case .axis: "'A: <code> <min> <max> <fuzz> <flat> [<resolution>]'"
        case let .codeValue(letter): "'\(Character(letter)): <code> <value>'"
        case .descriptionLine: "a device description line, not an event"
        }
    }

    static func text(_ field: Field) -> String {
        switch field {
        case .time: "time"
        case .eventType: "event type"
        case .eventCode: "event code"
        case .value: "value"
        case .bus: "bus"
        case .vendor: "vendor"
        case .product: "product"
        case .version: "version"
        case .propertyByte: "property byte"
        case .eventMaskByte: "event mask byte"
        case .axisCode: "axis code"
        case .axisRange: "axis range"
        case .code: "code"
        }
    }
}
