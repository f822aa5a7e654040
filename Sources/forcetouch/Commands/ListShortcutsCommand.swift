import ArgumentParser
import ForceTouch

/// `forcetouch shortcuts list`: every item, static then dynamic, marked with its place in the menu.
struct ListShortcutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List an app's quick actions, static then dynamic, marking the four the menu shows.")

    @OptionGroup var app: AppOptions

    @Flag(help: "Print a JSON array instead of aligned text.")
    var json = false

    func run() throws {
        let opened = try app.open()
        let shortcuts = try opened.shortcuts()
        var out = OutputStream()
        for line in (json ? ShortcutFormat.json : .text).lines(for: shortcuts) { out.writeLine(line) }
        out.flush()
    }
}
