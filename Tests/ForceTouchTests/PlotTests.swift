import ForceTouchTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ForceTouch
import Testing

/// A plot read back as XML: its contacts, threshold lines and axis ticks, in SVG coordinates.
struct ParsedPlot {
    struct Contact {
        let slot: Int
        let pressClass: String
        let points: [(x: Double, y: Double)]
    }

    let contacts: [Contact]
    /// `peek-enter` and the like: the line's y and the force it says it stands for.
    let thresholds: [String: (y: Double, force: Double)]
    /// Force tick → y, time tick (seconds) → x.
    let yTicks: [Double: Double], xTicks: [Double: Double]
    let lanes: [Int]
    let title: String, subtitle: String
    let width: Double

    init(_ text: String) throws {
        let reader = PlotReader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.root == "svg")
        width = reader.width
        contacts = reader.contacts
        thresholds = reader.thresholds
        yTicks = reader.yTicks
        xTicks = reader.xTicks
        lanes = reader.lanes
        title = reader.texts["title"] ?? ""
        subtitle = reader.texts["subtitle"] ?? ""
    }

    /// The force a y stands for, read off the chart's own lowest and highest grid lines.
    func force(atY y: Double) -> Double {
        let ticks = yTicks.sorted { $0.key < $1.key }
        let (low, high) = (ticks.first!, ticks.last!)
        return low.key + (y - low.value) / (high.value - low.value) * (high.key - low.key)
    }

    /// The seconds an x stands for, read off the first two time ticks.
    func seconds(atX x: Double) -> Double {
        let ticks = xTicks.sorted { $0.key < $1.key }
        let (a, b) = (ticks[0], ticks[1])
        return a.key + (x - a.value) / (b.value - a.value) * (b.key - a.key)
    }
}

/// Collects a plot's parts as the parser meets them.
private final class PlotReader: NSObject, XMLParserDelegate {
    var root = "", width = 0.0
    var contacts: [ParsedPlot.Contact] = []
    var thresholds: [String: (y: Double, force: Double)] = [:]
    var yTicks: [Double: Double] = [:], xTicks: [Double: Double] = [:]
    var lanes: [Int] = []
    var texts: [String: String] = [:]
    private var contact: (slot: Int, pressClass: String)?
    private var tick: (axis: String, value: Double)?
    private var textClass: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        let kind = attributes["class"] ?? ""
        let number = { (key: String) in Double(attributes[key] ?? "") ?? .nan }
        if root.isEmpty {
            root = name
            width = number("width")
        }
        switch (name, kind) {
        case ("g", "contact"): contact = (Int(attributes["data-slot"] ?? "") ?? -1, attributes["data-class"] ?? "")
        case ("polyline", "force"):
            let points = (attributes["points"] ?? "").split(separator: " ").map { pair in
                let xy = pair.split(separator: ",").compactMap { Double($0) }
                return xy.count == 2 ? (x: xy[0], y: xy[1]) : (x: Double.nan, y: Double.nan)
            }
            if let contact { contacts.append(.init(slot: contact.slot, pressClass: contact.pressClass, points: points)) }
        case ("g", "y-tick"): tick = ("y", number("data-force"))
        case ("g", "x-tick"): tick = ("x", number("data-seconds"))
        case ("line", _) where tick != nil:
            if tick!.axis == "y" { yTicks[tick!.value] = number("y1") } else { xTicks[tick!.value] = number("x1") }
            tick = nil
        case ("line", _) where kind.hasPrefix("threshold "):
            #expect(number("y1") == number("y2"))
            thresholds[String(kind.dropFirst("threshold ".count))] = (number("y1"), number("data-force"))
        case ("g", "lane"): lanes.append(Int(attributes["data-slot"] ?? "") ?? -1)
        case ("text", "title"), ("text", "subtitle"): textClass = kind
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let textClass { texts[textClass, default: ""] += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text" { textClass = nil }
        if name == "g" { contact = nil }
    }
}

@Suite("plot: force over time as SVG, read back as XML")
struct PlotTests {
    static func plot(_ arguments: [String]) throws -> (svg: String, result: ProcessResult) {
        let result = try runForcetouch(["plot"] + arguments + ["-o", "-"])
        return (result.standardOutput, result)
    }

