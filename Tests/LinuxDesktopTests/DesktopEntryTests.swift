import ForceTouchTestSupport
import LinuxDesktop
import QuickActions
import Testing

/// Desktop entry files as the Desktop Entry Specification 1.5 writes them: groups, entries,
/// comments, escapes, lists and localized keys; every malformed case with its line.
@Suite("Desktop entry files")
struct DesktopEntryTests {
    static func parse(_ text: String) throws(DesktopEntryError) -> DesktopEntryFile {
        try DesktopEntryFile.parse(Array(text.utf8), path: "app.desktop")
    }

    static func app(_ text: String, locale: String? = nil) throws(DesktopEntryError) -> DesktopApp {
        try DesktopApp(file: parse(text), id: "org.example.App.desktop", locale: locale.flatMap(DesktopLocale.init))
    }

    static let notes = """
        # A comment before the first group is allowed.
        [Desktop Entry]
        Version=1.5
        Type=Application
        Name=Notes
        Name[de]=Notizen
        Name[sr@latin]=Beleške
        Name[pt_BR]=Notas
        Icon=org.example.Notes
        Exec=notes %U
        DBusActivatable=true
        Actions=new-note;search;

        [Desktop Action new-note]
        Name=New note
        Name[de]=Neue Notiz
        Icon=/usr/share/notes/new.svg
        Exec=notes --new

        [Desktop Action search]
        Name = Search\\sall
        Name[de_AT]=Suche
        Exec=notes --search
        """

    @Test("Actions in their Actions= order: id, translated name, icon, Exec")
    func actions() throws {
        let app = try Self.app(Self.notes)
        #expect(app.name == "Notes")
        #expect(app.icon == "org.example.Notes")
        #expect(app.dbusActivatable)
        #expect(app.busName == "org.example.App")
        #expect(app.objectPath == "/org/example/App")
        #expect(app.actions.map(\.id) == ["new-note", "search"])
        // Spaces around = are ignored; \s is a space.
        #expect(app.actions.map(\.name) == ["New note", "Search all"])
        #expect(app.actions.map(\.line) == [14, 20])
        let items = app.shortcutItems
        #expect(items.map(\.type) == ["new-note", "search"])
        #expect(items[0].icon == .templateImage("/usr/share/notes/new.svg"))
        #expect(items[1].icon == nil)
        #expect(app.warnings.isEmpty)
    }

    @Test("Localized keys follow the specification's matching order", arguments: [
        ("de_DE.UTF-8", "Notizen", "Neue Notiz"),
        ("de_AT.UTF-8@euro", "Notizen", "Neue Notiz"),
        ("pt_BR.UTF-8", "Notas", "New note"),
        ("pt_PT", "Notes", "New note"),
        ("sr_RS@latin", "Beleške", "New note"),
        ("sr_RS", "Notes", "New note"),
        ("C", "Notes", "New note"),
        ("POSIX", "Notes", "New note"),
    ])
    func localized(locale: String, name: String, action: String) throws {
        let app = try Self.app(Self.notes, locale: locale)
        #expect(app.name == name)
        #expect(app.actions[0].name == action)
    }

    @Test("lang_COUNTRY@MODIFIER beats lang_COUNTRY, which beats lang@MODIFIER, which beats lang")
    func matchingOrder() throws {
        let file = try Self.parse("""
            [Desktop Entry]
            Type=Application
            Exec=x
            Name=default
            Name[sr]=sr
            Name[sr@latin]=sr@latin
            Name[sr_RS]=sr_RS
            Name[sr_RS@latin]=sr_RS@latin
            """)
        let group = try #require(file.group("Desktop Entry"))
        for (locale, expected) in [("sr_RS@latin", "sr_RS@latin"), ("sr_RS", "sr_RS"), ("sr_ME@latin", "sr@latin"), ("sr_ME", "sr"), ("en_US", "default")] {
            #expect(group.entry("Name", locale: DesktopLocale(locale))?.value == expected, "\(locale)")
        }
    }

