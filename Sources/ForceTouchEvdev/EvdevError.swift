import ForceTouchCore
import SystemPackage

/// Why a live device could not be opened, set up or read: the node, what failed, and how to
/// fix it where there is a fix.
public struct EvdevError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What failed.
    public struct Kind: Hashable, Sendable {
        fileprivate enum Base: Hashable, Sendable {
            case cannotOpen(Errno)
            case notEvdev(Errno)
            case unusable(SetupError)
            case removed
            case cannotRead(Errno)
            case cannotGrab(Errno)
            case cannotUseHaptics(Errno)
        }

        fileprivate let base: Base

        /// `open` failed with `errno` (`EACCES` and `EPERM` say how to get access).
        public static func cannotOpen(_ errno: Errno) -> Kind { Kind(base: .cannotOpen(errno)) }
        /// The node is not an evdev device (`ENOTTY`, `EINVAL` from libevdev).
        public static func notEvdev(_ errno: Errno) -> Kind { Kind(base: .notEvdev(errno)) }
        /// The device describes itself in a way no recognizer can be set up for.
        public static func unusable(_ error: SetupError) -> Kind { Kind(base: .unusable(error)) }
        /// The device went away (unplugged): reading ended, with every contact cancelled.
        public static let removed = Kind(base: .removed)
        /// A read failed with `errno`.
        public static func cannotRead(_ errno: Errno) -> Kind { Kind(base: .cannotRead(errno)) }
        /// `libevdev_grab` failed with `errno`.
        public static func cannotGrab(_ errno: Errno) -> Kind { Kind(base: .cannotGrab(errno)) }
        /// Opening the node for writing or uploading the haptic effects failed with `errno`.
        public static func cannotUseHaptics(_ errno: Errno) -> Kind { Kind(base: .cannotUseHaptics(errno)) }
    }

    /// The device node.
    public let path: String
    public let kind: Kind

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    public var description: String {
        switch kind.base {
        case let .cannotOpen(errno) where errno == .permissionDenied || errno == .notPermitted:
            "cannot open \(path): \(errno). Input devices belong to root and the 'input' group: add yourself to it "
                + "(sudo usermod -aG input $USER, then log in again), or grant access with a udev rule such as "
                + #"KERNEL=="event*", SUBSYSTEM=="input", TAG+="uaccess" in /etc/udev/rules.d/70-forcetouch.rules"#
        case let .cannotOpen(errno): "cannot open \(path): \(errno)"
        case let .notEvdev(errno): "\(path) is not an evdev input device: \(errno)"
        case let .unusable(error): "\(path) cannot be used: \(error)"
        case .removed: "\(path) was removed (unplugged); every contact still down was cancelled"
        case let .cannotRead(errno): "cannot read \(path): \(errno)"
        case let .cannotGrab(errno): "cannot grab \(path): \(errno) (another program may hold it)"
        case let .cannotUseHaptics(errno):
            "cannot play haptics on \(path): \(errno) (haptics need write access to the node and a kernel with FF_HAPTIC, 6.18 or later); --haptics off reads without them"
        }
    }
}
