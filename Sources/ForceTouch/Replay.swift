/// Replays recordings through the recognizer: the same events, in the same order, every time.
public enum Replay {
    /// Streams `reader`'s events through a recognizer for its device. Contacts still down at
    /// the end are cancelled (`end of input`); when the input breaks off with an error, they
    /// are cancelled (`input error`) before the error is thrown, so no `down` is left without
    /// an end. `onEvent` sees every raw event first.
    @discardableResult
    public static func run(
        _ reader: TraceReader,
        configuration: ClassifierConfiguration,
        onEvent: (InputEvent) -> Void = { _ in },
        gestures: (GestureEvent) -> Void
    ) throws(TraceParseError) -> Diagnostics {
        try throwing(replay(reader, configuration: configuration, wantsSamples: false, stop: nil, onEvent: onEvent, samples: { _ in }, gestures: gestures))
    }

    /// Replays as `run(_:configuration:onEvent:gestures:)` does; `samples` also gets every
    /// contact's force and position in each frame.
    @discardableResult
    public static func run(
        _ reader: TraceReader,
        configuration: ClassifierConfiguration,
        onEvent: (InputEvent) -> Void = { _ in },
        samples: (ForceSample) -> Void,
        gestures: (GestureEvent) -> Void
    ) throws(TraceParseError) -> Diagnostics {
        try throwing(replay(reader, configuration: configuration, wantsSamples: true, stop: nil, onEvent: onEvent, samples: samples, gestures: gestures))
    }

    /// How a replay ended: what the recognizer counted, and the error that broke it off, if any.
    public struct Outcome: Sendable {
        public let diagnostics: Diagnostics
        /// The malformed line or read error that ended the replay early; nil when it ran to
        /// the end or was stopped.
        public let error: TraceParseError?
        /// Whether `stop` ended it before the end of the input.
        public let stopped: Bool
    }

    /// Replays as `run` does, however it ends: at the end of the input, at an error (the
    /// outcome carries it), or when `stop` is asked to stop (Ctrl-C: contacts still down end
    /// with `cancel`, `end of input`). Every `down` has its end, and the diagnostics are
    /// there to print in every case.
    public static func replay(
        _ reader: TraceReader,
        configuration: ClassifierConfiguration,
        stop: StopSignal,
        onEvent: (InputEvent) -> Void = { _ in },
        gestures: (GestureEvent) -> Void
    ) throws(TraceParseError) -> Outcome {
        try replay(reader, configuration: configuration, wantsSamples: false, stop: stop, onEvent: onEvent, samples: { _ in }, gestures: gestures)
    }

    /// The diagnostics of `outcome`, or the error that broke it off.
    static func throwing(_ outcome: Outcome) throws(TraceParseError) -> Diagnostics {
        if let error = outcome.error { throw error }
        return outcome.diagnostics
    }

    /// The one replay loop; without `wantsSamples` the recognizer builds no samples at all.
    /// Throws only when the device cannot drive a recognizer.
    static func replay(
        _ reader: TraceReader,
        configuration: ClassifierConfiguration,
        wantsSamples: Bool,
        stop: StopSignal?,
        onEvent: (InputEvent) -> Void,
        samples: (ForceSample) -> Void,
        gestures: (GestureEvent) -> Void
    ) throws(TraceParseError) -> Outcome {
        var recognizer = try recognizer(for: reader.device, configuration: configuration, file: reader.fileName)
        do {
            while let event = try reader.next() {
                onEvent(event)
                // Checked after `onEvent`, which may have waited for the event's time and been cut short.
                if let stop, stop.stopRequested {
                    recognizer.finish(reason: .endOfInput, gestures)
                    return Outcome(diagnostics: recognizer.diagnostics, error: nil, stopped: true)
                }
                if wantsSamples {
                    recognizer.process(event, samples: samples, gestures: gestures)
                } else {
                    recognizer.process(event, gestures)
                }
            }
        } catch {
            recognizer.finish(reason: .inputError, gestures)
            return Outcome(diagnostics: recognizer.diagnostics, error: error, stopped: false)
        }
        recognizer.finish(reason: .endOfInput, gestures)
        return Outcome(diagnostics: recognizer.diagnostics, error: nil, stopped: false)
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
