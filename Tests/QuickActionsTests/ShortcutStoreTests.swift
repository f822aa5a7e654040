import Foundation
import ForceTouchTestSupport
import SystemPackage
import QuickActions
import Testing

@Suite("The dynamic-item store")
struct ShortcutStoreTests {
    typealias Folder = TemporaryFolder

    static let app = try! BundleID("com.example.notes")

    static let items: [ShortcutItem] = [
        try! ShortcutItem(type: "compose", localizedTitle: "New note", localizedSubtitle: "Blank", icon: .system(.compose),
                          userInfo: ["n": .integer(3), "r": .real(2.0), "ok": .boolean(false), "when": .date(Date(timeIntervalSince1970: 86_402.5)),
                                     "raw": .data(Data([0, 1, 255])), "list": .array([.string("$(NOT_A_VARIABLE)"), .dictionary(["k": .integer(-1)])])],
                          targetContentIdentifier: "main"),
        try! ShortcutItem(type: "star", localizedTitle: "Starred", icon: .templateImage("star")),
        try! ShortcutItem(type: "share", localizedTitle: "Share", icon: .symbol("square.and.arrow.up")),
        try! ShortcutItem(type: "call", localizedTitle: "Call Ann", icon: .contact("ann-42")),
    ]

    @Test("Items written come back identical, in order, from a new store value")
    func roundTrip() throws {
        let folder = Folder()
        #expect(try folder.store.load(Self.app) == ShortcutStore.Contents(items: [], damaged: nil))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/shortcuts"))     // reading creates nothing
        let result = try folder.store.modify(Self.app) { items in items = Self.items; return true }
        #expect(result.changed)
        #expect(try ShortcutStore(directory: folder.path + "/shortcuts").load(Self.app).items == Self.items)
    }

    @Test("Rewriting the store keeps what was stored exactly: dates keep their fractions of a second")
    func rewriteKeepsEverything() throws {
        let folder = Folder()
        try folder.store.modify(Self.app) { items in items = [Self.items[0]]; return true }
        try folder.store.modify(Self.app) { items in items.append(Self.items[1]); return true }
        let stored = try folder.store.load(Self.app).items
        #expect(stored == [Self.items[0], Self.items[1]])
        #expect(stored.first?.userInfo?["when"] == .date(Date(timeIntervalSince1970: 86_402.5)))
    }

    @Test("A binary store file holding a set is damage: moved aside with the reason, never handed to Foundation")
    func binaryWithSet() throws {
        let folder = Folder()
        try folder.store.modify(Self.app) { _ in false }     // creates the directory
        let file = folder.store.path(of: Self.app)
        try Data(Self.binaryPlistWithSet).write(to: URL(fileURLWithPath: file))
        let contents = try folder.store.load(Self.app)
        #expect(contents.items.isEmpty)
        #expect(contents.damaged?.reason == "not a property list: object 0 of the binary property list is a set, which is not a property-list type")
    }

