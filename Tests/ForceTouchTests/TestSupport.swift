import Foundation
import Testing

/// Where the project's files, the shared recordings and the built command line are.
enum TestPaths {
    /// The package's root folder (this file is in Tests/ForceTouchTests/).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let recordings = root.appendingPathComponent("Recordings")
    /// Real device recordings made by others, beside the project (CI has them).
    static let sharedRecordings = root.deletingLastPathComponent().appendingPathComponent("shared/recordings")
    static var sharedRecordingsAvailable: Bool {
        FileManager.default.fileExists(atPath: sharedRecordings.appendingPathComponent("SOURCES.md").path)
    }
    static let sharedRecordingsMissing: Comment = "../shared/recordings is absent: the real-device recordings tests are skipped"

    /// The `forcetouch` executable built beside the test bundle.
    static var forcetouch: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("forcetouch")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return root.appendingPathComponent(".build/debug/forcetouch")
    }

    /// The evemu recordings bundled in Recordings/, by name, sorted.
    static func bundledRecordings() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: recordings.path)
            .filter { $0.hasSuffix(".evemu") }
            .map { String($0.dropLast(".evemu".count)) }
            .sorted()
    }
}

/// What a finished process printed and how it exited.
struct ProcessResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs the built `forcetouch` with `arguments` (in `directory`, when given) and waits for it.
/// With `output`, standard output goes to that file (`/dev/full`) and is not captured;
/// `environment` adds to (or replaces) the few variables the child gets.
func runForcetouch(_ arguments: [String], in directory: String? = nil, output: String? = nil, environment: [String: String] = [:]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = TestPaths.forcetouch
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    // No HOME and no system profile directory: only the built-in profiles apply.
    process.environment = ["COLUMNS": "80", "PATH": "/usr/bin:/bin", "FORCETOUCH_SYSTEM_PROFILES": "/nonexistent/forcetouch-profiles"]
        .merging(environment) { $1 }
    let out = Pipe(), err = Pipe()
    if let output {
        out.fileHandleForWriting.closeFile()
        process.standardOutput = FileHandle(forWritingAtPath: output)
    } else {
        process.standardOutput = out
    }
    process.standardError = err
    try process.run()
    // Read both pipes to the end before waiting, so a full pipe cannot stall the child.
    let group = DispatchGroup()
    let errorData = DataBox()
    group.enter()
    DispatchQueue.global().async {
        errorData.data = err.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    let outputData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return ProcessResult(
        status: process.terminationStatus,
        standardOutput: String(decoding: outputData, as: UTF8.self),
        standardError: String(decoding: errorData.data, as: UTF8.self))
}

/// The standard error bytes, filled by the reading thread and read after it has left the group.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
