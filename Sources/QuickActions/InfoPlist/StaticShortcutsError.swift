import Foundation
import SystemPackage

/// Why the static items of an Info.plist or the titles of an InfoPlist.strings could not be
/// read: the file, where in it (a line, or the key path of the value), and what is wrong.
public struct StaticShortcutsError: Error, Hashable, Sendable, CustomStringConvertible {
    private enum Base: Hashable, Sendable {
        case cannotRead(Errno)
        case notPropertyList(String)
        case rootNotDictionary
        case itemsNotArray
        case itemNotDictionary
        case missingKey(String)
        case wrongType(key: String, expected: String)
        case unknownIconType(String, suggestion: String)
        case unexpandedVariable(String)
        case invalidItem(ShortcutItemError)
        case duplicateType(String)
        case stringsSyntax(String)
        case stringsEncoding
    }

    /// The file at fault, as given.
    public let file: String
    /// The 1-based line, when the fault has one (0 otherwise).
    public let line: Int
    /// The key path of the value at fault (`UIApplicationShortcutItems[1].UIApplicationShortcutItemType`), or empty.
    public let keyPath: String
    private let base: Base

    private init(_ file: String, line: Int = 0, keyPath: String = "", _ base: Base) {
        self.file = file
        self.line = line
        self.keyPath = keyPath
        self.base = base
    }

    static func cannotRead(_ file: String, _ errno: Errno) -> Self { Self(file, .cannotRead(errno)) }

    /// The bytes of `path`, or the error that names it.
    static func contents(of path: String) throws(StaticShortcutsError) -> Data {
        do {
            return try FileBytes.read(path)
        } catch {
            throw .cannotRead(path, error)
        }
    }
    static func notPropertyList(_ file: String, line: Int, _ reason: String) -> Self { Self(file, line: line, .notPropertyList(reason)) }
    static func rootNotDictionary(_ file: String) -> Self { Self(file, .rootNotDictionary) }
    static func itemsNotArray(_ file: String) -> Self { Self(file, keyPath: "UIApplicationShortcutItems", .itemsNotArray) }
    static func itemNotDictionary(_ file: String, keyPath: String) -> Self { Self(file, keyPath: keyPath, .itemNotDictionary) }
    static func missingKey(_ file: String, keyPath: String, _ key: String) -> Self { Self(file, keyPath: keyPath, .missingKey(key)) }
    static func wrongType(_ file: String, keyPath: String, expected: String) -> Self {
        Self(file, keyPath: keyPath, .wrongType(key: keyPath, expected: expected))
    }
    static func unknownIconType(_ file: String, keyPath: String, _ name: String) -> Self {
        Self(file, keyPath: keyPath, .unknownIconType(name, suggestion: SystemIconType.closestName(to: name)))
    }
    static func unexpandedVariable(_ file: String, keyPath: String, _ name: String) -> Self {
        Self(file, keyPath: keyPath, .unexpandedVariable(name))
    }
    static func invalidItem(_ file: String, keyPath: String, _ error: ShortcutItemError) -> Self {
        Self(file, keyPath: keyPath, .invalidItem(error))
    }
    static func duplicateType(_ file: String, keyPath: String, _ type: String) -> Self { Self(file, keyPath: keyPath, .duplicateType(type)) }
    static func stringsSyntax(_ file: String, line: Int, _ reason: String) -> Self { Self(file, line: line, .stringsSyntax(reason)) }
    static func stringsEncoding(_ file: String) -> Self { Self(file, .stringsEncoding) }

    /// The build variable left unexpanded, when that is the fault.
    public var unexpandedVariable: String? {
        if case let .unexpandedVariable(name) = base { return name }
        return nil
    }

    /// `file:line: reason` or `file: keyPath: reason`, one line.
    public var description: String {
        var place = line > 0 ? "\(file):\(line)" : file
        if !keyPath.isEmpty { place += ": \(keyPath)" }
        return "\(place): \(reason)"
    }

    /// Where in the file and what is wrong, without the file: `line 5: …` or `keyPath: …`.
    public var detail: String {
        var place = line > 0 ? "line \(line): " : ""
        if !keyPath.isEmpty { place += "\(keyPath): " }
        return place + reason
    }

    /// The reason alone.
    public var reason: String {
        switch base {
        case let .cannotRead(errno): "cannot read: \(String(cString: strerror(errno.rawValue))) (errno \(errno.rawValue))"
        case let .notPropertyList(reason): "not a property list: \(reason)"
        case .rootNotDictionary: "the root of the property list is not a dictionary"
        case .itemsNotArray: "is not an array"
        case .itemNotDictionary: "is not a dictionary"
        case let .missingKey(key): "the required key \(key) is missing"
        case let .wrongType(_, expected): "must be \(expected)"
        case let .unknownIconType(name, suggestion): "no icon type '\(name)'; did you mean \(suggestion)?"
        case let .unexpandedVariable(name): "the build variable $(\(name)) has no value"
        case let .invalidItem(error): error.description
        case let .duplicateType(type): "the type '\(type)' is used by an earlier item; types must be unique"
        case let .stringsSyntax(reason): reason
        case .stringsEncoding: "not text: a strings file is UTF-8, or UTF-16 with a byte-order mark"
        }
    }
}
