import ForceTouchTestSupport
import Foundation
import Testing

/// A session bus of the test's own (`dbus-daemon --session`), whose service files are in
/// `dataDirectory/dbus-1/services`: D-Bus activation starts the apps they name.
final class PrivateSessionBus {
    let address: String
    private let daemon: Process

    static var available: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") }
    static let missing: Comment = "dbus-daemon is not installed (Scripts/install-deps installs it): the session-bus tests are skipped"

    init(dataDirectory: String) throws {
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--print-address=1"]
        daemon.environment = ["XDG_DATA_DIRS": dataDirectory, "PATH": "/usr/bin:/bin"]
        let out = Pipe()
        daemon.standardOutput = out
        try daemon.run()
        // The address is the first line it prints, once it listens.
        var printed = Data()
        while !printed.contains(0x0a) {
            let more = out.fileHandleForReading.availableData
            guard !more.isEmpty else { throw CommandLineError("dbus-daemon ended before it printed its address") }
            printed += more
        }
        address = String(decoding: printed.prefix { $0 != 0x0a }, as: UTF8.self)
    }

    // SIGKILL: Foundation starts children with SIGTERM blocked, so terminate() would not end it.
    deinit {
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
    }
}

struct CommandLineError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Quick actions delivered to Linux apps over a real session bus: a test app owns the name
/// and implements `org.freedesktop.Application`, and writes down every call it gets.
@Suite("Linux desktop: .desktop actions in, ActivateAction or Exec out", .serialized,
       .enabled(if: PrivateSessionBus.available, PrivateSessionBus.missing))
struct DesktopBusTests {
    static var testApp: String { TestPaths.forcetouch.deletingLastPathComponent().appendingPathComponent("forcetouch-test-app").path }
    static let release = TestPaths.recordings.appendingPathComponent("menu/release.evemu").path
    static let pop = TestPaths.recordings.appendingPathComponent("menu/pop.evemu").path

    /// A folder with the app's desktop file, a bus, and the record of the calls the app gets.
    final class Setup {
        let folder = TemporaryFolder()
        let bus: PrivateSessionBus
        let desktopFile: String
        var record: String { folder.path + "/record.txt" }
        private var apps: [Process] = []

        /// - Parameters:
        ///   - activatable: a service file lets D-Bus start the app (the cold path).
        ///   - dbus: `DBusActivatable=true`; else the actions run by Exec.
        init(name: String = "org.example.Notes", activatable: Bool, dbus: Bool = true, serveOptions: [String] = [], desktopText: String? = nil) throws {
            let record = folder.path + "/record.txt"
            if activatable {
                folder.write("share/dbus-1/services/\(name).service", """
                    [D-BUS Service]
                    Name=\(name)
                    Exec=\(DesktopBusTests.testApp) serve --name \(name) --record \(record) \(serveOptions.joined(separator: " "))

                    """)
            }
            desktopFile = folder.write("share/applications/\(name).desktop", desktopText ?? """
                [Desktop Entry]
                Type=Application
                Name=Notes
                Exec=\(DesktopBusTests.testApp) exec --record \(record) %U
                DBusActivatable=\(dbus)
                Actions=new-note;search;share;

                [Desktop Action new-note]
                Name=New note
                Exec=\(DesktopBusTests.testApp) exec --record \(record) --new-note

                [Desktop Action search]
                Name=Search
                Exec=\(DesktopBusTests.testApp) exec --record \(record) --search "in all notes" %f

                [Desktop Action share]
                Name=Share
                Exec=\(DesktopBusTests.testApp) exec --record \(record) --share

                """)
            bus = try PrivateSessionBus(dataDirectory: folder.path + "/share")
        }

        /// Starts the app on the bus and waits until it owns its name (its ready file), not a fixed time.
        func startApp(name: String = "org.example.Notes", options: [String] = []) throws {
            let ready = folder.path + "/ready-\(apps.count)"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: DesktopBusTests.testApp)
            process.arguments = ["serve", "--name", name, "--record", record, "--ready", ready] + options
            process.environment = ["DBUS_SESSION_BUS_ADDRESS": bus.address]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            apps.append(process)
            let deadline = Date().addingTimeInterval(20)
            while !FileManager.default.fileExists(atPath: ready) {
                guard Date() < deadline, process.isRunning else { throw CommandLineError("the test app did not get its name") }
                usleep(10_000)
            }
        }

