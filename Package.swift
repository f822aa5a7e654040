// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ForceTouch",
    products: [
        .library(name: "ForceTouch", targets: ["ForceTouch"]),
        .library(name: "ForceTouchCore", targets: ["ForceTouchCore"]),
        .library(name: "ForceTouchTraces", targets: ["ForceTouchTraces"]),
        .library(name: "QuickActions", targets: ["QuickActions"]),
        .library(name: "ForceTouchEvdev", targets: ["ForceTouchEvdev"]),
        .library(name: "ForceTouchOutput", targets: ["ForceTouchOutput"]),
        .library(name: "ForceTouchProfiles", targets: ["ForceTouchProfiles"]),
        .library(name: "LinuxDesktop", targets: ["LinuxDesktop"]),
        .executable(name: "forcetouch", targets: ["forcetouch"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Standard library only: input events, devices, frames, force, the press classifier,
        // calibration. No output words.
        .target(name: "ForceTouchCore"),
        // Recorded traces: evemu and libinput record, read and written; format detection.
        .target(
            name: "ForceTouchTraces",
            dependencies: ["ForceTouchCore", .product(name: "SystemPackage", package: "swift-system"), .product(name: "Yams", package: "Yams")]
        ),
        // Device profiles: profile files (YAML), the built-in set, the search path.
        .target(
            name: "ForceTouchProfiles",
            dependencies: ["ForceTouchCore", .product(name: "SystemPackage", package: "swift-system"), .product(name: "Yams", package: "Yams")]
        ),
        // Quick actions: items, static items from Info.plist, the dynamic store, the menu, delivery.
        .target(name: "QuickActions", dependencies: ["ForceTouchCore", .product(name: "SystemPackage", package: "swift-system")]),
        // libevdev, for live input.
        .systemLibrary(
            name: "CLibevdev",
            pkgConfig: "libevdev",
            providers: [.apt(["libevdev-dev"])]
        ),
        // Live input: Linux evdev devices through libevdev, recorded devices, the device directory.
        .target(
            name: "ForceTouchEvdev",
            dependencies: ["ForceTouchCore", "ForceTouchTraces", "CLibevdev", .product(name: "SystemPackage", package: "swift-system")]
        ),
        // sd-bus (libsystemd), for the session bus.
        .systemLibrary(
            name: "CSDBus",
            pkgConfig: "libsystemd",
            providers: [.apt(["libsystemd-dev"])]
        ),
        // Quick actions on a Linux desktop: .desktop files' actions in; D-Bus activation or Exec out.
        .target(name: "LinuxDesktop", dependencies: ["QuickActions", "CSDBus", .product(name: "SystemPackage", package: "swift-system")]),
        // The words: text tables, JSON lines, gesture, menu, shortcut and device formats.
        .target(name: "ForceTouchOutput", dependencies: ["ForceTouchCore", "QuickActions", "ForceTouchEvdev", "ForceTouchProfiles", "LinuxDesktop"]),
        // What integrators import: the modules above and the pipelines from input to gestures and menus.
        .target(
            name: "ForceTouch",
            dependencies: ["ForceTouchCore", "ForceTouchTraces", "QuickActions", "ForceTouchEvdev", "ForceTouchOutput", "ForceTouchProfiles", "LinuxDesktop"]
        ),
        .executableTarget(
            name: "forcetouch",
            dependencies: [
                "ForceTouch",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Test doubles and fixtures: synthetic devices and scenarios, the trace builder, the
        // scripted device, temporary folders. Not a product.
        .target(
            name: "ForceTouchTestSupport",
            dependencies: ["ForceTouchCore", "ForceTouchTraces", "ForceTouchEvdev", .product(name: "SystemPackage", package: "swift-system")]
        ),
        // Fuzz targets (libFuzzer, Scripts/fuzz); built without it, each replays the inputs it is given.
        .target(name: "CLibFuzzer", path: "Fuzz/Sources/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["ForceTouch", "CLibFuzzer"], path: "Fuzz/Sources/FuzzSupport"),
        .executableTarget(name: "fuzz-evemu", dependencies: ["FuzzSupport", "ForceTouch"], path: "Fuzz/Sources/fuzz-evemu"),
        .executableTarget(name: "fuzz-libinput-record", dependencies: ["FuzzSupport", "ForceTouch"], path: "Fuzz/Sources/fuzz-libinput-record"),
        .executableTarget(name: "fuzz-info-plist", dependencies: ["FuzzSupport", "ForceTouch"], path: "Fuzz/Sources/fuzz-info-plist"),
        .executableTarget(name: "fuzz-store", dependencies: ["FuzzSupport", "ForceTouch"], path: "Fuzz/Sources/fuzz-store"),
        // A stand-in Linux app for the tests: owns a name on the session bus, implements
        // org.freedesktop.Application, and writes down every call (or, run by Exec, its arguments).
        .executableTarget(name: "forcetouch-test-app", dependencies: ["CSDBus"]),
        // The live tests against a real kernel (uinput devices, forcetouch reading them), run in
        // the VM that Scripts/vm-test boots; not part of `swift test`, which has no /dev/uinput.
        .executableTarget(
            name: "forcetouch-kernel-tests",
            dependencies: ["ForceTouchCore", "ForceTouchTraces", "ForceTouchTestSupport", "CLibevdev"],
            path: "Tests/Kernel"
        ),
        // Writes the scenario traces in Recordings/ (deterministic).
        .executableTarget(name: "generate-recordings", dependencies: ["ForceTouch", "ForceTouchTestSupport"]),
        .testTarget(
            name: "ForceTouchCoreTests",
            dependencies: [
                "ForceTouchCore",
                "ForceTouchTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ForceTouchTracesTests",
            dependencies: [
                "ForceTouchTraces",
                "ForceTouchTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .testTarget(name: "ForceTouchTests", dependencies: ["ForceTouch", "forcetouch", "forcetouch-test-app", "ForceTouchTestSupport"]),
        .testTarget(name: "LinuxDesktopTests", dependencies: ["LinuxDesktop", "QuickActions", "ForceTouchTestSupport"]),
        .testTarget(
            name: "ForceTouchProfilesTests",
            dependencies: ["ForceTouchProfiles", "ForceTouchTestSupport", "ForceTouchTraces"]
        ),
        .testTarget(
            name: "ForceTouchEvdevTests",
            dependencies: ["ForceTouchEvdev", "ForceTouchTraces", "ForceTouchTestSupport", .product(name: "SystemPackage", package: "swift-system")]
        ),
        .testTarget(
            name: "QuickActionsTests",
            dependencies: [
                "QuickActions",
                "ForceTouchTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
    ]
)
