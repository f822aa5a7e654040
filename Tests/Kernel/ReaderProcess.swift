import Foundation
import Glibc

/// A `forcetouch` command (or any program) run beside the test: its standard output and error
/// go to files in the test's folder, which the test reads while it runs and after it ends.
final class ReaderProcess {
    let label: String
    let pid: pid_t
    let outputPath: String
    let errorPath: String
    private(set) var status: Int32?

    /// Starts `arguments` with an empty signal mask and default handlers, so SIGTERM reaches it
    /// as it would from a terminal (Foundation's `Process` leaves SIGTERM blocked in children).
    init(_ label: String, _ arguments: [String], folder: String) throws(KernelTestError) {
        self.label = label
        outputPath = "\(folder)/\(label).out"
        errorPath = "\(folder)/\(label).err"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGTERM)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
        guard result == 0 else { throw KernelTestError("cannot start \(arguments[0]): \(String(cString: strerror(result)))") }
        self.pid = pid
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            _ = finish(within: 5)
        }
    }

    var output: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }
    var errors: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }
    var outputLines: [String] { output.split(separator: "\n").map(String.init) }

    /// Waits until `condition` holds, checking every 10 ms; fails if the process ends first or
    /// `seconds` pass. Tests synchronise on files the readers write, never on fixed sleeps.
    func wait(for what: String, within seconds: Double = 60, until condition: () -> Bool) throws(KernelTestError) {
        let deadline = Clock.now() + Int64(seconds * 1_000_000)
        while !condition() {
            if let status = finish(within: 0) {
                throw KernelTestError("\(label) ended (\(Self.describe(status))) before \(what); its errors: \(errors.trimmed)")
            }
            guard Clock.now() < deadline else { throw KernelTestError("\(label): no \(what) after \(seconds) s; its errors: \(errors.trimmed)") }
            Clock.sleep(until: Clock.now() + 10_000)
        }
    }

    /// Waits for the ready file the command creates once it is reading.
    func waitUntilReady(_ readyFile: String) throws(KernelTestError) {
        try wait(for: "ready file \(readyFile)") { FileManager.default.fileExists(atPath: readyFile) }
    }

    func signal(_ signal: Int32) { kill(pid, signal) }

    /// Waits for the process to end: its wait status, or nil if it is still running after `seconds`.
    @discardableResult
    func finish(within seconds: Double) -> Int32? {
        if let status { return status }
        let deadline = Clock.now() + Int64(seconds * 1_000_000)
        while true {
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG) == pid {
                status = raw
                return raw
            }
            if Clock.now() >= deadline { return nil }
            Clock.sleep(until: Clock.now() + 5_000)
        }
    }

    /// Sends SIGTERM and waits for the exit; the exit code, or an error if it did not exit cleanly.
    func terminate(within seconds: Double = 30) throws(KernelTestError) -> Int32 {
        signal(SIGTERM)
        guard let status = finish(within: seconds) else {
            kill(pid, SIGKILL)
            throw KernelTestError("\(label) did not end within \(seconds) s of SIGTERM")
        }
        return try Self.exitCode(status, label)
    }

    /// The exit code of a process that exited, or an error naming the signal that killed it.
    static func exitCode(_ status: Int32, _ label: String) throws(KernelTestError) -> Int32 {
        let signal = status & 0x7f
        guard signal == 0 else { throw KernelTestError("\(label) was killed by signal \(signal)") }
        return (status >> 8) & 0xff
    }

    static func describe(_ status: Int32) -> String {
        status & 0x7f == 0 ? "exit \((status >> 8) & 0xff)" : "signal \(status & 0x7f)"
    }
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
