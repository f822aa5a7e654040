import ArgumentParser
import ForceTouch
import Foundation

/// One item from flags (`--type`, `--title`, …) or from `--item JSON`.
struct ItemOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The item's type.", valueName: "type"))
    var type: String?

    @Option(help: ArgumentHelp("The title shown.", valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("The line under the title.", valueName: "text"))
    var subtitle: String?

    @Option(help: ArgumentHelp("system:NAME (e.g. system:search), file:NAME, symbol:NAME or contact:ID.", valueName: "icon"))
    var icon: String?

    @Option(help: ArgumentHelp("A JSON object of user info.", valueName: "json"))
    var userInfo: String?

    @Option(help: ArgumentHelp("The scene the action is for.", valueName: "id"))
    var target: String?

    @Option(help: ArgumentHelp("The whole item as a JSON object, instead of the flags above.", valueName: "json"))
    var item: String?

    var usesFlags: Bool { type != nil || title != nil || subtitle != nil || icon != nil || userInfo != nil || target != nil }

    func validate() throws {
        if item != nil, usesFlags { throw ValidationError("give the item either as --item JSON or with flags, not both") }
        if item == nil, type == nil { throw ValidationError("missing --type (or --item JSON)") }
    }

    /// The item the options describe, with fields not given taken from `base`. An error names
    /// the option the user typed and, inside its JSON, the key path.
    func item(over base: ShortcutItem? = nil) throws -> ShortcutItem {
        if let item {
            return try Self.parsing("--item") { () throws(ShortcutJSONError) in try ShortcutJSON.item(from: Data(item.utf8)) }
        }
        guard let type else { preconditionFailure("validated") }
        let icon = try self.icon.map { text in
            try Self.parsing("--icon", inner: false) { () throws(ShortcutJSONError) in try ShortcutJSON.icon(argument: text) }
        }
        let info = try userInfo.map { text in
            try Self.parsing("--user-info") { () throws(ShortcutJSONError) in try ShortcutJSON.userInfo(from: Data(text.utf8), path: "") }
        }
        guard let title = title ?? base?.localizedTitle else { throw CommandFailure("missing --title (or --item JSON)") }
        do {
            return try ShortcutItem(
                type: type, localizedTitle: title, localizedSubtitle: subtitle ?? base?.localizedSubtitle,
                icon: icon ?? base?.icon, userInfo: info ?? base?.userInfo,
                targetContentIdentifier: target ?? base?.targetContentIdentifier)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// Runs `body`, naming `option` in its error; with `inner`, the key path inside the
    /// option's JSON follows (`--item: title: is missing`).
    static func parsing<R>(_ option: String, inner: Bool = true, _ body: () throws(ShortcutJSONError) -> R) throws -> R {
        do {
            return try body()
        } catch {
            throw CommandFailure(inner && !error.path.isEmpty ? "\(option): \(error.path): \(error.reason)" : "\(option): \(error.reason)")
        }
    }
}
