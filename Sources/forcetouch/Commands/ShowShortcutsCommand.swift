import ArgumentParser
import ForceTouch

/// `forcetouch shortcuts show`: the static items of an Info.plist, in menu order.
struct ShowShortcutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print the static quick actions of an Info.plist, in menu order.",
        discussion: """
            Reads UIApplicationShortcutItems from an Info.plist (XML or binary). Titles and \
            subtitles are localized through --strings (an InfoPlist.strings file); build \
            variables such as $(PRODUCT_BUNDLE_IDENTIFIER) take their values from --var. \
            Unknown keys are reported on standard error and ignored.
            """
    )

    @Option(help: ArgumentHelp("The app's Info.plist.", valueName: "file"), completion: .file())
    var infoPlist: String

    @OptionGroup var statics: StaticItemOptions

    @Flag(help: "Print a JSON array instead of aligned text.")
    var json = false

    func run() throws {
        let shortcuts = try statics.load(infoPlist: infoPlist)
        var out = OutputStream()
        for line in (json ? ShortcutFormat.json : .text).lines(for: shortcuts.items) { out.writeLine(line) }
        out.flush()
    }
}