    @Test("The design's worked example: one contact whose points are its forces, frame by frame, ending pop")
    func workedExample() throws {
        let (svg, result) = try Self.plot([TestPaths.recordings.appendingPathComponent("design-example.evemu").path])
        #expect(result.status == 0)
        let plot = try ParsedPlot(svg)
        #expect(plot.contacts.count == 1)
        let contact = try #require(plot.contacts.first)
        #expect(contact.slot == 0 && contact.pressClass == "pop")
        // The design's forces per frame, on a 0…255 axis, one frame every 10 ms.
        let forces = [0.10, 0.45, 0.55, 0.45, 0.38, 0.85, 0.75, 0.65, 0.30]
        #expect(contact.points.count == forces.count)
        for (index, (point, force)) in zip(contact.points, forces).enumerated() {
            #expect(abs(plot.force(atY: point.y) - force) < 0.01, "frame \(index + 1)")
            #expect(abs(plot.seconds(atX: point.x) - Double(index) * 0.01) < 0.001, "frame \(index + 1)")
        }
        #expect(plot.lanes == [0])
        #expect(plot.title == "design-example.evemu: ForceTouch Synthetic Pressure Pad")
        #expect(plot.subtitle == "peek 0.5:0.4 · pop 0.8:0.7 · 1 press: 1 pop")
        #expect(plot.width == 1000)
        #expect(result.standardError == "profile: forcetouch-synthetic (built-in)\n")
    }

    @Test("Each threshold line stands where its force is on the chart's own grid", arguments: [
        ([], [("peek-enter", 0.5), ("peek-exit", 0.4), ("pop-enter", 0.8), ("pop-exit", 0.7)]),
        (["--peek", "0.3:0.25", "--pop", "0.62:0.5"], [("peek-enter", 0.3), ("peek-exit", 0.25), ("pop-enter", 0.62), ("pop-exit", 0.5)]),
    ])
    func bands(options: [String], expected: [(String, Double)]) throws {
        let (svg, result) = try Self.plot([TestPaths.recordings.appendingPathComponent("pop.evemu").path] + options)
        #expect(result.status == 0, "\(result.standardError)")
        let plot = try ParsedPlot(svg)
        #expect(plot.thresholds.count == 4)
        for (name, force) in expected {
            let line = try #require(plot.thresholds[name], "\(name)")
            #expect(line.force == force)
            #expect(abs(plot.force(atY: line.y) - force) < 0.001, "\(name) at y \(line.y)")
        }
    }

    @Test("A pressure pad's plot spans what its presses use, and labels the thresholds in grams too")
    func pressurePad() throws {
        let (svg, result) = try Self.plot([TestPaths.recordings.appendingPathComponent("pressure-pad.evemu").path])
        #expect(result.status == 0)
        let plot = try ParsedPlot(svg)
        // The force click peaks at 360 g of 2000: 0.18, so the chart's top is 0.25, not 1.
        #expect(plot.yTicks.keys.max() == 0.25)
        let peak = try #require(plot.contacts.last?.points.min { $0.y < $1.y })
        #expect(abs(plot.force(atY: peak.y) - 0.18) < 0.001)
        #expect(abs(plot.force(atY: try #require(plot.thresholds["pop-enter"]).y) - 0.145) < 0.0005)
        #expect(svg.contains(">pop enter 0.145 · 290 g</text>"))
        #expect(svg.contains(">peek exit 0.053 · 105 g</text>"))
        #expect(plot.contacts.map(\.pressClass) == ["tap", "peek", "pop"])
        #expect(plot.subtitle == "peek 0.065:0.053 (130:105 g) · pop 0.145:0.123 (290:245 g) · 3 presses: 1 tap, 1 peek, 1 pop")
    }

