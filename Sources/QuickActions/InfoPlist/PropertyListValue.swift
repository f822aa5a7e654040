import Foundation

/// A property-list value: what a quick action's user info may hold, as on iOS, where
/// `userInfo` must be property-list types.
public indirect enum PropertyListValue: Hashable, Sendable {
    case string(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    /// The value `any` holds, as Foundation's property-list parser or an app's user info gives
    /// it; anything else is refused with its key path from `path` (`userInfo.links[2]`).
    public init(_ any: Any, path: String) throws(ShortcutItemError) {
        switch any {
        case let value as String:
            self = .string(value)
        case let value as Bool where type(of: any) == Bool.self:
            self = .boolean(value)
        case let value as NSNumber:
            let kind = String(cString: value.objCType)
            if kind == "c" || kind == "B" {
                self = .boolean(value.boolValue)
            } else if kind == "d" || kind == "f" {
                self = .real(value.doubleValue)
            } else {
                self = .integer(value.int64Value)
            }
        case let value as Int:
            self = .integer(Int64(value))
        case let value as Int64:
            self = .integer(value)
        case let value as Double:
            self = .real(value)
        case let value as Date:
            self = .date(value)
        case let value as Data:
            self = .data(value)
        case let values as [Any]:
            var array: [PropertyListValue] = []
            for (index, element) in values.enumerated() { array.append(try PropertyListValue(element, path: "\(path)[\(index)]")) }
            self = .array(array)
        case let values as [String: Any]:
            self = .dictionary(try Self.dictionary(values.map { ($0.key as AnyHashable, $0.value) }, path: path))
        case let values as [AnyHashable: Any]:
            self = .dictionary(try Self.dictionary(values.map { ($0.key, $0.value) }, path: path))
        case is NSNull:
            throw .notPropertyList(path: path, found: "null")
        default:
            throw .notPropertyList(path: path, found: String(describing: type(of: any)))
        }
    }

    private static func dictionary(_ pairs: [(AnyHashable, Any)], path: String) throws(ShortcutItemError) -> [String: PropertyListValue] {
        var result: [String: PropertyListValue] = [:]
        for (key, value) in pairs {
            guard let key = key.base as? String else {
                throw .notPropertyList(path: "\(path)[\(key)]", found: "a dictionary key of type \(type(of: key.base))")
            }
            result[key] = try PropertyListValue(value, path: path.isEmpty ? key : "\(path).\(key)")
        }
        return result
    }

    /// The value as Foundation's property-list types, for `PropertyListSerialization`.
    public var foundationValue: Any {
        switch self {
        case let .string(value): value
        case let .integer(value): NSNumber(value: value)
        case let .real(value): NSNumber(value: value)
        case let .boolean(value): value
        case let .date(value): value
        case let .data(value): value
        case let .array(values): values.map(\.foundationValue)
        case let .dictionary(values): values.mapValues(\.foundationValue)
        }
    }
}
