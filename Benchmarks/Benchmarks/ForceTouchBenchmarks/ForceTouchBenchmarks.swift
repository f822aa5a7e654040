import Benchmark
import BenchmarkWorkload
import ForceTouch

#if canImport(Glibc)
import Glibc
#endif

/// Every suite. Figures marked `*` in the output are per scaled iteration: one raw event,
/// one sample or one gesture event, as each suite's name says; the file suites count whole
/// files. Names have no spaces: the thresholds check looks files up by the name as written. CI checks only
/// the malloc counts (Thresholds/), never wall time.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )
    corePathBenchmarks()
    machineBenchmarks()
    parsingBenchmarks()
    replayBenchmarks()
    menuBenchmarks()
}

/// State a benchmark keeps between its iterations (benchmarks run one at a time).
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// The size of the generated recording the parsing and replay suites read, in MB; set
/// `FORCETOUCH_BENCH_MB` for another (at least 100 for the figures in BENCHMARKS.md).
let recordingMegabytes = getenv("FORCETOUCH_BENCH_MB").flatMap { Int(String(cString: $0)) } ?? 100

// MARK: Core path

func corePathBenchmarks() {
    let events = TouchStream.events(count: 1_000_000)
    let core = Box(try! CorePath(events: events))
    Benchmark(
        "CorePath.perRawEvent",
        configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
        core.value.run(benchmark.scaledIterations.count)
        blackHole(core.value.gestures)
    }
}

// MARK: Stage machine and press machine

func machineBenchmarks() {
    // One press's force, frame by frame: up through peek and pop and back, 56 frames.
    let forces = (0..<56).map { 1 - abs(Double($0) - 28) / 28 * 0.95 }
    let stages = Box(PressStageMachine(thresholds: .default))
    Benchmark(
        "StageMachine.perSample",
        configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
        var machine = stages.value
        var changes = 0
        forces.withUnsafeBufferPointer { forces in
            var index = 0
            for _ in benchmark.scaledIterations {
                if case .none = machine.frameEnded(force: forces[index]) {} else { changes &+= 1 }
                index = index == forces.count - 1 ? 0 : index + 1
            }
        }
        stages.value = machine
        blackHole(changes)
    }

    let settings = PressMachine.Settings(
        thresholds: .default, minimumDwell: 1, tapMaximum: 300_000, slopSquared: 9, longPress: nil)
    let presses = Box(PressMachine(settings: settings))
    Benchmark(
        "PressMachine.perSample",
        configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
        var machine = presses.value
        var reported = 0
        forces.withUnsafeBufferPointer { forces in
            var index = 0, time: Int64 = 0
            for _ in benchmark.scaledIterations {
                if index == 0 { _ = machine.contactDown(at: Timestamp(microseconds: time), x: 10, y: 10) }
                if case .none = machine.frameEnded(force: forces[index], x: 10, y: 10) {} else { reported &+= 1 }
                time &+= 8_000
                index += 1
                if index == forces.count {
                    index = 0
                    if case .up = machine.lifted(at: Timestamp(microseconds: time)) { reported &+= 1 }
                }
            }
        }
        presses.value = machine
        blackHole(reported)
    }
}

// MARK: evemu parsing

