import RatePromptFormats

/// The build settings of one configuration list of an Xcode project (the project's or a target's): each
/// configuration's, and the ones they agree on.
package struct BuildSettings: Sendable {
    /// A setting's value and where it is written.
    package struct Setting: Sendable, Hashable {
        package internal(set) var value: String
        package internal(set) var location: FileLocation

        package init(value: String, location: FileLocation) {
            self.value = value
            self.location = location
        }
    }

    /// One configuration (`Debug`, `Release`): its settings as the project file writes them. A `.xcconfig` file it
    /// is based on is named but not read.
    package struct Configuration: Sendable {
        package internal(set) var name: String
        package internal(set) var settings: [String: Setting]
        /// The object id of the `.xcconfig` file reference it is based on, if any.
        var baseConfigurationReference: String?
    }

    package internal(set) var configurations: [Configuration] = []
    /// The settings that every configuration that sets them sets alike (one set only in `Debug` counts), each with
    /// its first configuration's location.
    var agreed: [String: Setting] = [:]

    init(configurations: [Configuration] = []) {
        self.configurations = configurations
        agreed = Self.agreement(configurations.map(\.settings))
    }

    /// The settings that every one of `lists` that sets them sets alike, the first one's location kept. Only
    /// string values count: a list value (`OTHER_LDFLAGS = (…)`) is not one a name or language is read from.
    static func agreement(_ lists: [[String: Setting]]) -> [String: Setting] {
        var agreed: [String: Setting?] = [:]
        for settings in lists {
            for (name, setting) in settings {
                if let existing = agreed[name] {
                    if existing?.value != setting.value { agreed[name] = .some(nil) }
                } else {
                    agreed[name] = setting
                }
            }
        }
        return agreed.compactMapValues { $0 }
    }

    /// The settings of the configuration named `name`, empty when there is none.
    package func settings(of name: String) -> [String: Setting] {
        configurations.first { $0.name == name }?.settings ?? [:]
    }
}