        /// `forcetouch ARGUMENTS` on this bus.
        func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
            try runForcetouch(arguments, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address].merging(environment) { $1 })
        }

        /// The calls the app got, one per line.
        var calls: [String] {
            ((try? String(contentsOfFile: record, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        deinit {
            for app in apps where app.isRunning {
                kill(app.processIdentifier, SIGKILL)
                app.waitUntilExit()
            }
        }
    }

    static func lastLine(_ result: ProcessResult) -> String { result.standardOutput.split(separator: "\n").last.map(String.init) ?? "" }

    @Test("Warm: the app is running, and ActivateAction reaches it exactly once")
    func warm() throws {
        let setup = try Setup(activatable: false)
        try setup.startApp()
        let result = try setup.run(["menu", Self.release, "--desktop-file", setup.desktopFile])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(setup.calls == ["ActivateAction search"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.suffix(4) == [
            "  0.080000  selected 2 Search (search) by release",
            "  0.080000  delivery: app callback performs 'search'",
            "  0.080000  delivery: 'search' completed, succeeded",
            "            delivery 1: ActivateAction('search') on org.example.Notes at /org/example/Notes answered (warm: the app was running)",
        ])
    }

    @Test("Cold: D-Bus activation through the service file starts the app, which gets the action exactly once; then it is warm")
    func cold() throws {
        let setup = try Setup(activatable: true)
        let first = try setup.run(["menu", Self.pop, "--desktop-file", setup.desktopFile, "--json"])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(setup.calls == ["ActivateAction new-note"])
        let lines = first.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.suffix(6) == [
            #"{"time":0.06,"event":"delivery","delivery":1,"step":"launched","type":"new-note"}"#,
            #"{"time":0.06,"event":"delivery","delivery":1,"step":"launch handler","result":"not handled","type":"new-note"}"#,
            #"{"time":0.06,"event":"delivery","step":"became active"}"#,
            #"{"time":0.06,"event":"delivery","delivery":1,"step":"callback","scene":null,"type":"new-note"}"#,
            #"{"time":0.06,"event":"delivery","delivery":1,"step":"completed","succeeded":true,"type":"new-note"}"#,
            #"{"event":"desktop delivery","delivery":1,"action":"new-note","route":"dbus","name":"org.example.Notes","path":"/org/example/Notes","launch":"cold","succeeded":true,"error":null}"#,
        ])
        // The activated app runs on: the next press reaches it warm.
        let second = try setup.run(["menu", Self.release, "--desktop-file", setup.desktopFile, "--json"])
        #expect(second.status == 0)
        #expect(setup.calls == ["ActivateAction new-note", "ActivateAction search"])
        #expect(Self.lastLine(second).contains(#""launch":"warm","succeeded":true"#))
    }

    @Test("An app that refuses is reported, with its error, and not called twice")
    func refused() throws {
        let setup = try Setup(activatable: false)
        try setup.startApp(options: ["--fail"])
        let result = try setup.run(["menu", Self.release, "--desktop-file", setup.desktopFile])
        #expect(result.status == 1)
        #expect(setup.calls == ["ActivateAction search"])
        #expect(Self.lastLine(result) == "            delivery 1: ActivateAction('search') on org.example.Notes at /org/example/Notes failed: org.example.TestApp.Error.Refused: the test app refuses this action")
        #expect(result.standardError.hasSuffix("Error: search did not reach org.example.Notes.desktop: org.example.TestApp.Error.Refused: the test app refuses this action\n"))
    }

    @Test("An app that does not answer in time is reported as timed out, and not called twice")
    func timedOut() throws {
        let setup = try Setup(activatable: false)
        try setup.startApp(options: ["--hang", "4"])
        let result = try setup.run(["menu", Self.release, "--desktop-file", setup.desktopFile, "--timeout", "0.5"])
        #expect(result.status == 1)
        #expect(setup.calls == ["ActivateAction search"])
        #expect(result.standardError.hasSuffix("Error: search did not reach org.example.Notes.desktop: no answer within 0.5 s\n"), "\(result.standardError)")
    }

    @Test("An app neither running nor activatable is reported: nothing can start it")
    func nothingToStart() throws {
        let setup = try Setup(activatable: false)
        let result = try setup.run(["menu", Self.release, "--desktop-file", setup.desktopFile])
        #expect(result.status == 1)
        #expect(setup.calls.isEmpty)
        #expect(result.standardError.contains("Error: search did not reach org.example.Notes.desktop: not running, and D-Bus cannot start it: "), "\(result.standardError)")
    }

    @Test("Not DBusActivatable: the action's Exec line runs, its field codes expanded, no shell in between")
    func exec() throws {
        let setup = try Setup(activatable: false, dbus: false)
        let result = try setup.run(["menu", Self.release, "--desktop-file", setup.desktopFile])
        #expect(result.status == 0, "\(result.standardError)")
        // The launched program has run by the time its output pipe closed (it inherits it).
        #expect(setup.calls == ["exec\t--search\tin all notes"])
        let last = Self.lastLine(result)
        #expect(last.hasPrefix("            delivery 1: ran \(Self.testApp) exec --record \(setup.record) --search 'in all notes' (pid "), "\(last)")
    }

    @Test("A desktop file id is found in XDG_DATA_DIRS, as by shortcuts show")
    func byID() throws {
        let setup = try Setup(activatable: true)
        let dirs = setup.folder.path + "/share"
        let shown = try setup.run(["shortcuts", "show", "--desktop-file", "org.example.Notes"], environment: ["XDG_DATA_DIRS": dirs, "XDG_DATA_HOME": "/nonexistent"])
        #expect(shown.status == 0, "\(shown.standardError)")
        #expect(shown.standardError == "Notes (\(setup.desktopFile)): 3 actions, delivered over the session bus: ActivateAction on org.example.Notes at /org/example/Notes\n")
        let result = try setup.run(["menu", Self.pop, "--desktop-file", "org.example.Notes"], environment: ["XDG_DATA_DIRS": dirs, "XDG_DATA_HOME": "/nonexistent"])
        #expect(result.status == 0)
        #expect(setup.calls == ["ActivateAction new-note"])
    }

    @Test("The options of the two kinds of app do not mix", arguments: [
        (["--info-plist", "x", "--desktop-file", "y"], "Error: --info-plist and --desktop-file are two kinds of app: give one"),
        (["--desktop-file", "y", "--bundle-id", "org.example.x"], "Error: --bundle-id, --store, --scenes and --app-state are for an --info-plist app; a desktop app's state is found on the session bus"),
        (["--info-plist", "x"], "Error: --info-plist needs --bundle-id, the app whose dynamic items follow its static ones"),
        ([], "Error: give the app's items: --info-plist FILE (with --bundle-id) or --desktop-file FILE|ID"),
        (["--desktop-file", "y", "--timeout", "0"], "Error: --timeout must be a positive number of seconds, not 0.0"),
    ])
    func validation(options: [String], message: String) throws {
        let result = try runForcetouch(["menu", Self.release] + options)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix(message + "\n"), "\(result.standardError)")
    }
}

/// Where Scripts/desktop-fixtures leaves the desktop files it takes out of Debian's packages.
enum DesktopFixtures {
    static let folder = TestPaths.root.appendingPathComponent(".build/desktop-fixtures")
    static var available: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("org.gnome.gedit.desktop").path)
            && FileManager.default.fileExists(atPath: folder.appendingPathComponent("thunar.desktop").path)
    }
    static let missing: Comment = ".build/desktop-fixtures has no gedit or thunar desktop file: run Scripts/desktop-fixtures (Scripts/test does); these tests are skipped"
}