    @Test("Two fingers: one series per contact, each with the class replay gives it, and a lane per slot")
    func twoFingers() throws {
        let file = TestPaths.recordings.appendingPathComponent("two-fingers.evemu").path
        let plot = try ParsedPlot(try Self.plot([file]).svg)
        let classes = try Self.replayClasses([file])
        #expect(plot.contacts.map { "\($0.slot) \($0.pressClass)" } == classes)
        #expect(plot.contacts.count == 2)
        #expect(plot.lanes == [0, 1])

        let only = try ParsedPlot(try Self.plot([file, "--slot", "1"]).svg)
        #expect(only.contacts.map(\.slot) == [1])
        #expect(only.lanes == [1])
        #expect(only.subtitle.hasSuffix("slot 1 only"))
    }

    @Test("A slot with no contact is an error that names the slots there are")
    func missingSlot() throws {
        let file = TestPaths.recordings.appendingPathComponent("two-fingers.evemu").path
        let result = try runForcetouch(["plot", file, "--slot", "5", "-o", "-"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasSuffix("Error: \(file) has no contact in slot 5: its contacts are in slots 0, 1\n"))
    }

    @Test("--from and --to: the axis spans the window, and contacts outside it are left out")
    func window() throws {
        // Three presses, at 0 s, 0.3 s and 0.6 s, each 0.11 s long: light (a tap), firm, medium.
        var builder = TraceBuilder(device: SyntheticDevice.touchpad())
        for (start, peak) in [(0.0, 0.3), (0.3, 0.9), (0.6, 0.6)] {
            for frame in 0...10 {
                builder.touch(x: 2000, y: 1300, force: peak * (1 - abs(Double(frame) - 5) / 6))
                builder.sync(at: start + Double(frame) * 0.01)
            }
            builder.lift()
            builder.sync(at: start + 0.11)
        }
        let folder = TemporaryFolder()
        let file = folder.write("three.evemu", EvemuWriter().write(builder.trace))
        let whole = try ParsedPlot(try Self.plot([file]).svg)
        #expect(whole.contacts.map(\.pressClass) == ["tap", "pop", "peek"])

        let part = try ParsedPlot(try Self.plot([file, "--from", "0.25", "--to", "0.45"]).svg)
        #expect(part.contacts.map(\.pressClass) == ["pop"])
        let ticks = part.xTicks.keys.sorted()
        #expect(ticks.first! >= 0.25 && ticks.last! <= 0.45 + 1e-9)
        let points = try #require(part.contacts.first).points
        #expect(points.count == 11)
        #expect(abs(part.seconds(atX: points[0].x) - 0.3) < 0.001)
        #expect(abs(part.seconds(atX: points[10].x) - 0.4) < 0.001)

        // A window that cuts a press keeps the press, drawn to the window's edge.
        let cut = try ParsedPlot(try Self.plot([file, "--from", "0.35", "--to", "0.65"]).svg)
        #expect(cut.contacts.map(\.pressClass) == ["pop", "peek"])
        let first = try #require(cut.contacts.first).points
        #expect(abs(cut.seconds(atX: first[0].x) - 0.35) < 0.011)
        #expect(cut.subtitle == "peek 0.5:0.4 · pop 0.8:0.7 · 2 presses: 1 peek, 1 pop")
    }

    @Test("Bad windows are refused before anything is read", arguments: [
        (["--from", "2", "--to", "1"], "Error: --to (1.0) must be later than --from (2.0)"),
        (["--from=-1"], "Error: --from must be a number of seconds from 0, not -1.0"),
        (["--slot=-2"], "Error: --slot must be 0 or more, not -2"),
    ])
    func badWindow(options: [String], message: String) throws {
        let result = try runForcetouch(["plot", TestPaths.recordings.appendingPathComponent("pop.evemu").path, "-o", "-"] + options)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix(message + "\n"), "\(result.standardError)")
    }

