/// Replays recordings through the recognizer: the same events, in the same order, every time.
public enum Replay {
    /// Streams `reader`'s events through a recognizer for its device. Contacts still down at
    /// the end are cancelled (`end of input`); when the input breaks off with an error, they
    /// are cancelled (`input error`) before the error is thrown, so no `down` is left without
    /// an end. `onEvent` sees every raw event first.
    @discardableResult
    public static func run(
        _ reader: EvemuReader,
        configuration: ClassifierConfiguration,
        onEvent: (InputEvent) -> Void = { _ in },
        gestures: (GestureEvent) -> Void
    ) throws(TraceParseError) -> Diagnostics {
        try run(reader, configuration: configuration, wantsSamples: false, onEvent: onEvent, samples: { _ in }, gestures: gestures)
    }

    /// Replays as `run(_:configuration:onEvent:gestures:)` does; `samples` also gets every
    /// contact's force and position in each frame.
    @discardableResult
    public static func run(
        _ reader: EvemuReader,
        configuration: ClassifierConfiguration,
        onEvent: (InputEvent) -> Void = { _ in },
        samples: (ForceSample) -> Void,
        gestures: (GestureEvent) -> Void
    ) throws(TraceParseError) -> Diagnostics {
        try run(reader, configuration: configuration, wantsSamples: true, onEvent: onEvent, samples: samples, gestures: gestures)
    }

    /// Without `wantsSamples` the recognizer builds no samples at all.
    static func run(
        _ reader: EvemuReader,
        configuration: ClassifierConfiguration,
        wantsSamples: Bool,
        onEvent: (InputEvent) -> Void,
        samples: (ForceSample) -> Void,
        gestures: (GestureEvent) -> Void
    ) throws(TraceParseError) -> Diagnostics {
        var recognizer = try recognizer(for: reader.device, configuration: configuration, file: reader.fileName)
        do {
            while let event = try reader.next() {
                onEvent(event)
                if wantsSamples {
                    recognizer.process(event, samples: samples, gestures: gestures)
                } else {
                    recognizer.process(event, gestures)
                }
            }
        } catch {
            recognizer.finish(reason: .inputError, gestures)
            throw error
        }
        recognizer.finish(reason: .endOfInput, gestures)
        return recognizer.diagnostics
    }

    /// Every gesture event of an in-memory trace.
    public static func gestures(of trace: Trace, configuration: ClassifierConfiguration = .default) throws(SetupError) -> [GestureEvent] {
        var recognizer = try PressRecognizer(device: trace.device, configuration: configuration)
        var result: [GestureEvent] = []
        for event in trace.events { recognizer.process(event) { result.append($0) } }
        recognizer.finish(reason: .endOfInput) { result.append($0) }
        return result
    }

    /// A recognizer for a recording's device; the file names it when it cannot be set up.
    static func recognizer(for device: DeviceDescription, configuration: ClassifierConfiguration, file: String) throws(TraceParseError) -> PressRecognizer {
        do {
            return try PressRecognizer(device: device, configuration: configuration)
        } catch {
            throw TraceParseError(file: file, line: 0, kind: .unusableDevice(error))
        }
    }
}
