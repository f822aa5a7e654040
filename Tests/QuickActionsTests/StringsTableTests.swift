import Foundation
import QuickActions
import Testing

@Suite("InfoPlist.strings")
struct StringsTableTests {
    static func parse(_ text: String) throws(StaticShortcutsError) -> StringsTable {
        try StringsTable.parse(Data(text.utf8), file: "InfoPlist.strings")
    }

    @Test("Quoted and unquoted keys, comments, escapes, and a value equal to its key")
    func format() throws {
        let table = try Self.parse(#"""
            /* A block comment
               over two lines */
            "title" = "Search";   // an end-of-line comment
            subtitle = "Will \"search\" for an item\nnow";
            "tab\tkey" = unquoted_value-1.0;
            "same";
            "unicode" = "caf\U00e9 \\ done";
            """#)
        #expect(table.entries == [
            "title": "Search", "subtitle": "Will \"search\" for an item\nnow", "tab\tkey": "unquoted_value-1.0",
            "same": "same", "unicode": "café \\ done",
        ])
    }

    @Test("A key missing from the table stands for itself, as on iOS")
    func fallback() throws {
        let table = try Self.parse(#""a" = "A";"#)
        #expect(table.localized("a") == "A")
        #expect(table.localized("ShortcutItemTitleNewTab") == "ShortcutItemTitleNewTab")
    }

    @Test("UTF-16 with a byte-order mark, either order, and UTF-8 with one")
    func encodings() throws {
        let text = "\"title\" = \"Suche ✓\";\n"
        var little = Data([0xff, 0xfe]); little.append(text.data(using: .utf16LittleEndian)!)
        var big = Data([0xfe, 0xff]); big.append(text.data(using: .utf16BigEndian)!)
        var bom = Data([0xef, 0xbb, 0xbf]); bom.append(Data(text.utf8))
        for data in [little, big, bom] {
            #expect(try StringsTable.parse(data, file: "x.strings").entries == ["title": "Suche ✓"])
        }
    }

    @Test("Syntax errors name the file and line", arguments: [
        ("\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";", "InfoPlist.strings:3: expected ';' after the entry for \"b\""),
        ("\"a\" = \"A;\n", "InfoPlist.strings:1: a quoted string is never closed"),
        ("\n/* open\n\"a\" = \"A\";", "InfoPlist.strings:2: a /* comment is never closed"),
        ("\"a\" = ;", "InfoPlist.strings:1: expected a value after '=', found ';'"),
        ("\"a\" =", "InfoPlist.strings:1: expected a value after '=', found the end of the file"),
        ("\"a\" = \"\\U00\";", "InfoPlist.strings:1: \\U needs four hexadecimal digits"),
    ])
    func syntaxErrors(text: String, message: String) {
        do {
            _ = try Self.parse(text)
            Issue.record("parsed without error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("Bytes that are not text are refused")
    func notText() {
        do {
            _ = try StringsTable.parse(Data([0x22, 0xff, 0xfe, 0x22]), file: "x.strings")
            Issue.record("parsed without error")
        } catch {
            #expect(error.description == "x.strings: not text: a strings file is UTF-8, or UTF-16 with a byte-order mark")
        }
    }
}

@Suite("Build variables")
struct BuildVariablesTests {
    @Test("$(NAME) and ${NAME} expand from the values given; a lone $ stays")
    func expand() throws {
        let variables = BuildVariables(["PRODUCT_BUNDLE_IDENTIFIER": "org.example.app", "N": "2"])
        let shortcuts = try StaticShortcuts.parse(plist(type: "$(PRODUCT_BUNDLE_IDENTIFIER).new-${N}-$5"), file: "Info.plist", variables: variables)
        #expect(shortcuts.items.first?.type == "org.example.app.new-2-$5")
    }

    @Test("A variable without a value is an error naming it and where, unless kept as written")
    func unknown() throws {
        do {
            _ = try StaticShortcuts.parse(plist(type: "$(PRODUCT_BUNDLE_IDENTIFIER).new"), file: "Info.plist")
            Issue.record("no error")
        } catch {
            #expect(error.description
                == "Info.plist: UIApplicationShortcutItems[0].UIApplicationShortcutItemType: the build variable $(PRODUCT_BUNDLE_IDENTIFIER) has no value")
            #expect(error.unexpandedVariable == "PRODUCT_BUNDLE_IDENTIFIER")
        }
        let kept = try StaticShortcuts.parse(plist(type: "${PRODUCT_BUNDLE_IDENTIFIER}.new"), file: "Info.plist", variables: BuildVariables(keepUnknown: true))
        #expect(kept.items.first?.type == "${PRODUCT_BUNDLE_IDENTIFIER}.new")
    }

    func plist(type: String) -> Data {
        let root: [String: Any] = ["UIApplicationShortcutItems": [["UIApplicationShortcutItemType": type, "UIApplicationShortcutItemTitle": "T"]]]
        return try! PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    }
}
