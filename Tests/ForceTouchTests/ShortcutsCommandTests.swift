import ForceTouchTestSupport
import Foundation
import Testing

@Suite("forcetouch shortcuts show")
struct ShortcutsCommandTests {
    static let plists = TestPaths.sharedRecordings.appendingPathComponent("plists")
    static var plistsAvailable: Bool { FileManager.default.fileExists(atPath: plists.path) }
    static func plist(_ name: String) -> String { plists.appendingPathComponent(name).path }

    @Test("Apple's sample: aligned text, in menu order",
          .enabled(if: plistsAvailable, "../shared/recordings/plists is absent: skipped"))
    func appleText() throws {
        let result = try runForcetouch([
            "shortcuts", "show", "--info-plist", Self.plist("apple-sample-ApplicationShortcuts-Info.plist"),
            "--strings", Self.plist("apple-sample-ApplicationShortcuts-en.lproj-InfoPlist.strings"),
            "--var", "PRODUCT_BUNDLE_IDENTIFIER=com.example.shortcuts",
        ])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == """
            title   subtitle                 icon           type                          user info
            Search  Will search for an item  system search  com.example.shortcuts.first   {"firstShorcutKey1":"firstShortcutKeyValue1"}
            Share   Will share an item       system share   com.example.shortcuts.second  {"secondShortcutKey1":"secondShortcutValue1"}

            """)
    }

    @Test("Firefox: the JSON array, and the variables kept as written when asked",
          .enabled(if: plistsAvailable, "../shared/recordings/plists is absent: skipped"))
    func firefoxJSON() throws {
        let result = try runForcetouch(["shortcuts", "show", "--info-plist", Self.plist("firefox-ios-Client-Info.plist"), "--keep-variables", "--json"])
        #expect(result.status == 0)
        #expect(result.standardOutput == #"""
            [{"type":"$(PRODUCT_BUNDLE_IDENTIFIER).NewTab","title":"ShortcutItemTitleNewTab","icon":{"file":"quick_action_new_tab"}},\#
            {"type":"$(PRODUCT_BUNDLE_IDENTIFIER).NewPrivateTab","title":"ShortcutItemTitleNewPrivateTab","icon":{"file":"quick_action_new_private_tab"}},\#
            {"type":"$(PRODUCT_BUNDLE_IDENTIFIER).QRCode","title":"ShortcutItemTitleQRCode","icon":{"file":"menu-ScanQRCode"}}]

            """#)
    }

    @Test("A build variable without a value: exit 1, naming it, the item and how to give it",
          .enabled(if: plistsAvailable, "../shared/recordings/plists is absent: skipped"))
    func missingVariable() throws {
        let path = Self.plist("firefox-ios-Client-Info.plist")
        let result = try runForcetouch(["shortcuts", "show", "--info-plist", path])
        #expect(result.status == 1)
        #expect(result.standardError == "Error: \(path): UIApplicationShortcutItems[0].UIApplicationShortcutItemType: "
            + "the build variable $(PRODUCT_BUNDLE_IDENTIFIER) has no value; give it with --var PRODUCT_BUNDLE_IDENTIFIER=VALUE, or use --keep-variables\n")
    }

    @Test("Warnings go to standard error; every field reaches the JSON")
    func warningsAndJSON() throws {
        let folder = TemporaryFolder()
        let dir = URL(fileURLWithPath: folder.path)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let root: [String: Any] = ["UIApplicationShortcutItems": [[
            "UIApplicationShortcutItemType": "compose", "UIApplicationShortcutItemTitle": "Write \"now\"",
            "UIApplicationShortcutItemSubtitle": "A new note", "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeCompose",
            "UIApplicationShortcutItemUserInfo": ["n": 2, "ok": true, "r": 0.5, "l": ["a"]],
            "UIApplicationShortcutItemTargetContentIdentifier": "notes", "Extra": 1,
        ]]]
        let file = dir.appendingPathComponent("Info.plist")
        try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0).write(to: file)
        let result = try runForcetouch(["shortcuts", "show", "--info-plist", file.path, "--json"])
        #expect(result.status == 0)
        #expect(result.standardError == "warning: \(file.path): UIApplicationShortcutItems[0]: unknown key 'Extra' ignored\n")
        #expect(result.standardOutput == #"""
            [{"type":"compose","title":"Write \"now\"","subtitle":"A new note","icon":{"system":"compose"},\#
            "userInfo":{"l":["a"],"n":2,"ok":true,"r":0.5},"targetContentIdentifier":"notes"}]

            """#)
    }

    @Test("--var must be NAME=VALUE (exit 64)")
    func badVariable() throws {
        let result = try runForcetouch(["shortcuts", "show", "--info-plist", "x", "--var", "NAME"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: The value 'NAME' is invalid for '--var <name=value>'\n"))
    }
}
