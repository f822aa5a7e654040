// swift-tools-version: 6.1
// The benchmarks: their own package, so that `swift test` in the main package never
// builds ordo-one/benchmark. Run every suite with `Scripts/bench` from the top.
import PackageDescription

let package = Package(
    name: "ForceTouchBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // An explicit name: a path dependency's identity is otherwise the directory's name.
        .package(name: "ForceTouch", path: "../"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The inputs every suite measures: a long multi-touch stream, evemu files, menus.
        .target(
            name: "BenchmarkWorkload",
            dependencies: [.product(name: "ForceTouch", package: "ForceTouch")]
        ),
        // The suites (ordo-one/benchmark).
        .executableTarget(
            name: "ForceTouchBenchmarks",
            dependencies: ["BenchmarkWorkload", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/ForceTouchBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Writes the generated recording that the command-line and peer timings replay.
        .executableTarget(name: "make-recording", dependencies: ["BenchmarkWorkload"]),
        // The core path over N events and nothing else, for `valgrind --tool=callgrind`.
        .executableTarget(name: "core-count", dependencies: ["BenchmarkWorkload"]),
    ]
)
