import ForceTouchCore
import SystemPackage

/// A live Linux input device read through libevdev, feeding the same recognizer a replay
/// does: the same events give the same gesture events, live or replayed.
///
/// Time stamps are `CLOCK_MONOTONIC`. The read loop polls with the recognizer's next
/// long-press deadline as its timeout, resynchronises through libevdev after `SYN_DROPPED`
/// (contacts gone after it are cancelled as dropped; the others carry on), retries `EINTR`,
/// and on unplug cancels every contact (device removed) and ends with `EvdevError`.
public final class EvdevDevice: @unchecked Sendable {
    /// The device node.
    public let path: String
    /// What the device says about itself, as an evemu recording of it would.
    public let description: DeviceDescription
    let backend: EvdevBackend
    let handle: EvdevHandle
    /// The device's state when it was opened, as events (each slot's axis values, then the slot
    /// selected): applied before the first read, and what `record` writes first.
    public let startState: [InputEvent]
    /// Where the device is: open, grabbed for this process, or closed for good.
    private enum State { case open, grabbed, closed }
    private var state = State.open
    /// The first error playing or erasing a haptic effect while reading, if any: haptics then
    /// stop for that run, and reading goes on.
    public private(set) var hapticsError: Errno?

    /// Opens `path` through `backend`: libevdev, a recording, or a test's script.
    package init(path: String, backend: EvdevBackend) throws(EvdevError) {
        switch backend.open(path) {
        case let .success(handle):
            self.handle = handle
        case let .failure(errno):
            throw errno == .inappropriateIOCTLForDevice || errno == .invalidArgument
                ? EvdevError(path: path, kind: .notEvdev(errno)) : EvdevError(path: path, kind: .cannotOpen(errno))
        }
        self.path = path
        self.backend = backend
        (description, startState) = backend.describe(handle)
    }

    /// Opens `path` (`/dev/input/eventN`).
    public convenience init(path: String) throws(EvdevError) {
        try self.init(path: path, backend: .libevdev)
    }

    deinit { close() }

    /// Takes the device for this process alone (`libevdev_grab`): other programs, the
    /// desktop among them, stop seeing its events until `ungrab()` or `close()`.
    public func grab() throws(EvdevError) {
        switch state {
        case .open: break
        case .grabbed: return
        case .closed: throw EvdevError(path: path, kind: .cannotGrab(.badFileDescriptor))
        }
        if let errno = backend.grab(handle, .take) { throw EvdevError(path: path, kind: .cannotGrab(errno)) }
        state = .grabbed
    }

    /// `CLOCK_MONOTONIC` now, as the backend keeps it (a recording's own clock when one plays).
    public func now() -> Timestamp { backend.now() }

    /// Gives the device back to other programs.
    public func ungrab() {
        guard state == .grabbed else { return }
        _ = backend.grab(handle, .release)
        state = .open
    }

    /// Releases any grab and closes the device; reading ends. Safe to call twice.
    public func close() {
        guard state != .closed else { return }
        ungrab()
        backend.close(handle)
        state = .closed
    }

