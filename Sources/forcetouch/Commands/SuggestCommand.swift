import ArgumentParser
import ForceTouch

/// `forcetouch suggest FILE...`: peek and pop thresholds from recordings of real presses.
struct SuggestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Derive peek and pop thresholds from recordings of light, medium and firm presses, as a profile ready to save.",
        discussion: """
            Replays each recording (evemu or libinput, of one device) and takes each press's peak \
            force, and the noise: how much a held press's force wobbles from frame to frame. The \
            peaks must fall into three groups, light, medium and firm, with gaps of at least six \
            times the noise (and 0.05) between them; each threshold goes in the middle of a gap, \
            its exit a third of the gap lower, or three times the noise when that is more. It \
            prints the reasoning, then the thresholds as a profile for profiles.d. When the \
            presses do not show three levels, it says so and proposes nothing. Force is measured \
            on the pressure range the device's profile (or --pressure-range) gives, and the profile \
            keeps that range.
            """
    )

    @Argument(help: "The recordings.", completion: .file())
    var files: [String]

    @OptionGroup var trace: TraceOptions

    @OptionGroup(title: "Classification")
    var classification: ClassificationOptions

    func run() throws {
        let library = loadProfiles(for: classification.choice)
        var peaks: [Double] = []
        var noise = ForceNoise()
        var device: DeviceDescription?
        var pressureRange: ClosedRange<Int32>?
        for file in files {
            let reader: TraceReader
            do {
                reader = try trace.open(file)
            } catch let error as TraceParseError {
                throw CommandFailure(trace.message(for: error))
            }
            if let device, device != reader.device {
                throw CommandFailure("\(file) is a recording of \(reader.device.name), not of \(device.name) like \(files[0]): suggest thresholds for one device at a time")
            }
            device = reader.device
            let (configuration, profiles) = try classification.resolve(for: reader.device, library: library)
            pressureRange = configuration.pressureRange
            if file == files[0] { note(classification.announcement(profiles)) }
            var highest: [Int: Double] = [:]
            do {
                try Replay.run(reader, configuration: configuration, samples: { sample in
                    highest[sample.slot] = max(highest[sample.slot] ?? 0, sample.force)
                    noise.add(slot: sample.slot, force: sample.force)
                }, gestures: { gesture in
                    switch gesture.kind {
                    case .up:
                        if let peak = highest.removeValue(forKey: gesture.slot) { peaks.append(peak) }
                        noise.end(slot: gesture.slot)
                    case .cancel:
                        highest[gesture.slot] = nil
                        noise.end(slot: gesture.slot)
                    case .down, .stage: break
                    }
                })
            } catch {
                throw CommandFailure(trace.message(for: error))
            }
        }
        guard let device else { return }
        say("\(peaks.count) presses in \(files.count) recording\(files.count == 1 ? "" : "s") of \(device.name)")
        switch ThresholdSuggestion.from(peaks: peaks, noise: noise.deviation) {
        case let .success(suggestion):
            for line in SuggestionFormat.lines(suggestion) { say(line) }
            say("")
            say("# Save as ~/.config/forcetouch/profiles.d/\(SuggestionFormat.fileName(for: device)).yaml")
            var out = OutputStream()
            out.writeLine(SuggestionFormat.profile(suggestion, device: device, pressureRange: pressureRange, sources: files.map { String($0.split(separator: "/").last ?? "") }), newline: false)
            out.flush()
        case let .failure(refusal):
            throw CommandFailure(SuggestionFormat.line(refusal))
        }
    }
}
