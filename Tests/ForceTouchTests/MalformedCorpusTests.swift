import Foundation
import ForceTouchTestSupport
import Testing

/// Tests/Malformed: broken inputs of every kind, each beside NAME.expected, the exact outcome:
/// the exit status, the last line of standard output (a replay's summary: what was counted),
/// and standard error (the error with its file and line or key path, or the warning of a
/// documented recovery). Tests/Malformed/README.md says what each case is and why its outcome
/// is right. The same inputs are regression inputs for the fuzz targets.
@Suite("Malformed corpus: every broken input gets its exact error or its documented recovery")
struct MalformedCorpusTests {
    static let folder = TestPaths.root.appendingPathComponent("Tests/Malformed")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !$0.hasSuffix(".expected") && $0 != "README.md" }
            .sorted()
    }

    /// What the command line makes of `name`: a recording is replayed, an Info.plist or a
    /// strings file shown, a store file (`store-*`) loaded as an app's dynamic items.
    static func outcome(_ name: String) throws -> String {
        let path = "Tests/Malformed/\(name)"
        let result: ProcessResult
        var placeholder: (String, String)?
        if name.hasPrefix("store-") {
            let store = TemporaryFolder()
            try FileManager.default.copyItem(atPath: folder.appendingPathComponent(name).path, toPath: store.path + "/org.example.damaged.plist")
            result = try runForcetouch(["shortcuts", "list", "--bundle-id", "org.example.damaged", "--store", store.path], in: TestPaths.root.path)
            placeholder = (store.path, "STORE")
        } else if name.hasSuffix(".strings") {
            result = try runForcetouch(["shortcuts", "show", "--info-plist", "Recordings/example-app/Info.plist", "--strings", path], in: TestPaths.root.path)
        } else if name.hasSuffix(".plist") {
            result = try runForcetouch(["shortcuts", "show", "--info-plist", path], in: TestPaths.root.path)
        } else {
            result = try runForcetouch(["replay", "--json", path], in: TestPaths.root.path)
        }
        var text = "exit: \(result.status)\nlast line: \(result.standardOutput.split(separator: "\n").last ?? "")\nstandard error:\n\(result.standardError)"
        if let (path, name) = placeholder { text = text.replacingOccurrences(of: path, with: name) }
        // The store names the moved-aside file by the time it was moved.
        return text.replacingOccurrences(of: #"\.damaged-[0-9T]+Z"#, with: ".damaged-TIME", options: .regularExpression)
    }

    @Test("Each broken input gives exactly its expected outcome", arguments: inputs)
    func corpus(_ name: String) throws {
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("\(name).expected"), encoding: .utf8)
        #expect(try Self.outcome(name) == expected)
    }

    @Test("Every input has its expected outcome and a line in the README, and every outcome its input")
    func paired() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        let expected = Set(files.filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(".expected".count)) })
        #expect(expected == Set(Self.inputs))
        let readme = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        for input in Self.inputs { #expect(readme.contains("`\(input)`"), "\(input) is not in Tests/Malformed/README.md") }
        #expect(Self.inputs.count >= 30, "the corpus covers every kind of damage the README lists")
    }
}
