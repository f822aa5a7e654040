import CSDBus
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

extension SessionBus.Backend {
    /// The session bus through sd-bus: `sd_bus_open_user`, and method calls built and sent
    /// with `sd_bus_message_*` and `sd_bus_call`.
    public static let sdBus = SessionBus.Backend(
        connect: {
            var bus: OpaquePointer?
            let result = sd_bus_open_user(&bus)
            guard result >= 0, let bus else { return .failure(BusError(.cannotConnect(Errno(rawValue: -result)))) }
            return .success(bus)
        },
        nameHasOwner: { bus, name in
            call(bus, destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                 member: "NameHasOwner", timeout: 5_000_000, arguments: { message in
                    name.withCString { sd_bus_message_append_basic(message, CChar(UInt8(ascii: "s")), $0) }
                 }).flatMap { reply in
                defer { sd_bus_message_unref(reply) }
                var owned: Int32 = 0
                let result = sd_bus_message_read_basic(reply, CChar(UInt8(ascii: "b")), &owned)
                return result < 0 ? .failure(BusError(.failed(Errno(rawValue: -result)))) : .success(owned != 0)
            }
        },
        activateAction: { bus, request in
            call(bus, destination: request.busName, path: request.objectPath, interface: "org.freedesktop.Application",
                 member: "ActivateAction", timeout: request.timeout, arguments: { message in
                    // (s action, av parameter, a{sv} platform-data)
                    var result = request.action.withCString { sd_bus_message_append_basic(message, CChar(UInt8(ascii: "s")), $0) }
                    guard result >= 0 else { return result }
                    result = sd_bus_message_open_container(message, CChar(UInt8(ascii: "a")), "v")
                    guard result >= 0 else { return result }
                    result = sd_bus_message_close_container(message)
                    guard result >= 0 else { return result }
                    result = sd_bus_message_open_container(message, CChar(UInt8(ascii: "a")), "{sv}")
                    guard result >= 0 else { return result }
                    for (key, value) in request.platformData.sorted(by: { $0.key < $1.key }) {
                        result = sd_bus_message_open_container(message, CChar(UInt8(ascii: "e")), "sv")
                        guard result >= 0 else { return result }
                        result = key.withCString { sd_bus_message_append_basic(message, CChar(UInt8(ascii: "s")), $0) }
                        guard result >= 0 else { return result }
                        result = sd_bus_message_open_container(message, CChar(UInt8(ascii: "v")), "s")
                        guard result >= 0 else { return result }
                        result = value.withCString { sd_bus_message_append_basic(message, CChar(UInt8(ascii: "s")), $0) }
                        guard result >= 0 else { return result }
                        result = sd_bus_message_close_container(message)
                        guard result >= 0 else { return result }
                        result = sd_bus_message_close_container(message)
                        guard result >= 0 else { return result }
                    }
                    return sd_bus_message_close_container(message)
                 }).map { sd_bus_message_unref($0) }
        },
        close: { bus in sd_bus_flush_close_unref(bus) }
    )

    /// One method call, waited for up to `timeout` microseconds; the reply, which the caller unrefs.
    private static func call(
        _ bus: OpaquePointer, destination: String, path: String, interface: String, member: String, timeout: UInt64,
        arguments: (OpaquePointer) -> Int32
    ) -> Result<OpaquePointer, BusError> {
        var message: OpaquePointer?
        var result = sd_bus_message_new_method_call(bus, &message, destination, path, interface, member)
        guard result >= 0, let message else { return .failure(BusError(.failed(Errno(rawValue: -result)))) }
        defer { sd_bus_message_unref(message) }
        result = arguments(message)
        guard result >= 0 else { return .failure(BusError(.failed(Errno(rawValue: -result)))) }
        var error = forcetouch_sd_bus_error_null()
        defer { sd_bus_error_free(&error) }
        var reply: OpaquePointer?
        result = sd_bus_call(bus, message, timeout, &error, &reply)
        if result >= 0, let reply { return .success(reply) }
        let name = error.name.map { String(cString: $0) }
        let text = error.message.map { String(cString: $0) } ?? ""
        switch name {
        case "org.freedesktop.DBus.Error.NoReply", "org.freedesktop.DBus.Error.Timeout", "org.freedesktop.DBus.Error.TimedOut":
            return .failure(BusError(.timedOut(seconds: Double(timeout) / 1e6)))
        case "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner":
            return .failure(BusError(.serviceUnknown(text)))
        case let name?:
            return .failure(BusError(.remote(name: name, message: text)))
        case nil:
            return .failure(-result == ETIMEDOUT ? BusError(.timedOut(seconds: Double(timeout) / 1e6)) : BusError(.failed(Errno(rawValue: -result))))
        }
    }
}