    @Test("A file is written whole: to its path, announced on standard error; an unwritable path is an error and leaves nothing")
    func writesFile() throws {
        let folder = TemporaryFolder()
        let out = folder.path + "/pop.svg"
        let result = try runForcetouch(["plot", TestPaths.recordings.appendingPathComponent("pop.evemu").path, "-o", out])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasSuffix("wrote \(out): 1 contact, 0 s to 0.1 s\n"), "\(result.standardError)")
        #expect(try ParsedPlot(String(contentsOfFile: out, encoding: .utf8)).contacts.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pop.svg"])

        let missing = folder.path + "/no/such/dir/pop.svg"
        let failed = try runForcetouch(["plot", TestPaths.recordings.appendingPathComponent("pop.evemu").path, "-o", missing])
        #expect(failed.status == 1)
        #expect(failed.standardError.hasSuffix("Error: cannot write \(missing): No such file or directory\n"), "\(failed.standardError)")
    }

    @Test("A path that is not a regular file is written in place: /dev/null stays a device, a symbolic link stays a link")
    func writesInPlace() throws {
        let pop = TestPaths.recordings.appendingPathComponent("pop.evemu").path
        #expect(try runForcetouch(["plot", pop, "-o", "/dev/null"]).status == 0)
        let null = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        #expect(null[.type] as? FileAttributeType == .typeCharacterSpecial)

        let folder = TemporaryFolder()
        let target = folder.write("target.svg", "old")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.svg", withDestinationPath: target)
        #expect(try runForcetouch(["plot", pop, "-o", folder.path + "/link.svg"]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link.svg") == target)
        #expect(try ParsedPlot(String(contentsOfFile: target, encoding: .utf8)).contacts.count == 1)
    }

    @Test("A device name with XML's special characters still makes well-formed SVG")
    func escaping() throws {
        let folder = TemporaryFolder()
        var builder = TraceBuilder(device: SyntheticDevice.touchpad(name: "Pad <A&B> \"x\" 'y'"))
        builder.touch(x: 100, y: 100, force: 0.2)
        builder.sync(at: 0)
        builder.lift()
        builder.sync(at: 0.05)
        let file = folder.write("odd.evemu", EvemuWriter().write(builder.trace))
        let plot = try ParsedPlot(try Self.plot([file]).svg)
        #expect(plot.title == "odd.evemu: Pad <A&B> \"x\" 'y'")
        #expect(plot.contacts.map(\.pressClass) == ["tap"])
    }

    @Test("A long press keeps at most two points per pixel column, and its peak")
    func thinning() throws {
        var builder = TraceBuilder(device: SyntheticDevice.touchpad())
        var peakFrame = 0.0
        for frame in 0..<20_000 {
            // A slow wave with one spike, 1 ms apart: far more frames than pixels.
            let spike = frame == 12_345
            if spike { peakFrame = Double(frame) }
            builder.touch(x: 2000, y: 1300, force: spike ? 0.97 : 0.3 + 0.1 * sin(Double(frame) / 500))
            builder.sync(at: Double(frame) * 0.001)
        }
        builder.lift()
        builder.sync(at: 20.0)
        let folder = TemporaryFolder()
        let file = folder.write("long.evemu", EvemuWriter().write(builder.trace))
        let plot = try ParsedPlot(try Self.plot([file]).svg)
        let points = try #require(plot.contacts.first).points
        #expect(points.count <= 2 * 746 + 2)
        #expect(points.count > 746)
        let highest = try #require(points.min { $0.y < $1.y })
        #expect(abs(plot.force(atY: highest.y) - 0.97) < 0.005)
        #expect(abs(plot.seconds(atX: highest.x) - peakFrame * 0.001) < 0.03)
        #expect(zip(points, points.dropFirst()).allSatisfy { $0.x <= $1.x })
    }

