import ArgumentParser
import ForceTouch
import Foundation
import SystemPackage

/// `forcetouch record`: a device's events as an evemu or libinput recording that `replay` reads back.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a device's events as an evemu or libinput file, for replay and bug reports.",
        discussion: """
            Writes the device's description, then every event, time 0 being the first (after \
            the axis values the device held when reading began, as a frame of their own, when \
            any is not 0): as \
            evemu-record writes them (the default), or with --format libinput as `libinput \
            record` writes them (YAML, one `- evdev:` item per frame). Ctrl-C, \
            SIGTERM or --duration end the file cleanly, on a whole line. DEVICE is chosen as \
            for `live`. A device with letter keys is refused unless --allow-keyboard is given, \
            so that nobody records their typing by mistake.
            """
    )

    @Argument(help: "The device: a node, a node name or a device name.")
    var device: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"),
            completion: .file())
    var output: String?

    @Option(help: ArgumentHelp("The file's format.", valueName: "evemu|libinput"))
    var format: TraceFormat = .evemu

    @Option(help: ArgumentHelp("Stop after this many seconds.", valueName: "seconds"))
    var duration: Double?

    @Flag(help: "Record a device with letter keys too (what is typed on it ends up in the file).")
    var allowKeyboard = false

    @OptionGroup var input: InputDirectoryOption

    @OptionGroup var ready: ReadyFileOption

    func validate() throws {
        if let duration, !(duration > 0 && duration.isFinite) { throw ValidationError("--duration must be a number of seconds above 0") }
    }

    func run() throws {
        let node = try input.node(for: device)
        let stop = try StopSignal.ctrlC()
        let opened = try InputDevices.open(node, stop: stop)
        defer { opened.close() }
        if !allowKeyboard, let key = Self.letterKey(of: opened.description) {
            throw CommandFailure("\(node) (\(opened.description.name)) has letter keys (\(key)): recording it would record typing; "
                + "give --allow-keyboard if that is what you want")
        }
        var out = try Self.stream(for: output)
        var writer = RecordingWriter(format)
        out.writeLine(writer.header(for: opened.description, node: node), newline: false)
        out.flush()
        if let duration {
            DispatchQueue.global().asyncAfter(deadline: .now() + duration) { stop.stop() }
        }
        // The axis values the device held when reading began, as a frame of their own before the
        // first event, when any is not 0: a contact repeating a slot's last value sends none,
        // and replay must know it as live does.
        let state = opened.startState.contains { $0.code != .absMTSlot && $0.value != 0 }
            ? opened.startState + [InputEvent(time: Timestamp(microseconds: 0), type: .syn, code: .synReport, value: 0)] : []
        var origin: Timestamp?
        var count = 0
        var failure: (any Error)?
        var readyFailure: String?
        do {
            try opened.run(stop: stop, started: { _ in
                readyFailure = ready.markReady(orStop: stop)
            }, events: { event in
                let start = origin ?? event.time
                if origin == nil { for line in state { out.writeLine(writer.lines(for: line), newline: false) } }
                origin = start
                var relative = event
                relative.time = Timestamp(microseconds: event.time.microseconds(since: start))
                out.writeLine(writer.lines(for: relative), newline: false)
                count += 1
                if event.type == .syn, event.code == .synReport { out.flush() }
            }, gestures: { _ in })
        } catch {
            failure = error
        }
        out.flush()
        var errors = OutputStream(fd: 2)
        errors.writeLine("recorded \(count) events from \(node) (\(opened.description.name))" + (output.map { " to \($0)" } ?? ""))
        errors.flush()
        if let failure { throw CommandFailure("\(failure)") }
        if let readyFailure { throw CommandFailure(readyFailure) }
    }

    /// The running kernel's release (`uname -r`), for the libinput header's `system` key.
    static func kernelRelease() -> String? {
        var names = utsname()
        guard uname(&names) == 0 else { return nil }
        return withUnsafeBytes(of: &names.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// Where the recording goes: `path`, created or truncated, or standard output.
    static func stream(for path: String?) throws -> OutputStream {
        guard let path else { return OutputStream() }
        do {
            let fd = try FileDescriptor.open(
                FilePath(path), .writeOnly, options: [.create, .truncate, .closeOnExec], permissions: [.ownerReadWrite, .groupRead, .otherRead])
            return OutputStream(fd: fd.rawValue)
        } catch {
            throw CommandFailure("cannot create \(path): \(error)")
        }
    }

    /// The first letter key (`KEY_A`…`KEY_Z`) the device declares, by name.
    static func letterKey(of device: DeviceDescription) -> String? {
        // The kernel numbers the letters row by row, as on a QWERTY keyboard.
        let rows: [(first: UInt16, letters: String)] = [(16, "QWERTYUIOP"), (30, "ASDFGHJKL"), (44, "ZXCVBNM")]
        for (first, letters) in rows {
            for (offset, letter) in letters.enumerated() where device.has(.key, EventCode(first + UInt16(offset))) {
                return "KEY_\(letter)"
            }
        }
        return nil
    }
}

/// The writer of the format chosen: evemu lines, or libinput record's YAML.
enum RecordingWriter {
    case evemu(EvemuWriter)
    case libinput(LibinputRecordWriter)

    init(_ format: TraceFormat) {
        switch format {
        case .evemu: self = .evemu(EvemuWriter())
        case .libinput: self = .libinput(LibinputRecordWriter())
        }
    }

    /// The description; libinput's header also names the node and the running kernel.
    func header(for device: DeviceDescription, node: String) -> String {
        switch self {
        case let .evemu(writer): writer.header(for: device)
        case let .libinput(writer): writer.header(for: device, node: node, kernel: RecordCommand.kernelRelease())
        }
    }

    mutating func lines(for event: InputEvent) -> String {
        switch self {
        case let .evemu(writer): return writer.line(for: event)
        case var .libinput(writer):
            let text = writer.lines(for: event)
            self = .libinput(writer)
            return text
        }
    }
}
