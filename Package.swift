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
        .executable(name: "forcetouch", targets: ["forcetouch"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    ],
    targets: [
        // Standard library only: input events, devices, frames, force, the press classifier.
        .target(name: "ForceTouchCore"),
        // Recorded traces: evemu reader and writer, synthetic scenarios.
        .target(
            name: "ForceTouchTraces",
            dependencies: ["ForceTouchCore", .product(name: "SystemPackage", package: "swift-system")]
        ),
        // Quick actions: shortcut items, static items from Info.plist and InfoPlist.strings.
        .target(name: "QuickActions", dependencies: ["ForceTouchCore"]),
        // libevdev, for live input.
        .systemLibrary(
            name: "CLibevdev",
            pkgConfig: "libevdev",
            providers: [.apt(["libevdev-dev"])]
        ),
        // Live input: Linux evdev devices through libevdev.
        .target(
            name: "ForceTouchEvdev",
            dependencies: ["ForceTouchCore", "CLibevdev", .product(name: "SystemPackage", package: "swift-system")]
        ),
        // What integrators import: the modules above plus output formats.
        .target(name: "ForceTouch", dependencies: ["ForceTouchCore", "ForceTouchTraces", "QuickActions", "ForceTouchEvdev"]),
        .executableTarget(
            name: "forcetouch",
            dependencies: [
                "ForceTouch",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Writes the scenario traces in Recordings/ (deterministic).
        .executableTarget(name: "generate-recordings", dependencies: ["ForceTouch"]),
        .testTarget(
            name: "ForceTouchCoreTests",
            dependencies: [
                "ForceTouchCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ForceTouchTracesTests",
            dependencies: [
                "ForceTouchTraces",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .testTarget(name: "ForceTouchTests", dependencies: ["ForceTouch", "forcetouch"]),
        .testTarget(
            name: "ForceTouchEvdevTests",
            dependencies: ["ForceTouchEvdev", "ForceTouchTraces", .product(name: "SystemPackage", package: "swift-system")]
        ),
        .testTarget(
            name: "QuickActionsTests",
            dependencies: ["QuickActions", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
    ]
)
