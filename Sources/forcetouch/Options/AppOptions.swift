import ArgumentParser
import ForceTouch

/// Which app's store a command works on: its bundle id and the store directory.
struct AppStoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The app's bundle id, reverse-DNS (letters, digits, '-' and '.').", valueName: "id"),
            transform: AppStoreOptions.bundleID)
    var bundleId: BundleID

    /// A bundle id, checked once as it is parsed.
    static func bundleID(_ text: String) throws -> BundleID {
        do {
            return try BundleID(text)
        } catch {
            throw ValidationError(error.reason)
        }
    }

    @Option(help: ArgumentHelp(
        "The store directory (default: $XDG_DATA_HOME/forcetouch/shortcuts, or ~/.local/share/forcetouch/shortcuts).",
        valueName: "dir"), completion: .directory)
    var store: String?

    /// The app's store, with `staticItems` ahead of its dynamic ones.
    func open(staticItems: [ShortcutItem]) throws -> AppStore {
        guard let directory = store ?? ShortcutStore.defaultDirectory() else {
            throw CommandFailure("no store directory: set XDG_DATA_HOME or HOME, or give --store")
        }
        return AppStore(bundleID: bundleId, store: ShortcutStore(directory: directory), staticItems: staticItems)
    }
}

/// Which app's quick actions a store command works on, and where its items are: the store,
/// and, optionally, the Info.plist whose static items come first.
struct AppOptions: ParsableArguments {
    @OptionGroup var app: AppStoreOptions

    @Option(help: ArgumentHelp("The app's Info.plist: its static items come first and keep their types.", valueName: "file"),
            completion: .file())
    var infoPlist: String?

    @OptionGroup var statics: StaticItemOptions

    var bundleId: BundleID { app.bundleId }

    /// The app, its store and its static items (none without --info-plist).
    func open() throws -> AppStore {
        try app.open(staticItems: try infoPlist.map { try statics.load(infoPlist: $0).items } ?? [])
    }
}
