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
    public var location: FileLocation?
    /// True when the string is not from the localization the user's preferences chose for its layer: a fallback
    /// localization (Base, an ancestor), a lower layer because the chosen table lacks a key the app sets elsewhere
    /// (for an app that sets no prompt key, RatePrompt's copy is the copy), or built-in English.
    public var isFallback: Bool
    /// The lookups that led here, one line each, for `--explain`.
    package internal(set) var steps: [String]

    package init(
        layer: Layer, key: String, localization: String?, location: FileLocation?, isFallback: Bool, steps: [String]
    ) {
        self.layer = layer
        self.key = key
        self.localization = localization
        self.location = location
        self.isFallback = isFallback
        self.steps = steps
    }
}

// The one way to name a layer: the raw value in JSON, data attributes and classes; `title` on a badge; `phrase` in a
// sentence (render's sources, the page's tooltips, the resolver's steps).
extension CopySource.Layer {
    /// The layer's name on its own, as a badge or a legend shows it.
    package var title: String {
        switch self {
        case .configuration: "Config"
        case .app: "App"
        case .defaults: "RatePrompt"
        case .builtInEnglish: "Built-in English"
        }
    }

    /// The layer in running text: `configuration`, `app table`, `RatePrompt copy`, `built-in English`.
    package var phrase: String {
        switch self {
        case .configuration: "configuration"
        case .app: "app table"
        case .defaults: "RatePrompt copy"
        case .builtInEnglish: "built-in English"
        }
    }
}

extension CopySource {
    /// The layer and the part of it that supplied the string: `configuration messageTitle`, `app table, fr`,
    /// `RatePrompt copy, fr`, `built-in English`.
    package var origin: String {
        switch layer {
        case .configuration: "\(layer.phrase) \(key)"
        case .app, .defaults: "\(layer.phrase), \(localization ?? "")"
        case .builtInEnglish: layer.phrase
        }
    }
}