    /// Reads and recognizes until `stop` is signalled or the device fails. With `grab`, the
    /// device is grabbed for the loop and always released when it ends, however it ends.
    /// `started` gets the time reading began (time 0 for output); `events` sees every raw event
    /// read, the resync after `SYN_DROPPED` included, before the recognizer does.
    /// - Throws: `EvdevError` when the device is removed (after cancelling every contact)
    ///   or cannot be read or grabbed.
    /// - Returns: the recognizer's diagnostics, when stopped.
    @discardableResult
    public func run(
        configuration: ClassifierConfiguration = .default,
        grab: Bool = false,
        haptics: Bool = false,
        stop: StopSignal,
        started: (Timestamp) -> Void = { _ in },
        events: (InputEvent) -> Void = { _ in },
        samples: (ForceSample) -> Void = { _ in },
        gestures: (GestureEvent) -> Void
    ) throws(EvdevError) -> Diagnostics {
        var recognizer: PressRecognizer
        do {
            recognizer = try PressRecognizer(device: description, configuration: configuration)
        } catch {
            throw EvdevError(path: path, kind: .unusable(error))
        }
        if grab { try self.grab() }
        defer { if grab { ungrab() } }
        hapticsError = nil
        // Haptic feedback, where asked for and the pad has it: the effects are uploaded once
        // and erased however reading ends, so the pad goes back to clicking by itself.
        let session = haptics && description.hasHaptics ? try HapticSession(path: path, backend: backend.haptics) : nil
        defer {
            if let session {
                let erased = session.end()
                if hapticsError == nil { hapticsError = erased }
            }
        }
        var feedback = HapticFeedback(slots: recognizer.slotCount)
        let gestures = { (gesture: GestureEvent) in
            gestures(gesture)
            if let session, self.hapticsError == nil, let waveform = feedback.waveform(for: gesture) {
                self.hapticsError = session.play(waveform)
            }
        }
        // Events continue from the device's state: each slot's values and the slot selected.
        let start = backend.now()
        started(start)
        for var event in startState {
            event.time = start
            recognizer.process(event) { _ in }
        }
        while true {
            if stop.stopRequested {
                recognizer.finish(at: backend.now(), reason: .endOfInput, gestures)
                return recognizer.diagnostics
            }
            let timeout = recognizer.nextDeadline.map { deadline -> Int32 in
                let micros = deadline.microseconds(since: backend.now())
                return Int32(clamping: micros <= 0 ? 0 : (micros + 999) / 1000)
            } ?? -1
            switch backend.poll(handle, stop.readEnd.rawValue, timeout) {
            case .failure(.interrupted):
                continue
            case let .failure(errno):
                throw EvdevError(path: path, kind: .cannotRead(errno))
            case .success(false):
                recognizer.tick(at: backend.now(), gestures)
            case .success(true):
                try drain(&recognizer, events: events, samples: samples, gestures: gestures)
            }
        }
    }

    /// Reads every event available now.
    private func drain(
        _ recognizer: inout PressRecognizer, events: (InputEvent) -> Void, samples: (ForceSample) -> Void, gestures: (GestureEvent) -> Void
    ) throws(EvdevError) {
        var mode = EvdevBackend.ReadMode.normal
        while true {
            switch backend.next(handle, mode) {
            case let .event(event), let .synced(event):
                events(event)
                recognizer.process(event, samples: samples, gestures: gestures)
            case .dropped:
                // libevdev gives the device's state as events; the frame they end states every change.
                recognizer.beginResync()
                mode = .sync
            case .wouldBlock:
                guard mode == .sync else { return }
                mode = .normal
            case .failure(.interrupted):
                continue
            case .failure(.operationNotSupportedByDevice):   // ENODEV: unplugged
                recognizer.finish(at: backend.now(), reason: .deviceRemoved, gestures)
                throw EvdevError(path: path, kind: .removed)
            case let .failure(errno):
                recognizer.finish(at: backend.now(), reason: .inputError, gestures)
                throw EvdevError(path: path, kind: .cannotRead(errno))
            }
        }
    }
}

/// The haptic effects of one run: a descriptor opened for writing, PRESS and RELEASE uploaded.
final class HapticSession {
    private let backend: EvdevBackend.Haptics
    private let fd: Int32
    private var effects: [(HapticWaveform, Int16)] = []

    init(path: String, backend: EvdevBackend.Haptics) throws(EvdevError) {
        switch backend.open(path) {
        case let .success(fd): self.fd = fd
        case let .failure(errno): throw EvdevError(path: path, kind: .cannotUseHaptics(errno))
        }
        self.backend = backend
        for waveform in HapticWaveform.allCases {
            switch backend.upload(fd, waveform) {
            case let .success(id): effects.append((waveform, id))
            case let .failure(errno):
                _ = end()
                throw EvdevError(path: path, kind: .cannotUseHaptics(errno))
            }
        }
    }

    /// Plays `waveform` once; the error, if it fails.
    func play(_ waveform: HapticWaveform) -> Errno? {
        guard let id = effects.first(where: { $0.0 == waveform })?.1 else { return nil }
        return backend.play(fd, id)
    }

    /// Erases the effects and closes the descriptor; the first error erasing, if any.
    func end() -> Errno? {
        var first: Errno?
        for (_, id) in effects {
            if let error = backend.erase(fd, id), first == nil { first = error }
        }
        effects = []
        backend.close(fd)
        return first
    }
}
