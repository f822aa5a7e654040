import ForceTouchCore
import Testing

@Suite("Frame assembly")
struct FrameAssemblerTests {
    typealias F = CoreFixtures

    func phases(_ assembler: FrameAssembler) -> [Contact.Phase] { (0..<assembler.slotCount).map { assembler.contact(inSlot: $0).phase } }

    @Test("Protocol B: values persist across frames; only changes are sent")
    func protocolB() throws {
        var frames = try FrameAssembler(device: F.touchpad())
        for event in [F.abs(.absMTSlot, 1, 0), F.abs(.absMTTrackingID, 5, 0), F.abs(.absMTPositionX, 100, 0),
                      F.abs(.absMTPositionY, 200, 0), F.abs(.absMTPressure, 300, 0)] {
            #expect(frames.apply(event) == .applied)
        }
        #expect(frames.apply(F.syn(0)) == .frameEnded)
        #expect(phases(frames) == [.idle, .began, .idle, .idle])
        _ = frames.apply(F.abs(.absMTPressure, 310, 10))
        _ = frames.apply(F.syn(10))
        let contact = frames.contact(inSlot: 1)
        #expect(contact.phase == .continued)
        #expect((contact.trackingID, contact.x, contact.y, contact.pressure) == (5, 100, 200, 310))
        _ = frames.apply(F.abs(.absMTTrackingID, -1, 20))
        _ = frames.apply(F.syn(20))
        #expect(phases(frames) == [.idle, .ended, .idle, .idle])
        _ = frames.apply(F.syn(30))
        #expect(phases(frames) == [.idle, .idle, .idle, .idle])
    }

    @Test("Protocol B: slots selected back and forth in one frame keep what each was sent; a read mid-frame sees it too")
    func slotsSelectedBackAndForth() throws {
        var frames = try FrameAssembler(device: F.touchpad())
        for event in [F.abs(.absMTTrackingID, 1, 0), F.abs(.absMTPositionX, 10, 0), F.abs(.absMTSlot, 2, 0),
                      F.abs(.absMTTrackingID, 2, 0), F.abs(.absMTPositionX, 20, 0), F.abs(.absMTSlot, 0, 0),
                      F.abs(.absMTPressure, 100, 0), F.abs(.absMTSlot, 2, 0), F.abs(.absMTPressure, 200, 0)] {
            #expect(frames.apply(event) == .applied)
        }
        #expect(frames.contact(inSlot: 2).pressure == 200)   // the selected slot, before the frame ends
        #expect(frames.contact(inSlot: 0).pressure == 100)
        #expect(frames.apply(F.syn(0)) == .frameEnded)
        #expect(phases(frames) == [.began, .idle, .began, .idle])
        let values = [0, 2].map { slot in frames.contact(inSlot: slot) }.map { ($0.trackingID, $0.x, $0.pressure) }
        #expect(values.map(\.0) == [1, 2] && values.map(\.1) == [10, 20] && values.map(\.2) == [100, 200])
        // The same id in another slot while the first still holds it is refused as reused.
        #expect(frames.apply(F.abs(.absMTTrackingID, 1, 10)) == .anomaly(.trackingIDReused))
    }

    @Test("A new tracking id in a busy slot, or -1 then an id in one frame, is a replacement")
    func replacement() throws {
        var frames = try FrameAssembler(device: F.touchpad())
        _ = frames.apply(F.abs(.absMTTrackingID, 1, 0)); _ = frames.apply(F.syn(0))
        _ = frames.apply(F.abs(.absMTTrackingID, 2, 10)); _ = frames.apply(F.syn(10))
        #expect(frames.contact(inSlot: 0).phase == .replaced)
        _ = frames.apply(F.abs(.absMTTrackingID, -1, 20)); _ = frames.apply(F.abs(.absMTTrackingID, 2, 20)); _ = frames.apply(F.syn(20))
        #expect(frames.contact(inSlot: 0).phase == .replaced)
        // The same id set again while down changes nothing.
        _ = frames.apply(F.abs(.absMTTrackingID, 2, 30)); _ = frames.apply(F.syn(30))
        #expect(frames.contact(inSlot: 0).phase == .continued)
    }

