import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// Starts a program from an argument vector, found on `PATH`, never through a shell: in a
/// session of its own, standard input from /dev/null, not waited for (it outlives us, as an
/// app started from a launcher does).
public enum ProgramLauncher {
    /// glibc's `POSIX_SPAWN_SETSID` (<spawn.h>, 2.26 and later), which Swift does not see
    /// because it is defined only under `_GNU_SOURCE`.
    static let setsid: Int16 = 0x80

    /// - Returns: the new process's id.
    /// - Throws: the errno of a program that cannot be found or run.
    public static func spawn(_ arguments: [String]) throws(Errno) -> pid_t {
        precondition(!arguments.isEmpty, "an Exec line always has a program")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Self.setsid)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, argv[0]!, &actions, &attributes, &argv, environ)
        guard result == 0 else { throw Errno(rawValue: result) }
        return pid
    }
}
