import ArgumentParser
import ForceTouch
import Foundation

/// `--input-directory`: where the device nodes are, and how a command's DEVICE is found there.
struct InputDirectoryOption: ParsableArguments {
    @Option(help: ArgumentHelp("Where the device nodes are: its event* entries; a regular file among them, or a link to one, is played as a recording (evemu or libinput).", valueName: "dir"),
            completion: .directory)
    var inputDirectory = "/dev/input"

    /// The node to read: `device` as a path (`/dev/input/event4`, `DIR/event4`), a node name
    /// in the input directory (`event4`) or a device name; or else the first touch device with
    /// pressure, or else the first touch device.
    func node(for device: String?) throws -> String {
        if let device, device.contains("/") { return device }
        if let device, device.hasPrefix("event"), FileManager.default.fileExists(atPath: "\(inputDirectory)/\(device)") {
            return "\(inputDirectory)/\(device)"
        }
        let (entries, failures) = InputDevices.list(directory: inputDirectory)
        if let device {
            guard let match = entries.first(where: { $0.description.name == device }) else {
                throw CommandFailure("no device named '\(device)' in \(inputDirectory); `forcetouch devices` lists the nodes and names")
            }
            return match.node
        }
        let touch = entries.filter(\.isTouch)
        guard let best = touch.first(where: { $0.pressureRange != nil }) ?? touch.first else {
            var reasons = failures.map { "\($0.node): \($0.reason)" }
            if entries.isEmpty, failures.isEmpty { reasons.append("no event nodes in \(inputDirectory)") }
            reasons += entries.map { "\($0.node): \($0.description.name) is no touch device" }
            throw CommandFailure("no touch device found in \(inputDirectory):\n  " + reasons.joined(separator: "\n  "))
        }
        return best.node
    }
}
