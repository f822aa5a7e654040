import ForceTouch

extension StopSignal {
    /// The stop signal of a command that reads a device until Ctrl-C or SIGTERM.
    static func ctrlC() throws -> StopSignal {
        do {
            return try StopSignal.onTerminationSignals()
        } catch {
            throw CommandFailure("cannot set up Ctrl-C handling: \(error)")
        }
    }
}
