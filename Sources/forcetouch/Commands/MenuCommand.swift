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
            TRACE is read as replay reads FILE: evemu or libinput, found from its content.
            """
    )

    @Argument(help: "The recording.", completion: .file())
    var trace: String

    @OptionGroup var recording: TraceOptions

    @OptionGroup var app: AppStoreOptions

    @Option(help: ArgumentHelp("The app's Info.plist: its static items come first.", valueName: "file"), completion: .file())
    var infoPlist: String

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

    func run() throws {
        let library = loadProfiles(for: classification.choice)
        let opened = try app.open(staticItems: try statics.load(infoPlist: infoPlist).items)
        let items = try opened.shortcuts().visible
        let targets = Array(Set(items.compactMap(\.targetContentIdentifier)).subtracting(["main"])).sorted()
        let delivery = ShortcutDelivery(appState: appState.state, scenes: scenes ? .windows(first: "main", others: targets) : .none, callbacks: AppCallbacks(
            didFinishLaunching: { _ in .handled },
            performAction: { _, completion in completion(true) },
            sceneWillConnect: { _, _ in },
            windowScenePerformAction: { _, _, completion in completion(true) }))
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
                })
            out.flush()
            warn(countedInput: reader.warnings)
        } catch let error as TraceParseError {
            out.flush()
            throw CommandFailure(recording.message(for: error))
        } catch {
            out.flush()
            throw CommandFailure("\(error)")
        }
    }
}
