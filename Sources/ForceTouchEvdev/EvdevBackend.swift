import ForceTouchCore
import SystemPackage

/// The one seam between the live path and the system: every libevdev call and syscall the
/// device makes goes through these functions, as swift-system routes its syscalls. The real
/// backend calls libevdev; tests script events, `SYN_DROPPED` and errno values through it.
package struct EvdevBackend: Sendable {
    /// What one read gave.
    package enum Next: Equatable {
        /// An event, in normal mode.
        case event(InputEvent)
        /// `SYN_DROPPED` arrived: read in sync mode until `.wouldBlock` for the device's state.
        case dropped
        /// An event of the resync (sync mode).
        case synced(InputEvent)
        /// Nothing to read now (`-EAGAIN`).
        case wouldBlock
        case failure(Errno)
    }

    /// How to read: normally, or in libevdev's sync mode, which gives the device's state after `SYN_DROPPED`.
    package enum ReadMode: Sendable { case normal, sync }

    /// Whether to take the device for this process alone, or give it back.
    package enum Grab: Sendable { case take, release }

    /// Opens the node with `O_RDONLY|O_NONBLOCK|O_CLOEXEC` and sets `CLOCK_MONOTONIC` time stamps.
    package var open: @Sendable (String) -> Result<EvdevHandle, Errno>
    /// The device as libevdev describes it, and its present state as events for a reader that
    /// starts now: each slot's axis values (a new contact sends only the values that changed),
    /// then the slot events apply to.
    package var describe: @Sendable (EvdevHandle) -> (DeviceDescription, state: [InputEvent])
    /// Waits up to `timeout` milliseconds (-1: forever) for input on the device or on `wake`.
    /// - Returns: whether the device is readable.
    package var poll: @Sendable (EvdevHandle, _ wake: Int32, _ timeout: Int32) -> Result<Bool, Errno>
    /// The next event, read in `mode` (`LIBEVDEV_READ_FLAG_NORMAL` or `LIBEVDEV_READ_FLAG_SYNC`).
    package var next: @Sendable (EvdevHandle, ReadMode) -> Next
    /// `libevdev_grab` with `LIBEVDEV_GRAB` or `LIBEVDEV_UNGRAB`.
    package var grab: @Sendable (EvdevHandle, Grab) -> Errno?
    /// Frees libevdev and closes the descriptor.
    package var close: @Sendable (EvdevHandle) -> Void
    /// `CLOCK_MONOTONIC` now, for long-press deadlines.
    package var now: @Sendable () -> Timestamp
    /// The pad's haptics (`EV_FF`, `FF_HAPTIC`), on a descriptor of their own.
    package var haptics: Haptics

    /// Haptic feedback: effects uploaded on a descriptor opened for writing (`EVIOCSFF`),
    /// played by writing `EV_FF` events, erased with `EVIOCRMFF`; closing the descriptor
    /// erases whatever is left.
    package struct Haptics: Sendable {
        /// Opens the node `O_RDWR|O_CLOEXEC` for the effects.
        package var open: @Sendable (String) -> Result<Int32, Errno>
        /// Uploads the waveform as an `FF_HAPTIC` effect at full intensity: its id.
        package var upload: @Sendable (Int32, HapticWaveform) -> Result<Int16, Errno>
        package var play: @Sendable (Int32, Int16) -> Errno?
        package var erase: @Sendable (Int32, Int16) -> Errno?
        package var close: @Sendable (Int32) -> Void

        package init(
            open: @escaping @Sendable (String) -> Result<Int32, Errno>,
            upload: @escaping @Sendable (Int32, HapticWaveform) -> Result<Int16, Errno>,
            play: @escaping @Sendable (Int32, Int16) -> Errno?,
            erase: @escaping @Sendable (Int32, Int16) -> Errno?,
            close: @escaping @Sendable (Int32) -> Void
        ) {
            self.open = open
            self.upload = upload
            self.play = play
            self.erase = erase
            self.close = close
        }

        /// No haptics: opening fails with `ENOTSUP` (recordings and scripts that play none).
        package static let none = Haptics(
            open: { _ in .failure(.notSupported) }, upload: { _, _ in .failure(.notSupported) },
            play: { _, _ in .notSupported }, erase: { _, _ in .notSupported }, close: { _ in })
    }

    package init(
        open: @escaping @Sendable (String) -> Result<EvdevHandle, Errno>,
        describe: @escaping @Sendable (EvdevHandle) -> (DeviceDescription, state: [InputEvent]),
        poll: @escaping @Sendable (EvdevHandle, _ wake: Int32, _ timeout: Int32) -> Result<Bool, Errno>,
        next: @escaping @Sendable (EvdevHandle, ReadMode) -> Next,
        grab: @escaping @Sendable (EvdevHandle, Grab) -> Errno?,
        close: @escaping @Sendable (EvdevHandle) -> Void,
        now: @escaping @Sendable () -> Timestamp,
        haptics: Haptics = .none
    ) {
        self.haptics = haptics
        self.open = open
        self.describe = describe
        self.poll = poll
        self.next = next
        self.grab = grab
        self.close = close
        self.now = now
    }

    /// The state of a device whose axes are all at 0 and whose events apply to `slot`.
    package static func selecting(slot: Int32, on device: DeviceDescription) -> [InputEvent] {
        device.slotCount > 0 ? [InputEvent(time: Timestamp(microseconds: 0), type: .abs, code: .absMTSlot, value: slot)] : []
    }
}

/// An open device as the backend knows it: a descriptor and libevdev's state (real), or a
/// script's identity (tests). No C type leaves the module.
package struct EvdevHandle: @unchecked Sendable {
    let fd: Int32
    let state: OpaquePointer?

    package init(fd: Int32, state: OpaquePointer?) {
        self.fd = fd
        self.state = state
    }
}
