import QuickActions

/// Why JSON could not be read as items: where (`[1].icon`, empty for the whole text), and
/// what is wrong.
public struct ShortcutJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public struct Kind: Hashable, Sendable {
        fileprivate enum Base: Hashable, Sendable {
            case notJSON(String)
            case notArray
            case notObject
            case notString
            case unknownField([String])
            case missing
            case iconForm
            case iconKindForm(String)
            case emptyIconName(String)
            case unknownIconKind(String)
            case unknownSystemIcon(String)
            case invalidItem(ShortcutItemError)
        }

        fileprivate let base: Base

        /// The text is not JSON; the parser's message.
        public static func notJSON(_ detail: String) -> Kind { Kind(base: .notJSON(detail)) }
        /// A list of items is not a JSON array.
        public static let notArray = Kind(base: .notArray)
        /// An item, or its user info, is not a JSON object.
        public static let notObject = Kind(base: .notObject)
        /// A field that must be a string is not.
        public static let notString = Kind(base: .notString)
        /// A field an item does not have; the fields it has.
        public static func unknownField(known: [String]) -> Kind { Kind(base: .unknownField(known)) }
        /// A required field is missing.
        public static let missing = Kind(base: .missing)
        /// An icon is not an object of one field.
        public static let iconForm = Kind(base: .iconForm)
        /// An icon argument is not `KIND:NAME`; the argument.
        public static func iconKindForm(_ argument: String) -> Kind { Kind(base: .iconKindForm(argument)) }
        /// An icon of `kind` with an empty name.
        public static func emptyIconName(kind: String) -> Kind { Kind(base: .emptyIconName(kind)) }
        /// An icon kind other than system, file, symbol and contact.
        public static func unknownIconKind(_ kind: String) -> Kind { Kind(base: .unknownIconKind(kind)) }
        /// A system icon name that is neither a case name nor an Info.plist name.
        public static func unknownSystemIcon(_ name: String) -> Kind { Kind(base: .unknownSystemIcon(name)) }
        /// The fields make no valid item (an empty type or title, a value that is no property-list value).
        public static func invalidItem(_ error: ShortcutItemError) -> Kind { Kind(base: .invalidItem(error)) }
    }

    /// The key path of the value at fault; empty for the whole text.
    public let path: String
    public let kind: Kind

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }

    /// What is wrong, without where.
    public var reason: String {
        switch kind.base {
        case let .notJSON(detail): "not JSON: \(detail)"
        case .notArray: "expected a JSON array of items"
        case .notObject: "expected an object"
        case .notString: "expected a string"
        case let .unknownField(known): "unknown field; expected \(known.joined(separator: ", "))"
        case .missing: "is missing"
        case .iconForm: "expected one of {\"system\":NAME}, {\"file\":NAME}, {\"symbol\":NAME}, {\"contact\":ID}"
        case let .iconKindForm(argument): "expected system:NAME, file:NAME, symbol:NAME or contact:ID (got '\(argument)')"
        case let .emptyIconName(kind): "the \(kind) name is empty"
        case let .unknownIconKind(kind): "unknown icon kind '\(kind)'; expected system, file, symbol or contact"
        case let .unknownSystemIcon(name):
            "no system icon '\(name)'; the names are \(SystemIconType.allCases.map { String(describing: $0) }.joined(separator: ", "))"
        case let .invalidItem(error): error.description
        }
    }
}
