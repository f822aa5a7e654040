/// The icon of a quick action, as `UIApplicationShortcutIcon` offers them.
public enum ShortcutIcon: Hashable, Sendable {
    /// One of the 29 system icons (`UIApplicationShortcutItemIconType`).
    case system(SystemIconType)
    /// A template image in the app's bundle, by file name (`UIApplicationShortcutItemIconFile`):
    /// square, single colour, 35 × 35 pt.
    case templateImage(String)
    /// A symbol by name (`UIApplicationShortcutItemIconSymbolName`; an SF Symbol on iOS,
    /// a themed icon name on Linux).
    case symbol(String)
    /// A contact's picture, by the contact's identifier (`UIApplicationShortcutIcon(contact:)`;
    /// dynamic items only).
    case contact(String)
}
