import ForceTouchCore

/// One device of a `libinput record` file, as `--device` chooses it and errors list it.
public struct RecordedDeviceChoice: Hashable, Sendable, CustomStringConvertible {
    /// Its place in the file's `devices` list, from 0 (`devices[0]` in errors).
    public var index: Int
    /// The node it was recorded from (`/dev/input/event3`), when the file says.
    public var node: String?
    public var name: String
    public var kind: DeviceKind

    public init(index: Int, node: String?, name: String, kind: DeviceKind) {
        self.index = index
        self.node = node
        self.name = name
        self.kind = kind
    }

    /// Whether a device can be pressed on: the devices chosen without `--device`.
    var isTouchDevice: Bool { kind != .other }

    /// `0: Synaptics TM3053-004 (/dev/input/event3), touchpad`.
    public var description: String {
        let kindWord = switch kind {
        case .touchpad: "touchpad"
        case .touchscreen: "touchscreen"
        case .pen: "pen"
        case .other: "not a touch device"
        }
        return "\(index): \(name)" + (node.map { " (\($0))" } ?? "") + ", \(kindWord)"
    }
}

/// Which device of a recording to replay: `--device NAME|INDEX`.
public enum RecordedDeviceSelector: Hashable, Sendable, CustomStringConvertible {
    /// The place in the file's `devices` list, from 0.
    case index(Int)
    /// The evdev name, the node (`/dev/input/event3`) or the node's last part (`event3`).
    case name(String)

    /// A number is an index, anything else a name.
    public init(_ text: String) {
        if let index = Int(text), index >= 0 { self = .index(index) } else { self = .name(text) }
    }

    public var description: String {
        switch self {
        case let .index(index): "\(index)"
        case let .name(name): name
        }
    }

    func matches(_ choice: RecordedDeviceChoice) -> Bool {
        switch self {
        case let .index(index):
            return choice.index == index
        case let .name(name):
            guard choice.name != name else { return true }
            guard let node = choice.node else { return false }
            return node == name || node.split(separator: "/").last.map(String.init) == name
        }
    }

    /// The device to replay among `choices`: the one `selector` names, or without one the only
    /// device, or else the only touch device.
    static func choose(_ selector: RecordedDeviceSelector?, among choices: [RecordedDeviceChoice], file: String) throws(TraceParseError) -> Int {
        if let selector {
            let matching = choices.filter(selector.matches)
            guard matching.count == 1 else {
                throw TraceParseError(file: file, line: 0, kind: .noSuchDevice(selector.description, in: choices))
            }
            return matching[0].index
        }
        if choices.count == 1 { return 0 }
        let touch = choices.filter(\.isTouchDevice)
        if touch.count == 1 { return touch[0].index }
        throw TraceParseError(file: file, line: 0, kind: touch.isEmpty ? .noTouchDevice(choices) : .severalTouchDevices(touch))
    }
}
