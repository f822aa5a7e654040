import Foundation
import ForceTouch
import ForceTouchTestSupport
import Testing

/// Every recording, converted to `libinput record` form in the test, replays exactly as the
/// original does, in every command that takes a recording; the options that choose a format
/// or a device say when they do not apply.
@Suite("libinput recordings in the commands")
struct LibinputRecordCommandTests {
    /// A recording and the file to convert it from: the bundled scenarios and menu traces, and
    /// the shared real-device recordings when they are present.
    struct Source: CustomStringConvertible, Sendable {
        let path: String
        var desc: String? = nil
        var description: String { URL(fileURLWithPath: path).lastPathComponent }
    }

    static var sources: [Source] {
        var sources = ((try? TestPaths.bundledRecordings()) ?? []).map { Source(path: TestPaths.recordings.appendingPathComponent("\($0).evemu").path) }
        let menu = TestPaths.recordings.appendingPathComponent("menu")
        sources += ((try? FileManager.default.contentsOfDirectory(atPath: menu.path)) ?? []).filter { $0.hasSuffix(".evemu") }.sorted()
            .map { Source(path: menu.appendingPathComponent($0).path) }
        guard TestPaths.sharedRecordingsAvailable else { return sources }
        let shared = TestPaths.sharedRecordings
        sources += ((try? FileManager.default.contentsOfDirectory(atPath: shared.path)) ?? []).filter { $0.hasSuffix(".evemu") }.sorted()
            .map { Source(path: shared.appendingPathComponent($0).path) }
        sources.append(Source(path: shared.appendingPathComponent("synaptics-ps2-button-rpress.events").path,
                              desc: shared.appendingPathComponent("synaptics-ps2.desc").path))
        return sources
    }

    /// Writes `source` as a libinput recording in `folder`.
    static func convert(_ source: Source, in folder: TemporaryFolder) throws -> (original: Trace, converted: String) {
        let original = try Trace.read(path: source.path, descriptionPath: source.desc)
        var writer = LibinputRecordWriter()
        return (original, folder.write(source.description + ".yml", writer.write(original, node: "/dev/input/event5")))
    }

    @Test("Converted, each recording reads back as the same device and events, and replay prints the same bytes", arguments: sources)
    func replaysAsTheOriginal(_ source: Source) throws {
        let folder = TemporaryFolder()
        let (original, converted) = try Self.convert(source, in: folder)
        let back = try Trace.read(path: converted)
        #expect(back.events == original.events)
        // libinput's `codes` keys are the types, so a type whose codes evemu lists without its
        // type bit (the Wacom pen's EV_MSC) comes back declared.
        var device = original.device
        for (type, codes) in device.eventCodes where type != .syn && !codes.isEmpty { device.eventCodes[.syn, default: CodeBitSet()].insert(type.rawValue) }
        #expect(back.device == device)
        let originalArguments = [source.path] + (source.desc.map { ["--desc", $0] } ?? [])
        for output in [["--json"], ["--explain"]] {
            let expected = try runForcetouch(["replay"] + output + originalArguments)
            let replayed = try runForcetouch(["replay"] + output + [converted])
            #expect(expected.status == 0, "\(expected.standardError)")
            #expect(replayed.status == 0, "\(replayed.standardError)")
            #expect(replayed.standardOutput == expected.standardOutput)
        }
    }

    @Test("The shared recordings were covered: the conversion test saw them", .enabled(if: TestPaths.sharedRecordingsAvailable, TestPaths.sharedRecordingsMissing))
    func sharedCovered() {
        #expect(Self.sources.filter { $0.path.contains("shared/recordings") }.count == 6)
    }

