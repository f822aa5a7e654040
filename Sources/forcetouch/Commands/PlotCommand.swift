import ArgumentParser
import ForceTouch
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// `forcetouch plot FILE -o OUT.svg`: a picture of what the classifier saw, as SVG.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Draw force over time with the peek and pop bands and each press's stages and class, as SVG.",
        discussion: """
            Replays the recording (evemu or libinput, as replay does) and draws each contact's \
            normalised force over time, the peek and pop thresholds (enter dashed, exit dotted), \
            where each contact was at peek or pop (shaded, and in a lane per slot below), where \
            it went down (a dot) and up (a triangle), and its class above its peak. The \
            classification options and profiles apply as in replay. The SVG needs nothing to \
            view: open it in a browser. The file is written whole or not at all.
            """
    )

    @Argument(help: "The recording.", completion: .file())
    var file: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The SVG file to write; - for standard output.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("Only the contacts of this slot.", valueName: "n"))
    var slot: Int?

    @Option(help: ArgumentHelp("Start the plot this many seconds after the first event.", valueName: "seconds"))
    var from: Double?

    @Option(help: ArgumentHelp("End the plot this many seconds after the first event.", valueName: "seconds"))
    var to: Double?

    @OptionGroup var trace: TraceOptions

    @OptionGroup(title: "Classification")
    var classification: ClassificationOptions

    func validate() throws {
        for (name, value) in [("--from", from), ("--to", to)] {
            if let value, !(value >= 0 && value < 1e9) {
                throw ValidationError("\(name) must be a number of seconds from 0, not \(value)")
            }
        }
        if let from, let to, to <= from {
            throw ValidationError("--to (\(to)) must be later than --from (\(from))")
        }
        if let slot, slot < 0 { throw ValidationError("--slot must be 0 or more, not \(slot)") }
    }

    func run() throws {
        let library = loadProfiles(for: classification.choice)
        let reader: TraceReader
        do {
            reader = try trace.open(file)
        } catch let error as TraceParseError {
            throw CommandFailure(trace.message(for: error))
        }
        let (configuration, profiles) = try classification.resolve(for: reader.device, library: library)
        note(classification.announcement(profiles))
        let window = ForcePlot.Window(slot: slot, from: from.map(Self.microseconds), to: to.map(Self.microseconds))
        var plot = ForcePlot(title: "\(Self.fileName(file)): \(reader.device.name)", configuration: configuration,
                             hasPressure: reader.device.pressureSource != .none,
                             grams: GramScale(device: reader.device, pressureRange: configuration.pressureRange), window: window)
        var slotsSeen = Set<Int>()
        do {
            try Replay.run(reader, configuration: configuration, onEvent: { plot.add($0) }, samples: { plot.add($0) }, gestures: { gesture in
                if case .down = gesture.kind { slotsSeen.insert(gesture.slot) }
                plot.add(gesture)
            })
        } catch {
            throw CommandFailure(trace.message(for: error))
        }
        warn(countedInput: reader.warnings)
        if let slot, !slotsSeen.contains(slot) {
            let seen = slotsSeen.isEmpty ? "it has no contacts at all" : "its contacts are in slot\(slotsSeen.count == 1 ? "" : "s") \(slotsSeen.sorted().map(String.init).joined(separator: ", "))"
            throw CommandFailure("\(file) has no contact in slot \(slot): \(seen)")
        }
        let svg = SVGPlot().render(plot)
        if output == "-" {
            var out = OutputStream()
            out.writeLine(svg, newline: false)
            out.flush()
            return
        }
        try Self.write(svg, to: output)
        let span = plot.span
        note("wrote \(output): \(plot.contacts.count) contact\(plot.contacts.count == 1 ? "" : "s"), \(DecimalText.seconds(microseconds: span.lowerBound)) s to \(DecimalText.seconds(microseconds: span.upperBound)) s")
    }

    static func microseconds(_ seconds: Double) -> Int64 { Int64((seconds * 1e6).rounded()) }

    static func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }

    /// Writes `text` to a temporary file beside `path`, then renames it over `path`: a full
    /// disk or a failed write leaves any old file as it was. A path that is there and is not a
    /// regular file (`/dev/stdout`, a pipe, a symbolic link) is written in place, not replaced.
    static func write(_ text: String, to path: String) throws {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            do {
                let fd = try FileDescriptor.open(FilePath(path), .writeOnly, options: [.truncate, .closeOnExec], retryOnInterrupt: true)
                try fd.closeAfter { _ = try fd.writeAll(Array(text.utf8)) }
            } catch {
                throw CommandFailure("cannot write \(path): \(error)")
            }
            return
        }
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let temporary = "\(directory.isEmpty ? "" : directory)/.\(fileName(path)).\(getpid()).tmp"
        do {
            let fd = try FileDescriptor.open(
                FilePath(temporary), .writeOnly, options: [.create, .truncate, .closeOnExec], permissions: [.ownerReadWrite, .groupRead, .otherRead],
                retryOnInterrupt: true)
            try fd.closeAfter { _ = try fd.writeAll(Array(text.utf8)) }
        } catch {
            unlink(temporary)
            throw CommandFailure("cannot write \(path): \(error)")
        }
        guard rename(temporary, path) == 0 else {
            let error = Errno(rawValue: errno)
            unlink(temporary)
            throw CommandFailure("cannot write \(path): \(error)")
        }
    }
}
