import ForceTouch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Sleeps until `target` on the monotonic clock, for --realtime.
struct Pacer {
    private let start: Int64 = Pacer.now()

    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1000
    }

    /// Waits until `microseconds` after the pacer was made, or until a signal asks `stop` to stop.
    func wait(until microseconds: Int64, stop: StopSignal) {
        let remaining = microseconds - (Self.now() - start)
        guard remaining > 0 else { return }
        var request = timespec(tv_sec: Int(remaining / 1_000_000), tv_nsec: Int(remaining % 1_000_000) * 1000)
        var left = timespec()
        while !stop.stopRequested, nanosleep(&request, &left) != 0, errno == EINTR { request = left }
    }
}
