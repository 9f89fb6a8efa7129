import RatePromptFormats

/// Where one rendered string came from: the layer, the file and line, the key, and how its localization was chosen.
public struct CopySource: Hashable, Sendable {
    /// The layers, in iRate's precedence: the first that has the key wins.
    public enum Layer: String, Hashable, Sendable, CaseIterable {
        /// A string set in the configuration (`messageTitle`, `message`, …).
        case configuration
        /// The app's own table (`Localizable` unless told otherwise), in the localization the app resolves to.
        case app
        /// RatePrompt's copy, in the best of its localizations for the user.
        case defaults
        /// RatePrompt's English copy, when none of its localizations matches.
        case builtInEnglish
    }

    /// The layer that had the key.
    public var layer: Layer
    /// The key looked up (`iRateMessageTitle`), or the configuration setting (`messageTitle`).
    public var key: String
    /// The `.lproj` that supplied the string; nil for the configuration.
    public var localization: String?
    /// The file, line and column of the value.
    public var location: SourceLocation?
    /// True when the string is not from the localization the user's preferences chose for its layer: a fallback
    /// localization (Base, an ancestor), a lower layer because the chosen table lacks the key, or English.
    public var isFallback: Bool
    /// The lookups that led here, one line each, for `--explain`.
    package var steps: [String]

    package init(
        layer: Layer, key: String, localization: String?, location: SourceLocation?, isFallback: Bool, steps: [String]
    ) {
        self.layer = layer
        self.key = key
        self.localization = localization
        self.location = location
        self.isFallback = isFallback
        self.steps = steps
    }
}
