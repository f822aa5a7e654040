import ArgumentParser
import ForceTouch

/// `forcetouch devices`: the input devices and what each can tell about force.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the input devices: kind, pressure, slots, pressure range and resolution.",
        discussion: """
            Reads every /dev/input/event* node through libevdev. Reading them needs the 'input' \
            group or a udev rule (see the README). Kinds are decided as libinput and udev do: \
            a pen has BTN_TOOL_PEN or BTN_STYLUS; a direct device (INPUT_PROP_DIRECT) is a \
            touchscreen; a device with BTN_TOOL_FINGER, INPUT_PROP_POINTER or \
            INPUT_PROP_BUTTONPAD is a touchpad; anything without touches is 'other'.
            """
    )

    @Flag(help: "Print a JSON array instead of aligned text.")
    var json = false

    @Option(help: ArgumentHelp("Where the device nodes are; a regular file there is played as an evemu recording.", valueName: "dir"),
            completion: .directory)
    var inputDirectory = "/dev/input"

    func run() throws {
        let (entries, failures) = InputDevices.list(directory: inputDirectory)
        var out = OutputStream()
        var errors = OutputStream(fd: 2)
        for (node, reason) in failures where !entries.isEmpty { errors.writeLine("warning: \(node): \(reason)") }
        errors.flush()
        guard !entries.isEmpty else {
            let reasons = failures.map { "\($0.node): \($0.reason)" }.joined(separator: "\n  ")
            throw CommandFailure("no input device could be read" + (reasons.isEmpty ? " (no event nodes in \(inputDirectory))" : ":\n  " + reasons))
        }
        if json {
            out.writeLine("[" + entries.map(Self.object).joined(separator: ",") + "]")
        } else {
            let header = ["node", "name", "bus", "vendor", "product", "kind", "pressure", "slots", "range", "resolution"]
            let rows = entries.map { entry -> [String] in
                let id = entry.description.id
                let resolution = entry.resolution
                return [entry.node, entry.description.name, Self.hex(id.bus), Self.hex(id.vendor), Self.hex(id.product),
                        entry.description.kind.rawValue, entry.pressureName, String(entry.description.slotCount),
                        entry.pressureRange.map { "\($0.lowerBound)..\($0.upperBound)" } ?? "-",
                        resolution.x > 0 || resolution.y > 0 ? "\(resolution.x)x\(resolution.y)/mm" : "-"]
            }
            for line in TextTable.lines(header: header, rows: rows) { out.writeLine(line) }
        }
        out.flush()
    }

    static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func object(_ entry: InputDevices.Entry) -> String {
        let id = entry.description.id
        return JSONText.object([
            ("node", JSONText.string(entry.node)), ("name", JSONText.string(entry.description.name)),
            ("bus", String(id.bus)), ("vendor", String(id.vendor)), ("product", String(id.product)),
            ("kind", JSONText.string(entry.description.kind.rawValue)), ("pressure", JSONText.string(entry.pressureName)),
            ("slots", String(entry.description.slotCount)),
            ("pressureRange", entry.pressureRange.map { "[\($0.lowerBound),\($0.upperBound)]" } ?? "null"),
            ("resolution", "[\(entry.resolution.x),\(entry.resolution.y)]"),
        ])
    }
}
