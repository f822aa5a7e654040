import ForceTouchTestSupport
import Foundation
import ForceTouch
import Testing

/// The README's promises: its examples compile and do what they say, its quick start is
/// two commands, and CI runs exactly its test command.
@Suite("README")
struct ReadmeTests {
    @Test("The replay example prints each press's class and peak")
    func replayExample() throws {
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }
        // From the README, with the path made absolute:
        let reader = try TraceReader.open(path: TestPaths.recordings.appendingPathComponent("pop.evemu").path)
        let configuration = try ClassifierConfiguration(thresholds: PressThresholds(
            peek: Hysteresis(enter: 0.5, exit: 0.4), pop: Hysteresis(enter: 0.8, exit: 0.7)))
        try Replay.run(reader, configuration: configuration) { gesture in
            if case let .up(end) = gesture.kind {
                print("slot \(gesture.slot): \(end.pressClass.name), peak \(end.peak), \(GestureFormat.reason(end))")
            }
        }
        #expect(printed == ["slot 0: pop, peak \(230.0 / 255), reached pop"])
    }

    @Test("The core example, fed a press to pop, commits slot 0 once")
    func coreExample() throws {
        var committed: [Int] = []
        func commit(slot: Int) { committed.append(slot) }
        let myEvents: [(EventType, EventCode, Int32, Int64)] = [
            (.abs, .absMTTrackingID, 1, 0), (.abs, .absMTPressure, 100, 0), (.syn, .synReport, 0, 0),
            (.abs, .absMTPressure, 220, 10_000), (.syn, .synReport, 0, 10_000),
            (.abs, .absMTTrackingID, -1, 20_000), (.syn, .synReport, 0, 20_000),
        ]
        // From the README:
        var pad = DeviceDescription(name: "my pad")
        pad.enable(.abs, .absMTSlot, absInfo: AbsInfo(minimum: 0, maximum: 4))
        pad.enable(.abs, .absMTTrackingID, absInfo: AbsInfo(minimum: 0, maximum: 65535))
        pad.enable(.abs, .absMTPositionX, absInfo: AbsInfo(minimum: 0, maximum: 4000, resolution: 40))
        pad.enable(.abs, .absMTPositionY, absInfo: AbsInfo(minimum: 0, maximum: 2600, resolution: 40))
        pad.enable(.abs, .absMTPressure, absInfo: AbsInfo(minimum: 0, maximum: 255))

        var recognizer = try PressRecognizer(device: pad)
        for (type, code, value, micros) in myEvents {
            let event = InputEvent(time: Timestamp(microseconds: micros), type: type, code: code, value: value)
            recognizer.process(event) { gesture in
                if case .stage(.pop, _) = gesture.kind { commit(slot: gesture.slot) }
            }
        }
        #expect(committed == [0])
    }

    @Test("The quick-actions example reads Apple's sample and makes an item",
          .enabled(if: TestPaths.sharedRecordingsAvailable, TestPaths.sharedRecordingsMissing))
    func quickActionsExample() throws {
        let plists = TestPaths.sharedRecordings.appendingPathComponent("plists")
        var printed: [String] = []
        func print(_ items: String...) { printed.append(items.joined(separator: " ")) }
        // From the README, with the paths made absolute:
        let strings = try StringsTable.read(path: plists.appendingPathComponent("apple-sample-ApplicationShortcuts-en.lproj-InfoPlist.strings").path)
        let shortcuts = try StaticShortcuts.read(
            infoPlist: plists.appendingPathComponent("apple-sample-ApplicationShortcuts-Info.plist").path, strings: strings,
            variables: BuildVariables(["PRODUCT_BUNDLE_IDENTIFIER": "com.example.app"]))
        for item in shortcuts.items { print(item.localizedTitle, item.type) }
        let compose = try ShortcutItem(type: "compose", localizedTitle: "New note", icon: .system(.compose),
                                       userInfo: ["draft": true])
        #expect(printed == ["Search com.example.app.first", "Share com.example.app.second"])
        #expect(compose.userInfo == ["draft": .boolean(true)])

        // The store example, in a temporary directory:
        let folder = TemporaryFolder()
        let store = ShortcutStore(directory: folder.path)
        let app = try BundleID("com.example.notes")
        try store.modify(app) { items in
            var dynamic = DynamicShortcuts(items: items, staticTypes: Set(shortcuts.items.map(\.type)))
            let changed = try dynamic.add(compose)
            items = dynamic.items
            return changed
        }
        let menu = AppShortcuts(staticItems: shortcuts.items, dynamicItems: try store.load(app).items)
        #expect(menu.visible.map(\.type) == ["com.example.app.first", "com.example.app.second", "compose"])
        #expect(menu.hidden.isEmpty)
    }

    @Test("The shortcuts show example runs as written, on the example app it names, and prints what the README shows")
    func shortcutsShowExample() throws {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n### `forcetouch shortcuts show").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        let lines = block.split(separator: "\n").map(String.init)
        let command = try #require(lines.first?.split(separator: " ").map(String.init))
        #expect(command.prefix(3) == ["$", "Scripts/forcetouch", "shortcuts"])
        let result = try runForcetouch(Array(command.dropFirst(2)), in: TestPaths.root.path)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == lines.dropFirst().joined(separator: "\n") + "\n")
    }

    @Test("The profile example parses, and applies to the Elantech pad over its built-in profile")
    func profileExample() throws {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Device profiles\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        let profiles = try ProfileFile.parse(block, file: "my-pad.yaml")
        var pad = DeviceDescription(name: "ETPS/2 Elantech Touchpad", id: InputID(bus: 0x11, vendor: 0x0002, product: 0x000e, version: 0))
        pad.enable(.key, .buttonToolFinger)
        pad.enable(.abs, .absMTPositionX, absInfo: AbsInfo(minimum: 0, maximum: 1000))
        let applied = ProfileSet(levels: [ProfileLibrary.builtIn, profiles]).matching(pad)
        #expect(applied.map(\.name) == ["elantech-ps2", "my-elantech"])
        let configuration = try ProfileSet.settings(of: applied).configuration()
        #expect(configuration.pressureRange == 0...16)
        #expect(configuration.thresholds.pop == (try Hysteresis(enter: 0.7, exit: 0.6)))
    }

    @Test("The profiles match example prints what the README shows, with the search path it shows")
    func profilesMatchExample() throws {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n### `forcetouch profiles list").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        let lines = block.split(separator: "\n").map(String.init)
        let command = try #require(lines.first?.split(separator: " ").map(String.init))
        #expect(command.prefix(3) == ["$", "Scripts/forcetouch", "profiles"])
        let result = try runForcetouch(Array(command.dropFirst(2)), in: TestPaths.root.path,
                                       environment: ["FORCETOUCH_SYSTEM_PROFILES": "/etc/forcetouch/profiles.d", "HOME": "/home/me"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == lines.dropFirst().joined(separator: "\n") + "\n")
    }

    @Test("The suggest example prints what the README shows, on the presses SuggestTests makes")
    func suggestExample() throws {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n### `forcetouch suggest").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        let lines = block.split(separator: "\n").map(String.init)
        let command = try #require(lines.first?.split(separator: " ").map(String.init))
        #expect(command == ["$", "Scripts/forcetouch", "suggest", "presses.evemu", "more.evemu"])
        let folder = TemporaryFolder()
        folder.write("presses.evemu", EvemuWriter().write(SuggestTests.trace(peaks: SuggestTests.light + [SuggestTests.medium[0], SuggestTests.firm[0]])))
        folder.write("more.evemu", EvemuWriter().write(SuggestTests.trace(peaks: Array(SuggestTests.medium.dropFirst()) + SuggestTests.firm.dropFirst())))
        let result = try runForcetouch(Array(command.dropFirst(2)), in: folder.path)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix(lines.dropFirst().joined(separator: "\n") + "\n"))
    }

    @Test("The plot example prints what the README shows and writes the picture the README shows")
    func plotExample() throws {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n### `forcetouch plot").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        let lines = block.split(separator: "\n").map(String.init)
        let command = try #require(lines.first?.split(separator: " ").map(String.init))
        #expect(command == ["$", "Scripts/forcetouch", "plot", "Recordings/two-fingers.evemu", "-o", "two-fingers.svg"])
        #expect(section.contains("](Recordings/two-fingers.plot.svg)"))
        // Run in a temporary directory, with the recording where the README's path puts it.
        let folder = TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Recordings", withDestinationPath: TestPaths.recordings.path)
        let result = try runForcetouch(Array(command.dropFirst(2)), in: folder.path)
        #expect(result.status == 0)
        #expect(result.standardError == lines.dropFirst().joined(separator: "\n") + "\n")
        let drawn = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/two-fingers.svg"))
        let shown = try Data(contentsOf: TestPaths.recordings.appendingPathComponent("two-fingers.plot.svg"))
        #expect(drawn == shown, "Recordings/two-fingers.plot.svg is out of date: rewrite it with the README's command")
    }

    @Test("The Linux desktop example prints gedit's actions in German", .enabled(if: DesktopFixtures.available, DesktopFixtures.missing))
    func desktopExample() throws {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n### Quick actions on a Linux desktop").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        let lines = block.split(separator: "\n").map(String.init)
        let command = try #require(lines.first?.split(separator: " ").map(String.init))
        #expect(command == ["$", "LANG=de_DE.UTF-8", "Scripts/forcetouch", "shortcuts", "show", "--desktop-file", ".build/desktop-fixtures/org.gnome.gedit.desktop"])
        let result = try runForcetouch(Array(command.dropFirst(3)), in: TestPaths.root.path, environment: ["LANG": "de_DE.UTF-8"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == lines.dropFirst().joined(separator: "\n") + "\n")
    }

    @Test("Quick start is one fenced block of exactly two commands, and .ci/run runs the second")
    func quickStart() throws {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let afterHeading = try #require(readme.components(separatedBy: "\n## Quick start\n").dropFirst().first)
        let block = try #require(afterHeading.components(separatedBy: "```").dropFirst().first)
        let commands = block.split(separator: "\n").dropFirst().map(String.init)   // drop the fence's language tag
        #expect(commands == ["Scripts/forcetouch replay Recordings/design-example.evemu", "Scripts/test"])
        let ci = try String(contentsOf: TestPaths.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(ci.split(separator: "\n").contains("Scripts/test"))
    }

    @Test("The Performance section's commands are the modes Scripts/bench takes, and CI runs its check")
    func benchCommands() throws {
        #expect(try Self.commands(inSection: "Performance") == ["Scripts/bench", "Scripts/bench --huge", "Scripts/bench --check", "Scripts/bench --update-thresholds"])
        let script = try String(contentsOf: TestPaths.root.appendingPathComponent("Scripts/bench"), encoding: .utf8)
        #expect(script.contains("case \"$mode\" in all|--check|--huge|--update-thresholds) ;;"))
        #expect(try Self.ciLines().contains("Scripts/bench --check"))
    }

    @Test("The Fuzzing section's commands are what Scripts/fuzz takes, and CI runs it with a small count")
    func fuzzCommands() throws {
        #expect(try Self.commands(inSection: "Fuzzing") == ["Scripts/fuzz", "Scripts/fuzz 10000000", "Scripts/fuzz 1000000 fuzz-libinput-record"])
        let script = try String(contentsOf: TestPaths.root.appendingPathComponent("Scripts/fuzz"), encoding: .utf8)
        #expect(script.contains("targets=(fuzz-evemu fuzz-libinput-record fuzz-info-plist fuzz-store)"))
        #expect(try Self.ciLines().contains("Scripts/fuzz 10000"))
    }

    @Test("The VM section's command is Scripts/vm-test, and CI runs it under a time limit")
    func vmCommand() throws {
        #expect(try Self.commands(inSection: "Live tests in a VM") == ["Scripts/vm-test"])
        #expect(try Self.ciLines().contains("timeout 900 Scripts/vm-test"))
    }

    /// The commands of the first fenced block in the README section `heading`, comments dropped.
    static func commands(inSection heading: String) throws -> [String] {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## \(heading)\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        return block.split(separator: "\n").dropFirst().map { line in
            String(line.split(separator: "#").first ?? "").trimmingCharacters(in: .whitespaces)
        }
    }

    /// `.ci/run`'s lines.
    static func ciLines() throws -> [Substring] {
        try String(contentsOf: TestPaths.root.appendingPathComponent(".ci/run"), encoding: .utf8).split(separator: "\n")
    }
}
