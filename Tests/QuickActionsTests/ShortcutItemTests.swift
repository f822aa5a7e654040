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

    @Test("The first item whose type an earlier item has is found; a list of distinct types has none")
    func uniqueTypes() throws {
        let items = try ["a", "b", "a", "b"].map { try ShortcutItem(type: $0, localizedTitle: "T") }
        #expect(ShortcutItem.firstDuplicateType(in: items) == 2)
        #expect(ShortcutItem.firstDuplicateType(in: Array(items.prefix(2))) == nil)
        #expect(ShortcutItem.firstDuplicateType(in: []) == nil)
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

    @Test("The property-list form round-trips through XML and binary property lists, strings exactly as written")
    func propertyListForm() throws {
        let items = [
            try ShortcutItem(type: "a", localizedTitle: "A $(HOME) $$", localizedSubtitle: "sub", icon: .system(.love),
                             userInfo: ["n": .integer(3), "r": .real(2.5), "ok": .boolean(true), "l": .array([.string("${X}")])],
                             targetContentIdentifier: "window-1"),
            try ShortcutItem(type: "b", localizedTitle: "B", icon: .templateImage("star")),
            try ShortcutItem(type: "c", localizedTitle: "C", icon: .symbol("square.and.arrow.up")),
            try ShortcutItem(type: "d", localizedTitle: "D", icon: .contact("ABC-123"),
                             userInfo: ["when": .date(Date(timeIntervalSince1970: 1)), "bytes": .data(Data([0, 255]))]),
        ]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(
                fromPropertyList: [InfoPlistItem.Key.items: items.map(InfoPlistItem.entry)], format: format, options: 0)
            let root = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
            var warnings: [StaticShortcutsWarning] = []
            #expect(try InfoPlistItem.items(in: root, file: "f", strings: .asWritten, warn: { warnings.append($0) }) == items)
            #expect(warnings.isEmpty)
        }
        let entry = InfoPlistItem.entry(items[0])
        #expect(entry[InfoPlistItem.Key.type] as? String == "a")
        #expect(entry[InfoPlistItem.Key.iconType] as? String == "UIApplicationShortcutIconTypeLove")
    }

    @Test("Reading refuses an empty title and an unknown icon type, naming the key path")
    func readingRefuses() {
        func read(_ entry: [String: Any]) throws(StaticShortcutsError) -> [ShortcutItem] {
            try InfoPlistItem.items(in: [InfoPlistItem.Key.items: [entry]], file: "f", strings: .asWritten, warn: { _ in })
        }
        #expect(throws: (any Error).self) { try read([InfoPlistItem.Key.type: "a", InfoPlistItem.Key.title: ""]) }
        do {
            _ = try read([InfoPlistItem.Key.type: "a", InfoPlistItem.Key.title: "A", InfoPlistItem.Key.iconType: "Star"])
            Issue.record("an unknown icon type was read")
        } catch {
            #expect(error.keyPath == "UIApplicationShortcutItems[0].UIApplicationShortcutItemIconType")
        }
    }
}
