import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

@main
struct ForceTouchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forcetouch",
        abstract: "Classify touch presses as tap, peek or pop, and show the quick actions they open.",
        version: "0.1.0",
        subcommands: [ReplayCommand.self, LiveCommand.self, RecordCommand.self, DevicesCommand.self, MeasureCommand.self, MenuCommand.self, ShortcutsCommand.self, ProfilesCommand.self, SuggestCommand.self, PlotCommand.self]
    )

    /// As ArgumentParser's, except that `help NAME` for a command that does not exist is a
    /// usage error naming the commands there are, not the top-level help and success.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "help", let unknown = unknownCommand(in: Array(arguments.dropFirst())) {
            var errors = OutputStream(fd: 2)
            errors.writeLine("Error: no command '\(unknown.name)'; the commands are \(unknown.known.joined(separator: ", "))")
            errors.writeLine("See 'forcetouch --help' for more information.")
            errors.flush()
            Glibc.exit(ExitCode.validationFailure.rawValue)
        }
        main(arguments)
    }

    /// The first name of `path` that is not a subcommand where it stands, with the names that are.
    static func unknownCommand(in path: [String]) -> (name: String, known: [String])? {
        var subcommands: [any ParsableCommand.Type] = configuration.subcommands
        for name in path where !name.hasPrefix("-") {
            let names = subcommands.map { $0._commandName }
            guard let index = names.firstIndex(of: name) else { return (name, names) }
            subcommands = subcommands[index].configuration.subcommands
        }
        return nil
    }
}
