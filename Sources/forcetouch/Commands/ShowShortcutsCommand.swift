import ArgumentParser
import ForceTouch

/// `forcetouch shortcuts show`: the static items of an Info.plist, or a Linux app's .desktop
/// actions, in menu order.
struct ShowShortcutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print the static quick actions of an Info.plist, or a Linux app's .desktop actions, in menu order.",
        discussion: """
            Reads UIApplicationShortcutItems from an Info.plist (XML or binary). Titles and \
            subtitles are localized through --strings (an InfoPlist.strings file); build \
            variables such as $(PRODUCT_BUNDLE_IDENTIFIER) take their values from --var. \
            Unknown keys are reported on standard error and ignored. With --desktop-file, the \
            items are the actions of a Linux app's desktop entry (Actions= and its [Desktop \
            Action ID] groups): a path, or a desktop file id looked up in $XDG_DATA_HOME and \
            $XDG_DATA_DIRS; names are translated for LC_ALL, LC_MESSAGES or LANG.
            """
    )

    @Option(help: ArgumentHelp("The app's Info.plist.", valueName: "file"), completion: .file())
    var infoPlist: String?

    @Option(help: ArgumentHelp("A Linux app's .desktop file, or its desktop file id.", valueName: "file|id"))
    var desktopFile: String?

    @OptionGroup var statics: StaticItemOptions

    @Flag(help: "Print a JSON array instead of aligned text.")
    var json = false

    func validate() throws {
        switch (infoPlist, desktopFile) {
        case (nil, nil): throw ValidationError("give --info-plist FILE or --desktop-file FILE|ID")
        case (_?, _?): throw ValidationError("--info-plist and --desktop-file are two kinds of app: give one")
        default: break
        }
    }

    func run() throws {
        let items: [ShortcutItem]
        if let desktopFile {
            let app = try DesktopApps.load(desktopFile)
            items = app.shortcutItems
            let route = app.dbusActivatable
                ? "over the session bus: ActivateAction on \(app.busName!) at \(app.objectPath!)"
                : "by running each action's Exec line"
            note("\(app.name) (\(app.path)): \(items.count) action\(items.count == 1 ? "" : "s"), delivered \(route)")
        } else {
            items = try statics.load(infoPlist: infoPlist!).items
        }
        var out = OutputStream()
        for line in (json ? ShortcutFormat.json : .text).lines(for: items) { out.writeLine(line) }
        out.flush()
    }
}
