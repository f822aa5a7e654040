import ForceTouchTestSupport
import ForceTouchCore
@testable import ForceTouchTraces
import PropertyBased
import Testing

/// Random and damaged input never traps the reader or the recognizer, every `down` ends,
/// and reported time never runs backwards.
@Suite("Hostile input properties")
struct HostileInputPropertyTests {
    /// Devices of every contact protocol, with and without pressure.
    static let devices: [DeviceDescription] = {
        var protocolA = DeviceDescription(name: "protocol A")
        protocolA.enable(.abs, .absMTPositionX, absInfo: AbsInfo(minimum: .min, maximum: .max))
        protocolA.enable(.abs, .absMTPositionY, absInfo: AbsInfo(minimum: .min, maximum: .max))
        protocolA.enable(.abs, .absMTPressure, absInfo: AbsInfo(minimum: -5, maximum: 255))
        var semiMT = SyntheticDevice.touchpad()
        semiMT.properties.insert(InputProperty.semiMT.rawValue)
        return [SyntheticDevice.touchpad(), SyntheticDevice.touchpadWithoutPressure(), SyntheticDevice.pen(), protocolA, semiMT]
    }()

    /// The events random sequences are drawn from: every code the recognizer reads, and others.
    static let shapes: [(EventType, EventCode)] = [
        (.abs, .absMTSlot), (.abs, .absMTTrackingID), (.abs, .absMTPositionX), (.abs, .absMTPositionY),
        (.abs, .absMTPressure), (.abs, .absX), (.abs, .absY), (.abs, .absPressure), (.key, .buttonTouch),
        (.key, .buttonToolPen), (.key, .buttonLeft), (.syn, .synReport), (.syn, .synReport), (.syn, .synReport),
        (.syn, .synDropped), (.syn, .synMTReport), (.rel, EventCode(0)), (.msc, EventCode(5)),
    ]

    /// Values that matter at the edges, and small ones that make slots and ids collide.
    static func value(_ bits: UInt64) -> Int32 {
        switch bits % 8 {
        case 0: .min
        case 1: .max
        case 2: -1
        default: Int32(truncatingIfNeeded: Int64(bits >> 8) % 300) - 20
        }
    }

    /// Checks the invariants over one run's gesture events.
    static func check(_ gestures: [GestureEvent], openAtEnd: Int = 0) {
        var open = Set<Int>()
        var last: Timestamp?
        for gesture in gestures {
            if let last { #expect(gesture.time >= last, "time ran backwards: \(gesture) after \(last)") }
            last = gesture.time
            switch gesture.kind {
            case .down:
                #expect(!open.contains(gesture.slot), "second down in slot \(gesture.slot)")
                open.insert(gesture.slot)
            case .stage:
                #expect(open.contains(gesture.slot), "stage with nothing down in slot \(gesture.slot)")
            case .up, .cancel:
                #expect(open.remove(gesture.slot) != nil, "end with nothing down in slot \(gesture.slot)")
            }
        }
        #expect(open.isEmpty, "presses never ended: \(open)")
    }

    @Test("Random event sequences, with any values and times, on every kind of device")
    func randomEvents() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...4), Gen.uint64().array(of: 0...300)) { deviceIndex, numbers in
            var recognizer = try PressRecognizer(device: Self.devices[deviceIndex])
            var gestures: [GestureEvent] = []
            var time: Int64 = 0
            for number in numbers {
                // Mostly forward in small steps; sometimes backwards, sometimes near the top of the range.
                switch number >> 60 {
                case 0: time = Int64.max - Int64(number % 1000)
                case 1: time -= Int64(number % 50_000)
                default: time = time.addingReportingOverflow(Int64(number % 20_000)).overflow ? .max : time + Int64(number % 20_000)
                }
                let (type, code) = Self.shapes[Int((number >> 32) % UInt64(Self.shapes.count))]
                let event = InputEvent(time: Timestamp(microseconds: time), type: type, code: code, value: Self.value(number))
                recognizer.process(event) { gestures.append($0) }
                if number % 97 == 0 { recognizer.tick(at: Timestamp(microseconds: time &+ 400_000)) { gestures.append($0) } }
            }
            recognizer.finish(reason: .endOfInput) { gestures.append($0) }
            Self.check(gestures)
        }
    }

    /// A recording with bytes replaced, inserted and deleted at random places.
    static func damaged(_ text: String, _ edits: [UInt64]) -> [UInt8] {
        var bytes = Array(text.utf8)
        let alphabet = Array("E: 0123456789abcdef.-\n\t#ABINP\u{00}\u{ff}".utf8)
        for edit in edits where !bytes.isEmpty {
            let at = Int(edit >> 16) % bytes.count
            let byte = alphabet[Int(edit >> 8) % alphabet.count]
            switch edit % 3 {
            case 0: bytes[at] = byte
            case 1: bytes.insert(byte, at: at)
            default: bytes.remove(at: at)
            }
        }
        return bytes
    }

    @Test("Damaged recordings read up to the damage, then fail with file and line; presses begun are ended")
    func damagedRecordings() async {
        let texts = Scenario.all.map(\.evemuText)
        await propertyCheck(count: 400, input: Gen.int(in: 0...(texts.count - 1)), Gen.uint64().array(of: 1...12)) { index, edits in
            let bytes = Self.damaged(texts[index], edits)
            let lineCount = bytes.count { $0 == 0x0a } + 1
            var gestures: [GestureEvent] = []
            do throws(TraceParseError) {
                let reader = try EvemuReader(bytes: bytes, name: "damaged.evemu")
                // The reader refuses a description no recognizer can use, so this one can.
                guard var recognizer = try? PressRecognizer(device: reader.device) else {
                    Issue.record("the reader accepted a device no recognizer can use: \(reader.device)")
                    return
                }
                do throws(TraceParseError) {
                    while let event = try reader.next() { recognizer.process(event) { gestures.append($0) } }
                    recognizer.finish(reason: .endOfInput) { gestures.append($0) }
                } catch {
                    recognizer.finish(reason: .inputError) { gestures.append($0) }
                    // Past the description, every error is about one line of the file.
                    #expect(error.file == "damaged.evemu")
                    #expect((1...lineCount).contains(error.line), "\(error)")
                }
            } catch {
                // In the description, an error names a line, or the whole file (line 0).
                #expect(error.file == "damaged.evemu")
                #expect((0...lineCount).contains(error.line), "\(error)")
            }
            Self.check(gestures)
        }
    }

    @Test("Random bytes never trap the reader")
    func randomBytes() async {
        await propertyCheck(count: 300, input: Gen.uint8().array(of: 0...400)) { bytes in
            do throws(TraceParseError) {
                _ = try readAll(EvemuReader(bytes: bytes, name: "random.evemu"))
            } catch {
                #expect(error.description.hasPrefix("random.evemu"))
            }
        }
    }
}
