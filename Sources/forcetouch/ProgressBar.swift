#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The progress of a long replay on standard error: how much of the file is read, events per
/// second and the time left, redrawn in place a few times a second. Only for a terminal that
/// shows the output too; a replay that ends within half a second shows none.
struct ProgressBar {
    /// The file's size in bytes; 0 when unknown (a pipe), and then only what was read is shown.
    private let total: Int
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastDrawn: ContinuousClock.Instant
    private var shown = false

    /// A bar for reading `path`, or nil where none belongs: standard error or standard output
    /// is not a terminal (the output is piped), or the caller asked for none.
    init?(path: String, wanted: Bool) {
        guard wanted, isatty(STDERR_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else { return nil }
        var status = stat()
        total = stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
        start = clock.now
        lastDrawn = start
    }

    /// Redraws the bar when a quarter of a second has passed; cheap to call often.
    mutating func update(bytes: Int, events: Int) {
        let now = clock.now
        guard now - lastDrawn >= .milliseconds(250), now - start >= .milliseconds(500) else { return }
        lastDrawn = now
        shown = true
        let seconds = Self.seconds(now - start)
        var line = "\r"
        if total > 0 {
            let fraction = min(1, Double(bytes) / Double(total))
            let filled = Int(fraction * 20)
            line += "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 20 - filled) + "] "
            line += "\(Int(fraction * 100))%  \(Self.megabytes(bytes)) of \(Self.megabytes(total)) MB"
        } else {
            line += "\(Self.megabytes(bytes)) MB"
        }
        line += "  \(Self.rate(Double(events) / seconds)) events/s"
        if total > 0, bytes > 0 {
            let left = seconds * Double(total - bytes) / Double(bytes)
            line += "  \(Int(left.rounded(.up))) s left"
        }
        Self.write(line + "\u{1B}[K")
    }

    /// Clears the bar, so that what follows starts on a clean line; the next update draws it again.
    mutating func finish() {
        guard shown else { return }
        shown = false
        Self.write("\r\u{1B}[K")
    }

    private static func write(_ text: String) {
        var errors = OutputStream(fd: 2)
        errors.writeLine(text, newline: false)
        errors.flush()
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10)"
    }

    private static func rate(_ perSecond: Double) -> String {
        perSecond >= 1e6 ? "\(megabytes(Int(perSecond))) M" : "\(Int(perSecond / 1000)) k"
    }
}
