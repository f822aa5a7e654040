#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import ForceTouch
import Foundation

/// The Info.plist loader (XML and binary) and the strings loader, on the same bytes; an
/// input whose first byte is odd also goes through the strings table's localization.
func fuzz(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let strings = try? StringsTable.parse(data, file: "fuzz.strings")
    _ = try? StaticShortcuts.parse(data, file: "fuzz.plist", strings: strings, variables: BuildVariables(["PRODUCT_BUNDLE_IDENTIFIER": "org.example.fuzz"]))
}

#if FUZZING
/// The entry point SwiftPM links this executable with, handing over to libFuzzer.
@_cdecl("fuzz_info_plist_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt { FuzzDriver.run(argc, argv, fuzz) }
#else
/// Built without libFuzzer: replays the inputs named on the command line.
@main
enum Replayer {
    static func main() { exit(FuzzCheck.runFiles(CommandLine.arguments, fuzz)) }
}
#endif
