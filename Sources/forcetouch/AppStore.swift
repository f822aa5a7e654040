import ForceTouch

/// One app's quick actions in a store, as the commands use them.
struct AppStore {
    let bundleID: BundleID
    let store: ShortcutStore
    let staticItems: [ShortcutItem]

    /// The dynamic items; a damaged file is reported on standard error.
    func load() throws -> [ShortcutItem] {
        let contents = try failing { () throws(ShortcutStoreError) in try store.load(bundleID) }
        report(contents.damaged)
        return contents.items
    }

    /// The static items, then the dynamic ones; a dynamic item with a static item's type is
    /// reported on standard error (both stay, as on iOS).
    func shortcuts() throws -> AppShortcuts {
        let shortcuts = AppShortcuts(staticItems: staticItems, dynamicItems: try load())
        var errors = OutputStream(fd: 2)
        for item in shortcuts.dynamicItemsWithStaticTypes {
            errors.writeLine("warning: the dynamic item '\(item.localizedTitle)' has the type '\(item.type)' of a static item: "
                + "both are shown, as iOS shows them, but the app cannot tell them apart; remove or rename the dynamic one")
        }
        errors.flush()
        return shortcuts
    }

    /// Applies `change` to the dynamic items under the store's lock and writes them back if
    /// they changed. - Returns: whether they changed.
    func modify(_ change: (inout DynamicShortcuts) throws -> Bool) throws -> Bool {
        let staticTypes = Set(staticItems.map(\.type))
        let result = try failing {
            try store.modify(bundleID) { items in
                var dynamic = DynamicShortcuts(items: items, staticTypes: staticTypes)
                guard try change(&dynamic) else { return false }
                items = dynamic.items
                return true
            }
        }
        report(result.before.damaged)
        return result.changed
    }

    private func report(_ damaged: DamagedStoreFile?) {
        guard let damaged else { return }
        var errors = OutputStream(fd: 2)
        errors.writeLine("warning: \(damaged)")
        errors.flush()
    }

    /// Runs `body`, turning the library's errors into one-line command failures (exit 1).
    private func failing<R>(_ body: () throws -> R) throws -> R {
        do {
            return try body()
        } catch let error as CustomStringConvertible & Error {
            throw CommandFailure(error.description)
        }
    }
}