    @Test("A libinput recording plots as its evemu original does", arguments: ["two-fingers", "design-example", "long-press"])
    func libinputRecording(_ name: String) throws {
        let folder = TemporaryFolder()
        let evemu = TestPaths.recordings.appendingPathComponent("\(name).evemu").path
        var writer = LibinputRecordWriter()
        let converted = folder.write("\(name).evemu", writer.write(try Trace.read(path: evemu), node: "/dev/input/event5"))
        let original = try Self.plot([evemu]), plotted = try Self.plot([converted])
        #expect(plotted.result.status == 0, "\(plotted.result.standardError)")
        // The same file name, so the same title: the whole picture is the same.
        #expect(plotted.svg == original.svg)
    }

    @Test("Every bundled recording plots, with a series for each press replay reports")
    func everyBundledRecording() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TestPaths.recordings.path).filter { $0.hasSuffix(".evemu") }.sorted()
            .map { TestPaths.recordings.appendingPathComponent($0).path }
            + (try FileManager.default.contentsOfDirectory(atPath: TestPaths.recordings.appendingPathComponent("menu").path))
            .filter { $0.hasSuffix(".evemu") }.sorted().map { TestPaths.recordings.appendingPathComponent("menu/\($0)").path }
        #expect(files.count >= 10)
        for file in files { try Self.checkPlot([file]) }
    }

    @Test("Every shared recording plots, with a series for each press replay reports",
          .enabled(if: TestPaths.sharedRecordingsAvailable, TestPaths.sharedRecordingsMissing))
    func everySharedRecording() throws {
        let folder = TestPaths.sharedRecordings
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".evemu") }.sorted()
        #expect(files.count >= 5)
        for file in files { try Self.checkPlot([folder.appendingPathComponent(file).path]) }
        try Self.checkPlot([folder.appendingPathComponent("synaptics-ps2-button-rpress.events").path,
                            "--desc", folder.appendingPathComponent("synaptics-ps2.desc").path])
    }

    /// Plots `arguments` and checks the series against replay's own events.
    static func checkPlot(_ arguments: [String]) throws {
        let (svg, result) = try plot(arguments)
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        let plot = try ParsedPlot(svg)
        #expect(plot.contacts.map { "\($0.slot) \($0.pressClass)" } == (try replayClasses(arguments)), "\(arguments)")
        #expect(plot.thresholds.count == 4)
        for contact in plot.contacts {
            #expect(!contact.points.isEmpty)
            #expect(contact.points.allSatisfy { (0...1.0000001).contains(plot.force(atY: $0.y)) })
        }
    }

    /// "slot class" of each press, in the order they went down, from `replay --json`.
    static func replayClasses(_ arguments: [String]) throws -> [String] {
        try replayEnds(arguments).map { "\($0.slot) \($0.pressClass)" }
    }

    /// Each press from `replay --json`: its slot, when it went down and ended, and its class (or `cancel`).
    static func replayEnds(_ arguments: [String]) throws -> [(slot: Int, down: Double, end: Double, pressClass: String)] {
        let result = try runForcetouch(["replay", "--json"] + arguments)
        var open: [Int: (Int, Double)] = [:]
        var presses: [(order: Int, press: (slot: Int, down: Double, end: Double, pressClass: String))] = []
        var count = 0
        for line in result.standardOutput.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard let slot = object["slot"] as? Int, let time = object["time"] as? Double, let event = object["event"] as? String else { continue }
            switch event {
            case "down":
                open[slot] = (count, time)
                count += 1
            case "up", "cancel":
                let opened = open.removeValue(forKey: slot)
                let (order, down) = try #require(opened)
                presses.append((order, (slot, down, time, event == "up" ? object["class"] as! String : "cancel")))
            default: break
            }
        }
        return presses.sorted { $0.order < $1.order }.map(\.press)
    }
}
