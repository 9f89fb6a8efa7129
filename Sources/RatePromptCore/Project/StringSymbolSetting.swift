/// Whether Xcode generates Swift symbols for a String Catalog's keys (`STRING_CATALOG_GENERATE_SYMBOLS`), as the
/// project model tells it: each answer says why, for a finding's message.
/// [StringCatalogs](../../../Documentation/StringCatalogs.md#generated-symbols).
package enum StringSymbolSetting: Sendable, Hashable {
    /// A target that builds the catalog sets the setting to `YES` (new projects of Xcode 26 do), or the catalog is a
    /// Swift package's resource (Xcode 26 generates them for packages, with no setting to turn them off).
    case on(String)
    /// Every target that builds it sets `NO`, or leaves it unset in a project that reads no `.xcconfig` (Xcode's
    /// default for a project that does not set it is `NO`).
    case off(String)
    /// Nothing tells: no project or package describes the catalog, or its setting may come from an `.xcconfig`.
    case unknown(String)

    /// The build setting.
    package static let name = "STRING_CATALOG_GENERATE_SYMBOLS"
}

extension ProjectLocator {
    /// Whether Xcode generates symbols for the catalog at `path`, asked of the targets that copy it into their
    /// bundle: on when one of them does in any configuration.
    package func stringSymbolSetting(forCatalogAt path: String) -> StringSymbolSetting {
        guard case .targets(let targets) = membership(ofFileAt: path, as: .resource) else {
            return .unknown("no Xcode project or package that RatePrompt reads builds the catalog")
        }
        var unknown: String?
        var off: String?
        for target in targets {
            if target.file.hasSuffix("Package.swift") {
                return .on("it is a resource of package target \(target.name), for which Xcode 26 always generates them")
            }
            guard target.file.hasSuffix(".pbxproj") else {
                unknown = unknown ?? "target \(target.name) is described by \(ProjectPath.name(target.file)), whose build settings RatePrompt does not read"
                continue
            }
            let project = xcodeProject(target.file)
            guard target.index < project.targets.count else { continue }
            let settings = project.targets[target.index].settings
            let configurations = settings.configurations.isEmpty ? project.settings.configurations : settings.configurations
            for configuration in configurations {
                let projectConfiguration = project.settings.configurations.first { $0.name == configuration.name }
                let setting = configuration.settings[StringSymbolSetting.name]
                    ?? projectConfiguration?.settings[StringSymbolSetting.name]
                switch setting?.value {
                case "YES"?:
                    return .on("\(StringSymbolSetting.name) is YES for target \(target.name) (\(configuration.name))")
                case "NO"?:
                    off = off ?? "\(StringSymbolSetting.name) is NO for target \(target.name)"
                case nil where configuration.baseConfigurationReference == nil
                    && projectConfiguration?.baseConfigurationReference == nil:
                    off = off ?? "target \(target.name) does not set \(StringSymbolSetting.name), which is NO then"
                default:
                    unknown = unknown ?? "target \(target.name) may set \(StringSymbolSetting.name) in an .xcconfig file"
                }
            }
        }
        if let unknown { return .unknown(unknown) }
        return .off(off ?? "no target that builds the catalog generates them")
    }
}