func parsingBenchmarks() {
    let path = Box<String?>(nil)
    Benchmark(
        "EvemuParsing.wholeFile",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .throughput, .custom("MB/s", polarity: .prefersLarger, useScalingFactor: false),
                      .custom("events/s", polarity: .prefersLarger, useScalingFactor: false)],
            warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 10),
        closure: { benchmark in
            let file = path.value!
            benchmark.startMeasurement()
            let started = monotonicNanoseconds()
            let reader = try! EvemuReader(path: file)
            var events = 0
            while try! reader.next() != nil { events &+= 1 }
            let elapsed = Double(monotonicNanoseconds() - started) / 1e9
            benchmark.stopMeasurement()
            benchmark.measurement(.custom("MB/s", polarity: .prefersLarger, useScalingFactor: false), Int(Double(reader.bytesRead) / 1e6 / elapsed))
            benchmark.measurement(.custom("events/s", polarity: .prefersLarger, useScalingFactor: false), Int(Double(events) / elapsed))
        },
        setup: { path.value = try Recording.cached(megabytes: recordingMegabytes) })

    let libinputPath = Box<String?>(nil)
    Benchmark(
        "LibinputRecordParsing.wholeFile",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, .custom("MB/s", polarity: .prefersLarger, useScalingFactor: false),
                      .custom("events/s", polarity: .prefersLarger, useScalingFactor: false)],
            warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 10),
        closure: { benchmark in
            let file = libinputPath.value!
            benchmark.startMeasurement()
            let started = monotonicNanoseconds()
            let reader = try! LibinputRecordReader(path: file)
            var events = 0
            while try! reader.next() != nil { events &+= 1 }
            let elapsed = Double(monotonicNanoseconds() - started) / 1e9
            benchmark.stopMeasurement()
            benchmark.measurement(.custom("MB/s", polarity: .prefersLarger, useScalingFactor: false), Int(Double(reader.bytesRead) / 1e6 / elapsed))
            benchmark.measurement(.custom("events/s", polarity: .prefersLarger, useScalingFactor: false), Int(Double(events) / elapsed))
        },
        setup: { libinputPath.value = try Recording.cached(megabytes: recordingMegabytes, format: .libinput) })
}

// MARK: Replay end to end

func replayBenchmarks() {
    let path = Box<String?>(nil)
    Benchmark(
        "Replay.fileToJSONLines",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident,
                      .custom("events/s", polarity: .prefersLarger, useScalingFactor: false)],
            warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 10),
        closure: { benchmark in
            let file = path.value!
            benchmark.startMeasurement()
            let started = monotonicNanoseconds()
            let reader = TraceReader.evemu(try! EvemuReader(path: file))
            var sink = NullSink()
            var events = 0
            var origin: Timestamp?
            try! Replay.run(
                reader, configuration: .default,
                onEvent: { event in events &+= 1; if origin == nil { origin = event.time } },
                gestures: { gesture in sink.write(GestureFormat.jsonLines.line(for: gesture, origin: origin ?? gesture.time)) })
            let elapsed = Double(monotonicNanoseconds() - started) / 1e9
            benchmark.stopMeasurement()
            blackHole(sink.bytes)
            benchmark.measurement(.custom("events/s", polarity: .prefersLarger, useScalingFactor: false), Int(Double(events) / elapsed))
        },
        setup: { path.value = try Recording.cached(megabytes: recordingMegabytes) })
}

/// Where JSON lines go in the replay suite: counted, then dropped.
struct NullSink {
    var bytes = 0
    mutating func write(_ line: String) { bytes &+= line.utf8.count + 1 }
}

func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

// MARK: Menu

func menuBenchmarks() {
    let items = (1...4).map { try! ShortcutItem(type: "com.example.action\($0)", localizedTitle: "Action \($0)") }
    // The gesture events of the core stream, as the menu receives them.
    var gestureEvents: [GestureEvent] = []
    var recognizer = try! PressRecognizer(device: TouchStream.device)
    for event in TouchStream.events(count: 200_000) { recognizer.process(event) { gestureEvents.append($0) } }
    let surface = MenuRect(x: 0, y: 0, width: 100, height: 65)
    let menu = Box(QuickActionMenu(items: items, surface: surface))
    let gestures = gestureEvents
    Benchmark(
        "Menu.perGestureEvent",
        configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
        var actions = 0
        var index = 0
        for _ in benchmark.scaledIterations {
            if case .none = menu.value.handle(gestures[index]) {} else { actions &+= 1 }
            index = index == gestures.count - 1 ? 0 : index + 1
        }
        blackHole(actions)
    }

    let directory = (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/forcetouch-bench-store-\(getpid())"
    let store = ShortcutStore(directory: directory)
    let bundle = try! BundleID("com.example.bench")
    Benchmark(
        "DynamicStore.saveAndLoadFourItems",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .throughput]),
        closure: { _ in
            try! store.modify(bundle) { stored in stored = items.reversed() == stored ? items : items.reversed(); return true }
            blackHole(try! store.load(bundle).items.count)
        },
        setup: { mkdir(directory, 0o700) },
        teardown: {
            unlink(store.path(of: bundle))
            rmdir(directory)
        })
}
