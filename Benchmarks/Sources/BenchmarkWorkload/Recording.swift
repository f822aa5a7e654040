import ForceTouch

#if canImport(Glibc)
import Glibc
#endif

/// Generated evemu recordings of `TouchStream`, for the parsing, replay and peer timings.
/// They are made when a benchmark starts and never committed.
public enum Recording {
    /// Writes at least `megabytes` MB (10^6 bytes) of the stream as an evemu recording to `path`,
    /// as evemu-record writes it (a comment naming each event); returns the events written.
    /// With `format: .libinput`, as `libinput record` writes it (one `- evdev:` item per frame).
    @discardableResult
    public static func write(megabytes: Int, to path: String, format: TraceFormat = .evemu) throws -> Int {
        guard let file = fopen(path, "w") else { throw RecordingError("cannot create \(path): \(String(cString: strerror(errno)))") }
        defer { fclose(file) }
        let evemu = EvemuWriter()
        var libinput = LibinputRecordWriter()
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        let header = format == .evemu ? evemu.header(for: TouchStream.device) : libinput.header(for: TouchStream.device, node: "/dev/input/event5")
        buffer.append(contentsOf: header.utf8)
        var stream = TouchStream()
        var written = 0, events = 0
        let target = megabytes * 1_000_000
        func flush() throws {
            guard fwrite(buffer, 1, buffer.count, file) == buffer.count else {
                throw RecordingError("cannot write \(path): \(String(cString: strerror(errno)))")
            }
            written += buffer.count
            buffer.removeAll(keepingCapacity: true)
        }
        while written + buffer.count < target {
            stream.nextFrame { event in
                buffer.append(contentsOf: (format == .evemu ? evemu.line(for: event) : libinput.lines(for: event)).utf8)
                events += 1
            }
            if buffer.count >= 1 << 20 { try flush() }
        }
        try flush()
        return events
    }

    /// The path of a generated recording of `megabytes` MB in the temporary directory,
    /// written on first use and reused while its size is right.
    public static func cached(megabytes: Int, format: TraceFormat = .evemu) throws -> String {
        let directory = (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp")
        let path = "\(directory)/forcetouch-bench-\(megabytes)MB" + (format == .evemu ? ".evemu" : ".yml")
        var status = stat()
        if stat(path, &status) == 0, Int(status.st_size) >= megabytes * 1_000_000, Int(status.st_size) < megabytes * 1_000_000 + (1 << 21) {
            return path
        }
        try write(megabytes: megabytes, to: path, format: format)
        return path
    }

    /// The size of the file at `path` in bytes.
    public static func size(of path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }
}

/// A generated recording that could not be written.
public struct RecordingError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// Prints `message` and a newline to standard error.
public func printError(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
