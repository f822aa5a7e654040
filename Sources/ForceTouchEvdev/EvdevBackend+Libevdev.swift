internal import CLibevdev
import ForceTouchCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

extension EvdevBackend {
    /// The backend that talks to the kernel through libevdev.
    static let libevdev = EvdevBackend(
        open: { path in
            let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { return .failure(Errno(rawValue: Glibc.errno)) }
            var state: OpaquePointer?
            let rc = libevdev_new_from_fd(fd, &state)
            guard rc == 0, let state else {
                Glibc.close(fd)
                return .failure(Errno(rawValue: -rc))
            }
            _ = libevdev_set_clock_id(state, CLOCK_MONOTONIC)
            return .success(EvdevHandle(fd: fd, state: state))
        },
        describe: { handle in
            let dev = handle.state
            var device = DeviceDescription(
                name: libevdev_get_name(dev).map { String(cString: $0) } ?? "",
                id: InputID(bus: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(dev)), vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(dev)),
                            product: UInt16(truncatingIfNeeded: libevdev_get_id_product(dev)), version: UInt16(truncatingIfNeeded: libevdev_get_id_version(dev))))
            for property in 0...InputProperty.maximum where libevdev_has_property(dev, UInt32(property)) != 0 {
                device.properties.insert(property)
            }
            // As evemu describes a device: type 0's mask is the types, then each type's codes.
            for type in 0...EventType.maximum {
                let eventType = EventType(rawValue: type)
                let maximum = type == 0 ? EventType.maximum : (eventType.maximumCode ?? 0)
                guard type == 0 || libevdev_has_event_type(dev, UInt32(type)) != 0 else { continue }
                var codes = CodeBitSet()
                for code in 0...maximum where libevdev_has_event_code(dev, UInt32(type), UInt32(code)) != 0 { codes.insert(code) }
                if !codes.isEmpty { device.eventCodes[eventType] = codes }
                guard eventType == .abs else { continue }
                for code in codes.members {
                    guard let info = libevdev_get_abs_info(dev, UInt32(code))?.pointee else { continue }
                    // evemu records no current value; neither does the description.
                    device.absInfo[EventCode(code)] = AbsInfo(
                        minimum: info.minimum, maximum: info.maximum, fuzz: info.fuzz, flat: info.flat, resolution: info.resolution)
                }
            }
            // A reader starting now learns each slot's values: a contact that begins later sends
            // only those that changed (the kernel drops repeated values), as libinput knows too.
            func event(_ code: EventCode, _ value: Int32) -> InputEvent {
                InputEvent(time: Timestamp(microseconds: 0), type: .abs, code: code, value: value)
            }
            var state: [InputEvent] = []
            let slotAxes = [EventCode.absMTTouchMajor, .absMTTouchMinor, .absMTPositionX, .absMTPositionY, .absMTPressure].filter { device.has(.abs, $0) }
            for slot in 0..<Int32(device.slotCount) {
                state.append(event(.absMTSlot, slot))
                for axis in slotAxes { state.append(event(axis, libevdev_get_slot_value(dev, UInt32(slot), UInt32(axis.rawValue)))) }
            }
            for axis in [EventCode.absX, .absY, .absPressure] where device.has(.abs, axis) {
                state.append(event(axis, libevdev_get_event_value(dev, UInt32(EV_ABS), UInt32(axis.rawValue))))
            }
            return (device, state + EvdevBackend.selecting(slot: libevdev_get_current_slot(dev), on: device))
        },
        poll: { handle, wake, timeout in
            var fds = [pollfd(fd: handle.fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            let count = fds.withUnsafeMutableBufferPointer { Glibc.poll($0.baseAddress, wake >= 0 ? 2 : 1, timeout) }
            guard count >= 0 else { return .failure(Errno(rawValue: Glibc.errno)) }
            if fds[0].revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return .success(true) }   // the read says why
            return .success(fds[0].revents & Int16(POLLIN) != 0)
        },
        next: { handle, mode in
            var event = input_event()
            let flags = mode == .sync ? LIBEVDEV_READ_FLAG_SYNC.rawValue : LIBEVDEV_READ_FLAG_NORMAL.rawValue
            let rc = libevdev_next_event(handle.state, flags, &event)
            let time = Timestamp(seconds: Int64(event.time.tv_sec), microseconds: Int64(event.time.tv_usec))
            let input = InputEvent(time: time, type: EventType(rawValue: event.type), code: EventCode(event.code), value: event.value)
            switch rc {
            case Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue): return .event(input)
            case Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue): return mode == .sync ? .synced(input) : .dropped
            case -EAGAIN: return .wouldBlock
            default: return .failure(Errno(rawValue: -rc))
            }
        },
        grab: { handle, grab in
            let rc = libevdev_grab(handle.state, grab == .take ? LIBEVDEV_GRAB : LIBEVDEV_UNGRAB)
            return rc == 0 ? nil : Errno(rawValue: -rc)
        },
        close: { handle in
            libevdev_free(handle.state)
            Glibc.close(handle.fd)
        },
        now: {
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            return Timestamp(microseconds: Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1000)
        },
        haptics: Haptics(
            open: { path in
                let fd = Glibc.open(path, O_RDWR | O_CLOEXEC)
                return fd >= 0 ? .success(fd) : .failure(Errno(rawValue: Glibc.errno))
            },
            upload: { fd, waveform in
                let id = forcetouch_upload_haptic(fd, waveform.rawValue, 100)
                return id >= 0 ? .success(Int16(truncatingIfNeeded: id)) : .failure(Errno(rawValue: -id))
            },
            play: { fd, id in
                let result = forcetouch_play_effect(fd, Int32(id))
                return result == 0 ? nil : Errno(rawValue: -result)
            },
            erase: { fd, id in
                let result = forcetouch_erase_effect(fd, Int32(id))
                return result == 0 ? nil : Errno(rawValue: -result)
            },
            close: { fd in _ = Glibc.close(fd) }))
}
