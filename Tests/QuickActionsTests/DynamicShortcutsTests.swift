import PropertyBased
import QuickActions
import Testing

@Suite("Dynamic items, bundle ids, and the four that show")
struct DynamicShortcutsTests {
    static func item(_ type: String, _ title: String = "T") -> ShortcutItem { try! ShortcutItem(type: type, localizedTitle: title) }

    /// Runs one change on `dynamic`, for `#expect`, which cannot mutate what it captures.
    static func apply(_ dynamic: inout DynamicShortcuts, _ change: (inout DynamicShortcuts) throws -> Bool) rethrows -> Bool {
        try change(&dynamic)
    }

    @Test("Set replaces the list; the same list again changes nothing")
    func set() throws {
        var dynamic = DynamicShortcuts()
        #expect((try Self.apply(&dynamic) { try $0.set([Self.item("a"), Self.item("b")]) }))
        #expect(!(try Self.apply(&dynamic) { try $0.set([Self.item("a"), Self.item("b")]) }))
        #expect((try Self.apply(&dynamic) { try $0.set([Self.item("b")]) }))
        #expect(dynamic.items == [Self.item("b")])
        #expect(throws: DynamicShortcutsError.duplicateType("a", clashesWithStatic: false)) { try dynamic.set([Self.item("a"), Self.item("a", "again")]) }
        #expect(dynamic.items == [Self.item("b")])
    }

    @Test("Add appends; an identical item again changes nothing; a different one with its type is refused")
    func add() throws {
        var dynamic = DynamicShortcuts(staticTypes: ["static"])
        #expect((try Self.apply(&dynamic) { try $0.add(Self.item("a")) }))
        #expect(!(try Self.apply(&dynamic) { try $0.add(Self.item("a")) }))
        #expect(throws: DynamicShortcutsError.duplicateType("a", clashesWithStatic: false)) { try dynamic.add(Self.item("a", "other")) }
        #expect(throws: DynamicShortcutsError.duplicateType("static", clashesWithStatic: true)) { try dynamic.add(Self.item("static")) }
        #expect(throws: DynamicShortcutsError.duplicateType("static", clashesWithStatic: true)) { try dynamic.set([Self.item("static")]) }
        #expect(dynamic.items == [Self.item("a")])
        #expect(DynamicShortcutsError.duplicateType("static", clashesWithStatic: true).description
            == "the type 'static' belongs to a static item; types must be unique")
    }

    @Test("Update replaces in place by type; remove takes it out; both refuse a type that is not there")
    func updateAndRemove() throws {
        var dynamic = DynamicShortcuts(items: [Self.item("a"), Self.item("b"), Self.item("c")])
        #expect((try Self.apply(&dynamic) { try $0.update(Self.item("b", "B2")) }))
        #expect(!(try Self.apply(&dynamic) { try $0.update(Self.item("b", "B2")) }))
        #expect(dynamic.items.map(\.localizedTitle) == ["T", "B2", "T"])
        #expect((try Self.apply(&dynamic) { try $0.remove(type: "a") }))
        #expect(dynamic.items.map(\.type) == ["b", "c"])
        #expect(throws: DynamicShortcutsError.noSuchItem("zz")) { try dynamic.update(Self.item("zz")) }
        #expect(throws: DynamicShortcutsError.noSuchItem("a")) { try dynamic.remove(type: "a") }
        #expect((Self.apply(&dynamic) { $0.removeAll() }))
        #expect(!(Self.apply(&dynamic) { $0.removeAll() }))
    }

    @Test("Never grows, for any items and any number of launches: one copy of each, in first-seen order")
    func neverGrowsProperty() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...9).array(of: 0...12), Gen.int(in: 1...20)) { types, launches in
            var seen = Set<Int>()
            let items = types.filter { seen.insert($0).inserted }.map { Self.item("type-\($0)", "Title \($0)") }
            var setEveryLaunch = DynamicShortcuts()
            var addEveryLaunch = DynamicShortcuts()
            for _ in 0..<launches {
                try setEveryLaunch.set(items)
                for item in items { try addEveryLaunch.add(item) }
            }
            #expect(setEveryLaunch.items == items)
            #expect(addEveryLaunch.items == items)
        }
    }

    @Test("At most four show: static first in order, then dynamic; the rest are kept, hidden")
    func visible() {
        let shortcuts = AppShortcuts(staticItems: [Self.item("s1"), Self.item("s2"), Self.item("s3")],
                                     dynamicItems: [Self.item("d1"), Self.item("d2")])
        #expect(shortcuts.visible.map(\.type) == ["s1", "s2", "s3", "d1"])
        #expect(shortcuts.hidden.map(\.type) == ["d2"])
        #expect(shortcuts.all.count == 5)
        #expect(AppShortcuts(staticItems: [], dynamicItems: [Self.item("d")]).hidden.isEmpty)
    }

    @Test("Bundle ids: reverse-DNS characters only, so none reaches outside the store", arguments: [
        ("../x", "invalid bundle id '../x': '/' is not allowed: use letters, digits, '-' and '.'"),
        ("a/b", "invalid bundle id 'a/b': '/' is not allowed: use letters, digits, '-' and '.'"),
        ("..", "invalid bundle id '..': its dot-separated parts must not be empty"),
        (".hidden", "invalid bundle id '.hidden': its dot-separated parts must not be empty"),
        ("com..example", "invalid bundle id 'com..example': its dot-separated parts must not be empty"),
        ("", "invalid bundle id '': it is empty"),
        ("com.exämple", "invalid bundle id 'com.exämple': 'ä' is not allowed: use letters, digits, '-' and '.'"),
        ("com example", "invalid bundle id 'com example': ' ' is not allowed: use letters, digits, '-' and '.'"),
    ])
    func bundleIDRefused(text: String, message: String) {
        #expect(throws: BundleIDError.self) { try BundleID(text) }
        #expect((try? BundleID(text)) == nil)
        do { _ = try BundleID(text) } catch { #expect(error.description == message) }
    }

    @Test("Good bundle ids are kept as written")
    func bundleIDAccepted() throws {
        for text in ["com.example.app", "org.mozilla.ios.Firefox", "a", "x-y.z9"] { #expect(try BundleID(text).rawValue == text) }
    }
}
