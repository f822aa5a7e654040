import ArgumentParser
import ForceTouch

/// `forcetouch shortcuts update`: one dynamic item, replaced in place; flags not given keep their values.
struct UpdateShortcutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Change a dynamic quick action in place, by type; with flags, what is not given stays.")

    @OptionGroup var app: AppOptions
    @OptionGroup var options: ItemOptions

    func run() throws {
        var updated: ShortcutItem?
        let changed = try app.open().modify { dynamic in
            let base = dynamic.items.first { $0.type == (options.type ?? "") }
            let item = try options.item(over: base)
            updated = item
            return try dynamic.update(item)
        }
        say(changed ? "updated '\(updated?.type ?? "")'" : "'\(updated?.type ?? "")' unchanged")
    }
}
