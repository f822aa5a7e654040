import ArgumentParser
import ForceTouch

/// `forcetouch shortcuts remove --type T`.
struct RemoveShortcutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a dynamic quick action, by type.")

    @OptionGroup var app: AppOptions

    @Option(help: ArgumentHelp("The type of the item to remove.", valueName: "type"))
    var type: String

    func run() throws {
        _ = try app.open().modify { dynamic in try dynamic.remove(type: type) }
        say("removed '\(type)'")
    }
}
