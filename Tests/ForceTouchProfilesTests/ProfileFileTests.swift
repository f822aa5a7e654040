import ForceTouchCore
import ForceTouchTestSupport
@testable import ForceTouchProfiles
import Testing

@Suite("Profile files: the format, its errors, matching and precedence")
struct ProfileFileTests {
    static func parse(_ text: String) throws(ProfileError) -> [DeviceProfile] { try ProfileFile.parse(text, file: "p.yaml") }

    static func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    /// An Elantech PS/2 touchpad, as its recording describes it.
    static let pad: DeviceDescription = {
        var pad = DeviceDescription(name: "ETPS/2 Elantech Touchpad", id: InputID(bus: 0x11, vendor: 0x0002, product: 0x000e, version: 0))
        pad.enable(.key, .buttonTouch)
        pad.enable(.key, .buttonToolFinger)
        pad.enable(.abs, .absMTPositionX, absInfo: AbsInfo(minimum: 0, maximum: 1000))
        return pad
    }()

    @Test("The built-in set parses, and every profile says why its values are right")
    func builtIn() {
        #expect(ProfileLibrary.builtIn.map(\.name) == [
            "forcetouch-synthetic", "elantech-ps2", "cypress-ps2", "alps-ps2", "synaptics-ps2", "wacom-cintiq-13hd-pen", "uclogic-wp5540u-pen",
        ])
        #expect(ProfileLibrary.builtIn.allSatisfy { ($0.comment ?? "").count > 80 && $0.origin == .builtIn })
    }

    @Test("Every setting and rule, as the command line writes its options")
    func everySetting() throws {
        let profiles = try Self.parse("""
            profiles:
              - name: all
                why: every key
                match: {bus: usb, vendor: 0x046d, product: 4660, name: "Logi*", kind: touchscreen}
                settings:
                  peek: 0.3:0.2
                  pop: "0.9:0.6"
                  tap-max-duration: 0.25
                  slop: 2
                  long-press: off
                  long-press-with-pressure: true
                  pressure-range: 1:17
                  min-dwell: 3
              - name: bus-by-number
                match: {bus: 0x18}
            """)
        #expect(profiles.count == 2)
        #expect(profiles[0] == DeviceProfile(
            name: "all", origin: .file("p.yaml", line: 2),
            match: DeviceMatch(bus: 3, vendor: 0x046d, product: 4660, name: "Logi*", kind: .touchscreen),
            settings: ProfileSettings(
                peek: try Hysteresis(enter: 0.3, exit: 0.2), pop: try Hysteresis(enter: 0.9, exit: 0.6), tapMaximumDuration: 0.25, slop: 2,
                longPressDuration: .some(nil), longPressOnPressureDevices: true, pressureRange: 1...17, minimumDwell: 3),
            comment: "every key"))
        #expect(profiles[1].match == DeviceMatch(bus: 0x18))
    }

    @Test("Each mistake is named by line and key path", arguments: [
        ("profiles:\n  - name: a\n    settings: {slopp: 3}\n", "p.yaml:3: profiles[0].settings: unknown key 'slopp'"),
        ("profiles:\n  - name: a\n    settings:\n      peek: 0.5\n", "p.yaml:4: profiles[0].settings.peek: expected ENTER:EXIT, as 0.5:0.4, found '0.5'"),
        ("profiles:\n  - name: a\n    settings:\n      peek: 0.4:0.5\n", "p.yaml:4: profiles[0].settings.peek: peek/pop: exit 0.5 must be below enter 0.4"),
        ("profiles:\n  - name: a\n    settings: {pop: 0.45:0.35}\n", "p.yaml:3: profiles[0].settings: expected pop above peek, both enter and exit, found pop 0.45:0.35 and peek 0.5:0.4 (the default)"),
        ("profiles:\n  - name: a\n    match: {bus: firewire}\n", "p.yaml:3: profiles[0].match.bus: expected a bus (pci, usb, hil, bluetooth, virtual, ps2, i8042, i2c, host, spi, rmi) or its number, found 'firewire'"),
        ("profiles:\n  - name: a\n    match: {vendor: 0x10000}\n", "p.yaml:3: profiles[0].match.vendor: expected a number from 0 to 0xffff, found '0x10000'"),
        ("profiles:\n  - name: a\n    match: {kind: mouse}\n", "p.yaml:3: profiles[0].match.kind: expected touchpad, touchscreen or pen, found 'mouse'"),
        ("profiles:\n  - name: a\n    settings: {pressure-range: 16:0}\n", "p.yaml:3: profiles[0].settings.pressure-range: expected MIN:MAX in raw pressure units, MAX above MIN, as 0:16, found '16:0'"),
        ("profiles:\n  - name: a\n  - name: a\n", "p.yaml:3: profiles[1].name: a second profile named 'a' (the first is at line 2)"),
        ("profiles:\n  - why: no name\n", "p.yaml:2: profiles[0]: missing key 'name'"),
        ("profiles:\n  - name: a\n    settings: {slop: [1]}\n", "p.yaml:3: profiles[0].settings.slop: expected a value, found a list of 1"),
        ("profile:\n  - name: a\n", "p.yaml:1: unknown key 'profile'"),
        ("- name: a\n", "p.yaml:1: not a profile file: it is not a mapping with a 'profiles' list"),
        ("profiles: [\n", "p.yaml:2: not valid YAML: did not find expected node content (while parsing a flow node)"),
    ])
    func mistakes(_ text: String, _ message: String) {
        #expect(Self.error(text) == message)
    }

    @Test("Name globs match as fnmatch does", arguments: [
        ("ETPS/2*", "ETPS/2 Elantech Touchpad", true), ("*Touchpad", "ETPS/2 Elantech Touchpad", true),
        ("*Pen", "ETPS/2 Elantech Touchpad", false), ("SynPS/? Synaptics*", "SynPS/2 Synaptics TouchPad", true),
        ("[A-Z]*pad", "Xpad", true), ("[!A-Z]*pad", "Xpad", false), ("a\\*b", "a*b", true), ("a\\*b", "axb", false),
        ("exact", "exact", true), ("exact", "exactly", false), ("*", "", true), ("[", "[", true),
    ])
    func globs(_ pattern: String, _ name: String, _ matches: Bool) {
        #expect(DeviceMatch(name: pattern).matches(DeviceDescription(name: name)) == matches)
    }

    @Test("Within a level the most specific match wins, the later among equals; levels lay over each other setting by setting")
    func precedence() throws {
        let builtIn = try Self.parse("""
            profiles:
              - {name: any-touchpad, match: {bus: ps2}, settings: {slop: 4}}
              - {name: elantech, match: {bus: ps2, vendor: 2, product: 14}, settings: {pressure-range: "0:16", slop: 5}}
              - {name: elantech-too, match: {bus: ps2, name: "ETPS*", product: 14}, settings: {slop: 6}}
              - {name: other, match: {vendor: 9}, settings: {slop: 9}}
            """)
        let user = try Self.parse("profiles:\n  - {name: mine, match: {name: \"*Elantech*\"}, settings: {peek: \"0.3:0.2\"}}\n")
        let set = ProfileSet(levels: [builtIn, [], user])
        let applied = set.matching(Self.pad)
        #expect(applied.map(\.name) == ["elantech-too", "mine"])
        let settings = ProfileSet.settings(of: applied)
        #expect(settings == ProfileSettings(peek: try Hysteresis(enter: 0.3, exit: 0.2), slop: 6))
        #expect(ProfileSet(levels: [Array(builtIn.prefix(2))]).matching(Self.pad).map(\.name) == ["elantech"])
        // The command line's options lay over all of them.
        let options = ProfileSettings(slop: 1)
        #expect(try options.over(settings).configuration().slop == 1)
        #expect(try options.over(settings).configuration().thresholds.peek == (try Hysteresis(enter: 0.3, exit: 0.2)))
        #expect(set.named("mine")?.name == "mine")
        #expect(set.named("nobody") == nil)
    }

    @Test("A directory's broken file is reported and skipped whole; the other files still apply, in name order")
    func brokenFiles() throws {
        let folder = TemporaryFolder()
        let system = folder.path + "/system", user = folder.path + "/user"
        _ = folder.write("system/10-pad.yaml", "profiles:\n  - {name: pad, match: {vendor: 2}, settings: {slop: 5}}\n")
        _ = folder.write("system/20-pad.yml", "profiles:\n  - {name: pad-later, match: {vendor: 2}, settings: {slop: 6}}\n")
        _ = folder.write("system/notes.txt", "not a profile")
        // Half good, half bad: none of it may apply.
        _ = folder.write("user/broken.yaml", "profiles:\n  - {name: good, match: {vendor: 2}, settings: {peek: \"0.3:0.2\"}}\n  - {name: bad, settings: {slop: -1}}\n")
        let library = ProfileLibrary(directories: [system, user])
        #expect(library.problems.map(\.description) == [
            "\(user)/broken.yaml:3: profiles[1].settings.slop: expected a number of millimetres, 0 or more, found '-1'",
        ])
        #expect(library.set.levels.map { $0.map(\.name) } == [ProfileLibrary.builtIn.map(\.name), ["pad", "pad-later"], []])
        let applied = try library.profiles(for: Self.pad, choice: .automatic)
        #expect(applied.map(\.name) == ["elantech-ps2", "pad-later"])
        #expect(ProfileSet.settings(of: applied) == ProfileSettings(slop: 6, pressureRange: 0...16))
        #expect(try library.profiles(for: Self.pad, choice: .none).isEmpty)
        #expect(try library.profiles(for: Self.pad, choice: .named("pad")).map(\.name) == ["pad"])
        #expect(try library.profiles(for: Self.pad, choice: .named(system + "/10-pad.yaml")).map(\.name) == ["pad"])
        #expect(throws: ProfileError(file: "nobody", line: 0, kind: .noSuchProfile("nobody", known: (ProfileLibrary.builtIn.map(\.name) + ["pad", "pad-later"]).sorted()))) {
            try library.profiles(for: Self.pad, choice: .named("nobody"))
        }
        #expect(throws: ProfileError(file: user + "/broken.yaml", line: 3, keyPath: "profiles[1].settings.slop",
                                     kind: .malformedValue(expected: "a number of millimetres, 0 or more", found: "'-1'"))) {
            try library.profiles(for: Self.pad, choice: .named(user + "/broken.yaml"))
        }
    }

    @Test("The search path: the system's directory (or FORCETOUCH_SYSTEM_PROFILES), then XDG_CONFIG_HOME's or ~/.config's")
    func searchPath() {
        #expect(ProfileLibrary.standardDirectories(environment: ["HOME": "/home/u"]) == ["/etc/forcetouch/profiles.d", "/home/u/.config/forcetouch/profiles.d"])
        #expect(ProfileLibrary.standardDirectories(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg"]) == ["/etc/forcetouch/profiles.d", "/cfg/forcetouch/profiles.d"])
        #expect(ProfileLibrary.standardDirectories(environment: ["FORCETOUCH_SYSTEM_PROFILES": "/opt/p", "XDG_CONFIG_HOME": "relative"]) == ["/opt/p"])
    }
}
