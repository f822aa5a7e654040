import Foundation
import QuickActions
import Testing

@Suite("Static items from an Info.plist")
struct StaticShortcutsTests {
    static func plist(_ items: Any, format: PropertyListSerialization.PropertyListFormat = .xml) -> Data {
        try! PropertyListSerialization.data(fromPropertyList: ["CFBundleName": "App", "UIApplicationShortcutItems": items], format: format, options: 0)
    }

    static func item(_ fields: [String: Any]) -> [String: Any] {
        ["UIApplicationShortcutItemType": "t", "UIApplicationShortcutItemTitle": "T"].merging(fields) { $1 }
    }

    static func message(_ data: Data, strings: StringsTable? = nil) -> String? {
        do {
            _ = try StaticShortcuts.parse(data, file: "Info.plist", strings: strings)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("Every key of an item is read")
    func everyKey() throws {
        let data = Self.plist([Self.item([
            "UIApplicationShortcutItemSubtitle": "S", "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeMail",
            "UIApplicationShortcutItemUserInfo": ["k": [1, 2]], "UIApplicationShortcutItemTargetContentIdentifier": "scene",
        ]), Self.item(["UIApplicationShortcutItemType": "u", "UIApplicationShortcutItemIconSymbolName": "star.fill"])])
        let shortcuts = try StaticShortcuts.parse(data, file: "Info.plist")
        #expect(shortcuts.items == [
            try ShortcutItem(type: "t", localizedTitle: "T", localizedSubtitle: "S", icon: .system(.mail),
                             userInfo: ["k": .array([.integer(1), .integer(2)])], targetContentIdentifier: "scene"),
            try ShortcutItem(type: "u", localizedTitle: "T", icon: .symbol("star.fill")),
        ])
        #expect(shortcuts.warnings.isEmpty)
    }

