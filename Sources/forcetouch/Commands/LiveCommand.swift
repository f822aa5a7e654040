import ArgumentParser
import ForceTouch

/// `forcetouch live`: a device's presses as they happen, printed as `replay` prints them.
struct LiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Print the presses on a live device as they happen, as replay prints them.",
        discussion: """
            DEVICE is a node (/dev/input/event5) or a device name. Without it, the first touch \
            device with pressure is used, else the first touch device (presses then reach peek \
            by holding still). Time is in seconds since reading started. Output is flushed line \
            by line; Ctrl-C (or SIGTERM) ends cleanly, releases a grab and prints the summary. \
            On a haptic pad the pad's own click feedback is replaced by ForceTouch's while it \
            reads (the effects are erased when reading ends, however it ends).
            """
    )

    @Argument(help: "The device: a node or a name.")
    var device: String?

    @OptionGroup var output: GestureOutputOptions

    @Flag(help: "Take the device for this program alone while reading (other programs stop seeing it).")
    var grab = false

    @Option(help: ArgumentHelp(
        "Haptic feedback on a haptic pad (FF_HAPTIC): PRESS on entering peek and pop, RELEASE on leaving them (default: on where the device has it).",
        valueName: "on|off"))
    var haptics: Switch?

    @Flag(help: "Measure how late frames reach this program (read time less the kernel's time stamp) and report p50, p99 and max with the summary.")
    var latency = false

    @OptionGroup var input: InputDirectoryOption

    @OptionGroup var ready: ReadyFileOption

    @OptionGroup(title: "Classification")
    var classification: ClassificationOptions

    func run() throws {
        let library = loadProfiles(for: classification.choice)
        let node = try input.node(for: device)
        let stop = try StopSignal.ctrlC()
        let format = output.format
        var out = OutputStream()
        var errors = OutputStream(fd: 2)
        do {
            let opened = try InputDevices.open(node, stop: stop)
            let (configuration, profiles) = try classification.resolve(for: opened.description, library: library)
            // On where the pad has it; a recording standing for a device plays none.
            let feedback = haptics.map { $0 == .on } ?? (opened.description.hasHaptics && !InputDevices.isRegularFile(node))
            errors.writeLine("reading \(node) (\(opened.description.name))" + (grab ? ", grabbed" : "") + (feedback ? ", haptics on" : "") + "; Ctrl-C ends")
            let grams = GramScale(device: opened.description, pressureRange: configuration.pressureRange)
            if format != .jsonLines {
                errors.writeLine(classification.announcement(profiles))
                if let grams { errors.writeLine(classification.gramsNote(configuration, scale: grams)) }
            }
            errors.flush()
            if let header = format.header { out.writeLine(header); out.flush() }
            var origin = Timestamp(microseconds: 0)
            var summary = PressSummary()
            var diagnostics = Diagnostics()
            var failure: (any Error)?
            var readyFailure: String?
            var lateness = ReadLatency()
            let measuring = latency
            do {
                diagnostics = try opened.run(configuration: configuration, grab: grab, haptics: feedback, stop: stop, started: { start in
                    origin = start
                    readyFailure = ready.markReady(orStop: stop)
                }, events: { event in
                    if measuring, event.type == .syn, event.code == .synReport { lateness.frameRead(stamped: event.time, read: opened.now()) }
                }) { gesture in
                    out.writeLine(format.line(for: gesture, origin: origin, grams: grams))
                    out.flush()
                    summary.add(gesture)
                }
            } catch {
                failure = error
            }
            opened.close()
            if latency { for line in format.latency(lateness) { out.writeLine(line) } }
            for line in format.summary(summary, diagnostics, profiles: profiles.map(\.name)) { out.writeLine(line) }
            out.flush()
            if let problem = opened.hapticsError {
                errors.writeLine("warning: haptic feedback on \(node) stopped: \(problem); the presses were read all the same")
                errors.flush()
            }
            if let failure { throw failure }
            if let readyFailure { throw CommandFailure(readyFailure) }
        } catch {
            out.flush()
            throw CommandFailure("\(error)")
        }
    }
}
