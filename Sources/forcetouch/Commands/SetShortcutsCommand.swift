import ArgumentParser
import ForceTouch
import Foundation

/// `forcetouch shortcuts set`: the whole dynamic list, from a JSON array on standard input.
struct SetShortcutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Replace an app's dynamic quick actions with a JSON array read from standard input.",
        discussion: "The array holds objects as `shortcuts show --json` prints them. Setting the same list again changes nothing.")

    @OptionGroup var app: AppOptions

    func run() throws {
        let items: [ShortcutItem]
        do {
            items = try ShortcutJSON.items(from: FileHandle.standardInput.readDataToEndOfFile())
        } catch {
            throw CommandFailure("standard input: \(error)")
        }
        let opened = try app.open()
        let changed = try opened.modify { dynamic in try dynamic.set(items) }
        say("\(app.bundleId): \(items.count) dynamic \(items.count == 1 ? "item" : "items")" + (changed ? "" : " (unchanged)"))
    }
}
