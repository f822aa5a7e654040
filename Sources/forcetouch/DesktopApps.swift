import ForceTouch
import Foundation

/// Linux apps as the commands find them: a .desktop file or a desktop file id, names in the
/// locale of the environment; what was skipped goes to standard error.
enum DesktopApps {
    static func load(_ reference: String) throws -> DesktopApp {
        let environment = ProcessInfo.processInfo.environment
        do {
            let app = try DesktopAppDirectory(environment: environment).app(reference, locale: DesktopLocale.messages(environment: environment))
            for warning in app.warnings { note("warning: \(warning)") }
            return app
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