/// Real .desktop files from Debian's packages (Scripts/desktop-fixtures takes them out of the
/// .debs without installing the apps).
@Suite("Real .desktop files from Debian packages", .serialized,
       .enabled(if: DesktopFixtures.available, DesktopFixtures.missing))
struct RealDesktopFiles {
    static var folder: URL { DesktopFixtures.folder }

    @Test("gedit and thunar: their actions, in order, with German names under LANG=de_DE.UTF-8", arguments: [
        ("org.gnome.gedit.desktop", "C", ["new-window\tNew Window", "new-document\tNew Document"]),
        ("org.gnome.gedit.desktop", "de_DE.UTF-8", ["new-window\tNeues Fenster", "new-document\tNeues Dokument"]),
        ("thunar.desktop", "C", ["open-home\tHome", "open-computer\tComputer", "open-trash\tTrash"]),
        ("thunar.desktop", "de_DE.UTF-8", ["open-home\tPersönlicher Ordner", "open-computer\tRechner", "open-trash\tPapierkorb"]),
    ])
    func actions(file: String, lang: String, expected: [String]) throws {
        let result = try runForcetouch(["shortcuts", "show", "--json", "--desktop-file", Self.folder.appendingPathComponent(file).path], environment: ["LANG": lang])
        #expect(result.status == 0, "\(result.standardError)")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(items.map { "\($0["type"] as? String ?? "")\t\($0["title"] as? String ?? "")" } == expected)
    }

    @Test("A press recorded on a touchpad opens gedit's actions and delivers New Document to the app over a real session bus (cold)",
          .enabled(if: PrivateSessionBus.available, PrivateSessionBus.missing))
    func geditOverTheBus() throws {
        // The test app stands in for gedit: D-Bus activation starts it under gedit's name.
        let text = try String(contentsOf: Self.folder.appendingPathComponent("org.gnome.gedit.desktop"), encoding: .utf8)
        let setup = try DesktopBusTests.Setup(name: "org.gnome.gedit", activatable: true, desktopText: text)
        let result = try setup.run(["menu", DesktopBusTests.release, "--desktop-file", setup.desktopFile], environment: ["LANG": "de_DE.UTF-8"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(setup.calls == ["ActivateAction new-document"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "  0.020000  menu opened at 20, 10 mm, rows below: 1 Neues Fenster, 2 Neues Dokument")
        #expect(lines.last == "            delivery 1: ActivateAction('new-document') on org.gnome.gedit at /org/gnome/gedit answered (cold: D-Bus activation started the app)")
    }
}
