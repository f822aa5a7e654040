import Foundation
import QuickActions
import Testing

/// Where the real Info.plists are: ../shared/recordings/plists (see SOURCES.md there).
enum SharedPlists {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/recordings/plists")
    static var available: Bool { FileManager.default.fileExists(atPath: folder.path) }
    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    static let apple = path("apple-sample-ApplicationShortcuts-Info.plist")
    static let appleStrings = path("apple-sample-ApplicationShortcuts-en.lproj-InfoPlist.strings")
    static let firefox = path("firefox-ios-Client-Info.plist")
    static let bundle = BuildVariables(["PRODUCT_BUNDLE_IDENTIFIER": "com.example.apple-samplecode.ApplicationShortcuts"])
}

@Suite("Real Info.plists", .enabled(if: SharedPlists.available, "../shared/recordings/plists is absent: the real Info.plist tests are skipped"))
struct RealPlistTests {

    @Test("Apple's sample with its strings: Search and Share, with subtitles, system icons and user info")
    func appleSample() throws {
        let strings = try StringsTable.read(path: SharedPlists.appleStrings)
        let shortcuts = try StaticShortcuts.read(infoPlist: SharedPlists.apple, strings: strings, variables: SharedPlists.bundle)
        #expect(shortcuts.items == [
            try ShortcutItem(type: "com.example.apple-samplecode.ApplicationShortcuts.first", localizedTitle: "Search",
                             localizedSubtitle: "Will search for an item", icon: .system(.search),
                             userInfo: ["firstShorcutKey1": .string("firstShortcutKeyValue1")]),
            try ShortcutItem(type: "com.example.apple-samplecode.ApplicationShortcuts.second", localizedTitle: "Share",
                             localizedSubtitle: "Will share an item", icon: .system(.share),
                             userInfo: ["secondShortcutKey1": .string("secondShortcutValue1")]),
        ])
        #expect(shortcuts.warnings.isEmpty)
    }

    @Test("Apple's sample as a binary plist made here gives the same items")
    func appleSampleBinary() throws {
        let xml = try Data(contentsOf: URL(fileURLWithPath: SharedPlists.apple))
        let root = try PropertyListSerialization.propertyList(from: xml, options: [], format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
        let strings = try StringsTable.read(path: SharedPlists.appleStrings)
        #expect(try StaticShortcuts.parse(binary, file: "binary", strings: strings, variables: SharedPlists.bundle).items
            == StaticShortcuts.read(infoPlist: SharedPlists.apple, strings: strings, variables: SharedPlists.bundle).items)
    }

    @Test("Without its strings file, Apple's titles are their keys")
    func appleSampleUnlocalized() throws {
        let shortcuts = try StaticShortcuts.read(infoPlist: SharedPlists.apple, variables: SharedPlists.bundle)
        #expect(shortcuts.items.map(\.localizedTitle) == ["shortcutTitle1", "shortcutTitle2"])
    }

    @Test("Firefox: its build variables are reported when no values are given")
    func firefoxVariables() {
        do {
            _ = try StaticShortcuts.read(infoPlist: SharedPlists.firefox)
            Issue.record("no error")
        } catch {
            #expect(error.description == "\(SharedPlists.firefox): UIApplicationShortcutItems[0].UIApplicationShortcutItemType: the build variable $(PRODUCT_BUNDLE_IDENTIFIER) has no value")
        }
    }

    @Test("Firefox: three items with icon files, variables expanded")
    func firefox() throws {
        let shortcuts = try StaticShortcuts.read(infoPlist: SharedPlists.firefox, variables: BuildVariables(["PRODUCT_BUNDLE_IDENTIFIER": "org.mozilla.ios.Firefox"]))
        #expect(shortcuts.items == [
            try ShortcutItem(type: "org.mozilla.ios.Firefox.NewTab", localizedTitle: "ShortcutItemTitleNewTab", icon: .templateImage("quick_action_new_tab")),
            try ShortcutItem(type: "org.mozilla.ios.Firefox.NewPrivateTab", localizedTitle: "ShortcutItemTitleNewPrivateTab",
                             icon: .templateImage("quick_action_new_private_tab")),
            try ShortcutItem(type: "org.mozilla.ios.Firefox.QRCode", localizedTitle: "ShortcutItemTitleQRCode", icon: .templateImage("menu-ScanQRCode")),
        ])
        let kept = try StaticShortcuts.read(infoPlist: SharedPlists.firefox, variables: BuildVariables(keepUnknown: true))
        #expect(kept.items.map(\.type) == ["$(PRODUCT_BUNDLE_IDENTIFIER).NewTab", "$(PRODUCT_BUNDLE_IDENTIFIER).NewPrivateTab", "$(PRODUCT_BUNDLE_IDENTIFIER).QRCode"])
    }
}
