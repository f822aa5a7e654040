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
                break   // a closed pipe: nothing more can be said
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
