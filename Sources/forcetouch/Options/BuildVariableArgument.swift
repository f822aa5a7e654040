import ArgumentParser

/// `NAME=VALUE`, as in `--var PRODUCT_BUNDLE_IDENTIFIER=org.example.app`.
struct BuildVariableArgument: ExpressibleByArgument {
    let name: String
    let value: String

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
    }

    var defaultValueDescription: String { "\(name)=\(value)" }
}
