/// The 29 system icons of a quick action, with UIKit's raw values
/// (`UIApplicationShortcutIcon.IconType`) and their Info.plist names.
public enum SystemIconType: Int, Hashable, Sendable, CaseIterable, Codable {
    // iOS 9.0
    case compose = 0, play, pause, add, location, search, share
    // iOS 9.1
    case prohibit, contact, home, markLocation, favorite, love, cloud, invitation, confirmation, mail,
         message, date, time, capturePhoto, captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update

    /// The Info.plist spelling, `UIApplicationShortcutIconTypeCompose` … `UIApplicationShortcutIconTypeUpdate`.
    public var infoPlistName: String {
        let name = String(describing: self)
        return "UIApplicationShortcutIconType" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The icon type with Info.plist name `name`, if there is one.
    public init?(infoPlistName name: String) {
        guard let match = Self.allCases.first(where: { $0.infoPlistName == name }) else { return nil }
        self = match
    }

    /// The valid name closest to `name` by edit distance, for "did you mean" in errors.
    public static func closestName(to name: String) -> String {
        let names = allCases.map(\.infoPlistName)
        return names.min { EditDistance.between(name, $0) < EditDistance.between(name, $1) } ?? names[0]
    }
}
