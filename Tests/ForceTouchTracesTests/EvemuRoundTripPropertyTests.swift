import ForceTouchCore
import ForceTouchTraces
import PropertyBased
import Testing

/// The writer and reader are inverses over any device and events evemu can carry.
@Suite("evemu round-trip properties")
struct EvemuRoundTripPropertyTests {
    /// Name characters: letters, blanks, `#` (a comment sign elsewhere, part of the name here) and non-ASCII.
    static let nameGen = Gen.element(of: Array("aZ09 _-#\t()é∆✋")).array(of: 0...24)
    static let numbersGen = Gen.uint64().array(of: 12...160)

    /// A device and events built from `numbers`: random ids, properties, event bits, axes
    /// (anything but `ABS_MT_SLOT`, whose range is checked), and events of declared codes with
    /// non-decreasing times from anywhere up to 2^40 µs.
    static func trace(name: [Character?], numbers: [UInt64]) -> Trace {
        var next = numbers.makeIterator()
        func draw() -> UInt64 { next.next() ?? 0x9e37_79b9_7f4a_7c15 }
        var device = DeviceDescription(
            name: String(name.compactMap { $0 }),
            id: InputID(bus: UInt16(truncatingIfNeeded: draw()), vendor: UInt16(truncatingIfNeeded: draw()),
                        product: UInt16(truncatingIfNeeded: draw()), version: UInt16(truncatingIfNeeded: draw())))
        for bit in 0..<32 where draw() & 1 == 1 { device.properties.insert(UInt16(bit)) }
        let keyCount = Int(draw() % 6)
        for _ in 0..<keyCount { device.enable(.key, EventCode(UInt16(0x100 + draw() % 0x200))) }
        let axisCount = 1 + Int(draw() % 8)
        for _ in 0..<axisCount {
            var code = UInt16(draw() % 0x40)
            if code == EventCode.absMTSlot.rawValue { code = EventCode.absMTPressure.rawValue }
            let a = Int32(truncatingIfNeeded: draw()), b = Int32(truncatingIfNeeded: draw())
            device.enable(.abs, EventCode(code), absInfo: AbsInfo(
                minimum: min(a, b), maximum: max(a, b), fuzz: Int32(draw() % 64), flat: Int32(draw() % 64),
                resolution: Int32(draw() % 300)))
        }
        device.enable(.syn, .synReport)
        device.enable(.msc, EventCode(0x05))
        let codes: [(EventType, EventCode)] = device.absInfo.keys.sorted { $0.rawValue < $1.rawValue }.map { (.abs, $0) }
            + (device.eventCodes[.key]?.members ?? []).map { (.key, EventCode($0)) }
            + [(.msc, EventCode(0x05)), (.syn, .synReport)]
        var time = Int64(draw() % (1 << 40))
        var events: [InputEvent] = []
        while let number = next.next() {
            time += Int64(number % 20_000)
            let (type, code) = codes[Int(number >> 32) % codes.count]
            let value = type == .syn ? 0 : Int32(truncatingIfNeeded: number >> 16)
            events.append(InputEvent(time: Timestamp(microseconds: time), type: type, code: code, value: value))
        }
        return Trace(device: device, events: events)
    }

    /// A name as one evemu `N:` line carries it: line breaks become spaces, outer blanks go.
    static func carried(_ name: String) -> String {
        let flat = String(name.map { $0.isNewline ? " " : $0 })
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(flat.drop(while: blank).reversed().drop(while: blank).reversed())
    }

    @Test("Written and read back, any trace is identical and writes the same bytes again")
    func roundTrip() async {
        await propertyCheck(count: 400, input: Self.nameGen, Self.numbersGen) { name, numbers in
            var trace = Self.trace(name: name, numbers: numbers)
            let text = EvemuWriter().write(trace)
            let back = try Trace.parse(evemu: text, name: "random.evemu")
            trace.device.name = Self.carried(trace.device.name)
            #expect(back == trace)
            #expect(EvemuWriter().write(back) == text)
        }
    }
}
