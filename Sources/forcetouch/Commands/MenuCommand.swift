import ArgumentParser
import ForceTouch

/// `forcetouch menu`: a recording through the classifier, the quick-action menu and delivery.
struct MenuCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "menu",
        abstract: "Replay a recording through the quick-action menu and deliver the chosen item to the app.",
        discussion: """
            The app's items are its static items (--info-plist) then its dynamic ones (from the \
            store); the menu shows the first four. A press on the icon (--icon, by default the \
            whole surface) that reaches peek opens the menu; moving highlights a row; lifting over \
            a row, a later tap on a row, or pop selects it; a tap outside dismisses it. Other \
            contacts are ignored while the menu is open, except taps. The chosen item is \
            delivered as iOS would, by --app-state: a cold launch with the item in the launch \
            options (the simulated app handles it there), or the warm callback, whose completion \
            reports success. With --scenes the app uses scenes, one per target content identifier. \
            TRACE is read as replay reads FILE: evemu or libinput, found from its content. \
            With --desktop-file, the items are a Linux app's .desktop actions instead, and the \
            chosen one goes to the real app: over the session bus \
            (org.freedesktop.Application.ActivateAction, which starts the app by D-Bus \
            activation when it is not running) when the app is DBusActivatable, else by running \
            the action's Exec line, without a shell.
            """
    )

    @Argument(help: "The recording.", completion: .file())
    var trace: String

    @OptionGroup var recording: TraceOptions

    @Option(help: ArgumentHelp("The app's bundle id, reverse-DNS, for its dynamic items (with --info-plist).", valueName: "id"),
            transform: AppStoreOptions.bundleID)
    var bundleId: BundleID?

    @Option(help: ArgumentHelp(
        "The store directory (default: $XDG_DATA_HOME/forcetouch/shortcuts, or ~/.local/share/forcetouch/shortcuts).",
        valueName: "dir"), completion: .directory)
    var store: String?

    @Option(help: ArgumentHelp("The app's Info.plist: its static items come first.", valueName: "file"), completion: .file())
    var infoPlist: String?

    @Option(help: ArgumentHelp("A Linux app's .desktop file, or its desktop file id: its actions are the items.", valueName: "file|id"))
    var desktopFile: String?

    @Option(help: ArgumentHelp("Seconds to wait for a D-Bus app's answer (with --desktop-file).", valueName: "seconds"))
    var timeout: Double = 25

    @OptionGroup var statics: StaticItemOptions

    @Option(help: ArgumentHelp("Where the app is when an item is chosen.", valueName: "state"))
    var appState: AppStateArgument = .notRunning

    @Flag(help: "The app uses scenes: delivery goes through its window scenes.")
    var scenes = false

    @Option(help: ArgumentHelp("The app's icon on the surface, in millimetres (default: the whole surface).", valueName: "x,y,w,h"))
    var icon: IconRectArgument?

    @Flag(help: "Print one JSON object per line.")
    var json = false

    @OptionGroup(title: "Classification")
    var classification: ClassificationOptions

    func validate() throws {
        switch (infoPlist, desktopFile) {
        case (nil, nil): throw ValidationError("give the app's items: --info-plist FILE (with --bundle-id) or --desktop-file FILE|ID")
        case (_?, _?): throw ValidationError("--info-plist and --desktop-file are two kinds of app: give one")
        case (_?, nil):
            if bundleId == nil { throw ValidationError("--info-plist needs --bundle-id, the app whose dynamic items follow its static ones") }
        case (nil, _?):
            if bundleId != nil || store != nil || scenes || appState != .notRunning {
                throw ValidationError("--bundle-id, --store, --scenes and --app-state are for an --info-plist app; a desktop app's state is found on the session bus")
            }
        }
        guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout must be a positive number of seconds, not \(timeout)") }
    }

    func run() throws {
        let library = loadProfiles(for: classification.choice)
        let items: [ShortcutItem]
        let delivery: ShortcutDelivery
        var desktop: DesktopDelivery?
        if let desktopFile {
            let app = try DesktopApps.load(desktopFile)
            items = AppShortcuts(staticItems: app.shortcutItems, dynamicItems: []).visible
            do {
                desktop = try DesktopDelivery(app: app, timeout: timeout)
            } catch {
                throw CommandFailure("\(app.busName ?? app.id) is DBusActivatable, but \(error)")
            }
            delivery = desktop!.shortcutDelivery()
        } else {
            guard let directory = store ?? ShortcutStore.defaultDirectory() else {
                throw CommandFailure("no store directory: set XDG_DATA_HOME or HOME, or give --store")
            }
            let opened = AppStore(bundleID: bundleId!, store: ShortcutStore(directory: directory), staticItems: try statics.load(infoPlist: infoPlist!).items)
            items = try opened.shortcuts().visible
            let targets = Array(Set(items.compactMap(\.targetContentIdentifier)).subtracting(["main"])).sorted()
            delivery = ShortcutDelivery(appState: appState.state, scenes: scenes ? .windows(first: "main", others: targets) : .none, callbacks: AppCallbacks(
                didFinishLaunching: { _ in .handled },
                performAction: { _, completion in completion(true) },
                sceneWillConnect: { _, _ in },
                windowScenePerformAction: { _, _, completion in completion(true) }))
        }
        let format: MenuFormat = json ? .jsonLines : .text
        var out = OutputStream()
        do {
            let reader = try recording.open(trace)
            let (configuration, profiles) = try classification.resolve(for: reader.device, library: library)
            note(classification.announcement(profiles))
            let surface: MenuRect
            do {
                surface = try MenuReplay.surface(of: reader.device)
            } catch {
                throw TraceParseError(file: trace, line: 0, kind: .unusableDevice(error))
            }
            var menu = QuickActionMenu(items: items, surface: surface, icon: icon?.rect)
            var origin: Timestamp?
            try MenuReplay.run(
                reader, configuration: configuration, menu: &menu, delivery: delivery,
                onEvent: { event in if origin == nil { origin = event.time } },
                steps: { time, step in
                    for line in format.lines(for: step, at: time, origin: origin ?? time) { out.writeLine(line) }
                    // How the app got it, once the model says how it ended.
                    if case let .delivery(.completed(id, _), _) = step, let report = desktop?.reports.first(where: { $0.delivery == id }) {
                        out.writeLine(format.line(for: report))
                    }
                })
            out.flush()
            warn(countedInput: reader.warnings)
            if let failed = desktop?.reports.first(where: { $0.error != nil }) {
                throw CommandFailure("\(failed.action) did not reach \(desktop!.app.id): \(failed.error!)")
            }
        } catch let error as CommandFailure {
            out.flush()
            throw error
        } catch let error as TraceParseError {
            out.flush()
            throw CommandFailure(recording.message(for: error))
        } catch {
            out.flush()
            throw CommandFailure("\(error)")
        }
    }
}
