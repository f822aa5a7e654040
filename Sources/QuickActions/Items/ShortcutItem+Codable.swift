import Foundation

extension ShortcutItem: Codable {
    /// The Info.plist keys; the contact icon, which Info.plist has no key for, uses ForceTouch's own.
    enum CodingKeys: String, CodingKey {
        case type = "UIApplicationShortcutItemType"
        case title = "UIApplicationShortcutItemTitle"
        case subtitle = "UIApplicationShortcutItemSubtitle"
        case iconType = "UIApplicationShortcutItemIconType"
        case iconFile = "UIApplicationShortcutItemIconFile"
        case iconSymbolName = "UIApplicationShortcutItemIconSymbolName"
        case iconContact = "ForceTouchShortcutItemIconContact"   // StaticShortcuts.Key.iconContact
        case userInfo = "UIApplicationShortcutItemUserInfo"
        case targetContentIdentifier = "UIApplicationShortcutItemTargetContentIdentifier"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let icon: ShortcutIcon?
        if let file = try container.decodeIfPresent(String.self, forKey: .iconFile) {
            icon = .templateImage(file)
        } else if let symbol = try container.decodeIfPresent(String.self, forKey: .iconSymbolName) {
            icon = .symbol(symbol)
        } else if let contact = try container.decodeIfPresent(String.self, forKey: .iconContact) {
            icon = .contact(contact)
        } else if let name = try container.decodeIfPresent(String.self, forKey: .iconType) {
            guard let type = SystemIconType(infoPlistName: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .iconType, in: container,
                    debugDescription: "no icon type '\(name)'; did you mean \(SystemIconType.closestName(to: name))?")
            }
            icon = .system(type)
        } else {
            icon = nil
        }
        do {
            try self.init(
                type: try container.decode(String.self, forKey: .type),
                localizedTitle: try container.decode(String.self, forKey: .title),
                localizedSubtitle: try container.decodeIfPresent(String.self, forKey: .subtitle),
                icon: icon,
                userInfo: try container.decodeIfPresent([String: PropertyListValue].self, forKey: .userInfo),
                targetContentIdentifier: try container.decodeIfPresent(String.self, forKey: .targetContentIdentifier))
        } catch let error as ShortcutItemError {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(localizedTitle, forKey: .title)
        try container.encodeIfPresent(localizedSubtitle, forKey: .subtitle)
        switch icon {
        case let .system(type): try container.encode(type.infoPlistName, forKey: .iconType)
        case let .templateImage(file): try container.encode(file, forKey: .iconFile)
        case let .symbol(name): try container.encode(name, forKey: .iconSymbolName)
        case let .contact(identifier): try container.encode(identifier, forKey: .iconContact)
        case nil: break
        }
        try container.encodeIfPresent(userInfo, forKey: .userInfo)
        try container.encodeIfPresent(targetContentIdentifier, forKey: .targetContentIdentifier)
    }
}

extension PropertyListValue: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes whichever property-list type is there: a dictionary, an array, then the scalars.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: Key.self) {
            var values: [String: PropertyListValue] = [:]
            for key in container.allKeys { values[key.stringValue] = try container.decode(PropertyListValue.self, forKey: key) }
            self = .dictionary(values)
        } else if var container = try? decoder.unkeyedContainer() {
            var values: [PropertyListValue] = []
            while !container.isAtEnd { values.append(try container.decode(PropertyListValue.self)) }
            self = .array(values)
        } else {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Bool.self) {
                self = .boolean(value)
            } else if let value = try? container.decode(Int64.self) {
                self = .integer(value)
            } else if let value = try? container.decode(Double.self) {
                self = .real(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode(Date.self) {
                self = .date(value)
            } else {
                self = .data(try container.decode(Data.self))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case let .dictionary(values):
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in values { try container.encode(value, forKey: Key(stringValue: key)) }
        case let .array(values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case let .string(value): var c = encoder.singleValueContainer(); try c.encode(value)
        case let .integer(value): var c = encoder.singleValueContainer(); try c.encode(value)
        case let .real(value): var c = encoder.singleValueContainer(); try c.encode(value)
        case let .boolean(value): var c = encoder.singleValueContainer(); try c.encode(value)
        case let .date(value): var c = encoder.singleValueContainer(); try c.encode(value)
        case let .data(value): var c = encoder.singleValueContainer(); try c.encode(value)
        }
    }
}
