import Foundation
import Testing

/// The fuzz targets, built without libFuzzer, replay the inputs kept for them: every input
/// fuzzing once broke (Tests/Fuzz/regressions/TARGET) and the malformed corpus. An input that
/// traps again, or leaves a press down, fails here.
@Suite("Fuzz regressions replay without a trap")
struct FuzzRegressionTests {
    /// Each target and the inputs it replays.
    static let targets: [(String, [String])] = {
        let malformed = TestPaths.root.appendingPathComponent("Tests/Malformed")
        let inputs = ((try? FileManager.default.contentsOfDirectory(atPath: malformed.path)) ?? []).sorted()
            .filter { !$0.hasSuffix(".expected") && $0 != "README.md" }
        func kept(_ target: String, _ suffixes: [String], seeds: Bool = false) -> [String] {
            let regressions = TestPaths.root.appendingPathComponent("Tests/Fuzz/regressions/\(target)")
            let own = ((try? FileManager.default.contentsOfDirectory(atPath: regressions.path)) ?? []).sorted().map { regressions.appendingPathComponent($0).path }
            let seedFolder = TestPaths.root.appendingPathComponent("Tests/Fuzz/seeds")
            let seedFiles = seeds ? ((try? FileManager.default.contentsOfDirectory(atPath: seedFolder.path)) ?? []).sorted()
                .filter { name in suffixes.contains { name.hasSuffix($0) } }.map { seedFolder.appendingPathComponent($0).path } : []
            return own + seedFiles + inputs.filter { name in suffixes.contains { name.hasSuffix($0) } }.map { malformed.appendingPathComponent($0).path }
        }
        return [
            ("fuzz-evemu", kept("fuzz-evemu", [".evemu"], seeds: true)),
            ("fuzz-libinput-record", kept("fuzz-libinput-record", [".yml"], seeds: true)),
            ("fuzz-info-plist", kept("fuzz-info-plist", [".plist", ".strings"])),
            ("fuzz-store", kept("fuzz-store", [".plist"])),
        ]
    }()

    @Test("Each target replays its inputs", arguments: targets.map(\.0))
    func replay(_ target: String) throws {
        let inputs = try #require(Self.targets.first { $0.0 == target }?.1)
        #expect(inputs.count >= 3)
        let binary = TestPaths.forcetouch.deletingLastPathComponent().appendingPathComponent(target)
        let process = Process()
        process.executableURL = binary
        process.arguments = inputs
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.hasSuffix("ran \(inputs.count) inputs\n"))
    }
}
