import Foundation
import Glibc

// forcetouch-kernel-tests FORCETOUCH RECORDINGS FOLDER [LIBINPUT-READER UDEVADM]: the live
// tests against a real kernel, run inside the VM that Scripts/vm-test boots (it needs
// /dev/uinput and root); with the libinput reader and udevadm, the latency comparison too.
// Each check prints PASS or FAIL with what it saw; the exit status is 1 if any failed.
let arguments = CommandLine.arguments
guard arguments.count == 4 || arguments.count == 6 else {
    FileHandle.standardError.write(Data("usage: forcetouch-kernel-tests FORCETOUCH RECORDINGS FOLDER [LIBINPUT-READER UDEVADM]\n".utf8))
    exit(2)
}
do {
    let peers = arguments.count == 6 ? (arguments[4], arguments[5]) : nil
    let tests = try KernelTests(forcetouch: arguments[1], recordings: arguments[2], folder: arguments[3], libinputReader: peers?.0, udevadm: peers?.1)
    tests.run()
    say(tests.failures == 0 ? "all kernel tests passed" : "\(tests.failures) kernel test(s) failed")
    exit(tests.failures == 0 ? 0 : 1)
} catch {
    say("FAIL setting up: \(error)")
    exit(1)
}

/// Writes a line to standard output at once, so the VM's console shows each result as it comes.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
