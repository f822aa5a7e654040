#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import ForceTouch

/// The evemu reader, then the recognizer: any bytes, no trap, every press ended.
func fuzz(_ bytes: [UInt8]) {
    guard let reader = try? EvemuReader(bytes: bytes, name: "fuzz.evemu") else { return }
    FuzzCheck.replay(.evemu(reader))
}

#if FUZZING
import CLibFuzzer

/// The entry point SwiftPM links this executable with, handing over to libFuzzer's driver.
@_cdecl("fuzz_evemu_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        fuzz(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
}
#else
/// Built without libFuzzer: replays the inputs named on the command line.
@main
enum Replayer {
    static func main() { exit(FuzzCheck.runFiles(CommandLine.arguments, fuzz)) }
}
#endif
