import ForceTouchCore
#if canImport(Glibc)
import Glibc
#endif

extension EvdevDevice {
    /// The device's gesture events as an async sequence: `for try await event in
    /// device.gestures()`. The read loop runs on a thread of its own; ending the iteration
    /// or cancelling its task stops the loop, releases any grab and closes the device.
    /// The sequence throws `EvdevError` when the device is removed or cannot be read, and
    /// the `Errno` of `pipe` when no stop signal can be made.
    public func gestures(configuration: ClassifierConfiguration = .default, grab: Bool = false) -> AsyncThrowingStream<GestureEvent, any Error> {
        AsyncThrowingStream { continuation in
            let stop: StopSignal
            do {
                stop = try StopSignal()
            } catch {
                self.close()
                continuation.finish(throwing: error)
                return
            }
            continuation.onTermination = { _ in stop.stop() }
            Self.detach {
                do {
                    try self.run(configuration: configuration, grab: grab, stop: stop) { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
                self.close()
            }
        }
    }

    /// Runs `body` on a new detached thread: the loop blocks in `poll`, which must not hold
    /// a thread of Swift's cooperative pool.
    static func detach(_ body: @escaping @Sendable () -> Void) {
        final class Box {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let rc = pthread_create(&thread, nil, { raw in
            Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().body()
            return nil
        }, box)
        if rc == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<Box>.fromOpaque(box).takeRetainedValue().body()
        }
    }
}
