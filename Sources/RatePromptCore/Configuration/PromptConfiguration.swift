import RatePromptFormats

/// An effective configuration: every schema key with its value and where that value came from.
package struct PromptConfiguration: Sendable {
    /// Where a value came from.
    package enum Source: Hashable, Sendable {
        /// Not set anywhere: the schema's default (or, where iRate works it out at run time, nothing).
        case `default`
        /// Written in a configuration file at this location.
        case file(SourceLocation)
        /// Given on the command line or by code.
        case override(String)
    }

    package struct Setting: Hashable, Sendable {
        package var key: ConfigurationKey
        /// Nil when the key is unset and has no fixed default.
        package var value: ConfigurationValue?
        package var source: Source
    }

    private var values: [String: (value: ConfigurationValue, source: Source)] = [:]

    /// The defaults only.
    package init() {}

    /// Sets `key`; the value must already have the key's type (the loader checks files).
    package mutating func set(_ name: String, to value: ConfigurationValue, source: Source) {
        precondition(ConfigurationSchema.key(named: name) != nil, "\(name) is not in the configuration schema")
        values[name] = (value, source)
    }

    /// Every key of the schema in schema order, with defaults filled in.
    package var settings: [Setting] {
        ConfigurationSchema.keys.map(setting(for:))
    }

    package func setting(for key: ConfigurationKey) -> Setting {
        if let set = values[key.name] {
            return Setting(key: key, value: set.value, source: set.source)
        }
        return Setting(key: key, value: key.defaultValue, source: .default)
    }

    package func setting(_ name: String) -> Setting? {
        ConfigurationSchema.key(named: name).map(setting(for:))
    }

    package func value(_ name: String) -> ConfigurationValue? {
        setting(name)?.value
    }

    // Typed access to each setting is generated from the schema (PromptConfiguration+Settings.swift).

    /// iRate's game message applies: the App Store genre is Games.
    package var isGame: Bool { appStoreGenreID == ConfigurationSchema.gameGenreID }
}
