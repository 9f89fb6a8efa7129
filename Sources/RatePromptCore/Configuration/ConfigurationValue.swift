import RatePromptFormats

/// A configuration value of one of the schema's types.
public enum ConfigurationValue: Hashable, Sendable {
    case integer(Int64)
    case number(Double)
    case boolean(Bool)
    case string(String)
    /// The `promotions` dictionary.
    case promotions(PromotionSettings)

    /// The value as a property list or JSON writes it.
    package var literal: String {
        switch self {
        case .promotions(let settings):
            let order = settings.order.map { "\"\($0.productID)\"" }.joined(separator: ", ")
            let hidden = settings.hidden.map { "\"\($0.productID)\"" }.joined(separator: ", ")
            return "{\"order\": [\(order)], \"hidden\": [\(hidden)]}"
        case .integer(let value): return String(value)
        case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .boolean(let value): return value ? "true" : "false"
        case .string(let value): return "\"\(value)\""
        }
    }

    var integerValue: Int64? {
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

    var booleanValue: Bool? {
        if case .boolean(let value) = self { return value }
        return nil
    }

    /// The string, for a string.
    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var promotionsValue: PromotionSettings? {
        if case .promotions(let value) = self { return value }
        return nil
    }
}
