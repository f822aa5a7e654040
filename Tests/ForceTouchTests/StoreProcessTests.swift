import ForceTouchTestSupport
import ForceTouch
import Foundation
import Testing

/// The store under real processes of the built command line: concurrent writers and writers
/// killed part way.
@Suite("Store: concurrent and killed writers", .serialized)
struct StoreProcessTests {
    static let app = try! BundleID("com.example.race")

    /// `sh -c script`, with `FT` set to the built command line. Foundation starts it in a
    /// process group of its own, so `kill(-pid)` reaches the shell and the command it runs.
    static func shell(_ script: String, _ environment: [String: String]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = environment.merging(["FT": TestPaths.forcetouch.path, "PATH": "/usr/bin:/bin"]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, out)
    }

    @Test("Two processes each add 200 distinct items to one store at once: all 400 are there")
    func concurrentWriters() throws {
        let folder = TemporaryFolder()
        let script = #"i=1; while [ $i -le 200 ]; do "$FT" shortcuts add --bundle-id com.example.race --store "$DIR" --type "$P-$i" --title "$P $i" || exit 1; i=$((i+1)); done"#
        let writers = try ["a", "b"].map { try Self.shell(script, ["DIR": folder.path, "P": $0]) }
        for (process, out) in writers {
            _ = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let contents = try ShortcutStore(directory: folder.path).load(Self.app)
        #expect(contents.damaged == nil)
        #expect(contents.items.count == 400)
        #expect(Set(contents.items.map(\.type)) == Set(["a", "b"].flatMap { p in (1...200).map { "\(p)-\($0)" } }))
    }

    /// Lines a process writes, collected as they come.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ data: Data) { lock.lock(); text += String(decoding: data, as: UTF8.self); lock.unlock() }
        var completed: [Int] { lock.lock(); defer { lock.unlock() }; return text.split(separator: "\n").compactMap { Int($0) } }
    }

    @Test("A writer killed with SIGKILL at random points during 200 updates never leaves a store that fails to load, and loses no completed update")
    func killedWriter() throws {
        let folder = TemporaryFolder()
        let script = #"i=$START; while [ $i -le 200 ]; do "$FT" shortcuts add --bundle-id com.example.race --store "$DIR" --type "u-$i" --title "U $i" || exit 1; echo $i; i=$((i+1)); done"#
        var completed = Set<Int>()
        var kills = 0
        while completed.count < 200 {
            let start = (completed.max() ?? 0) + 1
            let (process, out) = try Self.shell(script, ["DIR": folder.path, "START": String(start)])
            let lines = Lines()
            out.fileHandleForReading.readabilityHandler = { handle in lines.append(handle.availableData) }
            usleep(UInt32.random(in: 5_000...120_000))
            if process.isRunning {
                kill(-process.processIdentifier, SIGKILL)
                kills += 1
            }
            process.waitUntilExit()
            out.fileHandleForReading.readabilityHandler = nil
            lines.append(out.fileHandleForReading.readDataToEndOfFile())
            completed.formUnion(lines.completed)
            let contents = try ShortcutStore(directory: folder.path).load(Self.app)
            #expect(contents.damaged == nil, "the store was damaged after kill \(kills)")
            let present = Set(contents.items.map(\.type))
            let lost = completed.filter { !present.contains("u-\($0)") }
            #expect(lost.isEmpty, "completed updates lost after kill \(kills): \(lost.sorted())")
            if contents.damaged != nil || !lost.isEmpty { return }
        }
        #expect(kills > 10)
        #expect(try ShortcutStore(directory: folder.path).load(Self.app).items.map(\.type) == (1...200).map { "u-\($0)" })
    }
}
