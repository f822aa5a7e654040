import ForceTouchCore

/// How late frames reach the reader: for each `SYN_REPORT`, the time it was read less the
/// kernel's time stamp on it, both `CLOCK_MONOTONIC`. What `live --latency` reports, and what
/// the kernel tests hold against libinput's.
public struct ReadLatency: Sendable {
    /// Microseconds per frame, in the order read.
    public private(set) var samples: [Int64] = []

    public init() {}

    /// Notes a frame's end stamped `stamped` and read at `read`.
    public mutating func frameRead(stamped: Timestamp, read: Timestamp) {
        samples.append(read.microseconds(since: stamped))
    }

    /// The `fraction` quantile (0.5 for the median) in microseconds, by the nearest-rank rule;
    /// nil before any frame.
    public func quantile(_ fraction: Double) -> Int64? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