    @Test("An icon file wins over an icon type (and a symbol), with a warning; unknown keys are warnings")
    func iconPrecedenceAndUnknownKeys() throws {
        let data = Self.plist([Self.item([
            "UIApplicationShortcutItemIconFile": "star", "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeLove",
            "UIApplicationShortcutItemColour": "red",
        ])])
        let shortcuts = try StaticShortcuts.parse(data, file: "Info.plist")
        #expect(shortcuts.items.first?.icon == .templateImage("star"))
        #expect(shortcuts.warnings.map(\.description) == [
            "Info.plist: UIApplicationShortcutItems[0]: unknown key 'UIApplicationShortcutItemColour' ignored",
            "Info.plist: UIApplicationShortcutItems[0]: UIApplicationShortcutItemIconType ignored: UIApplicationShortcutItemIconFile wins",
        ])
    }

    @Test("Titles and subtitles are localized; a missing key stands for itself")
    func localized() throws {
        let data = Self.plist([Self.item(["UIApplicationShortcutItemTitle": "titleKey", "UIApplicationShortcutItemSubtitle": "missing"])])
        let shortcuts = try StaticShortcuts.parse(data, file: "Info.plist", strings: StringsTable(["titleKey": "Search"]))
        #expect(shortcuts.items.first?.localizedTitle == "Search")
        #expect(shortcuts.items.first?.localizedSubtitle == "missing")
    }

    @Test("A binary Info.plist with objects that are no property-list type is refused with the file and why, without crashing",
          arguments: [
              ([0xc1, 0x01, 0x10, 0x05] as [UInt8], "object 0 of the binary property list is a set, which is not a property-list type"),
              ([0x80, 0x01, 0x10, 0x05], "object 0 of the binary property list is a keyed-archiver UID, which is not a property-list type"),
              ([0x70, 0x00, 0x10, 0x05], "object 0 of the binary property list is an unknown object (marker 0x70), which is not a property-list type"),
          ])
    func binaryForeignObjects(objects: [UInt8], reason: String) {
        let bytes = Array("bplist00".utf8) + objects + [8, 10] + [0, 0, 0, 0, 0, 0, 1, 1]
            + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 12]
        #expect(throws: (any Error).self) { try StaticShortcuts.parse(Data(bytes), file: "Info.plist") }
        do {
            _ = try StaticShortcuts.parse(Data(bytes), file: "Info.plist")
        } catch {
            #expect(error.description == "Info.plist: not a property list: \(reason)")
        }
    }

    @Test("A binary Info.plist whose trailer points outside the file is refused, not read")
    func binaryBadTrailer() throws {
        let bytes = Array("bplist00".utf8) + [0x10, 0x05] + [8] + [0, 0, 0, 0, 0, 0, 1, 1]
            + [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff] + [0, 0, 0, 0, 0, 0, 0, 0] + [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xf0]
        do {
            _ = try StaticShortcuts.parse(Data(bytes), file: "Info.plist")
            Issue.record("read a binary plist with a broken trailer")
        } catch {
            #expect(error.description == "Info.plist: not a property list: the binary property list's offset table lies outside the file")
        }
        // A well-formed binary Info.plist still reads.
        #expect(try StaticShortcuts.parse(Self.plist([Self.item([:])], format: .binary), file: "Info.plist").items.map(\.type) == ["t"])
    }

    @Test("An Info.plist without quick actions has none")
    func none() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["CFBundleName": "App"], format: .xml, options: 0)
        #expect(try StaticShortcuts.parse(data, file: "Info.plist").items.isEmpty)
    }

    @Test("Each error names the file, the item and the key", arguments: [
        (Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<strin>x</string>\n</dict></plist>".utf8),
         "Info.plist:5: not a property list: Encountered unknown tag strin on line 5"),
        (try! PropertyListSerialization.data(fromPropertyList: ["a", "b"], format: .xml, options: 0),
         "Info.plist: the root of the property list is not a dictionary"),
        (try! PropertyListSerialization.data(fromPropertyList: ["UIApplicationShortcutItems": "x"], format: .xml, options: 0),
         "Info.plist: UIApplicationShortcutItems: is not an array"),
        (plist(["x"]), "Info.plist: UIApplicationShortcutItems[0]: is not a dictionary"),
        (plist([item([:]), ["UIApplicationShortcutItemTitle": "T"]]),
         "Info.plist: UIApplicationShortcutItems[1]: the required key UIApplicationShortcutItemType is missing"),
        (plist([["UIApplicationShortcutItemType": "t"]]),
         "Info.plist: UIApplicationShortcutItems[0]: the required key UIApplicationShortcutItemTitle is missing"),
        (plist([item(["UIApplicationShortcutItemSubtitle": 3])]),
         "Info.plist: UIApplicationShortcutItems[0].UIApplicationShortcutItemSubtitle: must be a string"),
        (plist([item(["UIApplicationShortcutItemUserInfo": ["a"]])]),
         "Info.plist: UIApplicationShortcutItems[0].UIApplicationShortcutItemUserInfo: must be a dictionary"),
        (plist([item(["UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeSerch"])]),
         "Info.plist: UIApplicationShortcutItems[0].UIApplicationShortcutItemIconType: no icon type 'UIApplicationShortcutIconTypeSerch'; did you mean UIApplicationShortcutIconTypeSearch?"),
        (plist([item([:]), item(["UIApplicationShortcutItemTitle": "Other"])]),
         "Info.plist: UIApplicationShortcutItems[1].UIApplicationShortcutItemType: the type 't' is used by an earlier item; types must be unique"),
        (plist([item(["UIApplicationShortcutItemTitle": ""])]),
         "Info.plist: UIApplicationShortcutItems[0]: the title must not be empty"),
    ])
    func errors(data: Data, message: String) {
        #expect(Self.message(data) == message)
    }

    @Test("A binary Info.plist gives the same items as its XML form")
    func binary() throws {
        let items = [Self.item(["UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeAudio",
                                "UIApplicationShortcutItemUserInfo": ["n": 1.5, "when": Date(timeIntervalSince1970: 9)]])]
        let xml = Self.plist(items, format: .xml), binary = Self.plist(items, format: .binary)
        #expect(binary.starts(with: Array("bplist00".utf8)))
        #expect(try StaticShortcuts.parse(binary, file: "b") == StaticShortcuts.parse(xml, file: "b"))
    }

    @Test("A missing file names its path")
    func missingFile() {
        do {
            _ = try StaticShortcuts.read(infoPlist: "/nonexistent/Info.plist")
            Issue.record("no error")
        } catch {
            #expect(error.description.hasPrefix("/nonexistent/Info.plist: cannot read: "))
        }
    }
}
