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

    @OptionGroup var input: InputDirectoryOption

    func run() throws {
        let (entries, failures) = InputDevices.list(directory: input.inputDirectory)
        var out = OutputStream()
        var errors = OutputStream(fd: 2)
        for (node, reason) in failures where !entries.isEmpty { errors.writeLine("warning: \(node): \(reason)") }
        errors.flush()
        guard !entries.isEmpty else {
            // JSON readers still get a document: the empty list; the reason goes to standard error.
            if json { out.writeLine("[]"); out.flush() }
            let reasons = failures.map { "\($0.node): \($0.reason)" }.joined(separator: "\n  ")
            throw CommandFailure("no input device could be read" + (reasons.isEmpty ? " (no event nodes in \(input.inputDirectory))" : ":\n  " + reasons))
        }
        for line in (json ? DeviceFormat.json : .text).lines(for: entries) { out.writeLine(line) }
        out.flush()
    }
}
