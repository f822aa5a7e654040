import SystemPackage

/// Why a live device could not be opened or read: the node, what failed, and how to fix it
/// where there is a fix.
public struct EvdevError: Error, Hashable, Sendable, CustomStringConvertible {
    private enum Base: Hashable, Sendable {
        case cannotOpen(Errno)
        case notEvdev(Errno)
        case removed
        case cannotRead(Errno)
        case cannotGrab(Errno)
    }

    /// The device node.
    public let path: String
    private let base: Base

    static func cannotOpen(_ path: String, _ errno: Errno) -> Self { Self(path: path, base: .cannotOpen(errno)) }
    static func notEvdev(_ path: String, _ errno: Errno) -> Self { Self(path: path, base: .notEvdev(errno)) }
    static func removed(_ path: String) -> Self { Self(path: path, base: .removed) }
    static func cannotRead(_ path: String, _ errno: Errno) -> Self { Self(path: path, base: .cannotRead(errno)) }
    static func cannotGrab(_ path: String, _ errno: Errno) -> Self { Self(path: path, base: .cannotGrab(errno)) }

    /// Whether the device went away (unplugged): reading ended, with every contact cancelled.
    public var isDeviceRemoved: Bool { base == .removed }

    /// Whether opening was refused for lack of permission.
    public var isPermissionDenied: Bool {
        if case let .cannotOpen(errno) = base { return errno == .permissionDenied || errno == .notPermitted }
        return false
    }

    public var description: String {
        switch base {
        case let .cannotOpen(errno) where errno == .permissionDenied || errno == .notPermitted:
            "cannot open \(path): \(errno). Input devices belong to root and the 'input' group: add yourself to it "
                + "(sudo usermod -aG input $USER, then log in again), or grant access with a udev rule such as "
                + #"KERNEL=="event*", SUBSYSTEM=="input", TAG+="uaccess" in /etc/udev/rules.d/70-forcetouch.rules"#
        case let .cannotOpen(errno): "cannot open \(path): \(errno)"
        case let .notEvdev(errno): "\(path) is not an evdev input device: \(errno)"
        case .removed: "\(path) was removed (unplugged); every contact still down was cancelled"
        case let .cannotRead(errno): "cannot read \(path): \(errno)"
        case let .cannotGrab(errno): "cannot grab \(path): \(errno) (another program may hold it)"
        }
    }
}
