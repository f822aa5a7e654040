import CLibevdev
import ForceTouchCore
import Glibc

/// A kernel input device made through uinput from a description, as `evemu-device` makes one
/// from a recording's header: its events come back from `/dev/input/eventN` with the kernel's
/// time stamps, exactly as a real device's do.
final class UinputDevice {
    let name: String
    /// The device node, `/dev/input/eventN`.
    let node: String
    private let device: OpaquePointer
    private var uinput: OpaquePointer?

    /// Types the kernel test devices declare; `EV_FF` is left out, since uinput then wants
    /// a process answering effect uploads, and Debian 12's 6.1 kernel predates `FF_HAPTIC`.
    private static let types: [EventType] = [.key, .abs, .msc]

    init(_ description: DeviceDescription) throws(KernelTestError) {
        guard let device = libevdev_new() else { throw KernelTestError("libevdev_new failed for \(description.name)") }
        self.device = device
        name = description.name
        libevdev_set_name(device, description.name)
        libevdev_set_id_bustype(device, Int32(description.id.bus))
        libevdev_set_id_vendor(device, Int32(description.id.vendor))
        libevdev_set_id_product(device, Int32(description.id.product))
        libevdev_set_id_version(device, Int32(description.id.version))
        for property in 0..<UInt16(INPUT_PROP_CNT) where description.properties.contains(property) {
            libevdev_enable_property(device, UInt32(property))
        }
        for type in Self.types {
            guard let codes = description.eventCodes[type] else { continue }
            for code in 0..<UInt16(codes.bytes.count * 8) where codes.contains(code) {
                if type == .abs {
                    guard let info = description.absInfo[EventCode(code)] else { continue }
                    var absinfo = input_absinfo(
                        value: info.value, minimum: info.minimum, maximum: info.maximum, fuzz: info.fuzz, flat: info.flat, resolution: info.resolution)
                    libevdev_enable_event_code(device, UInt32(type.rawValue), UInt32(code), &absinfo)
                } else {
                    libevdev_enable_event_code(device, UInt32(type.rawValue), UInt32(code), nil)
                }
            }
        }
        var made: OpaquePointer?
        let result = libevdev_uinput_create_from_device(device, Int32(LIBEVDEV_UINPUT_OPEN_MANAGED.rawValue), &made)
        guard result == 0, let made, let node = libevdev_uinput_get_devnode(made) else {
            libevdev_free(device)
            throw KernelTestError("cannot create the uinput device \(description.name): \(String(cString: strerror(-result))) (is the uinput module loaded?)")
        }
        uinput = made
        self.node = String(cString: node)
    }

    deinit {
        unplug()
        libevdev_free(device)
    }

    /// Sends one event; the kernel stamps it when its frame's `SYN_REPORT` arrives.
    func send(_ type: EventType, _ code: EventCode, _ value: Int32) throws(KernelTestError) {
        guard let uinput else { throw KernelTestError("\(name) is unplugged") }
        let result = libevdev_uinput_write_event(uinput, UInt32(type.rawValue), UInt32(code.rawValue), value)
        guard result == 0 else { throw KernelTestError("writing to \(name) failed: \(String(cString: strerror(-result)))") }
    }

    /// Sends events as recorded, the first at once and each later one when its time comes.
    func play(_ events: ArraySlice<InputEvent>) throws(KernelTestError) {
        guard let origin = events.first?.time else { return }
        let began = Clock.now()
        for event in events {
            let due = began + event.time.microseconds(since: origin)
            Clock.sleep(until: due)
            try send(event.type, event.code, event.value)
        }
    }

    /// Sends every event at once, without waiting between frames.
    func burst(_ events: [InputEvent]) throws(KernelTestError) {
        for event in events { try send(event.type, event.code, event.value) }
    }

    /// Removes the device from the kernel, as pulling its cable does. Safe to call twice.
    func unplug() {
        guard let uinput else { return }
        libevdev_uinput_destroy(uinput)
        self.uinput = nil
    }
}

/// `CLOCK_MONOTONIC` in microseconds: the clock the kernel stamps input events with for readers
/// that ask for it, as libevdev readers (ForceTouch, libinput) do.
enum Clock {
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1000
    }

    static func sleep(until due: Int64) {
        let wait = due - now()
        guard wait > 0 else { return }
        var time = timespec(tv_sec: Int(wait / 1_000_000), tv_nsec: Int(wait % 1_000_000) * 1000)
        var left = timespec()
        while nanosleep(&time, &left) != 0 && errno == EINTR { time = left }
    }
}

/// What went wrong in a kernel test: one sentence, saying what was being done.
struct KernelTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