    /// `bplist00` whose root object is a set of one integer: not a property-list type.
    static let binaryPlistWithSet: [UInt8] = Array("bplist00".utf8) + [0xc1, 0x01, 0x10, 0x05, 8, 10]
        + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 12]

    @Test("A change that changes nothing does not write")
    func noWrite() throws {
        let folder = Folder()
        try folder.store.modify(Self.app) { items in items = Self.items; return true }
        let file = folder.store.path(of: Self.app)
        let before = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        try folder.store.modify(Self.app) { _ in false }
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == before)
    }

    @Test("Apps are kept apart, each in its own file")
    func apart() throws {
        let folder = Folder()
        let other = try BundleID("com.example.notes.plist")
        try folder.store.modify(Self.app) { items in items = [Self.items[0]]; return true }
        try folder.store.modify(other) { items in items = [Self.items[1]]; return true }
        #expect(try folder.store.load(Self.app).items == [Self.items[0]])
        #expect(try folder.store.load(other).items == [Self.items[1]])
    }

    @Test("A store file of a newer version is refused and left as it is; strings are kept exactly as written")
    func versions() throws {
        let folder = Folder()
        try folder.store.modify(Self.app) { items in
            items = [try ShortcutItem(type: "$(TYPE)", localizedTitle: "$$ ${HOME} $(HOME)")]
            return true
        }
        #expect(try folder.store.load(Self.app).items.map(\.localizedTitle) == ["$$ ${HOME} $(HOME)"])
        let file = folder.store.path(of: Self.app)
        let newer = "<plist><dict><key>ForceTouchShortcutStoreVersion</key><integer>2</integer></dict></plist>"
        try Data(newer.utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: ShortcutStoreError.self) { try folder.store.load(Self.app) }
        do {
            _ = try folder.store.load(Self.app)
        } catch {
            #expect(error.description == "cannot read \(file): a newer ForceTouch wrote it (store version 2; this one reads version 1); it is left as it is")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == newer)
    }

    @Test("A damaged file is moved aside, reported with its path, never overwritten; the app starts empty",
          arguments: [
              ("not a plist at all", "not a property list"),
              ("<plist><dict><key>UIApplicationShortcutItems</key><array/></dict></plist>", "ForceTouchShortcutStoreVersion is missing or not an integer"),
              ("<plist><dict><key>ForceTouchShortcutStoreVersion</key><integer>0</integer></dict></plist>",
               "ForceTouchShortcutStoreVersion 0 is not a version ForceTouch wrote"),
              ("<plist><dict><key>ForceTouchShortcutStoreVersion</key><integer>1</integer><key>UIApplicationShortcutItems</key><string>x</string></dict></plist>",
               "UIApplicationShortcutItems: is not an array"),
              ("<plist><dict><key>ForceTouchShortcutStoreVersion</key><integer>1</integer><key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemType</key><string>a</string></dict></array></dict></plist>",
               "UIApplicationShortcutItems[0]: the required key UIApplicationShortcutItemTitle is missing"),
          ])
    func damaged(content: String, reason: String) throws {
        let folder = Folder()
        try folder.store.modify(Self.app) { _ in false }     // creates the directory
        let file = folder.store.path(of: Self.app)
        try Data(content.utf8).write(to: URL(fileURLWithPath: file))
        let contents = try folder.store.load(Self.app)
        #expect(contents.items.isEmpty)
        let damaged = try #require(contents.damaged)
        #expect(damaged.path == file)
        #expect(damaged.movedTo.hasPrefix(file + ".damaged-"))
        #expect(try String(contentsOfFile: damaged.movedTo, encoding: .utf8) == content)
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(damaged.reason.hasPrefix(reason))
        #expect(damaged.description.hasPrefix("\(file) is damaged ("))
        #expect(damaged.description.hasSuffix("; it was moved aside to \(damaged.movedTo), and the app starts with no dynamic items"))
        // The next write starts from nothing and leaves the damaged copy alone.
        try folder.store.modify(Self.app) { items in items = [Self.items[1]]; return true }
        #expect(try folder.store.load(Self.app) == ShortcutStore.Contents(items: [Self.items[1]], damaged: nil))
        #expect(try String(contentsOfFile: damaged.movedTo, encoding: .utf8) == content)
    }

    @Test("A store directory that cannot be created names the path and the errno")
    func cannotCreate() throws {
        let folder = Folder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder.path + "/file"))
        let store = ShortcutStore(directory: folder.path + "/file/shortcuts")
        #expect(throws: ShortcutStoreError.failed(.create, folder.path + "/file/shortcuts", .notDirectory)) {
            try store.modify(Self.app) { _ in true }
        }
        #expect(ShortcutStoreError.failed(.create, "/x", .notDirectory).description == "cannot create /x: Not a directory (errno 20)")
    }

    @Test("A file that cannot be written leaves the old one whole and nothing half-written behind")
    func cannotWrite() throws {
        let folder = Folder()
        try folder.store.modify(Self.app) { items in items = [Self.items[0]]; return true }
        // Where this process writes its new file, a directory stands in the way.
        let temporary = folder.path + "/shortcuts/.com.example.notes.plist.\(getpid()).tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        #expect(throws: ShortcutStoreError.failed(.write, temporary, .isDirectory)) {
            try folder.store.modify(Self.app) { items in items = Self.items; return true }
        }
        #expect(try folder.store.load(Self.app).items == [Self.items[0]])
        try FileManager.default.removeItem(atPath: temporary)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/shortcuts").sorted()
        #expect(left == ["com.example.notes.lock", "com.example.notes.plist"])
    }

    @Test("Temporary files of a writer that died are removed by the next one")
    func staleTemporaries() throws {
        let folder = Folder()
        try folder.store.modify(Self.app) { _ in false }
        let stale = folder.path + "/shortcuts/.com.example.notes.plist.99999.tmp"
        let otherApp = folder.path + "/shortcuts/.com.example.notes.plist.plist.99999.tmp"
        try Data("half".utf8).write(to: URL(fileURLWithPath: stale))
        try Data("half".utf8).write(to: URL(fileURLWithPath: otherApp))
        _ = try folder.store.load(Self.app)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: otherApp))   // another app's, under another lock
    }

    @Test("The default directory follows the XDG base directory spec")
    func defaultDirectory() {
        #expect(ShortcutStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"]) == "/data/forcetouch/shortcuts")
        #expect(ShortcutStore.defaultDirectory(environment: ["XDG_DATA_HOME": "", "HOME": "/home/u"]) == "/home/u/.local/share/forcetouch/shortcuts")
        #expect(ShortcutStore.defaultDirectory(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.local/share/forcetouch/shortcuts")
        #expect(ShortcutStore.defaultDirectory(environment: [:]) == nil)
    }
}

extension TemporaryFolder {
    /// A store in the folder's `shortcuts` directory, which the store creates when it first writes.
    var store: ShortcutStore { ShortcutStore(directory: path + "/shortcuts") }
}