    @Test("menu takes a libinput recording and delivers as it does for the evemu original")
    func menu() throws {
        let folder = TemporaryFolder()
        let menu = TestPaths.recordings.appendingPathComponent("menu")
        let (_, converted) = try Self.convert(Source(path: menu.appendingPathComponent("later-tap.evemu").path), in: folder)
        let options = ["--info-plist", menu.appendingPathComponent("Info.plist").path, "--var", "PRODUCT_BUNDLE_IDENTIFIER=org.example.notes",
                       "--bundle-id", "org.example.notes", "--store", "/nonexistent/forcetouch-store", "--json"]
        let expected = try runForcetouch(["menu", menu.appendingPathComponent("later-tap.evemu").path] + options)
        let result = try runForcetouch(["menu", converted] + options)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardOutput.isEmpty)
        #expect(result.standardOutput == expected.standardOutput)
    }

    @Test("--format forces a format, and the wrong one says which format the file is in")
    func forcedFormat() throws {
        let folder = TemporaryFolder()
        let evemu = TestPaths.recordings.appendingPathComponent("tap.evemu").path
        let (_, converted) = try Self.convert(Source(path: evemu), in: folder)
        #expect(try runForcetouch(["replay", "--format", "libinput", "--json", converted]).standardOutput
            == (try runForcetouch(["replay", "--json", evemu]).standardOutput))
        let asEvemu = try runForcetouch(["replay", "--format", "evemu", converted])
        #expect(asEvemu.status == 1)
        #expect(asEvemu.standardError.contains(
            "\(converted):2: this is a libinput record file (YAML), not evemu: leave out --format evemu, or give --format libinput\n"))
        let asLibinput = try runForcetouch(["replay", "--format", "libinput", evemu])
        #expect(asLibinput.status == 1)
        #expect(asLibinput.standardError == "Error: \(evemu): this is an evemu recording, not a libinput record file: leave out --format libinput, or give --format evemu\n")
        let unknown = try runForcetouch(["replay", "--format", "csv", evemu])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("The value 'csv' is invalid for '--format <evemu|libinput>'"), "\(unknown.standardError)")
    }

    @Test("A recording of two touch devices fails and lists them; --device picks one; --desc and --device say where they apply")
    func devices() throws {
        let folder = TemporaryFolder()
        let tap = try Trace.read(path: TestPaths.recordings.appendingPathComponent("tap.evemu").path)
        let pop = try Trace.read(path: TestPaths.recordings.appendingPathComponent("pop.evemu").path)
        var first = LibinputRecordWriter(), second = LibinputRecordWriter()
        // Two devices as libinput writes them: the header once, then each device's part.
        let one = first.write(tap, node: "/dev/input/event5")
        let other = second.write(pop, node: "/dev/input/event6")
        let devices = one.replacingOccurrences(of: "ndevices: 1", with: "ndevices: 2")
            + String(other[other.range(of: "\ndevices:\n")!.upperBound...])
        let path = folder.write("two.yml", devices)
        let refused = try runForcetouch(["replay", path])
        #expect(refused.status == 1)
        #expect(refused.standardError == """
            Error: \(path): the file holds several touch devices; choose one:
              0: \(tap.device.name) (/dev/input/event5), touchpad
              1: \(pop.device.name) (/dev/input/event6), touchpad
            choose with --device NAME, --device NODE or --device INDEX

            """)
        for (selector, original) in [("1", "pop"), ("event5", "tap"), ("/dev/input/event6", "pop")] {
            let chosen = try runForcetouch(["replay", "--json", "--device", selector, path])
            #expect(chosen.status == 0, "\(chosen.standardError)")
            #expect(chosen.standardOutput == (try runForcetouch(["replay", "--json", TestPaths.recordings.appendingPathComponent("\(original).evemu").path]).standardOutput))
        }
        let evemuDevice = try runForcetouch(["replay", "--device", "1", TestPaths.recordings.appendingPathComponent("tap.evemu").path])
        #expect(evemuDevice.standardError.hasSuffix(": --device is for libinput recordings; an evemu recording holds one device\n"))
        let libinputDesc = try runForcetouch(["replay", "--desc", path, path])
        #expect(libinputDesc.standardError.hasSuffix(": --desc is for evemu recordings; this is a libinput recording, which describes its devices itself\n"))
    }
}
