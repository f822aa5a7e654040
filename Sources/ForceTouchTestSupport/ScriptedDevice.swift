import ForceTouchCore
import ForceTouchTraces
import ForceTouchEvdev
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// A device that plays a script through the live path's seam instead of a kernel node:
/// events, `SYN_DROPPED` with the resync libevdev would give, `EAGAIN`, and errno values
/// (`EINTR`, `ENODEV`, `EACCES` on open), for tests of the read loop without a kernel device.
/// It records what the loop did with it.
public final class ScriptedDevice: @unchecked Sendable {
    /// One step of the script, in the order the loop reads.
    public enum Step: Sendable {
        /// An event, read normally.
        case event(InputEvent)
        /// `SYN_DROPPED`, then the events libevdev's resync gives (ending with `SYN_REPORT`).
        case dropped(resync: [InputEvent])
        /// Nothing to read for now (`-EAGAIN`): the loop polls again.
        case wouldBlock
        /// A read fails with `errno` (`EINTR` is retried; `ENODEV` is an unplug).
        case failure(Errno)
    }

    /// What happens after the last step.
    public enum End: Sendable {
        /// The device is unplugged (`ENODEV`).
        case removed
        /// The device goes quiet: polls time out (time moves on to each deadline), and once
        /// nothing is due the signal is stopped, as Ctrl-C would.
        case stop(StopSignal)
    }

    public let description: DeviceDescription
    let steps: [Step]
    let end: End
    let openError: Errno?
    let grabError: Errno?
    /// The device's state when opened, as `describe` gives it (each slot's values, the slot selected).
    let state: [InputEvent]
    /// The errno opening the haptics, uploading, or playing fails with, when given.
    let hapticsErrors: (open: Errno?, upload: Errno?, play: Errno?)
    private var position = 0
    private var resync: [InputEvent] = []
    private var clock = Timestamp(microseconds: 0)

    /// What the loop did: `grab`, `ungrab`, `close`, each poll's timeout (`poll 500`), and the
    /// haptics: `haptics open`, `upload press 0`, `play 0`, `erase 0`, `haptics close`.
    public private(set) var log: [String] = []

    public init(
        description: DeviceDescription, steps: [Step], end: End, openError: Errno? = nil, grabError: Errno? = nil, state: [InputEvent]? = nil,
        hapticsErrors: (open: Errno?, upload: Errno?, play: Errno?) = (nil, nil, nil)
    ) {
        self.hapticsErrors = hapticsErrors
        self.description = description
        self.steps = steps
        self.end = end
        self.openError = openError
        self.grabError = grabError
        self.state = state ?? EvdevBackend.selecting(slot: 0, on: description)
    }

    package var backend: EvdevBackend {
        EvdevBackend(
            open: { _ in self.openError.map { .failure($0) } ?? .success(EvdevHandle(fd: -1, state: nil)) },
            describe: { _ in (self.description, self.state) },
            poll: { _, _, timeout in self.poll(timeout) },
            next: { _, mode in self.next(mode) },
            grab: { _, grab in
                self.log.append(grab == .take ? "grab" : "ungrab")
                return grab == .take ? self.grabError : nil
            },
            close: { _ in self.log.append("close") },
            now: { self.clock },
            haptics: EvdevBackend.Haptics(
                open: { _ in
                    self.log.append("haptics open")
                    return self.hapticsErrors.open.map { .failure($0) } ?? .success(7)
                },
                upload: { _, waveform in
                    if let error = self.hapticsErrors.upload { return .failure(error) }
                    let id = Int16(self.log.count(where: { $0.hasPrefix("upload") }))
                    self.log.append("upload \(waveform) \(id)")
                    return .success(id)
                },
                play: { _, id in
                    self.log.append("play \(id)")
                    return self.hapticsErrors.play
                },
                erase: { _, id in
                    self.log.append("erase \(id)")
                    return nil
                },
                close: { _ in self.log.append("haptics close") }))
    }

    private func poll(_ timeout: Int32) -> Result<Bool, Errno> {
        log.append("poll \(timeout)")
        if position < steps.count || !resync.isEmpty { return .success(true) }
        switch end {
        case .removed:
            return .success(true)
        case let .stop(signal):
            if timeout < 0 {
                signal.stop()
            } else {
                clock = clock.advanced(byMicroseconds: Int64(timeout) * 1000)
            }
            return .success(false)
        }
    }

    private func next(_ mode: EvdevBackend.ReadMode) -> EvdevBackend.Next {
        if mode == .sync {
            guard !resync.isEmpty else { return .wouldBlock }
            let event = resync.removeFirst()
            clock = Swift.max(clock, event.time)
            return .synced(event)
        }
        guard position < steps.count else {
            if case .removed = end { return .failure(.operationNotSupportedByDevice) }
            return .wouldBlock
        }
        defer { position += 1 }
        switch steps[position] {
        case let .event(event):
            clock = Swift.max(clock, event.time)
            return .event(event)
        case let .dropped(events):
            resync = events
            return .dropped
        case .wouldBlock:
            return .wouldBlock
        case let .failure(errno):
            return .failure(errno)
        }
    }
}

extension EvdevDevice {
    /// A device that plays `script`; `path` names it in errors.
    public convenience init(path: String, script: ScriptedDevice) throws(EvdevError) {
        try self.init(path: path, backend: script.backend)
    }
}
