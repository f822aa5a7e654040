import ArgumentParser
import ForceTouch
import SystemPackage

/// `--ready-file`: a file created once reading has begun, so that a script sending input to
/// the device waits for it instead of sleeping for a guessed time.
struct ReadyFileOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Create this file (empty) once the device is open, grabbed if asked, and being read: a script waits for it before sending input.",
        valueName: "file"), completion: .file())
    var readyFile: String?

    /// Creates the file, if one was asked for. If it cannot be, stops reading (nothing would know
    /// it had begun) and returns what went wrong, naming the file.
    func markReady(orStop stop: StopSignal) -> String? {
        guard let readyFile else { return nil }
        do {
            let fd = try FileDescriptor.open(
                FilePath(readyFile), .writeOnly, options: [.create, .truncate, .closeOnExec], permissions: [.ownerReadWrite, .groupRead, .otherRead])
            try fd.close()
            return nil
        } catch {
            stop.stop()
            return "cannot create the ready file \(readyFile): \(error); reading stopped, since nothing would know it had begun"
        }
    }
}
