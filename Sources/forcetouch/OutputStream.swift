#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Buffered standard output: one write per 64 KiB instead of one per line.
struct OutputStream {
    private var buffer: [UInt8] = []
    private let fd: Int32

    init(fd: Int32 = STDOUT_FILENO) {
        self.fd = fd
        buffer.reserveCapacity(1 << 16)
    }

    mutating func writeLine(_ line: String) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0a)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                break   // a closed pipe: nothing more can be said
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Whether the stream is a terminal (progress, colours).
    var isTerminal: Bool { isatty(fd) != 0 }
}

/// Sleeps until `target` on the monotonic clock, for --realtime.
struct Pacer {
    private let start: Int64 = Pacer.now()

    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1000
    }

    /// Waits until `microseconds` after the pacer was made.
    func wait(until microseconds: Int64) {
        let remaining = microseconds - (Self.now() - start)
        guard remaining > 0 else { return }
        var request = timespec(tv_sec: Int(remaining / 1_000_000), tv_nsec: Int(remaining % 1_000_000) * 1000)
        var left = timespec()
        while nanosleep(&request, &left) != 0 && errno == EINTR { request = left }
    }
}
