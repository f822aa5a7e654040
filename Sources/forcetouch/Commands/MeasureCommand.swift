import ArgumentParser
import ForceTouch
#if canImport(Glibc)
import Glibc
#endif

/// `forcetouch measure`: a live view of each contact's pressure, and thresholds proposed
/// from real presses, like `libinput measure touchpad-pressure`.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Show each contact's pressure live, and propose peek and pop thresholds from your presses.",
        discussion: """
            Press lightly, medium and firmly, a few times each. For every contact it shows the \
            current, lowest and highest pressure, raw and normalised, and the stage. After each \
            press it proposes thresholds once the peaks fall into three groups, with its reasoning. \
            On a terminal the view updates in place; otherwise it prints one line per press. \
            Ctrl-C ends. DEVICE is chosen as for `live`.
            """
    )

    @Argument(help: "The device: a node or a name.")
    var device: String?

    @OptionGroup var input: InputDirectoryOption

    @OptionGroup(title: "Classification")
    var classification: ClassificationOptions

    /// One contact's pressure so far, its stage now and the deepest it reached.
    struct Contact {
        var current = 0.0, lowest = 1.0, highest = 0.0
        var stage = Stage.light, deepest = Stage.light
    }

    func run() throws {
        let library = loadProfiles(for: classification.choice)
        let node = try input.node(for: device)
        let stop = try StopSignal.ctrlC()
        let terminal = isatty(STDOUT_FILENO) != 0
        var out = OutputStream()
        do {
            let opened = try InputDevices.open(node, stop: stop)
            guard let declared = InputDevices.Entry(node: node, description: opened.description).pressureRange else {
                throw CommandFailure("\(node) has no pressure axis: there is nothing to measure")
            }
            let (configuration, profiles) = try classification.resolve(for: opened.description, library: library)
            note(classification.announcement(profiles))
            // Force 0...1 spans the profile's (or the option's) pressure range where one is set.
            let range = configuration.pressureRange ?? declared
            let raw = { (force: Double) in Int((Double(range.lowerBound) + force * Double(range.upperBound - range.lowerBound)).rounded()) }
            out.writeLine("measuring \(node) (\(opened.description.name)), pressure \(range.lowerBound)..\(range.upperBound); Ctrl-C ends")
            out.flush()
            var contacts: [Int: Contact] = [:]
            var peaks: [Double] = []
            var noise = ForceNoise()
            var drawn = 0
            /// A contact while it is down (its stage now), or a finished press (the deepest stage it reached).
            func describe(_ slot: Int, _ c: Contact, finished: Bool = false) -> String {
                "slot \(slot): pressure \(raw(c.current)) (\(Self.text(c.current)))  min \(raw(c.lowest)) (\(Self.text(c.lowest)))  max \(raw(c.highest)) (\(Self.text(c.highest)))  "
                    + (finished ? "reached \(c.deepest.name)" : c.stage.name)
            }
            func redraw() {
                guard terminal else { return }
                if drawn > 0 { out.writeLine("\u{1B}[\(drawn)A\u{1B}[J", newline: false) }
                let lines = contacts.keys.sorted().map { describe($0, contacts[$0]!) }
                for line in lines { out.writeLine(line) }
                drawn = lines.count
                out.flush()
            }
            func report(_ slot: Int) {
                guard let contact = contacts.removeValue(forKey: slot) else { return }
                peaks.append(contact.highest)
                if terminal { drawn = 0 }
                out.writeLine("press \(peaks.count): " + describe(slot, contact, finished: true))
                noise.end(slot: slot)
                switch ThresholdSuggestion.from(peaks: peaks, noise: noise.deviation) {
                case let .success(suggestion): for line in SuggestionFormat.lines(suggestion) { out.writeLine("  " + line) }
                case let .failure(refusal): out.writeLine("  " + SuggestionFormat.line(refusal))
                }
                out.flush()
                redraw()
            }
            do {
                try opened.run(configuration: configuration, stop: stop, samples: { sample in
                    var contact = contacts[sample.slot] ?? Contact()
                    contact.current = sample.force
                    contact.lowest = min(contact.lowest, sample.force)
                    contact.highest = max(contact.highest, sample.force)
                    contact.stage = sample.stage
                    contact.deepest = max(contact.deepest, sample.stage)
                    contacts[sample.slot] = contact
                    noise.add(slot: sample.slot, force: sample.force)
                    redraw()
                }, gestures: { gesture in
                    switch gesture.kind {
                    case .up, .cancel: report(gesture.slot)
                    case .down, .stage: break
                    }
                })
            } catch {
                opened.close()
                throw CommandFailure("\(error)")
            }
            opened.close()
            out.flush()
        } catch let failure as CommandFailure {
            out.flush()
            throw failure
        } catch {
            out.flush()
            throw CommandFailure("\(error)")
        }
    }

    static func text(_ value: Double) -> String { DecimalText.format(value, decimals: 2) }
}
