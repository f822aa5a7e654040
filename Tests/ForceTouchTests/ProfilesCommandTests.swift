import Foundation
import ForceTouch
import ForceTouchTestSupport
import Testing

/// Profiles in the commands: applied to recordings automatically, said on standard error and
/// in the JSON summary, laid over by the user's files and by options, forced or refused, and
/// the `profiles` commands.
@Suite("Device profiles in the commands")
struct ProfilesCommandTests {
    static let shared = TestPaths.sharedRecordings
    static let elantech = shared.appendingPathComponent("elantech-ps2-samsung700z3a.evemu").path
    static let tap = TestPaths.recordings.appendingPathComponent("tap.evemu").path

    /// A user's configuration folder with `files` in its profiles.d, and a system folder.
    static func config(_ files: [String: String], system: [String: String] = [:]) -> (TemporaryFolder, [String: String]) {
        let folder = TemporaryFolder()
        for (name, text) in files { folder.write("user/forcetouch/profiles.d/\(name)", text) }
        for (name, text) in system { folder.write("system/\(name)", text) }
        return (folder, ["XDG_CONFIG_HOME": folder.path + "/user", "FORCETOUCH_SYSTEM_PROFILES": folder.path + "/system"])
    }

    @Test("The Elantech pad's built-in profile brings its firmest press (16 of 255) to force 1.0; replay says which profile it used",
          .enabled(if: TestPaths.sharedRecordingsAvailable, TestPaths.sharedRecordingsMissing))
    func elantech() throws {
        let json = try runForcetouch(["replay", "--json", Self.elantech])
        #expect(json.status == 0)
        #expect(json.standardError == "")
        let ups = json.standardOutput.split(separator: "\n").filter { $0.contains(#""event":"up""#) }
        #expect(ups.count == 2)
        #expect(ups.allSatisfy { $0.contains(#""class":"pop","peak":1,"#) && $0.contains(#""peakPressure":16"#) })
        #expect(json.standardOutput.hasSuffix(#""impossibleTransitions":0,"profile":["elantech-ps2"]}"# + "\n"))
        let text = try runForcetouch(["replay", Self.elantech])
        #expect(text.standardError == "profile: elantech-ps2 (built-in)\n")
        // An option overrides the profile; --no-profile leaves the defaults.
        let declared = try runForcetouch(["replay", "--pressure-range", "0:255", Self.elantech])
        #expect(declared.standardOutput.hasSuffix("2 presses: 2 none\n"))
        #expect(declared.standardError == "profile: elantech-ps2 (built-in)\n")
        let none = try runForcetouch(["replay", "--no-profile", Self.elantech])
        #expect(none.standardOutput.hasSuffix("2 presses: 2 none\n"))
        #expect(none.standardError == "profile: none (--no-profile)\n")
    }

    @Test("A user's profile lays over the built-in one setting by setting; both are named, in text and JSON")
    func userOverlay() throws {
        let (folder, environment) = Self.config(["pads.yaml": """
            profiles:
              - name: my-pads
                why: I press lightly
                match: {vendor: 0x4654}
                settings: {pop: "0.6:0.5"}
            """])
        let file = folder.path + "/user/forcetouch/profiles.d/pads.yaml"
        let text = try runForcetouch(["replay", TestPaths.recordings.appendingPathComponent("peek.evemu").path], environment: environment)
        #expect(text.standardError == "profile: forcetouch-synthetic (built-in), then my-pads (\(file):2)\n")
        // peek.evemu peaks at 0.65: a peek with the built-in pop of 0.80, a pop with the user's 0.60.
        #expect(text.standardOutput.hasSuffix("1 press: 1 pop\n"))
        let json = try runForcetouch(["replay", "--json", TestPaths.recordings.appendingPathComponent("peek.evemu").path], environment: environment)
        #expect(json.standardOutput.hasSuffix(#","profile":["forcetouch-synthetic","my-pads"]}"# + "\n"))
        // The option still wins over both.
        let option = try runForcetouch(["replay", "--pop", "0.9:0.8", TestPaths.recordings.appendingPathComponent("peek.evemu").path], environment: environment)
        #expect(option.standardOutput.hasSuffix("1 press: 1 peek\n"))
    }

    @Test("A broken profile file is warned of with its line and skipped whole; the others still apply")
    func brokenFile() throws {
        let (folder, environment) = Self.config(
            ["broken.yaml": "profiles:\n  - {name: half, match: {vendor: 0x4654}, settings: {pop: \"0.6:0.5\", slopp: 1}}\n"],
            system: ["10-slop.yaml": "profiles:\n  - {name: system-slop, match: {vendor: 0x4654}, settings: {slop: 2}}\n"])
        let result = try runForcetouch(["replay", Self.tap], environment: environment)
        #expect(result.status == 0)
        #expect(result.standardError == """
            warning: \(folder.path)/user/forcetouch/profiles.d/broken.yaml:2: profiles[0].settings: unknown key 'slopp' (the file is skipped)
            profile: forcetouch-synthetic (built-in), then system-slop (\(folder.path)/system/10-slop.yaml:2)

            """)
        let check = try runForcetouch(["profiles", "check"], environment: environment)
        #expect(check.status == 1)
        #expect(check.standardOutput == "\(folder.path)/system/10-slop.yaml: 1 profile, no errors\n")
        #expect(check.standardError == "\(folder.path)/user/forcetouch/profiles.d/broken.yaml:2: profiles[0].settings: unknown key 'slopp'\n")
    }

    @Test("--profile forces a profile by name or file; a name that is none is refused with the names there are")
    func forced() throws {
        let folder = TemporaryFolder()
        let file = folder.write("strict.yaml", "profiles:\n  - {name: strict, settings: {peek: \"0.92:0.85\", pop: \"0.95:0.9\"}}\n")
        let byFile = try runForcetouch(["replay", "--profile", file, TestPaths.recordings.appendingPathComponent("pop.evemu").path])
        #expect(byFile.standardError == "profile: strict (\(file):2)\n")
        // pop.evemu peaks at 0.902, under this profile's peek of 0.92, within 0.1 s: a tap, not the pop it is with the defaults.
        #expect(byFile.standardOutput.hasSuffix("1 press: 1 tap\n"))
        let byName = try runForcetouch(["replay", "--profile", "elantech-ps2", Self.tap])
        #expect(byName.standardError == "profile: elantech-ps2 (built-in)\n")
        let missing = try runForcetouch(["replay", "--profile", "nobody", Self.tap])
        #expect(missing.status == 1)
        #expect(missing.standardError.hasPrefix("Error: nobody: no profile is named 'nobody'; there are: alps-ps2, cypress-ps2, elantech-ps2,"))
        let both = try runForcetouch(["replay", "--profile", "x", "--no-profile", Self.tap])
        #expect(both.status == 64)
        #expect(both.standardError.hasPrefix("Error: --profile and --no-profile exclude each other\n"))
        let clash = try runForcetouch(["replay", "--pop", "0.6:0.3", Self.tap])
        #expect(clash.status == 64)
        #expect(clash.standardError.hasPrefix("Error: --pop 0.6:0.3 must lie above peek 0.5:0.4 (profile forcetouch-synthetic) (both enter and exit)\n"))
        let clashDefault = try runForcetouch(["replay", "--no-profile", "--pop", "0.6:0.3", Self.tap])
        #expect(clashDefault.standardError.hasPrefix("Error: --pop 0.6:0.3 must lie above peek 0.5:0.4 (the default) (both enter and exit)\n"))
    }

    @Test("profiles list, show, check FILE and match")
    func profilesCommands() throws {
        let list = try runForcetouch(["profiles", "list"])
        #expect(list.status == 0)
        let names = list.standardOutput.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) }
        #expect(names == ProfileLibrary.builtIn.map(\.name))
        #expect(list.standardOutput.contains("elantech-ps2           built-in  bus ps2, vendor 0x0002, product 0x000e, name \"ETPS/2 Elantech Touchpad*\", kind touchpad    pressure-range 0:16\n"))

        // show prints a file that reads back as the same profile.
        let show = try runForcetouch(["profiles", "show", "cypress-ps2"])
        #expect(show.standardOutput.hasPrefix("# built-in\nprofiles:\n  - name: \"cypress-ps2\"\n"))
        let folder = TemporaryFolder()
        let copy = folder.write("copy.yaml", show.standardOutput)
        let back = try ProfileLibrary.read(file: copy)
        let original = try #require(ProfileLibrary.builtIn.first { $0.name == "cypress-ps2" })
        #expect(back.count == 1)
        #expect(back[0].match == original.match)
        #expect(back[0].settings == original.settings)
        #expect(back[0].comment == original.comment)

        let good = folder.write("good.yaml", "profiles:\n  - {name: a}\n  - {name: b}\n")
        let bad = folder.write("bad.yaml", "profiles:\n  - name: c\n    settings:\n      min-dwell: 0\n")
        let check = try runForcetouch(["profiles", "check", good, bad])
        #expect(check.status == 1)
        #expect(check.standardOutput == "\(good): 2 profiles, no errors\n")
        #expect(check.standardError == "\(bad):4: profiles[0].settings.min-dwell: expected a number of frames, 1 or more, found '0'\n")

        let match = try runForcetouch(["profiles", "match", Self.tap])
        #expect(match.status == 0)
        #expect(match.standardOutput == """
            ForceTouch Synthetic Touchpad: touchpad, bus i2c, vendor 0x4654, product 0x0001
              built-in: forcetouch-synthetic (vendor 0x4654, name "ForceTouch Synthetic*")
              /nonexistent/forcetouch-profiles: no match
            sets: peek 0.5:0.4, pop 0.8:0.7, tap-max-duration 0.3, slop 3.0, long-press 0.5
            classifies with: peek 0.5:0.4, pop 0.8:0.7, tap ≤ 0.3 s, slop 3.0 mm, long press 0.5 s

            """)
    }

    @Test("live and menu say their profile too")
    func otherCommands() throws {
        let folder = TemporaryFolder()
        folder.write("input/event0", try String(contentsOfFile: Self.tap, encoding: .utf8))
        let live = try runForcetouch(["live", "event0", "--input-directory", folder.path + "/input"])
        #expect(live.status == 0, "\(live.standardError)")
        #expect(live.standardError.contains("\nprofile: forcetouch-synthetic (built-in)\n"))
        let liveJSON = try runForcetouch(["live", "--json", "event0", "--input-directory", folder.path + "/input"])
        #expect(liveJSON.standardOutput.hasSuffix(#","profile":["forcetouch-synthetic"]}"# + "\n"))
        let menu = TestPaths.recordings.appendingPathComponent("menu")
        let result = try runForcetouch(["menu", menu.appendingPathComponent("release.evemu").path, "--info-plist", menu.appendingPathComponent("Info.plist").path,
                                        "--var", "PRODUCT_BUNDLE_IDENTIFIER=org.example.notes", "--bundle-id", "org.example.notes",
                                        "--store", "/nonexistent/forcetouch-store"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "profile: forcetouch-synthetic (built-in)\n")
    }
}
