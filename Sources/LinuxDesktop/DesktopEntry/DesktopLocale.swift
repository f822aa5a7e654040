/// The locale localized keys are chosen for: `lang_COUNTRY.ENCODING@MODIFIER` as POSIX
/// writes it (the encoding plays no part), matched as the Desktop Entry specification says.
public struct DesktopLocale: Hashable, Sendable {
    public let language: String
    public let country: String?
    public let modifier: String?

    /// Parses `lang_COUNTRY.ENCODING@MODIFIER`; nil for `C`, `POSIX` and empty values, which
    /// mean no translation.
    public init?(_ text: String) {
        var rest = Substring(text)
        var modifier: String?
        if let at = rest.firstIndex(of: "@") {
            modifier = String(rest[rest.index(after: at)...])
            rest = rest[..<at]
        }
        if let dot = rest.firstIndex(of: ".") { rest = rest[..<dot] }
        var country: String?
        if let underscore = rest.firstIndex(of: "_") {
            country = String(rest[rest.index(after: underscore)...])
            rest = rest[..<underscore]
        }
        guard !rest.isEmpty, rest != "C", rest != "POSIX" else { return nil }
        language = String(rest)
        self.country = country.flatMap { $0.isEmpty ? nil : $0 }
        self.modifier = modifier.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The locale messages are shown in: `LC_ALL`, else `LC_MESSAGES`, else `LANG`, the first
    /// that is set and not empty, as POSIX orders them.
    public static func messages(environment: [String: String]) -> DesktopLocale? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return DesktopLocale(value) }
        }
        return nil
    }

    /// The `[locale]` suffixes to try, best first: `lang_COUNTRY@MODIFIER`, `lang_COUNTRY`,
    /// `lang@MODIFIER`, `lang`; the unlocalized key comes after them all.
    public var candidates: [String] {
        var result: [String] = []
        if let country, let modifier { result.append("\(language)_\(country)@\(modifier)") }
        if let country { result.append("\(language)_\(country)") }
        if let modifier { result.append("\(language)@\(modifier)") }
        result.append(language)
        return result
    }
}

extension DesktopEntryFile.Group {
    /// The best entry for `key` in `locale`: the first candidate present, else the key itself.
    public func entry(_ key: String, locale: DesktopLocale?) -> DesktopEntryFile.Entry? {
        for candidate in locale?.candidates ?? [] {
            if let entry = entries.first(where: { $0.key == key && $0.locale == candidate }) { return entry }
        }
        return entry(key)
    }
}
