import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// Ends a device's read loop from another thread or a signal handler: a pipe the loop's
/// `poll` watches, so a stop wakes it at once.
public final class StopSignal: @unchecked Sendable {
    let readEnd: FileDescriptor
    let writeEnd: FileDescriptor

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
        var byte: UInt8 = 1
        _ = Glibc.write(writeEnd.rawValue, &byte, 1)
    }

    /// Whether `stop()` was called.
    public var isStopped: Bool {
        var fds = pollfd(fd: readEnd.rawValue, events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&fds, 1, 0) > 0 && fds.revents & Int16(POLLIN) != 0
    }

    /// A stop signal that SIGINT and SIGTERM trigger, so a grab is released and the loop ends
    /// cleanly on Ctrl-C and on `kill`. One process has one such signal.
    public static func onTerminationSignals() throws(Errno) -> StopSignal {
        let signal = try StopSignal()
        terminationWriteEnd = signal.writeEnd.rawValue
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
