import ArgumentParser

/// `forcetouch shortcuts`: an app's quick actions.
struct ShortcutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcuts",
        abstract: "Show and change an app's quick actions (Home Screen quick actions, UIApplicationShortcutItem).",
        subcommands: [
            ShowShortcutsCommand.self, ListShortcutsCommand.self, SetShortcutsCommand.self, AddShortcutCommand.self,
            UpdateShortcutCommand.self, RemoveShortcutCommand.self, ClearShortcutsCommand.self,
        ]
    )
}
