/// Settings for the devices a profile matches, as libinput's quirks and Android's IDC files
/// give them: its name, where it came from, its match rules and what it sets.
public struct DeviceProfile: Hashable, Sendable {
    /// Where a profile was defined.
    public enum Origin: Hashable, Sendable {
        /// The set ForceTouch carries.
        case builtIn
        /// A file, and the line its entry starts at.
        case file(String, line: Int)
    }

    public var name: String
    public var origin: Origin
    public var match: DeviceMatch
    public var settings: ProfileSettings
    /// Why its values are right, as its file says.
    public var comment: String?

    public init(name: String, origin: Origin, match: DeviceMatch, settings: ProfileSettings, comment: String? = nil) {
        self.name = name
        self.origin = origin
        self.match = match
        self.settings = settings
        self.comment = comment
    }
}

/// The profiles there are, by level in search order (built-in, then the system's, then the
/// user's), and the rule that picks the ones that apply to a device: in each level the most
/// specific match (a later one among equals), each level laid over the one before.
public struct ProfileSet: Hashable, Sendable {
    /// Each level's profiles, earliest level first, in the order they were read.
    public var levels: [[DeviceProfile]]

    public init(levels: [[DeviceProfile]]) {
        self.levels = levels
    }

    /// The profiles that apply to `device`, in the order they are laid on (at most one per level).
    public func matching(_ device: DeviceDescription) -> [DeviceProfile] {
        levels.compactMap { level in
            var best: DeviceProfile?
            for profile in level where profile.match.matches(device) {
                if best == nil || profile.match.specificity >= best!.match.specificity { best = profile }
            }
            return best
        }
    }

    /// The profile called `name`, the latest level's first.
    public func named(_ name: String) -> DeviceProfile? {
        for level in levels.reversed() {
            if let found = level.first(where: { $0.name == name }) { return found }
        }
        return nil
    }

    /// `profiles`' settings, each laid over the one before.
    public static func settings(of profiles: [DeviceProfile]) -> ProfileSettings {
        profiles.reduce(ProfileSettings()) { $1.settings.over($0) }
    }
}
