import ArgumentParser
import ForceTouch

/// `forcetouch shortcuts clear`: no dynamic items.
struct ClearShortcutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Remove every dynamic quick action of an app.")

    @OptionGroup var app: AppOptions

    func run() throws {
        var count = 0
        _ = try app.open().modify { dynamic in
            count = dynamic.items.count
            return dynamic.removeAll()
        }
        say("removed \(count) dynamic \(count == 1 ? "item" : "items")")
    }
}
