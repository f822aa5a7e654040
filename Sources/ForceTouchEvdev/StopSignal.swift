import Synchronization
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// Ends a read loop from another thread or a signal handler: a pipe that a loop blocked in
/// `poll` watches, so a stop wakes it at once, and a flag that a loop which never blocks
/// (a replay) tests on every event for the price of a load.
public final class StopSignal: @unchecked Sendable {
    let readEnd: FileDescriptor
    let writeEnd: FileDescriptor
    private let requested = Atomic<Bool>(false)
    /// Whether SIGINT and SIGTERM stop this signal (`onTerminationSignals`).
    private var followsTerminationSignals = false

    /// - Throws: the `Errno` of `pipe` (no descriptors left) or of `fcntl`.
    public init() throws(Errno) {
        do {
            (readEnd, writeEnd) = try FileDescriptor.pipe()
        } catch {
            throw error as? Errno ?? .ioError
        }
        for end in [readEnd, writeEnd] {
            guard fcntl(end.rawValue, F_SETFD, FD_CLOEXEC) == 0, fcntl(end.rawValue, F_SETFL, O_NONBLOCK) == 0 else {
                let failure = Errno(rawValue: errno)
                try? readEnd.close()
                try? writeEnd.close()
                throw failure
            }
        }
    }

    deinit {
        try? readEnd.close()
        try? writeEnd.close()
    }

    /// Asks the loop to end; safe from any thread and from a signal handler.
    public func stop() {
        requested.store(true, ordering: .relaxed)
        var byte: UInt8 = 1
        _ = Glibc.write(writeEnd.rawValue, &byte, 1)
    }

    /// Whether a stop was asked for: a load, cheap enough for every event of a replay.
    public var stopRequested: Bool {
        requested.load(ordering: .relaxed) || (followsTerminationSignals && terminationRequested.load(ordering: .relaxed))
    }

    /// A stop signal that SIGINT and SIGTERM trigger, so a grab is released and the loop ends
    /// cleanly on Ctrl-C and on `kill`. One process has one such signal.
    public static func onTerminationSignals() throws(Errno) -> StopSignal {
        let signal = try StopSignal()
        signal.followsTerminationSignals = true
        terminationWriteEnd = signal.writeEnd.rawValue
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            terminationRequested.store(true, ordering: .relaxed)   // lock-free: safe in a handler
            var byte: UInt8 = 1
            _ = Glibc.write(terminationWriteEnd, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        // A parent may have started us with them blocked (or ignored, which sigaction undid):
        // unblock them, or the handler would never run.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        return signal
    }
}

/// Where the signal handler writes: a handler cannot capture, so it reads this global.
nonisolated(unsafe) private var terminationWriteEnd: Int32 = -1
/// What the signal handler sets, beside writing the pipe.
private let terminationRequested = Atomic<Bool>(false)
