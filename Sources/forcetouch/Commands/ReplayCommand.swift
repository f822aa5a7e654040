import ArgumentParser
import ForceTouch

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recording and print every press: down, stage changes, up with its class.",
        discussion: """
            FILE is an evemu recording, as evemu-record writes it, or a libinput recording, as \
            `libinput record` writes it; the format is found from the content (--format forces \
            one). With --desc, the device description comes from that file and FILE holds only E: \
            lines (evemu's old .desc + .events pair). A libinput recording of several devices \
            replays its only touch device, or the one --device names. Time is in seconds since \
            the first event. With --json, each event is \
            one JSON object per line; otherwise aligned text and a summary follow. However the \
            replay ends (the end, a malformed line, Ctrl-C), every press ends and the summary is \
            printed.
            """
    )

    @Argument(help: "The recording.", completion: .file())
    var file: String

    @OptionGroup var trace: TraceOptions

    @OptionGroup var output: GestureOutputOptions

    @Flag(help: "Replay at the recorded pace instead of at once.")
    var realtime = false

    @Flag(help: "No progress bar and no note of the profile on standard error (errors and warnings still).")
    var quiet = false

    @OptionGroup(title: "Classification")
    var classification: ClassificationOptions

    func run() throws {
        let library = loadProfiles(for: classification.choice)
        let format = output.format
        var out = OutputStream()
        let stop = try StopSignal.ctrlC()
        do {
            let reader = try trace.open(file)
            let (configuration, profiles) = try classification.resolve(for: reader.device, library: library)
            let grams = GramScale(device: reader.device, pressureRange: configuration.pressureRange)
            if format != .jsonLines, !quiet {
                note(classification.announcement(profiles))
                if let grams { note(classification.gramsNote(configuration, scale: grams)) }
            }
            if let header = format.header { out.writeLine(header) }
            var summary = PressSummary()
            var origin: Timestamp?
            let pacer = realtime ? Pacer() : nil
            var progress = ProgressBar(path: file, wanted: !realtime && !quiet && format != .jsonLines)
            var events = 0
            let outcome = try Replay.replay(
                reader, configuration: configuration, stop: stop,
                onEvent: { event in
                    if origin == nil { origin = event.time }
                    events &+= 1
                    if events & 0x3fff == 0, progress != nil {
                        out.flush()
                        progress!.update(bytes: reader.bytesRead, events: events)
                    }
                    if let pacer, let origin {
                        out.flush()
                        pacer.wait(until: event.time.microseconds(since: origin), stop: stop)
                    }
                },
                gestures: { gesture in
                    // The bar's line is cleared first, so that the output starts at the line's start.
                    progress?.finish()
                    out.writeLine(format.line(for: gesture, origin: origin ?? gesture.time, grams: grams))
                    summary.add(gesture)
                })
            out.flush()
            progress?.finish()
            // However the replay ended, every press has its end and the summary is printed.
            for line in format.summary(summary, outcome.diagnostics, profiles: profiles.map(\.name)) { out.writeLine(line) }
            out.flush()
            warn(countedInput: reader.warnings)
            if let error = outcome.error { throw error }
            if outcome.stopped { throw ExitCode(130) }
        } catch let error as TraceParseError {
            out.flush()
            throw CommandFailure(trace.message(for: error))
        }
    }
}
