/// Expands Xcode build variables, `$(NAME)` and `${NAME}`, in Info.plist values.
public struct BuildVariables: Hashable, Sendable {
    /// The values given, by name.
    public var values: [String: String]
    /// Whether a variable without a value stays as written instead of being an error.
    public var keepUnknown: Bool

    public init(_ values: [String: String] = [:], keepUnknown: Bool = false) {
        self.values = values
        self.keepUnknown = keepUnknown
    }

    /// `text` with every variable replaced by its value.
    /// - Throws: the name of the first variable that has no value, unless `keepUnknown`.
    func expand(_ text: String) throws(UnknownVariable) -> String {
        guard text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let open = rest.index(after: dollar)
            guard open < rest.endIndex, rest[open] == "(" || rest[open] == "{",
                  let close = rest[open...].firstIndex(of: rest[open] == "(" ? ")" : "}") else {
                result.append("$")
                rest = rest[open...]
                continue
            }
            let name = String(rest[rest.index(after: open)..<close])
            if let value = values[name] {
                result += value
            } else if keepUnknown {
                result += rest[dollar...close]
            } else {
                throw UnknownVariable(name: name)
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    struct UnknownVariable: Error {
        let name: String
    }
}
