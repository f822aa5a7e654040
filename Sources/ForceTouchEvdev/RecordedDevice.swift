import ForceTouchCore
import ForceTouchTraces
import SystemPackage

/// A recording played as a device through the live read loop: a regular file in an input
/// directory (`--input-directory`) stands for a device, for demonstrations and tuning without
/// hardware. Time is the recording's own; when the events run out, the device goes quiet:
/// due long presses fire, then reading stops as Ctrl-C would stop it.
public enum RecordedDevice {
    /// Opens the recording at `path` (evemu or libinput) as a device that stops `stop` at its end.
    /// - Throws: `TraceParseError` when the file is not a recording it can read.
    public static func open(path: String, stop: StopSignal) throws -> EvdevDevice {
        let trace = try Trace.read(path: path)
        return try EvdevDevice(path: path, backend: backend(playing: trace, stop: stop))
    }

    /// Plays `trace`'s events; the clock follows them and, once they are read, each poll's timeout.
    static func backend(playing trace: Trace, stop: StopSignal) -> EvdevBackend {
        let playback = Playback(trace.events)
        return EvdevBackend(
            open: { _ in .success(EvdevHandle(fd: -1, state: nil)) },
            describe: { _ in (trace.device, EvdevBackend.selecting(slot: 0, on: trace.device)) },
            poll: { _, _, timeout in
                guard playback.isDone else { return .success(true) }
                if timeout < 0 { stop.stop() } else { playback.wait(milliseconds: timeout) }
                return .success(false)
            },
            next: { _, _ in playback.next().map { .event($0) } ?? .wouldBlock },
            grab: { _, _ in nil },
            close: { _ in },
            now: { playback.clock })
    }

    /// Where playing has got to. Only the read loop's thread touches it.
    private final class Playback: @unchecked Sendable {
        let events: [InputEvent]
        var position = 0
        var clock = Timestamp(microseconds: 0)

        /// Reading starts at the first event's time, as a live device's clock would read then.
        init(_ events: [InputEvent]) {
            self.events = events
            clock = events.first?.time ?? Timestamp(microseconds: 0)
        }

        var isDone: Bool { position == events.count }

        func next() -> InputEvent? {
            guard position < events.count else { return nil }
            defer { position += 1 }
            clock = Swift.max(clock, events[position].time)
            return events[position]
        }

        func wait(milliseconds: Int32) {
            clock = clock.advanced(byMicroseconds: Int64(milliseconds) * 1000)
        }
    }
}
