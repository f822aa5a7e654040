import Foundation
import QuickActions
import Testing

@Suite("Shortcut items, icons and user info")
struct ShortcutItemTests {
    @Test("The type and the title must not be empty")
    func required() throws {
        #expect(throws: ShortcutItemError.emptyType) { try ShortcutItem(type: "", localizedTitle: "Search") }
        #expect(throws: ShortcutItemError.emptyTitle) { try ShortcutItem(type: "search", localizedTitle: "") }
        let item = try ShortcutItem(type: "search", localizedTitle: "Search")
        #expect(item.localizedSubtitle == nil && item.icon == nil && item.userInfo == nil && item.targetContentIdentifier == nil)
    }

    @Test("A list refuses two items of one type")
    func uniqueTypes() throws {
        let items = [try ShortcutItem(type: "a", localizedTitle: "A"), try ShortcutItem(type: "a", localizedTitle: "B")]
        #expect(throws: ShortcutItemError.duplicateType("a")) { try ShortcutItem.checkUniqueTypes(items) }
        #expect(ShortcutItemError.duplicateType("a").description == "two items have the type 'a'; types must be unique")
    }

    @Test("User info takes every property-list type, nested")
    func userInfoTypes() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let item = try ShortcutItem(type: "t", localizedTitle: "T", userInfo: [
            "s": "text", "i": 42, "r": 2.5, "b": true, "d": date, "x": Data([1, 2]),
            "a": [1, "two"] as [Any], "m": ["k": ["deep": false]] as [String: Any],
        ])
        #expect(item.userInfo == [
            "s": .string("text"), "i": .integer(42), "r": .real(2.5), "b": .boolean(true), "d": .date(date), "x": .data(Data([1, 2])),
            "a": .array([.integer(1), .string("two")]), "m": .dictionary(["k": .dictionary(["deep": .boolean(false)])]),
        ])
    }

    @Test("A value that is not a property-list type is refused with its key path")
    func userInfoRefused() {
        let error = #expect(throws: ShortcutItemError.self) {
            try ShortcutItem(type: "t", localizedTitle: "T", userInfo: ["links": ["a", "b", URL(fileURLWithPath: "/tmp")] as [Any]])
        }
        #expect(error == .notPropertyList(path: "userInfo.links[2]", found: "URL"))
        #expect(error?.description.hasPrefix("userInfo.links[2]: URL is not a property-list value") == true)
        let key = #expect(throws: ShortcutItemError.self) {
            try ShortcutItem(type: "t", localizedTitle: "T", userInfo: ["m": [1: "one"] as [AnyHashable: Any]])
        }
        #expect(key == .notPropertyList(path: "userInfo.m[1]", found: "a dictionary key of type Int"))
    }

    @Test("The 29 system icons have UIKit's raw values and Info.plist names")
    func systemIcons() {
        #expect(SystemIconType.allCases.count == 29)
        #expect(SystemIconType.allCases.map(\.rawValue) == Array(0...28))
        #expect(SystemIconType.compose.infoPlistName == "UIApplicationShortcutIconTypeCompose")
        #expect(SystemIconType.share.rawValue == 6)
        #expect(SystemIconType.prohibit.rawValue == 7)
        #expect(SystemIconType.markLocation.infoPlistName == "UIApplicationShortcutIconTypeMarkLocation")
        #expect(SystemIconType.taskCompleted.infoPlistName == "UIApplicationShortcutIconTypeTaskCompleted")
        #expect(SystemIconType.update.infoPlistName == "UIApplicationShortcutIconTypeUpdate")
        #expect(SystemIconType(infoPlistName: "UIApplicationShortcutIconTypeCapturePhoto") == .capturePhoto)
        #expect(SystemIconType(infoPlistName: "Search") == nil)
        #expect(SystemIconType.closestName(to: "UIApplicationShortcutIconTypeSerch") == "UIApplicationShortcutIconTypeSearch")
    }

    @Test("Codable with the Info.plist keys: XML and binary property lists, and JSON, round-trip")
    func codable() throws {
        let items = [
            try ShortcutItem(type: "a", localizedTitle: "A", localizedSubtitle: "sub", icon: .system(.love),
                             userInfo: ["n": .integer(3), "r": .real(2.5), "ok": .boolean(true), "l": .array([.string("x")])],
                             targetContentIdentifier: "window-1"),
            try ShortcutItem(type: "b", localizedTitle: "B", icon: .templateImage("star")),
            try ShortcutItem(type: "c", localizedTitle: "C", icon: .symbol("square.and.arrow.up")),
            try ShortcutItem(type: "d", localizedTitle: "D", icon: .contact("ABC-123"),
                             userInfo: ["when": .date(Date(timeIntervalSince1970: 0)), "bytes": .data(Data([0, 255]))]),
        ]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            let data = try encoder.encode(items)
            #expect(try PropertyListDecoder().decode([ShortcutItem].self, from: data) == items)
        }
        let plain = Array(items.prefix(3))
        #expect(try JSONDecoder().decode([ShortcutItem].self, from: JSONEncoder().encode(plain)) == plain)
        let xml = String(decoding: try { let e = PropertyListEncoder(); e.outputFormat = .xml; return try e.encode(items[0]) }(), as: UTF8.self)
        #expect(xml.contains("<key>UIApplicationShortcutItemType</key>"))
        #expect(xml.contains("<string>UIApplicationShortcutIconTypeLove</string>"))
    }

    @Test("Decoding refuses an empty title and an unknown icon type")
    func decodingRefuses() {
        let empty = Data(#"{"UIApplicationShortcutItemType":"a","UIApplicationShortcutItemTitle":""}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ShortcutItem.self, from: empty) }
        let icon = Data(#"{"UIApplicationShortcutItemType":"a","UIApplicationShortcutItemTitle":"A","UIApplicationShortcutItemIconType":"Star"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ShortcutItem.self, from: icon) }
    }
}
