import ForceTouchCore
import Foundation
import QuickActions

/// JSON text built by hand, so that field order is fixed and output is the same on every run.
public enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// An object of the given fields, in the given order; nil values are left out.
    public static func object(_ fields: [(String, String?)]) -> String {
        "{" + fields.compactMap { key, value in value.map { string(key) + ":" + $0 } }.joined(separator: ",") + "}"
    }

    /// A property-list value as JSON: dates as ISO 8601 strings, data as base64 strings,
    /// dictionary keys sorted.
    public static func value(_ value: PropertyListValue) -> String {
        switch value {
        case let .string(text): string(text)
        case let .integer(number): String(number)
        case let .real(number): number.isFinite ? "\(number)" : "null"
        case let .boolean(flag): flag ? "true" : "false"
        case let .date(date): string(ISO8601DateFormatter().string(from: date))
        case let .data(data): string(data.base64EncodedString())
        case let .array(values): "[" + values.map(Self.value).joined(separator: ",") + "]"
        case let .dictionary(values):
            "{" + values.keys.sorted().map { string($0) + ":" + Self.value(values[$0]!) }.joined(separator: ",") + "}"
        }
    }
}
