import ArgumentParser

/// `SECONDS` or `off`.
enum LongPressSetting: ExpressibleByArgument {
    case off
    case after(Double)

    init(_ seconds: Double?) {
        self = seconds.map { .after($0) } ?? .off
    }

    init?(argument: String) {
        if argument == "off" { self = .off; return }
        guard let seconds = Double(argument) else { return nil }
        self = .after(seconds)
    }

    var defaultValueDescription: String {
        switch self {
        case .off: "off"
        case let .after(seconds): "\(seconds)"
        }
    }
}