    @Test("The locale comes from LC_ALL, then LC_MESSAGES, then LANG, the first not empty")
    func localeFromEnvironment() {
        #expect(DesktopLocale.messages(environment: ["LANG": "de_DE.UTF-8"])?.candidates == ["de_DE", "de"])
        #expect(DesktopLocale.messages(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"])?.language == "fr")
        #expect(DesktopLocale.messages(environment: ["LC_ALL": "", "LC_MESSAGES": "fr_FR", "LANG": "de_DE"])?.language == "fr")
        #expect(DesktopLocale.messages(environment: ["LC_ALL": "pt_BR", "LC_MESSAGES": "fr_FR"])?.candidates == ["pt_BR", "pt"])
        #expect(DesktopLocale.messages(environment: ["LANG": "C.UTF-8"]) == nil)
        #expect(DesktopLocale.messages(environment: [:]) == nil)
    }

    @Test("Escapes and lists as the specification's value types define them")
    func values() {
        #expect(DesktopEntryValue.string(#"a\sb\nc\td\re\\f"#) == "a b\nc\td\re\\f")
        #expect(DesktopEntryValue.list("a;b\\;c;d;") == ["a", "b;c", "d"])
        #expect(DesktopEntryValue.list("a;b") == ["a", "b"])
        #expect(DesktopEntryValue.list("") == [])
        #expect(DesktopEntryValue.boolean("true") == true)
        #expect(DesktopEntryValue.boolean("True") == nil)
    }

    @Test("CRLF line endings and blank or indented comment lines are accepted")
    func lineEndings() throws {
        let app = try Self.app("[Desktop Entry]\r\nType=Application\r\n\r\n   # note\r\nName=CRLF\r\nExec=x\r\n")
        #expect(app.name == "CRLF")
    }

