// core-count core EVENTS | parse FILE
// Runs one path and nothing else, for `valgrind --tool=callgrind`: the difference between
// two event counts, divided by their difference, is the instructions per event.
import BenchmarkWorkload
import ForceTouch

#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
switch (arguments.count, arguments.count > 1 ? arguments[1] : "") {
case (3, "core"):
    guard let count = Int(arguments[2]), count >= 0 else { printError("core-count: EVENTS must be a count"); exit(2) }
    var core = try CorePath(events: TouchStream.events(count: 200_000))
    core.run(count)
    print(core.gestures)
case (3, "parse"):
    let reader = try EvemuReader(path: arguments[2])
    var events = 0
    while try reader.next() != nil { events += 1 }
    print(events)
default:
    printError("usage: core-count core EVENTS | core-count parse FILE")
    exit(2)
}
