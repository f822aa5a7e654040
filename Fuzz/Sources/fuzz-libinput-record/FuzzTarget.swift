#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import ForceTouch

/// The libinput record reader, then the recognizer: any bytes, no trap, every press ended;
/// each device in turn when the file holds several.
func fuzz(_ bytes: [UInt8]) {
    do {
        FuzzCheck.replay(.libinput(try LibinputRecordReader(bytes: bytes, name: "fuzz.yml")))
    } catch {
        // Several devices: each by its index (at most three); any other refusal is the answer.
        guard let choices = error.kind.deviceChoices else { return }
        for index in 0..<min(choices.count, 3) {
            guard let other = try? LibinputRecordReader(bytes: bytes, name: "fuzz.yml", device: .index(index)) else { continue }
            FuzzCheck.replay(.libinput(other))
        }
    }
}

#if FUZZING
/// The entry point SwiftPM links this executable with, handing over to libFuzzer.
@_cdecl("fuzz_libinput_record_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt { FuzzDriver.run(argc, argv, fuzz) }
#else
/// Built without libFuzzer: replays the inputs named on the command line.
@main
enum Replayer {
    static func main() { exit(FuzzCheck.runFiles(CommandLine.arguments, fuzz)) }
}
#endif
