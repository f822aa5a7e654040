#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import ForceTouch
import Foundation
import QuickActions

/// The dynamic-item store's loader: any bytes give items, a damaged file or a newer
/// version, never a trap.
func fuzz(_ bytes: [UInt8]) {
    _ = ShortcutStore.items(in: Data(bytes), file: "fuzz.plist")
}

#if FUZZING
/// The entry point SwiftPM links this executable with, handing over to libFuzzer.
@_cdecl("fuzz_store_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt { FuzzDriver.run(argc, argv, fuzz) }
#else
/// Built without libFuzzer: replays the inputs named on the command line.
@main
enum Replayer {
    static func main() { exit(FuzzCheck.runFiles(CommandLine.arguments, fuzz)) }
}
#endif
