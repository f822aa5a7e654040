// Writes the scenario recordings of ForceTouchTraces into a folder (Recordings/ by default),
// with each one's expected replay output (`.expected.jsonl`) beside it.
import ForceTouch

#if canImport(Glibc)
import Glibc
#endif

let directory = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Recordings"

func write(_ text: String, to path: String) {
    guard let file = fopen(path, "w") else {
        print("generate-recordings: cannot write \(path): errno \(errno)")
        exit(1)
    }
    fputs(text, file)
    fclose(file)
}

for scenario in Scenario.all {
    let trace = try Trace.parse(evemu: scenario.evemuText, name: scenario.name)
    let gestures = try Replay.gestures(of: trace)
    let origin = trace.events.first?.time ?? Timestamp(microseconds: 0)
    let expected = gestures.map { GestureFormat.jsonLines.line(for: $0, origin: origin) + "\n" }.joined()
    write(scenario.evemuText, to: "\(directory)/\(scenario.name).evemu")
    write(expected, to: "\(directory)/\(scenario.name).expected.jsonl")
    print("\(directory)/\(scenario.name).evemu")
}
