import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// Ends a device's read loop from another thread or a signal handler: a flag and a pipe the
/// loop's `poll` watches, so a stop wakes it at once.
public final class StopSignal: @unchecked Sendable {
    let readEnd: Int32
    let writeEnd: Int32

    public init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC); _ = fcntl(end, F_SETFL, O_NONBLOCK) }
        } else {
            ends = [-1, -1]
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }

    /// Asks the loop to end; safe from any thread and from a signal handler.
    public func stop() {
        var byte: UInt8 = 1
        _ = Glibc.write(writeEnd, &byte, 1)
    }

    /// Whether `stop()` was called.
    public var isStopped: Bool {
        var fds = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&fds, 1, 0) > 0
    }

    /// A stop signal that SIGINT and SIGTERM trigger, so a grab is released and the loop ends
    /// cleanly on Ctrl-C and on `kill`. One process has one such signal.
    public static func onTerminationSignals() -> StopSignal {
        let signal = StopSignal()
        terminationWriteEnd = signal.writeEnd
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var byte: UInt8 = 1
            _ = Glibc.write(terminationWriteEnd, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        return signal
    }
}

/// Where the signal handler writes: a handler cannot capture, so it reads this global.
nonisolated(unsafe) private var terminationWriteEnd: Int32 = -1
