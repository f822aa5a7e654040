#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Buffered standard output: one write per 64 KiB instead of one per line.
///
/// A write that fails ends the command at once, as it ends other Unix tools: a closed pipe
/// (`EPIPE`) quietly, with status 141 as if SIGPIPE had ended it; anything else (a full disk,
/// `/dev/full`, an I/O error) with the reason on standard error and status 1. Output is never
/// lost silently.
struct OutputStream {
    private var buffer: [UInt8] = []
    private let fd: Int32

    init(fd: Int32 = STDOUT_FILENO) {
        self.fd = fd
        buffer.reserveCapacity(1 << 16)
    }

    mutating func writeLine(_ line: String, newline: Bool = true) {
        buffer.append(contentsOf: line.utf8)
        if newline { buffer.append(0x0a) }
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                Self.writeFailed(fd: fd, errno: errno)
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Ends the process for a failed write to `fd`.
    static func writeFailed(fd: Int32, errno code: Int32) -> Never {
        if code == EPIPE { exit(141) }
        if fd != STDERR_FILENO {
            let name = fd == STDOUT_FILENO ? "standard output" : "file descriptor \(fd)"
            let message = Array("Error: cannot write \(name): \(String(cString: strerror(code))) (errno \(code))\n".utf8)
            _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress!, $0.count) }
        }
        exit(1)
    }
}
