import ArgumentParser
import ForceTouch

/// `--input-directory`: where the device nodes are, and how a command's DEVICE is found there.
struct InputDirectoryOption: ParsableArguments {
    @Option(help: ArgumentHelp("Where the device nodes are; a regular file there is played as an evemu recording.", valueName: "dir"),
            completion: .directory)
    var inputDirectory = "/dev/input"

    /// The node to read: `device` as a node or a name, or else the first touch device with
    /// pressure, or else the first touch device.
    func node(for device: String?) throws -> String {
        if let device, device.hasPrefix("/") { return device }
        let (entries, failures) = InputDevices.list(directory: inputDirectory)
        if let device {
            guard let match = entries.first(where: { $0.description.name == device }) else {
                throw CommandFailure("no device named '\(device)'; `forcetouch devices` lists them")
            }
            return match.node
        }
        let touch = entries.filter(\.isTouch)
        guard let best = touch.first(where: { $0.pressureRange != nil }) ?? touch.first else {
            let reasons = failures.map { "\($0.node): \($0.reason)" }.joined(separator: "\n  ")
            throw CommandFailure("no touch device found" + (reasons.isEmpty ? "" : ":\n  " + reasons))
        }
        return best.node
    }
}
