import ForceTouchCore
import ForceTouchTraces
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The input devices of a machine: every `eventN` node of a directory (`/dev/input`).
/// Character devices are read through libevdev. A regular file in their place is taken as an
/// evemu recording and played as a device (`RecordedDevice`), for demonstrations without hardware.
public enum InputDevices {
    /// One device as `forcetouch devices` lists it.
    public struct Entry: Sendable {
        public let node: String
        public let description: DeviceDescription

        public init(node: String, description: DeviceDescription) {
            self.node = node
            self.description = description
        }

        /// `ABS_MT_PRESSURE`, `ABS_PRESSURE`'s range, or nil.
        public var pressureRange: ClosedRange<Int32>? {
            switch description.pressureSource {
            case let .perContact(info), let .shared(info): info.minimum...info.maximum
            case .none: nil
            }
        }

        /// Position resolution in units per mm (x, y), 0 when the device does not say.
        public var resolution: (x: Int32, y: Int32) {
            let multiTouch = description.contactProtocol != .single
            return (description.absInfo[multiTouch ? .absMTPositionX : .absX]?.resolution ?? 0,
                    description.absInfo[multiTouch ? .absMTPositionY : .absY]?.resolution ?? 0)
        }

        /// Whether the device reports touches (touchpads, touchscreens, pens).
        public var isTouch: Bool { description.kind != .other }
    }

    /// Every `event*` node in `directory` (symbolic links followed), in number order, and the
    /// nodes that could not be read, with why.
    public static func list(directory: String = "/dev/input") -> (entries: [Entry], failures: [(node: String, reason: String)]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            let reason = directory == "/dev/input"
                ? "no such directory: this machine shows no input devices (containers and CI machines often have none)"
                : "no such directory"
            return ([], [(directory, reason)])
        }
        guard isDirectory.boolValue else { return ([], [(directory, "not a directory")]) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            return ([], [(directory, "cannot list it: \((error as NSError).localizedDescription)")])
        }
        let nodes = names.filter { $0.hasPrefix("event") }.sorted { (Int($0.dropFirst(5)) ?? 0) < (Int($1.dropFirst(5)) ?? 0) }
        var entries: [Entry] = []
        var failures: [(String, String)] = []
        for name in nodes {
            let node = "\(directory)/\(name)"
            do {
                entries.append(Entry(node: node, description: try describe(node)))
            } catch {
                failures.append((node, "\(error)"))
            }
        }
        return (entries, failures)
    }

    /// The device at `node`, opened for reading; a recording plays until `stop`.
    public static func open(_ node: String, stop: StopSignal) throws -> EvdevDevice {
        if isRegularFile(node) { return try RecordedDevice.open(path: node, stop: stop) }
        return try EvdevDevice(path: node)
    }

    static func describe(_ node: String) throws -> DeviceDescription {
        if isRegularFile(node) { return try TraceReader.open(path: node).device }
        return try EvdevDevice(path: node).description
    }

    /// Whether `path` is, or links to, a regular file (a recording standing for a device).
    public static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}
