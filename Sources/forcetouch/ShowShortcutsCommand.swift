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

    @Option(help: ArgumentHelp("An InfoPlist.strings file to localize titles and subtitles.", valueName: "file"), completion: .file())
    var strings: String?

    @Option(name: .customLong("var"), help: ArgumentHelp("A build variable's value (repeatable).", valueName: "name=value"))
    var variables: [BuildVariableArgument] = []

    @Flag(help: "Leave build variables without a value as written, instead of failing.")
    var keepVariables = false

    @Flag(help: "Print a JSON array instead of aligned text.")
    var json = false

    func run() throws {
        var out = OutputStream()
        var errors = OutputStream(fd: 2)
        do {
            let table = try strings.map { path throws(StaticShortcutsError) in try StringsTable.read(path: path) }
            var values: [String: String] = [:]
            for variable in variables { values[variable.name] = variable.value }
            let shortcuts = try StaticShortcuts.read(
                infoPlist: infoPlist, strings: table, variables: BuildVariables(values, keepUnknown: keepVariables))
            for warning in shortcuts.warnings { errors.writeLine("warning: \(warning)") }
            errors.flush()
            for line in (json ? ShortcutFormat.json : .text).lines(for: shortcuts.items) { out.writeLine(line) }
            out.flush()
        } catch {
            let hint = error.unexpandedVariable.map { "; give it with --var \($0)=VALUE, or use --keep-variables" } ?? ""
            throw CommandFailure(error.description + hint)
        }
    }
}

extension BuildVariableArgument {
    var defaultValueDescription: String { "\(name)=\(value)" }
}