    @Test("A slot beyond the device's range is ignored until a valid slot is selected")
    func slotOutOfRange() throws {
        var frames = try FrameAssembler(device: F.touchpad())
        #expect(frames.apply(F.abs(.absMTSlot, 9, 0)) == .anomaly(.slotOutOfRange))
        #expect(frames.apply(F.abs(.absMTTrackingID, 3, 0)) == .anomaly(.slotOutOfRange))
        #expect(frames.apply(F.abs(.absMTSlot, -1, 0)) == .anomaly(.slotOutOfRange))
        #expect(frames.apply(F.abs(.absMTSlot, 2, 0)) == .applied)
        #expect(frames.apply(F.abs(.absMTTrackingID, 3, 0)) == .applied)
        _ = frames.apply(F.syn(0))
        #expect(phases(frames) == [.idle, .idle, .began, .idle])
    }

    @Test("SYN_DROPPED drops everything up to and including the next SYN_REPORT; the next frame is a resync frame")
    func dropped() throws {
        var frames = try FrameAssembler(device: F.touchpad())
        _ = frames.apply(F.abs(.absMTTrackingID, 1, 0)); _ = frames.apply(F.syn(0))
        #expect(frames.apply(F.syn(5, .synDropped)) == .dropped)
        #expect(frames.apply(F.abs(.absMTTrackingID, -1, 6)) == .dropped)
        #expect(frames.apply(F.syn(6)) == .dropped)
        _ = frames.apply(F.abs(.absMTPressure, 10, 10))
        #expect(frames.apply(F.syn(10)) == .resyncFrameEnded)
        #expect(frames.contact(inSlot: 0).phase == .continued)   // it has an event: still there
        #expect(frames.contact(inSlot: 0).pressure == 10)
        // Used on its own, the assembler leaves resync by itself: the next frame is ordinary.
        _ = frames.apply(F.abs(.absMTPressure, 11, 20))
        #expect(frames.apply(F.syn(20)) == .frameEnded)
    }

    @Test("After a drop, a contact with no event in the first complete frame ends; a lift inside the drop is not a later replacement")
    func silentContactEndsAfterDrop() throws {
        var frames = try FrameAssembler(device: F.touchpad())
        for event in [F.abs(.absMTSlot, 0, 0), F.abs(.absMTTrackingID, 1, 0), F.abs(.absMTSlot, 1, 0), F.abs(.absMTTrackingID, 2, 0), F.syn(0)] {
            _ = frames.apply(event)
        }
        // Slot 0's lift falls inside the drop; slot 1 moves in the frame after it.
        for event in [F.syn(5, .synDropped), F.abs(.absMTSlot, 0, 6), F.abs(.absMTTrackingID, -1, 6), F.syn(6)] {
            #expect(frames.apply(event) == .dropped)
        }
        _ = frames.apply(F.abs(.absMTSlot, 1, 10)); _ = frames.apply(F.abs(.absMTPositionX, 5, 10))
        #expect(frames.apply(F.syn(10)) == .resyncFrameEnded)
        #expect(Array(phases(frames).prefix(2)) == [.ended, .continued])
        // Slot 0 used again later: a new contact, not the end of the old one.
        _ = frames.apply(F.abs(.absMTSlot, 0, 20)); _ = frames.apply(F.abs(.absMTTrackingID, 3, 20))
        #expect(frames.apply(F.syn(20)) == .frameEnded)
        #expect(Array(phases(frames).prefix(2)) == [.began, .continued])
    }