    @Test("An action listed without its group, or a group not listed, is skipped with a warning naming the line")
    func unlistedAndMissing() throws {
        let app = try Self.app("""
            [Desktop Entry]
            Type=Application
            Name=A
            Exec=a
            Actions=one;missing;

            [Desktop Action one]
            Name=One
            Exec=a --one

            [Desktop Action extra]
            Name=Extra
            Exec=a --extra
            """)
        #expect(app.actions.map(\.id) == ["one"])
        #expect(app.warnings == [
            "app.desktop:5: Actions lists missing, but there is no [Desktop Action missing] group: skipped",
            "app.desktop:11: [Desktop Action extra] is not listed in Actions: ignored, as the specification says",
        ])
    }

    @Test("Malformed files: each error names the line and says what to do", arguments: [
        ("Name=x\n[Desktop Entry]\n", "app.desktop:1: Name comes before any group; the file must start with [Desktop Entry]"),
        ("[Other]\nName=x\n", "app.desktop:1: the first group is [Other]; it must be [Desktop Entry]"),
        ("[Desktop Entry]\nType=Application\nName=x\nExec=x\n[Desktop Entry]\n", "app.desktop:5: a second [Desktop Entry] group (the first is at line 1)"),
        ("[Desktop Entry]\nName=x\nName=y\n", "app.desktop:3: a second Name in [Desktop Entry] (the first is at line 2)"),
        ("[Desktop Entry]\nName[de]=x\nName[de]=y\n", "app.desktop:3: a second Name[de] in [Desktop Entry] (the first is at line 2)"),
        ("[Desktop Entry]\njust words\n", "app.desktop:2: 'just words' is neither a [Group] header, a Key=Value entry nor a # comment"),
        ("[Desktop Entry\n", "app.desktop:1: '[Desktop Entry' is not a group header: write [Name], in printable ASCII without [ or ]"),
        ("[Desktop Entry]\nNa me=x\n", "app.desktop:2: 'Na me' is not a key: keys are A-Z, a-z, 0-9 and -, with an optional [locale]"),
        ("[Desktop Entry]\nName[de=x\n", "app.desktop:2: 'Name[de' is not a key: keys are A-Z, a-z, 0-9 and -, with an optional [locale]"),
        ("", "app.desktop: no [Desktop Entry] group; is this a desktop entry file?"),
        ("# only a comment\n", "app.desktop: no [Desktop Entry] group; is this a desktop entry file?"),
    ])
    func malformed(text: String, message: String) {
        #expect(throws: DesktopEntryError.self) { try Self.parse(text) }
        do {
            _ = try Self.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("Invalid UTF-8 is an error on its line")
    func notUTF8() {
        var bytes = Array("[Desktop Entry]\nName=".utf8)
        bytes += [0xff, 0xfe, 0x0a]
        do {
            _ = try DesktopEntryFile.parse(bytes, path: "app.desktop")
            Issue.record("parsed")
        } catch {
            #expect(error.description == "app.desktop:2: not UTF-8 text; desktop entry files are UTF-8")
        }
    }

    @Test("Files that are not usable apps: each error names the line", arguments: [
        ("[Desktop Entry]\nType=Link\nName=x\nURL=https://example.org\n", "app.desktop:2: Type=Link is not an application; only Type=Application has actions to show"),
        ("[Desktop Entry]\nName=x\nExec=x\n", "app.desktop:1: [Desktop Entry] has no Type=, which the Desktop Entry specification requires"),
        ("[Desktop Entry]\nType=Application\nExec=x\n", "app.desktop:1: [Desktop Entry] has no Name=, which the Desktop Entry specification requires"),
        ("[Desktop Entry]\nType=Application\nName=x\n", "app.desktop:1: [Desktop Entry] has no Exec=, which the Desktop Entry specification requires"),
        ("[Desktop Entry]\nType=Application\nName=x\nExec=x\nHidden=true\n", "app.desktop: Hidden=true: the entry is deleted (the spec treats it as absent)"),
        ("[Desktop Entry]\nType=Application\nName=x\nExec=x\nDBusActivatable=yes\n", "app.desktop:5: DBusActivatable=yes is not a boolean: write true or false"),
        ("[Desktop Entry]\nType=Application\nName=x\nExec=\"x\n", "app.desktop:4: Exec=\"x: a double quote is never closed"),
        ("[Desktop Entry]\nType=Application\nName=x\nExec=x %z\n", "app.desktop:4: Exec=x %z: %z is no field code (they are %f %F %u %U %i %c %k, and %% for a percent sign)"),
        ("[Desktop Entry]\nType=Application\nName=x\nExec=x\nActions=a;\n[Desktop Action a]\nExec=x -a\n", "app.desktop:6: [Desktop Action a] has no Name=, which the Desktop Entry specification requires"),
        ("[Desktop Entry]\nType=Application\nName=x\nExec=x\nActions=a;\n[Desktop Action a]\nName=A\n", "app.desktop:6: [Desktop Action a] has no Exec=, which the Desktop Entry specification requires"),
    ])
    func unusable(text: String, message: String) {
        do {
            _ = try Self.app(text)
            Issue.record("accepted")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("A D-Bus activatable app needs an id that is a bus name")
    func busName() {
        do {
            _ = try DesktopApp(file: try Self.parse("[Desktop Entry]\nType=Application\nName=x\nDBusActivatable=true\n"), id: "gedit.desktop", locale: nil)
            Issue.record("accepted")
        } catch {
            #expect(error.description == "app.desktop:4: DBusActivatable=true, but gedit.desktop is no D-Bus name (two or more dot-separated elements of A-Z, a-z, 0-9, _ and -)")
        }
        let dashed = try? DesktopApp(file: try! Self.parse("[Desktop Entry]\nType=Application\nName=x\nDBusActivatable=true\n"), id: "org.example.my-app.desktop", locale: nil)
        #expect(dashed?.busName == "org.example.my-app")
        #expect(dashed?.objectPath == "/org/example/my_app")
    }
}

/// Exec lines: the specification's quoting rules and field codes, never a shell.
@Suite("Exec lines")
struct ExecLineTests {
    static func argv(_ value: String, files: [String] = [], icon: String? = "notes", name: String = "Notes", location: String? = "/apps/notes.desktop") throws -> [String] {
        try ExecLine(value).arguments(files: files, icon: icon, name: name, location: location)
    }

    @Test("The specification's rules, case by case", arguments: [
        // Plain words, and several spaces between them.
        ("notes --new", [], ["notes", "--new"]),
        ("notes   --new  ", [], ["notes", "--new"]),
        // A quoted argument keeps its spaces; inside quotes \" \` \$ \\ stand for the character.
        (#""/opt/My App/bin/notes" --new"#, [], ["/opt/My App/bin/notes", "--new"]),
        // In the file, a backslash in a quoted argument is written \\\\ (string escape, then quoting).
        (#"sh -c "echo \\$HOME \\\\ \\"x\\"""#, [], ["sh", "-c", #"echo $HOME \ "x""#]),
        (#"notes "a""b" c"#, [], ["notes", "ab", "c"]),
        (#"notes """#, [], ["notes", ""]),
        // \s is a space (string escape), which splits unquoted arguments.
        (#"notes\s--new"#, [], ["notes", "--new"]),
        // %f %u %F %U are empty without files; an argument that is only one is dropped.
        ("notes %U", [], ["notes"]),
        ("notes %f --x", [], ["notes", "--x"]),
        ("notes %F", ["/a", "/b c"], ["notes", "/a", "/b c"]),
        ("notes %u", ["file:///a", "file:///b"], ["notes", "file:///a"]),
        ("notes --file=%f", [], ["notes", "--file="]),
        // %i is --icon and the Icon key, %c the translated name, %k the file's location, %% a percent.
        ("notes %i", [], ["notes", "--icon", "notes"]),
        ("notes --title=%c --from %k 100%%", [], ["notes", "--title=Notes", "--from", "/apps/notes.desktop", "100%"]),
        // Deprecated codes are removed.
        ("notes %d %D %n %N %v %m --x", [], ["notes", "--x"]),
        // Outside quotes a backslash takes the next character as it is.
        (#"notes a\\ b"#, [], ["notes", "a b"]),
    ])
    func rules(value: String, files: [String], expected: [String]) throws {
        #expect(try Self.argv(value, files: files) == expected)
    }

    @Test("%i without an icon gives nothing")
    func noIcon() throws {
        #expect(try Self.argv("notes %i --x", icon: nil) == ["notes", "--x"])
    }

    @Test("What cannot be split is refused with the reason", arguments: [
        (#"notes "unclosed"#, ExecError.unterminatedQuote),
        ("notes %", .danglingPercent),
        ("notes %x", .unknownFieldCode("x")),
        (#"notes "%f""#, .fieldCodeInQuotes("f")),
        ("", .empty),
        ("   ", .empty),
        (#"notes \"#, .trailingBackslash),
    ])
    func refused(value: String, error: ExecError) {
        #expect(throws: error) { try ExecLine(value) }
    }
}

/// Finding an app by its desktop file id, in the XDG data directories' order.
@Suite("Desktop file ids")
struct DesktopAppDirectoryTests {
    static func entry(_ name: String) -> String { "[Desktop Entry]\nType=Application\nName=\(name)\nExec=\(name.lowercased())\n" }

    @Test("XDG_DATA_HOME comes first, then XDG_DATA_DIRS in order; the first file with the id wins")
    func order() throws {
        let folder = TemporaryFolder()
        folder.write("home/applications/org.example.A.desktop", Self.entry("HomeA"))
        folder.write("one/applications/org.example.A.desktop", Self.entry("OneA"))
        folder.write("one/applications/org.example.B.desktop", Self.entry("OneB"))
        folder.write("two/applications/org.example.B.desktop", Self.entry("TwoB"))
        folder.write("two/applications/kde4/konsole.desktop", Self.entry("Konsole"))
        let directory = DesktopAppDirectory(environment: [
            "XDG_DATA_HOME": folder.path + "/home", "XDG_DATA_DIRS": "\(folder.path)/one:\(folder.path)/two/",
        ])
        #expect(directory.dataDirectories == [folder.path + "/home", folder.path + "/one", folder.path + "/two"])
        #expect(try directory.app("org.example.A", locale: nil).name == "HomeA")
        #expect(try directory.app("org.example.B.desktop", locale: nil).name == "OneB")
        // A file in a subdirectory has the id of its relative path with / as -.
        let konsole = try directory.app("kde4-konsole.desktop", locale: nil)
        #expect(konsole.name == "Konsole")
        #expect(konsole.id == "kde4-konsole.desktop")
        #expect(konsole.path == folder.path + "/two/applications/kde4/konsole.desktop")
        // A path is read as it is.
        #expect(try directory.app(folder.path + "/two/applications/org.example.B.desktop", locale: nil).name == "TwoB")
    }

    @Test("Without the variables: ~/.local/share, then /usr/local/share and /usr/share; a relative XDG_DATA_HOME is ignored")
    func defaults() {
        #expect(DesktopAppDirectory(environment: ["HOME": "/home/u"]).dataDirectories == ["/home/u/.local/share", "/usr/local/share", "/usr/share"])
        #expect(DesktopAppDirectory(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "relative"]).dataDirectories.first == "/home/u/.local/share")
    }

    @Test("An id found nowhere is an error naming where it looked")
    func missing() {
        let directory = DesktopAppDirectory(environment: ["XDG_DATA_HOME": "/nonexistent/home", "XDG_DATA_DIRS": "/nonexistent/a"])
        do {
            _ = try directory.app("org.example.Nothing", locale: nil)
            Issue.record("found")
        } catch {
            #expect(error.description == "no desktop file org.example.Nothing.desktop in /nonexistent/home/applications, /nonexistent/a/applications; give a path, or check XDG_DATA_HOME and XDG_DATA_DIRS")
        }
    }
}

/// The delivery model's outcomes mapped onto session-bus calls, through the bus seam.
@Suite("Desktop delivery through the bus seam")
struct DesktopDeliverySeamTests {
    final class Calls: @unchecked Sendable {
        var made: [SessionBus.ActivateAction] = []
        var closed = 0
    }

    static func backend(running: Bool, answer: Result<Void, BusError>, calls: Calls) -> SessionBus.Backend {
        SessionBus.Backend(
            connect: { .success(OpaquePointer(bitPattern: 0x1)!) },
            nameHasOwner: { _, _ in .success(running) },
            activateAction: { _, call in
                calls.made.append(call)
                return answer
            },
            close: { _ in calls.closed += 1 })
    }

    static let app = try! DesktopApp(file: try! DesktopEntryFile.parse(Array("""
        [Desktop Entry]
        Type=Application
        Name=Notes
        DBusActivatable=true
        Actions=search;

        [Desktop Action search]
        Name=Search
        """.utf8), path: "org.example.Notes.desktop"), id: "org.example.Notes.desktop", locale: nil)

    @Test("Not running: launched, then the one call, which completes; the call names the app and the action", arguments: [false, true])
    func delivered(running: Bool) throws {
        let calls = Calls()
        do {
            let delivery = try DesktopDelivery(app: Self.app, timeout: 2, backend: Self.backend(running: running, answer: .success(()), calls: calls))
            let events = delivery.shortcutDelivery().deliver(Self.app.shortcutItems[0])
            let expected: [DeliveryEvent] = running
                ? [.callbackInvoked(delivery: 1, scene: nil), .completed(delivery: 1, succeeded: true)]
                : [.launched(delivery: 1), .launchHandled(delivery: 1, .notHandled), .becameActive, .callbackInvoked(delivery: 1, scene: nil), .completed(delivery: 1, succeeded: true)]
            #expect(events == expected)
            #expect(delivery.reports.map(\.route) == [.bus(name: "org.example.Notes", path: "/org/example/Notes", cold: !running)])
            #expect(delivery.reports.map(\.error) == [nil])
        }
        #expect(calls.made == [.init(busName: "org.example.Notes", objectPath: "/org/example/Notes", action: "search", timeout: 2_000_000)])
        #expect(calls.closed == 1)
    }

    @Test("A refusal or a timeout is a failed completion with its reason, after exactly one call", arguments: [
        (BusError(.remote(name: "org.example.Error.No", message: "no")), "org.example.Error.No: no"),
        (BusError(.timedOut(seconds: 2)), "no answer within 2.0 s"),
    ])
    func failed(error: BusError, reason: String) throws {
        let calls = Calls()
        let delivery = try DesktopDelivery(app: Self.app, timeout: 2, backend: Self.backend(running: true, answer: .failure(error), calls: calls))
        let events = delivery.shortcutDelivery().deliver(Self.app.shortcutItems[0])
        #expect(events.last == .completed(delivery: 1, succeeded: false))
        #expect(delivery.reports.map(\.error) == [reason])
        #expect(calls.made.count == 1)
    }
}
