import ForceTouchTestSupport
import ForceTouch
import Foundation
import Testing

@Suite("forcetouch shortcuts list, set, add, update, remove, clear")
struct ShortcutsStoreCommandTests {
    final class Folder {
        let folder = TemporaryFolder()
        var path: String { folder.path }
        var app: [String] { ["--bundle-id", "com.example.notes", "--store", path] }
    }

    /// Runs the command line with `input` on standard input.
    static func run(_ arguments: [String], input: String) throws -> ProcessResult {
        let process = Process()
        process.executableURL = TestPaths.forcetouch
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
                             standardError: String(decoding: err, as: UTF8.self))
    }

    @Test("A session: add, add again, update, set, list with the four that show, remove, clear")
    func session() throws {
        let folder = Folder()
        func ft(_ arguments: String...) throws -> ProcessResult { try runForcetouch(["shortcuts"] + arguments + folder.app) }
        #expect(try ft("add", "--type", "compose", "--title", "New note", "--icon", "system:compose", "--user-info", #"{"draft":true}"#).standardOutput
            == "added 'compose'\n")
        #expect(try ft("add", "--type", "compose", "--title", "New note", "--icon", "system:compose", "--user-info", #"{"draft":true}"#).standardOutput
            == "'compose' is already there, unchanged\n")
        let clash = try ft("add", "--type", "compose", "--title", "Other")
        #expect(clash.status == 1)
        #expect(clash.standardError == "Error: a different dynamic item already has the type 'compose'; types must be unique\n")
        #expect(try ft("update", "--type", "compose", "--subtitle", "Blank").standardOutput == "updated 'compose'\n")
        #expect(try ft("add", "--item", #"{"type":"star","title":"Starred","icon":{"file":"star"}}"#).status == 0)
        for type in ["a", "b", "c"] { #expect(try ft("add", "--type", type, "--title", type.uppercased()).status == 0) }
        let list = try ft("list")
        #expect(list.standardOutput == """
            menu    source   title     subtitle  icon            type     user info
            1       dynamic  New note  Blank     system compose  compose  {"draft":true}
            2       dynamic  Starred   -         file star       star     -
            3       dynamic  A         -         -               a        -
            4       dynamic  B         -         -               b        -
            hidden  dynamic  C         -         -               c        -

            """)
        let json = try ft("list", "--json")
        #expect(json.standardOutput.hasPrefix(#"[{"type":"compose","title":"New note","subtitle":"Blank","icon":{"system":"compose"},"userInfo":{"draft":true},"source":"dynamic","menu":1},"#))
        #expect(json.standardOutput.hasSuffix(#"{"type":"c","title":"C","source":"dynamic","menu":null}]"# + "\n"))
        #expect(try ft("remove", "--type", "a").standardOutput == "removed 'a'\n")
        let missing = try ft("remove", "--type", "a")
        #expect(missing.status == 1)
        #expect(missing.standardError == "Error: there is no dynamic item with the type 'a'\n")
        #expect(try ft("clear").standardOutput == "removed 4 dynamic items\n")
        #expect(try ft("list").standardOutput == "no quick actions\n")
    }

    @Test("set reads a JSON array from standard input; the same list again is unchanged; errors name the element")
    func set() throws {
        let folder = Folder()
        let items = #"[{"type":"a","title":"A","userInfo":{"n":1,"list":[true,"x"]}},{"type":"b","title":"B","icon":{"symbol":"star"}}]"#
        #expect(try Self.run(["shortcuts", "set"] + folder.app, input: items).standardOutput == "com.example.notes: 2 dynamic items\n")
        #expect(try Self.run(["shortcuts", "set"] + folder.app, input: items).standardOutput == "com.example.notes: 2 dynamic items (unchanged)\n")
        let listed = try runForcetouch(["shortcuts", "list", "--json"] + folder.app).standardOutput
        #expect(listed == #"[{"type":"a","title":"A","userInfo":{"list":[true,"x"],"n":1},"source":"dynamic","menu":1},{"type":"b","title":"B","icon":{"symbol":"star"},"source":"dynamic","menu":2}]"# + "\n")
        for (input, message) in [
            (#"[{"type":"a"}]"#, "Error: standard input: [0].title: is missing\n"),
            (#"[{"type":"a","title":"A","icon":{"system":"sparkle"}}]"#, "Error: standard input: [0].icon: no system icon 'sparkle'; the names are compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update\n"),
            (#"[{"type":"a","title":"A","colour":"red"}]"#, "Error: standard input: [0].colour: unknown field; expected icon, subtitle, targetContentIdentifier, title, type, userInfo\n"),
            (#"[{"type":"a","title":"A"},{"type":"a","title":"B"}]"#, "Error: a different dynamic item already has the type 'a'; types must be unique\n"),
            ("[", "Error: standard input: not JSON: "),
        ] {
            let result = try Self.run(["shortcuts", "set"] + folder.app, input: input)
            #expect(result.status == 1)
            #expect(result.standardError.hasPrefix(message), "\(input)")
        }
    }

    @Test("Static items from --info-plist come first and keep their types", .enabled(if: TestPaths.sharedRecordingsAvailable, TestPaths.sharedRecordingsMissing))
    func withStatics() throws {
        let folder = Folder()
        let plist = ["--info-plist", TestPaths.sharedRecordings.appendingPathComponent("plists/apple-sample-ApplicationShortcuts-Info.plist").path,
                     "--var", "PRODUCT_BUNDLE_IDENTIFIER=com.example.notes"]
        let clash = try runForcetouch(["shortcuts", "add", "--type", "com.example.notes.first", "--title", "X"] + folder.app + plist)
        #expect(clash.status == 1)
        #expect(clash.standardError == "Error: the type 'com.example.notes.first' belongs to a static item; types must be unique\n")
        for type in ["d1", "d2", "d3"] { _ = try runForcetouch(["shortcuts", "add", "--type", type, "--title", type] + folder.app) }
        let list = try runForcetouch(["shortcuts", "list"] + folder.app + plist)
        #expect(list.standardOutput.split(separator: "\n").map { String($0.prefix(16)) } == [
            "menu    source  ", "1       static  ", "2       static  ", "3       dynamic ", "4       dynamic ", "hidden  dynamic ",
        ])
        #expect(list.standardError == "")
    }

    @Test("A dynamic item stored with a static item's type is shown beside it, as iOS shows it, with a warning",
          .enabled(if: TestPaths.sharedRecordingsAvailable, TestPaths.sharedRecordingsMissing))
    func staticTypeInStore() throws {
        let folder = Folder()
        let plist = ["--info-plist", TestPaths.sharedRecordings.appendingPathComponent("plists/apple-sample-ApplicationShortcuts-Info.plist").path,
                     "--var", "PRODUCT_BUNDLE_IDENTIFIER=com.example.notes"]
        // Without --info-plist the store cannot know the static types, so it takes the item.
        let added = try runForcetouch(["shortcuts", "add", "--type", "com.example.notes.first", "--title", "Again"] + folder.app)
        #expect(added.status == 0, "\(added.standardError)")
        let list = try runForcetouch(["shortcuts", "list", "--json"] + folder.app + plist)
        #expect(list.status == 0)
        #expect(list.standardOutput.components(separatedBy: #""type":"com.example.notes.first""#).count == 3)
        #expect(list.standardError == "warning: the dynamic item 'Again' has the type 'com.example.notes.first' of a static item: "
            + "both are shown, as iOS shows them, but the app cannot tell them apart; remove or rename the dynamic one\n")
    }

    @Test("A damaged store is moved aside and the tool says so; the app starts with no dynamic items")
    func damaged() throws {
        let folder = Folder()
        _ = try runForcetouch(["shortcuts", "add", "--type", "a", "--title", "A"] + folder.app)
        let file = folder.path + "/com.example.notes.plist"
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: file))
        let result = try runForcetouch(["shortcuts", "list"] + folder.app)
        #expect(result.status == 0)
        #expect(result.standardOutput == "no quick actions\n")
        #expect(result.standardError.hasPrefix("warning: \(file) is damaged (the root of the property list is not a dictionary)"))
        #expect(result.standardError.contains("; it was moved aside to \(file).damaged-"))
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".damaged-") }
        #expect(aside.count == 1)
    }

    @Test("Errors: an unusable store directory (exit 1), a bundle id that tries path traversal (exit 64)")
    func errors() throws {
        let folder = Folder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path + "/file"))
        let unusable = try runForcetouch(["shortcuts", "add", "--bundle-id", "com.example.notes", "--store", folder.path + "/file/store", "--type", "a", "--title", "A"])
        #expect(unusable.status == 1)
        #expect(unusable.standardError == "Error: cannot create \(folder.path)/file/store: Not a directory (errno 20)\n")
        let traversal = try runForcetouch(["shortcuts", "add", "--bundle-id", "../../etc/x", "--store", folder.path, "--type", "a", "--title", "A"])
        #expect(traversal.status == 64)
        #expect(traversal.standardError.hasPrefix("Error: The value '../../etc/x' is invalid for '--bundle-id <id>': '/' is not allowed: use letters, digits, '-' and '.'\n"))
        let both = try runForcetouch(["shortcuts", "add", "--item", "{}", "--type", "a"] + folder.app)
        #expect(both.status == 64)
        #expect(both.standardError.hasPrefix("Error: give the item either as --item JSON or with flags, not both\n"))
        let icon = try runForcetouch(["shortcuts", "add", "--type", "a", "--title", "A", "--icon", "star"] + folder.app)
        #expect(icon.status == 1)
        #expect(icon.standardError == "Error: --icon: expected system:NAME, file:NAME, symbol:NAME or contact:ID (got 'star')\n")
    }

    @Test("Errors name the option the user typed, and the key path inside its JSON",
          arguments: [
              (["--type", "a", "--title", "A", "--user-info", "[1,2]"], "Error: --user-info: expected an object\n"),
              (["--type", "a", "--title", "A", "--user-info", #"{"a":null}"#],
               "Error: --user-info: a: null is not a property-list value (string, integer, real, boolean, date, data, array, or dictionary with string keys)\n"),
              (["--item", #"{"type":"y"}"#], "Error: --item: title: is missing\n"),
              (["--item", #"{"type":"y","title":"Y","icon":{"system":"nope"}}"#], "Error: --item: icon: no system icon 'nope'; the names are "),
          ])
    func optionErrors(arguments: [String], message: String) throws {
        let folder = Folder()
        let result = try runForcetouch(["shortcuts", "add"] + arguments + folder.app)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
    }

    @Test("add without a title is a usage error of add, with add's usage")
    func addWithoutTitle() throws {
        let folder = Folder()
        let result = try runForcetouch(["shortcuts", "add", "--type", "x"] + folder.app)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: missing --title (or --item JSON)\nUsage: forcetouch shortcuts add "))
    }

    @Test("A directory where a file should be is named as such: an Info.plist, and a store's item file")
    func directoriesForFiles() throws {
        let folder = Folder()
        let show = try runForcetouch(["shortcuts", "show", "--info-plist", folder.path])
        #expect(show.status == 1)
        #expect(show.standardError == "Error: \(folder.path): cannot read: Is a directory (errno 21)\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/com.example.notes.plist", withIntermediateDirectories: true)
        let list = try runForcetouch(["shortcuts", "list"] + folder.app)
        #expect(list.status == 1)
        #expect(list.standardError == "Error: cannot read \(folder.path)/com.example.notes.plist: Is a directory (errno 21)\n")
    }
}