    @Test("After beginResync (libevdev), the frame states every change: silent contacts carry on")
    func authoritativeResync() throws {
        var frames = try FrameAssembler(device: F.touchpad())
        for event in [F.abs(.absMTSlot, 0, 0), F.abs(.absMTTrackingID, 1, 0), F.abs(.absMTSlot, 1, 0), F.abs(.absMTTrackingID, 2, 0), F.syn(0)] {
            _ = frames.apply(event)
        }
        frames.beginResync()
        _ = frames.apply(F.abs(.absMTSlot, 0, 10)); _ = frames.apply(F.abs(.absMTTrackingID, -1, 10))
        #expect(frames.apply(F.syn(10)) == .resyncFrameEnded)
        #expect(Array(phases(frames).prefix(2)) == [.ended, .continued])
    }

    @Test("A tracking id already held by another slot is applied and reported")
    func trackingIDReused() throws {
        var frames = try FrameAssembler(device: F.touchpad())
        _ = frames.apply(F.abs(.absMTSlot, 0, 0))
        #expect(frames.apply(F.abs(.absMTTrackingID, 7, 0)) == .applied)
        _ = frames.apply(F.abs(.absMTSlot, 1, 0))
        #expect(frames.apply(F.abs(.absMTTrackingID, 7, 0)) == .anomaly(.trackingIDReused))
        _ = frames.apply(F.syn(0))
        #expect(Array(phases(frames).prefix(2)) == [.began, .began])
    }

    @Test("Codes the device does not declare are refused, whatever their type")
    func undeclaredCodes() throws {
        var frames = try FrameAssembler(device: F.touchpad())
        #expect(frames.apply(F.key(.buttonLeft, 1, 0)) == .anomaly(.undeclaredCode))
        #expect(frames.apply(F.abs(.absX, 1, 0)) == .anomaly(.undeclaredCode))
        #expect(frames.apply(InputEvent(time: Timestamp(microseconds: 0), type: .rel, code: EventCode(0), value: 1)) == .anomaly(.undeclaredCode))
        #expect(frames.apply(InputEvent(time: Timestamp(microseconds: 0), type: .msc, code: EventCode(5), value: 1)) == .anomaly(.undeclaredCode))
        #expect(frames.apply(F.key(.buttonTouch, 1, 0)) == .applied)
    }

    @Test("Protocol A: positions at the ends of Int32 are matched without overflow")
    func protocolAFarApart() throws {
        var device = DeviceDescription(name: "protocol A")
        device.enable(.abs, .absMTPositionX, absInfo: AbsInfo(minimum: .min, maximum: .max))
        device.enable(.abs, .absMTPositionY, absInfo: AbsInfo(minimum: .min, maximum: .max))
        var frames = try FrameAssembler(device: device)
        func group(_ x: Int32, _ y: Int32, _ ms: Int64) {
            _ = frames.apply(F.abs(.absMTPositionX, x, ms)); _ = frames.apply(F.abs(.absMTPositionY, y, ms))
            _ = frames.apply(F.syn(ms, .synMTReport))
        }
        group(.min, .min, 0); _ = frames.apply(F.syn(0))
        group(.max, .max, 10); _ = frames.apply(F.syn(10))
        #expect(frames.contact(inSlot: 0).phase == .continued)
        #expect(frames.contact(inSlot: 0).x == .max)
    }

    @Test("Single touch: BTN_TOUCH starts and ends the contact; ABS_X/Y/PRESSURE carry it")
    func singleTouch() throws {
        var device = DeviceDescription(name: "pen")
        device.enable(.key, .buttonTouch)
        device.enable(.abs, .absX, absInfo: AbsInfo(minimum: 0, maximum: 1000))
        device.enable(.abs, .absY, absInfo: AbsInfo(minimum: 0, maximum: 1000))
        device.enable(.abs, .absPressure, absInfo: AbsInfo(minimum: 0, maximum: 100))
        var frames = try FrameAssembler(device: device)
        #expect(frames.contactProtocol == .single)
        _ = frames.apply(F.abs(.absX, 10, 0)); _ = frames.apply(F.abs(.absPressure, 5, 0)); _ = frames.apply(F.syn(0))
        #expect(phases(frames) == [.idle])   // hovering: pressure without touch
        _ = frames.apply(F.key(.buttonTouch, 1, 10)); _ = frames.apply(F.abs(.absPressure, 40, 10)); _ = frames.apply(F.syn(10))
        #expect(phases(frames) == [.began])
        #expect((frames.contact(inSlot: 0).x, frames.contact(inSlot: 0).pressure) == (10, 40))
        _ = frames.apply(F.key(.buttonTouch, 0, 20)); _ = frames.apply(F.syn(20))
        #expect(phases(frames) == [.ended])
    }

