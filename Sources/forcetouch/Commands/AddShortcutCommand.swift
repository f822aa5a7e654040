import ArgumentParser
import ForceTouch

/// `forcetouch shortcuts add`: one dynamic item, at the end.
struct AddShortcutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a dynamic quick action at the end; adding one that is already there unchanged changes nothing.")

    @OptionGroup var app: AppOptions
    @OptionGroup var options: ItemOptions

    func validate() throws {
        // `update` may keep the title it has; a new item needs one.
        if options.item == nil, options.title == nil { throw ValidationError("missing --title (or --item JSON)") }
    }

    func run() throws {
        let item = try options.item()
        let changed = try app.open().modify { dynamic in try dynamic.add(item) }
        say(changed ? "added '\(item.type)'" : "'\(item.type)' is already there, unchanged")
    }
}
