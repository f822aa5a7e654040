import ArgumentParser
import ForceTouch

/// How an Info.plist's static items are read: its strings file and build variables.
struct StaticItemOptions: ParsableArguments {
    @Option(help: ArgumentHelp("An InfoPlist.strings file to localize titles and subtitles.", valueName: "file"), completion: .file())
    var strings: String?

    @Option(name: .customLong("var"), help: ArgumentHelp("A build variable's value (repeatable).", valueName: "name=value"))
    var variables: [BuildVariableArgument] = []

    @Flag(help: "Leave build variables without a value as written, instead of failing.")
    var keepVariables = false

    /// The static items of `infoPlist`; warnings go to standard error.
    func load(infoPlist: String) throws -> StaticShortcuts {
        do {
            let table = try strings.map { path throws(StaticShortcutsError) in try StringsTable.read(path: path) }
            var values: [String: String] = [:]
            for variable in variables { values[variable.name] = variable.value }
            let shortcuts = try StaticShortcuts.read(
                infoPlist: infoPlist, strings: table, variables: BuildVariables(values, keepUnknown: keepVariables))
            var errors = OutputStream(fd: 2)
            for warning in shortcuts.warnings { errors.writeLine("warning: \(warning)") }
            errors.flush()
            return shortcuts
        } catch {
            let hint = error.unexpandedVariable.map { "; give it with --var \($0)=VALUE, or use --keep-variables" } ?? ""
            throw CommandFailure(error.description + hint)
        }
    }
}
