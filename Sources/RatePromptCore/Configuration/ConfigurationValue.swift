import RatePromptFormats

/// A configuration value of one of the schema's types.
public enum ConfigurationValue: Hashable, Sendable {
    case integer(Int64)
    case number(Double)
    case boolean(Bool)
    case string(String)

    /// The value as a property list or JSON writes it.
    package var literal: String {
        switch self {
        case .integer(let value): String(value)
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .boolean(let value): value ? "true" : "false"
        case .string(let value): "\"\(value)\""
        }
    }

    package var integerValue: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The number, for an integer or a number.
    public var numberValue: Double? {
        switch self {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    package var booleanValue: Bool? {
        if case .boolean(let value) = self { return value }
        return nil
    }

    /// The string, for a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}
