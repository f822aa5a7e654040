import ForceTouchTestSupport
import Foundation
import ForceTouch
import Testing

/// Each menu recording, for each app state, against its frozen expected output
/// (Recordings/README.md says why each line is right).
@Suite("Golden: Recordings/menu/*.evemu through the menu and delivery, for every app state")
struct MenuGoldenTests {
    static let folder = TestPaths.recordings.appendingPathComponent("menu")
    /// Every recording in the folder, by name.
    static let traces = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".evemu") }.map { String($0.dropLast(".evemu".count)) }.sorted()
    /// Every app state, as `--app-state` names it.
    static let states = ["not-running", "background", "active"]
    static let cases = traces.flatMap { trace in states.map { (trace, $0) } }
    static let variables = BuildVariables(["PRODUCT_BUNDLE_IDENTIFIER": "org.example.notes"])

    static func expected(_ trace: String, _ state: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("\(trace).\(state).expected.jsonl"), encoding: .utf8)
    }

    @Test("Every recording has an expected file for every app state, and every expected file a recording")
    func pairs() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        let expected = files.filter { $0.hasSuffix(".expected.jsonl") }.map { String($0.dropLast(".expected.jsonl".count)) }.sorted()
        #expect(!Self.traces.isEmpty)
        #expect(expected == Self.cases.map { "\($0).\($1)" }.sorted())
    }

    @Test("The library gives the expected steps", arguments: cases)
    func library(trace: String, state: String) throws {
        let items = try StaticShortcuts.read(infoPlist: Self.folder.appendingPathComponent("Info.plist").path, variables: Self.variables).items
        let appState: ShortcutDelivery.AppState = state == "not-running" ? .notRunning : (state == "background" ? .background : .active)
        let delivery = ShortcutDelivery(appState: appState, callbacks: AppCallbacks(
            didFinishLaunching: { _ in .handled }, performAction: { _, completion in completion(true) }))
        let reader = try TraceReader.open(path: Self.folder.appendingPathComponent("\(trace).evemu").path)
        var menu = QuickActionMenu(items: items, surface: try MenuReplay.surface(of: reader.device))
        var output = ""
        var origin: Timestamp?
        try MenuReplay.run(reader, configuration: .default, menu: &menu, delivery: delivery,
                           onEvent: { if origin == nil { origin = $0.time } },
                           steps: { time, step in
                               for line in MenuFormat.jsonLines.lines(for: step, at: time, origin: origin ?? time) { output += line + "\n" }
                           })
        #expect(output == (try Self.expected(trace, state)))
    }

    @Test("`forcetouch menu --json` prints the expected steps", arguments: cases)
    func commandLine(trace: String, state: String) throws {
        let result = try runForcetouch([
            "menu", Self.folder.appendingPathComponent("\(trace).evemu").path, "--info-plist", Self.folder.appendingPathComponent("Info.plist").path,
            "--var", "PRODUCT_BUNDLE_IDENTIFIER=org.example.notes", "--bundle-id", "org.example.notes",
            "--store", "/nonexistent/forcetouch-store", "--app-state", state, "--json",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == (try Self.expected(trace, state)))
    }

    @Test("Text output, with scenes: the scene the item targets gets it")
    func textWithScenes() throws {
        let result = try runForcetouch([
            "menu", Self.folder.appendingPathComponent("later-tap.evemu").path, "--info-plist", Self.folder.appendingPathComponent("Info.plist").path,
            "--var", "PRODUCT_BUNDLE_IDENTIFIER=org.example.notes", "--bundle-id", "org.example.notes",
            "--store", "/nonexistent/forcetouch-store", "--app-state", "background", "--scenes",
        ])
        #expect(result.standardOutput == """
              0.020000  menu opened at 20, 10 mm, rows below: 1 New note, 2 Search, 3 Share
              0.530000  selected 3 Share (org.example.notes.share) by tap
              0.530000  delivery: app became active
              0.530000  delivery: window scene 'share-sheet' callback performs 'org.example.notes.share'
              0.530000  delivery: 'org.example.notes.share' completed, succeeded

            """)
    }

    @Test("Dynamic items from the store follow the static ones; an icon elsewhere opens nothing")
    func storeAndIcon() throws {
        let folder = TemporaryFolder()
        let store = folder.path
        let app = ["--bundle-id", "org.example.notes", "--store", store]
        let added = try runForcetouch(["shortcuts", "add", "--type", "org.example.notes.recent", "--title", "Recent"] + app)
        #expect(added.status == 0, "\(added.standardError)")
        let trace = Self.folder.appendingPathComponent("release.evemu").path
        let plist = ["--info-plist", Self.folder.appendingPathComponent("Info.plist").path, "--var", "PRODUCT_BUNDLE_IDENTIFIER=org.example.notes"]
        let opened = try runForcetouch(["menu", trace] + plist + app)
        #expect(opened.standardOutput.hasPrefix("  0.020000  menu opened at 20, 10 mm, rows below: 1 New note, 2 Search, 3 Share, 4 Recent\n"))
        let elsewhere = try runForcetouch(["menu", trace, "--icon", "50,30,20,20"] + plist + app)
        #expect(elsewhere.status == 0)
        #expect(elsewhere.standardOutput == "")
    }

    @Test("The real Info.plists: Apple's sample and Firefox's items open in the menu",
          .enabled(if: TestPaths.sharedRecordingsAvailable, TestPaths.sharedRecordingsMissing))
    func realPlists() throws {
        let plists = TestPaths.sharedRecordings.appendingPathComponent("plists")
        let trace = Self.folder.appendingPathComponent("release.evemu").path
        let store = ["--store", "/nonexistent/forcetouch-store"]
        let apple = try runForcetouch([
            "menu", trace, "--info-plist", plists.appendingPathComponent("apple-sample-ApplicationShortcuts-Info.plist").path,
            "--strings", plists.appendingPathComponent("apple-sample-ApplicationShortcuts-en.lproj-InfoPlist.strings").path,
            "--var", "PRODUCT_BUNDLE_IDENTIFIER=com.example.shortcuts", "--bundle-id", "com.example.shortcuts",
        ] + store)
        #expect(apple.status == 0)
        #expect(apple.standardOutput.contains("menu opened at 20, 10 mm, rows below: 1 Search, 2 Share\n"))
        #expect(apple.standardOutput.contains("selected 2 Share (com.example.shortcuts.second) by release\n"))
        let firefox = try runForcetouch([
            "menu", trace, "--info-plist", plists.appendingPathComponent("firefox-ios-Client-Info.plist").path,
            "--var", "PRODUCT_BUNDLE_IDENTIFIER=org.mozilla.ios.Firefox", "--bundle-id", "org.mozilla.ios.Firefox", "--app-state", "active", "--json",
        ] + store)
        #expect(firefox.standardOutput.contains(#"{"time":0.08,"event":"selected","row":2,"type":"org.mozilla.ios.Firefox.NewPrivateTab","title":"ShortcutItemTitleNewPrivateTab","by":"release"}"#))
    }
}
