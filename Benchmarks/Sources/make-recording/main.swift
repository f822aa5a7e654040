// make-recording MEGABYTES PATH: writes the benchmarks' generated evemu recording.
import BenchmarkWorkload

#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
guard arguments.count == 3, let megabytes = Int(arguments[1]), megabytes > 0 else {
    printError("usage: make-recording MEGABYTES PATH")
    exit(2)
}
do {
    let events = try Recording.write(megabytes: megabytes, to: arguments[2])
    print(events)
} catch {
    printError("make-recording: \(error)")
    exit(1)
}
