import ArgumentParser
import ForceTouch

/// How the commands that take a recording open it: its format (found from the content unless
/// forced), evemu's separate description file, and the device of a libinput recording.
struct TraceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The recording's format (default: found from its content).", valueName: "evemu|libinput"))
    var format: TraceFormat?

    @Option(help: ArgumentHelp("An evemu device description, when the recording holds only E: lines.", valueName: "file"), completion: .file())
    var desc: String?

    @Option(help: ArgumentHelp(
        "The device of a libinput recording that holds several: its name, node, or index from 0 (default: the only touch device).",
        valueName: "name|index"))
    var device: String?

    /// Opens `path`, refusing options that do not fit the format found.
    func open(_ path: String) throws -> TraceReader {
        let found = try format ?? TraceFormat.detect(path: path)
        if desc != nil, found != .evemu { throw CommandFailure("\(path): --desc is for evemu recordings; this is a libinput recording, which describes its devices itself") }
        if device != nil, found != .libinput { throw CommandFailure("\(path): --device is for libinput recordings; an evemu recording holds one device") }
        return try TraceReader.open(path: path, format: found, descriptionPath: desc, device: device.map(RecordedDeviceSelector.init))
    }

    /// The error, with what to do about it in this command's options.
    func message(for error: TraceParseError) -> String {
        if error.kind == .libinputRecord { return error.description + ": leave out --format evemu, or give --format libinput" }
        if error.kind == .evemuRecording { return error.description + ": leave out --format libinput, or give --format evemu" }
        if error.kind == .eventBeforeDescription, desc == nil { return error.description + "; give it with --desc" }
        if error.kind.deviceChoices != nil { return error.description + "\nchoose with --device NAME, --device NODE or --device INDEX" }
        return error.description
    }
}

extension TraceFormat: ExpressibleByArgument {}
