import Foundation
import ForceTouchTestSupport
import Testing

/// A long replay shows its progress on a terminal, and nowhere else.
@Suite("replay's progress bar", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "util-linux's script is needed for a terminal"))
struct ProgressBarTests {
    /// A 12 MB recording: the tap press again and again, long enough for the bar to appear.
    static func bigRecording(in folder: TemporaryFolder) throws -> String {
        let tap = try String(contentsOf: TestPaths.recordings.appendingPathComponent("tap.evemu"), encoding: .utf8)
        let lines = tap.split(separator: "\n")
        var text = lines.filter { !$0.hasPrefix("E:") }.joined(separator: "\n") + "\n"
        let events = lines.filter { $0.hasPrefix("E:") }.map { $0.split(separator: " ") }
        var offset = 0
        while text.utf8.count < 12_000_000 {
            for fields in events {
                let micros = Int((Double(fields[1])! * 1e6).rounded()) + offset
                text += "E: \(micros / 1_000_000).\(String(micros % 1_000_000 + 1_000_000).dropFirst()) \(fields[2]) \(fields[3]) \(fields[4])\n"
            }
            offset += 200_000
        }
        return folder.write("big.evemu", text)
    }

    /// Runs `forcetouch ARGUMENTS` with a terminal for both outputs, as a person would.
    static func inTerminal(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", ([TestPaths.forcetouch.path] + arguments).joined(separator: " "), "/dev/null"]
        process.environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm", "FORCETOUCH_SYSTEM_PROFILES": "/nonexistent/forcetouch-profiles"]
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("On a terminal: bytes, events per second and time left, cleared at the end; none with --quiet, --json or a pipe")
    func bar() throws {
        let folder = TemporaryFolder()
        let file = try Self.bigRecording(in: folder)
        let shown = try Self.inTerminal(["replay", file])
        let bars = shown.split(separator: "\r").filter { $0.contains("events/s") }
        #expect(!bars.isEmpty)
        let bar = try #require(bars.first)
        #expect(bar.hasPrefix("[") && bar.contains("% ") && bar.contains(" of 12.0 MB ") && bar.hasSuffix(" s left\u{1B}[K"), "\(bar)")
        // Cleared before the summary, which ends the output on a clean line.
        #expect(shown.contains("\r\u{1B}[K"))
        #expect(shown.hasSuffix(" tap\r\n"))
        #expect(!(try Self.inTerminal(["replay", "--quiet", file])).contains("events/s"))
        #expect(!(try Self.inTerminal(["replay", "--json", file])).contains("events/s"))
        let piped = try runForcetouch(["replay", file])
        #expect(!piped.standardError.contains("events/s"))
        #expect(piped.standardError == "profile: forcetouch-synthetic (built-in)\n")
    }
}
