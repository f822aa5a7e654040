import SystemPackage

/// A connection to the user's session bus, for the two calls a launcher makes: whether an
/// app's name has an owner (is it running?), and `org.freedesktop.Application.ActivateAction`.
///
/// Every call goes through `Backend`, the one seam between this module and the D-Bus library
/// (sd-bus, from libsystemd): tests may script it; `SessionBus.open()` uses sd-bus.
public final class SessionBus {
    /// What a call to an app asks for.
    public struct ActivateAction: Hashable, Sendable {
        public let busName: String
        public let objectPath: String
        public let action: String
        /// `platform-data`: `desktop-startup-id` and `activation-token` when the launcher has them.
        public let platformData: [String: String]
        /// How long to wait for the app's answer, in microseconds.
        public let timeout: UInt64

        public init(busName: String, objectPath: String, action: String, platformData: [String: String] = [:], timeout: UInt64) {
            self.busName = busName
            self.objectPath = objectPath
            self.action = action
            self.platformData = platformData
            self.timeout = timeout
        }
    }

    /// The session bus calls, as functions of an opaque connection.
    public struct Backend: Sendable {
        public var connect: @Sendable () -> Result<OpaquePointer, BusError>
        public var nameHasOwner: @Sendable (OpaquePointer, String) -> Result<Bool, BusError>
        public var activateAction: @Sendable (OpaquePointer, ActivateAction) -> Result<Void, BusError>
        public var close: @Sendable (OpaquePointer) -> Void

        public init(
            connect: @escaping @Sendable () -> Result<OpaquePointer, BusError>,
            nameHasOwner: @escaping @Sendable (OpaquePointer, String) -> Result<Bool, BusError>,
            activateAction: @escaping @Sendable (OpaquePointer, ActivateAction) -> Result<Void, BusError>,
            close: @escaping @Sendable (OpaquePointer) -> Void
        ) {
            self.connect = connect
            self.nameHasOwner = nameHasOwner
            self.activateAction = activateAction
            self.close = close
        }
    }

    private let backend: Backend
    private let connection: OpaquePointer

    /// Connects to the session bus (`DBUS_SESSION_BUS_ADDRESS`) through `backend`.
    public init(backend: Backend = .sdBus) throws(BusError) {
        self.backend = backend
        connection = try backend.connect().get()
    }

    deinit { backend.close(connection) }

    /// Whether some connection owns `name` now: the app is running.
    public func nameHasOwner(_ name: String) throws(BusError) -> Bool {
        try backend.nameHasOwner(connection, name).get()
    }

    /// Calls `ActivateAction(action, [], platform-data)` on the app, once, and waits for its
    /// answer. A name without an owner is started by D-Bus activation, if it has a service file.
    public func activateAction(_ call: ActivateAction) throws(BusError) {
        try backend.activateAction(connection, call).get()
    }
}

/// A failed session-bus call: why, with the D-Bus error name where the bus or the app gave one.
public struct BusError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// No session bus to connect to.
        case cannotConnect(Errno)
        /// The app did not answer within the timeout.
        case timedOut(seconds: Double)
        /// The name has no owner and no service file: nothing can start it.
        case serviceUnknown(String)
        /// The app (or the bus) answered with an error.
        case remote(name: String, message: String)
        /// The call could not be made.
        case failed(Errno)
    }

    public let kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    public var description: String {
        switch kind {
        case let .cannotConnect(errno):
            "cannot connect to the session bus (\(errno)); is DBUS_SESSION_BUS_ADDRESS set, or XDG_RUNTIME_DIR/bus there?"
        case let .timedOut(seconds):
            "no answer within \(seconds) s"
        case let .serviceUnknown(message):
            "not running, and D-Bus cannot start it: \(message)"
        case let .remote(name, message):
            "\(name): \(message)"
        case let .failed(errno):
            "the call failed: \(errno)"
        }
    }
}
