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
/// The entry point SwiftPM links this executable with, handing over to libFuzzer.
@_cdecl("fuzz_evemu_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt { FuzzDriver.run(argc, argv, fuzz) }
#else
/// Built without libFuzzer: replays the inputs named on the command line.
@main
enum Replayer {
    static func main() { exit(FuzzCheck.runFiles(CommandLine.arguments, fuzz)) }
}
#endif