    @Test("Single touch without BTN_TOUCH: pressure above zero is contact")
    func pressureOnly() throws {
        var device = DeviceDescription(name: "pressure only")
        device.enable(.abs, .absX, absInfo: AbsInfo(minimum: 0, maximum: 1000))
        device.enable(.abs, .absPressure, absInfo: AbsInfo(minimum: 0, maximum: 100))
        var frames = try FrameAssembler(device: device)
        _ = frames.apply(F.abs(.absPressure, 3, 0)); _ = frames.apply(F.syn(0))
        #expect(phases(frames) == [.began])
        _ = frames.apply(F.abs(.absPressure, 0, 10)); _ = frames.apply(F.syn(10))
        #expect(phases(frames) == [.ended])
    }

    @Test("Protocol A: groups are matched to the nearest contact of the previous frame")
    func protocolA() throws {
        var device = DeviceDescription(name: "protocol A")
        device.enable(.abs, .absMTPositionX, absInfo: AbsInfo(minimum: 0, maximum: 1000))
        device.enable(.abs, .absMTPositionY, absInfo: AbsInfo(minimum: 0, maximum: 1000))
        device.enable(.abs, .absMTPressure, absInfo: AbsInfo(minimum: 0, maximum: 255))
        var frames = try FrameAssembler(device: device)
        #expect(frames.contactProtocol == .anonymous)
        func group(_ x: Int32, _ y: Int32, _ p: Int32, _ ms: Int64) {
            _ = frames.apply(F.abs(.absMTPositionX, x, ms)); _ = frames.apply(F.abs(.absMTPositionY, y, ms))
            _ = frames.apply(F.abs(.absMTPressure, p, ms)); _ = frames.apply(F.syn(ms, .synMTReport))
        }
        group(100, 100, 10, 0); group(900, 900, 20, 0); _ = frames.apply(F.syn(0))
        #expect(Array(phases(frames).prefix(3)) == [.began, .began, .idle])
        // Reported in the other order: each keeps its slot by distance.
        group(890, 905, 25, 10); group(110, 95, 15, 10); _ = frames.apply(F.syn(10))
        #expect((frames.contact(inSlot: 0).x, frames.contact(inSlot: 0).pressure) == (110, 15))
        #expect((frames.contact(inSlot: 1).x, frames.contact(inSlot: 1).pressure) == (890, 25))
        #expect(Array(phases(frames).prefix(2)) == [.continued, .continued])
        // One lifts: an empty SYN_MT_REPORT list leaves only the near one.
        group(112, 96, 15, 20); _ = frames.apply(F.syn(20))
        #expect(Array(phases(frames).prefix(2)) == [.continued, .ended])
        _ = frames.apply(F.syn(30, .synMTReport)); _ = frames.apply(F.syn(30))
        #expect(phases(frames)[0] == .ended)
    }

    @Test("A device with more slots than supported is refused at set-up")
    func tooManySlots() {
        var device = F.touchpad()
        device.absInfo[.absMTSlot] = AbsInfo(minimum: 0, maximum: 999)
        #expect(throws: SetupError.tooManySlots(1000)) { try FrameAssembler(device: device) }
        #expect(SetupError.tooManySlots(1000).description == "the device declares 1000 slots; at most 256 are supported")
    }
}
