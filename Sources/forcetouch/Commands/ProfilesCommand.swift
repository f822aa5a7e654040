import ArgumentParser
import ForceTouch

/// `forcetouch profiles`: the device profiles, where they come from, and which apply.
struct ProfilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profiles",
        abstract: "List, show and check device profiles, and see which apply to a device.",
        discussion: """
            Profiles are read from the built-in set, then \(ProfileLibrary.systemDirectory), then \
            $XDG_CONFIG_HOME/forcetouch/profiles.d (~/.config/forcetouch/profiles.d), files in name \
            order. For a device, each of the three places gives its most specific matching profile \
            (the later one among equals), and each is laid over the one before, setting by setting; \
            the command line's options are laid over them all. A broken file is reported and skipped \
            whole; the other files still apply.
            """,
        subcommands: [ListProfilesCommand.self, ShowProfileCommand.self, CheckProfilesCommand.self, MatchProfilesCommand.self]
    )
}

/// `forcetouch profiles list`.
struct ListProfilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List every profile: where it comes from, what it matches and sets.")

    func run() throws {
        let library = loadProfiles(for: .automatic)
        var rows: [[String]] = []
        for profile in library.set.levels.joined() {
            rows.append([profile.name, ProfileFormat.origin(profile), ProfileFormat.match(profile.match), ProfileFormat.settings(profile.settings)])
        }
        for line in TextTable.lines(header: ["name", "from", "matches", "sets"], rows: rows) { say(line) }
    }
}

/// `forcetouch profiles show NAME`.
struct ShowProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print a profile as a profile file holds it, with where it comes from.")

    @Argument(help: "The profile's name, or a profile file.")
    var name: String

    func run() throws {
        let library = loadProfiles(for: .named(name))
        let found: [DeviceProfile]
        do {
            found = try library.profiles(for: DeviceDescription(name: ""), choice: .named(name))
        } catch {
            throw CommandFailure("\(error)")
        }
        for profile in found {
            say("# \(ProfileFormat.origin(profile))")
            var out = OutputStream()
            out.writeLine(ProfileFormat.yaml(profile), newline: false)
            out.flush()
        }
    }
}

/// `forcetouch profiles check [FILE...]`.
struct CheckProfilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check profile files and report each error with its file and line.",
        discussion: "Without FILE, every file in the places profiles are read from. Exits 1 when any file has an error.")

    @Argument(help: "The files to check.", completion: .file())
    var files: [String] = []

    func run() throws {
        var problems: [ProfileError] = []
        var checked: [(String, Int)] = []
        if files.isEmpty {
            let library = ProfileLibrary(directories: ProfileLibrary.standardDirectories())
            problems = library.problems
            for level in library.set.levels.dropFirst() {
                for profile in level {
                    guard case let .file(file, _) = profile.origin else { continue }
                    if let index = checked.firstIndex(where: { $0.0 == file }) { checked[index].1 += 1 } else { checked.append((file, 1)) }
                }
            }
            if checked.isEmpty, problems.isEmpty { say("no profile files in \(library.directories.joined(separator: " or "))") }
        } else {
            for file in files {
                do {
                    checked.append((file, try ProfileLibrary.read(file: file).count))
                } catch {
                    problems.append(error)
                }
            }
        }
        for (file, count) in checked { say("\(file): \(count) profile\(count == 1 ? "" : "s"), no errors") }
        guard !problems.isEmpty else { return }
        var errors = OutputStream(fd: 2)
        for problem in problems { errors.writeLine("\(problem)") }
        errors.flush()
        throw ExitCode(1)
    }
}

/// `forcetouch profiles match DEVICE-OR-RECORDING`.
struct MatchProfilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Show the profiles that apply to a device or a recording, and the settings they give.")

    @Argument(help: "A recording, or a device as `live` takes it: a node, a node name or a device name.")
    var target: String

    @OptionGroup var input: InputDirectoryOption

    @OptionGroup var recording: TraceOptions

    func run() throws {
        let device = try description()
        let library = loadProfiles(for: .automatic)
        say("\(device.name): \(device.kind.name), bus \(ProfileFormat.busName(device.id.bus)), "
            + "vendor \(DeviceFormat.hex(device.id.vendor)), product \(DeviceFormat.hex(device.id.product))")
        let places = ["built-in"] + library.directories
        for (place, level) in zip(places, library.set.levels) {
            let matching = level.filter { $0.match.matches(device) }
            let chosen = ProfileSet(levels: [level]).matching(device).first
            let others = matching.filter { $0 != chosen }.map(\.name)
            say("  \(place): " + (chosen.map { "\($0.name) (\(ProfileFormat.match($0.match)))" } ?? "no match")
                + (others.isEmpty ? "" : "; also matching, less specific or earlier: \(others.joined(separator: ", "))"))
        }
        let applied = library.set.matching(device)
        say("sets: \(ProfileFormat.settings(ProfileSet.settings(of: applied)))")
        do {
            let configuration = try ProfileSet.settings(of: applied).configuration()
            say("classifies with: peek \(configuration.thresholds.peek.enter):\(configuration.thresholds.peek.exit), "
                + "pop \(configuration.thresholds.pop.enter):\(configuration.thresholds.pop.exit), tap ≤ \(configuration.tapMaximumDuration) s, "
                + "slop \(configuration.slop) mm, long press \(configuration.longPressDuration.map { "\($0) s" } ?? "off")"
                + (configuration.pressureRange.map { ", pressure range \($0.lowerBound):\($0.upperBound)" } ?? ""))
        } catch {
            throw CommandFailure("the profiles laid together are refused: \(error)")
        }
    }

    /// The recording's device, or the device's.
    private func description() throws -> DeviceDescription {
        if !target.hasPrefix("/dev/"), InputDevices.isRegularFile(target) {
            do {
                return try recording.open(target).device
            } catch let error as TraceParseError {
                throw CommandFailure(recording.message(for: error))
            }
        }
        let node = try input.node(for: target)
        let stop = try StopSignal.ctrlC()
        let opened = try InputDevices.open(node, stop: stop)
        defer { opened.close() }
        return opened.description
    }
}
