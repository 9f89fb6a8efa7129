import RatePromptFormats

/// One row of the configuration schema: everything RatePrompt knows about a setting, declared once and used by
/// loading, validation, `rateprompt config --schema`, `Configs/default.plist` and the documentation.
public struct ConfigurationKey: Hashable, Sendable {
    package enum ValueType: String, Hashable, Sendable {
        /// A whole number (`<integer>`).
        case integer
        /// Any number (`<real>` or `<integer>`).
        case number
        case boolean
        case string
        /// The `promotions` dictionary: `order` and `hidden`, each an array of product IDs.
        case promotions = "dictionary"
    }

    /// Where the setting comes from.
    package enum Origin: String, Hashable, Sendable {
        /// A property of iRate 1.12.2, with iRate's default.
        case iRate
        /// Apple's recommended gating for the system prompt (the StoreKit sample).
        case apple
        /// App Store Connect's promoted in-app purchases.
        case appStoreConnect
    }

    /// The key in a configuration file, also iRate's property name.
    public let name: String
    package let type: ValueType
    /// The default when the file does not set the key; nil where iRate works it out at run time (see `defaultNote`).
    package let defaultValue: ConfigurationValue?
    /// How the default is found when there is no fixed one, or what the default means.
    package let defaultNote: String?
    /// The unit of a number (`days`, `uses`).
    package let unit: String?
    /// Allowed values, inclusive; nil when any value of the type is allowed.
    public let range: ClosedRange<Double>?
    /// One line for documentation and `--schema`.
    public let summary: String
    package let origin: Origin
    /// Names other rating libraries use for the same setting, so a migrating user is pointed at this key.
    package let aliases: [String]

    package var id: String { name }

    init(
        _ name: String, _ type: ValueType, default defaultValue: ConfigurationValue?, note defaultNote: String? = nil,
        unit: String? = nil, range: ClosedRange<Double>? = nil, origin: Origin = .iRate, aliases: [String] = [],
        _ summary: String
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.defaultNote = defaultNote
        self.unit = unit
        self.range = range
        self.summary = summary
        self.origin = origin
        self.aliases = aliases
    }
}
