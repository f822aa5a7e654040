import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Lines of a file or a byte array, read in large blocks so that memory stays flat
/// however long the file. Lines end at `\n`, and a `\r` before it is dropped; a file whose
/// first block has `\r` but no `\n` (classic Mac line ends) has its lines end at `\r`.
final class LineSource {
    let name: String
    /// The file; nil for a byte array.
    private let file: FileDescriptor?
    @exclusivity(unchecked) private var buffer: [UInt8]
    @exclusivity(unchecked) private var start = 0
    @exclusivity(unchecked) private var end = 0
    private var atEOF = false
    @exclusivity(unchecked) private(set) var lineNumber = 0
    /// Whether the last line returned had no newline (a file cut short, perhaps).
    @exclusivity(unchecked) private(set) var lastLineUnterminated = false
    private(set) var bytesRead = 0
    /// The most bytes one `read` asks for; tests set 1 to feed the reader byte by byte.
    private let readLimit: Int
    /// The byte lines end with: `\n`, or `\r` in a file that has no `\n`.
    private var separator: UInt8 = 0x0a
    private var separatorKnown = false

    static let blockSize = 1 << 18

    /// Opens `path`; `blockSize` is the first buffer's size, `readLimit` caps each read.
    init(path: String, blockSize: Int = LineSource.blockSize, readLimit: Int = .max) throws(TraceParseError) {
        name = path
        let opened: FileDescriptor
        do {
            opened = try FileDescriptor.open(FilePath(path), .readOnly, options: .closeOnExec, retryOnInterrupt: true)
        } catch {
            throw TraceParseError(file: path, line: 0, kind: .cannotOpen(error as? Errno ?? .ioError))
        }
        var status = stat()
        if fstat(opened.rawValue, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            try? opened.close()
            throw TraceParseError(file: path, line: 0, kind: .cannotOpen(.isDirectory))
        }
        file = opened
        buffer = [UInt8](repeating: 0, count: Swift.max(1, blockSize))
        self.readLimit = Swift.max(1, readLimit)
    }

    init(bytes: [UInt8], name: String) {
        self.name = name
        file = nil
        buffer = bytes
        end = bytes.count
        atEOF = true
        bytesRead = bytes.count
        readLimit = .max
        chooseSeparator()
    }

    /// `\r` when what has been read so far holds `\r` and no `\n`: decided once, on the first block.
    private func chooseSeparator() {
        guard !separatorKnown, end > start else { return }
        separatorKnown = true
        buffer.withUnsafeBufferPointer { all in
            let base = all.baseAddress! + start
            if memchr(base, 0x0a, end - start) == nil, memchr(base, 0x0d, end - start) != nil { separator = 0x0d }
        }
    }

    deinit { try? file?.close() }

    /// Calls `body` with the next line's bytes (without its newline) and returns what it returns; nil at the end.
    func nextLine<R>(_ body: (UnsafeBufferPointer<UInt8>) throws(TraceParseError) -> R) throws(TraceParseError) -> R? {
        while true {
            if let newline = findNewline() {
                let lineEnd = separator == 0x0a && newline > start && buffer[newline - 1] == 0x0d ? newline - 1 : newline
                lineNumber += 1
                lastLineUnterminated = false
                let lineStart = start
                start = newline + 1
                return try buffer.withUnsafeBufferPointer { (all) throws(TraceParseError) -> R in
                    try body(UnsafeBufferPointer(rebasing: all[lineStart..<lineEnd]))
                }
            }
            if atEOF {
                guard start < end else { return nil }
                lineNumber += 1
                lastLineUnterminated = true
                let lineStart = start
                let lineEnd = buffer[end - 1] == 0x0d ? end - 1 : end
                start = end
                return try buffer.withUnsafeBufferPointer { (all) throws(TraceParseError) -> R in
                    try body(UnsafeBufferPointer(rebasing: all[lineStart..<lineEnd]))
                }
            }
            try fill()
        }
    }

    private func findNewline() -> Int? {
        buffer.withUnsafeBufferPointer { all in
            guard start < end, let base = all.baseAddress else { return nil }
            guard let found = memchr(base + start, Int32(separator), end - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private func fill() throws(TraceParseError) {
        // Keep the unfinished line; grow only when one line outgrows the buffer.
        if start > 0 {
            let remaining = end - start
            if remaining > 0 {
                buffer.withUnsafeMutableBufferPointer { all in
                    _ = memmove(all.baseAddress!, all.baseAddress! + start, remaining)
                }
            }
            start = 0
            end = remaining
        }
        if end == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
        guard let file else { atEOF = true; return }
        let count: Int
        do {
            count = try buffer.withUnsafeMutableBytes { all in
                try file.read(into: UnsafeMutableRawBufferPointer(rebasing: all[end..<end + Swift.min(all.count - end, readLimit)]), retryOnInterrupt: true)
            }
        } catch {
            throw TraceParseError(file: name, line: lineNumber + 1, kind: .cannotRead(error as? Errno ?? .ioError))
        }
        if count == 0 { atEOF = true }
        end += count
        bytesRead += count
        chooseSeparator()
    }
}
