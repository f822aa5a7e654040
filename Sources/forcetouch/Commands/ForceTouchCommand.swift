import ArgumentParser

@main
struct ForceTouchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forcetouch",
        abstract: "Classify touch presses as tap, peek or pop, and show the quick actions they open.",
        version: "0.1.0",
        subcommands: [ReplayCommand.self, LiveCommand.self, DevicesCommand.self, MeasureCommand.self, MenuCommand.self, ShortcutsCommand.self]
    )
}
