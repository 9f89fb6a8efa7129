import RatePromptFormats

/// An effective configuration: every schema key with its value and where that value came from.
public struct PromptConfiguration: Sendable {
    /// Where a value came from.
    public enum Source: Hashable, Sendable {
        /// Not set anywhere: the schema's default (or, where iRate works it out at run time, nothing).
        case `default`
        /// Written in a configuration file at this location.
        case file(FileLocation)
        /// Given on the command line or by code.
        case override(String)
    }

    /// One setting of the schema, with its value and where the value came from.
    public struct Setting: Hashable, Sendable {
        /// The setting's row of the schema.
        public var key: ConfigurationKey
        /// Nil when the key is unset and has no fixed default.
        public var value: ConfigurationValue?
        /// Where the value came from.
        public var source: Source
    }

    private var values: [String: (value: ConfigurationValue, source: Source)] = [:]

    /// The defaults only.
    public init() {}

    /// Sets `key`; the value must already have the key's type (the loader checks files).
    package mutating func set(_ name: String, to value: ConfigurationValue, source: Source) {
        precondition(ConfigurationSchema.key(named: name) != nil, "\(name) is not in the configuration schema")
        values[name] = (value, source)
    }

    /// Every key of the schema in schema order, with defaults filled in.
    public var settings: [Setting] {
        ConfigurationSchema.keys.map(setting(for:))
    }

    func setting(for key: ConfigurationKey) -> Setting {
        if let set = values[key.name] {
            return Setting(key: key, value: set.value, source: set.source)
        }
        return Setting(key: key, value: key.defaultValue, source: .default)
    }

    /// The setting named `name`; nil when the schema has no such setting.
    public func setting(_ name: String) -> Setting? {
        ConfigurationSchema.key(named: name).map(setting(for:))
    }

    package func value(_ name: String) -> ConfigurationValue? {
        setting(name)?.value
    }

    // Typed access to each setting is generated from the schema (PromptConfiguration+Settings.swift).

    /// iRate's game message applies: the App Store genre is Games.
    package var isGame: Bool { appStoreGenreID == ConfigurationSchema.gameGenreID }
}
