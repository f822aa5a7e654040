import ForceTouchCore
import SystemPackage

/// A profile file that cannot be used, with the file, line and key path of what is wrong.
/// A broken file is skipped whole: no profile of it applies, and the other files still do.
public struct ProfileError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case cannotRead(Errno)
        case yamlSyntax(String)
        /// The document is not a mapping with a `profiles` list.
        case notAProfileFile(String)
        case missingKey(String)
        /// A key the format does not define (a misspelt setting, say).
        case unknownKey(String)
        /// The value does not have the form `expected`; `found` says what it has.
        case malformedValue(expected: String, found: String)
        /// The settings, laid over the defaults, are refused.
        case invalidSettings(ConfigurationError)
        /// Two profiles of one file have the same name.
        case duplicateName(String, firstLine: Int)
        /// `--profile` names no profile.
        case noSuchProfile(String, known: [String])
        /// A profile file given to `--profile` holds several; name one.
        case severalProfiles([String])
    }

    public var file: String
    /// The 1-based line, or 0 for the whole file.
    public var line: Int
    public var keyPath: String?
    public var kind: Kind

    public init(file: String, line: Int, keyPath: String? = nil, kind: Kind) {
        self.file = file
        self.line = line
        self.keyPath = keyPath
        self.kind = kind
    }

    /// `file:line: key.path: reason`.
    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return "\(place): " + (keyPath.map { "\($0): " } ?? "") + reason
    }

    public var reason: String {
        switch kind {
        case let .cannotRead(errno): "cannot read: \(errno)"
        case let .yamlSyntax(problem): "not valid YAML: \(problem)"
        case let .notAProfileFile(why): "not a profile file: \(why)"
        case let .missingKey(key): "missing key '\(key)'"
        case let .unknownKey(key): "unknown key '\(key)'"
        case let .malformedValue(expected, found): "expected \(expected), found \(found)"
        case let .invalidSettings(error): "\(error.setting.profileKey): \(error.reason)"
        case let .duplicateName(name, firstLine): "a second profile named '\(name)' (the first is at line \(firstLine))"
        case let .noSuchProfile(name, known): "no profile is named '\(name)'; there are: \(known.joined(separator: ", "))"
        case let .severalProfiles(names): "the file holds several profiles (\(names.joined(separator: ", "))): name one instead"
        }
    }
}

extension ConfigurationError.Setting {
    /// The profile key that sets it.
    var profileKey: String {
        switch self {
        case .thresholds: "peek/pop"
        case .tapMaximumDuration: "tap-max-duration"
        case .slop: "slop"
        case .longPressDuration: "long-press"
        case .pressureRange: "pressure-range"
        case .minimumDwell: "min-dwell"
        }
    }
}
