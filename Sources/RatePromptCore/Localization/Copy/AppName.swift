import RatePromptFormats

/// The name put in place of `%@`, and where it came from: given, the configuration's `applicationName`, or the
/// app's bundle as iRate reads it (`objectForInfoDictionaryKey:`: the localized `CFBundleDisplayName` of the
/// `InfoPlist.strings` a device picks, the `Info.plist`'s, then the same for `CFBundleName`); "MyApp" when nothing
/// names the app.
package struct AppName: Hashable, Sendable {
    package enum Origin: String, Hashable, Sendable {
        /// Given with the request (`--app-name`).
        case given
        /// `applicationName` of the configuration.
        case configuration
        /// The bundle's `InfoPlist.strings` in the localization a device picks.
        case localizedInfoPlist = "localized-info-plist"
        /// The bundle's `Info.plist`.
        case infoPlist = "info-plist"
        /// Xcode's `INFOPLIST_KEY_…` setting of the target that builds the `Info.plist`.
        case buildSetting = "build-setting"
        /// Nothing names the app: "MyApp" stands in.
        case placeholder
    }

    /// The stand-in when nothing names the app.
    package static let placeholder = "MyApp"

    package internal(set) var name: String
    package internal(set) var origin: Origin
    /// The key or setting read: `applicationName`, `CFBundleDisplayName`, `INFOPLIST_KEY_CFBundleName`.
    package internal(set) var key: String?
    /// The `.lproj` of the `InfoPlist.strings` read.
    package internal(set) var localization: String?
    package internal(set) var location: FileLocation?
    /// The lookups that led here, one line each, for `--explain`: what was missing or could not be resolved.
    package internal(set) var steps: [String]

    package init(
        name: String, origin: Origin, key: String? = nil, localization: String? = nil, location: FileLocation? = nil,
        steps: [String] = []
    ) {
        self.name = name
        self.origin = origin
        self.key = key
        self.localization = localization
        self.location = location
        self.steps = steps
    }
}

extension CopyResolver {
    /// The app name for one resolution: `given` first, then the configuration's `applicationName`, then the
    /// bundle's names as iRate reads them, then the stand-in.
    package func appName(given: String?, in resolution: Resolution) -> AppName {
        if let given { return AppName(name: given, origin: .given) }
        let key = ConfigurationKey.Name.applicationName
        if let setting = configuration.setting(key), let name = setting.value?.stringValue {
            switch setting.source {
            case .file(let location):
                return AppName(name: name, origin: .configuration, key: key, location: location)
            case .override(let origin):
                return AppName(name: name, origin: .configuration, key: key, steps: ["set by \(origin)"])
            case .default: break
            }
        }
        var steps: [String] = []
        guard project != nil else {
            return AppName(name: AppName.placeholder, origin: .placeholder, steps: ["no project, so no bundle to read"])
        }
        let table = resolution.infoPlistTable
        if table == nil {
            steps.append("no InfoPlist.strings in "
                + (resolution.appSearchOrder.isEmpty ? "the bundle" : resolution.appSearchOrder.joined(separator: ", ")))
        }
        let bundle = bundleGroup?.bundle
        for key in BundleName.keys {
            // The localized value first, as `objectForInfoDictionaryKey:` reads it.
            if let table {
                if let entry = table.file.entries.last(where: { $0.hasKey(key) }), let name = entry.value.stringValue,
                   !name.isEmpty {
                    return AppName(name: name, origin: .localizedInfoPlist, key: key, localization: table.localization,
                                   location: FileLocation(path: table.file.path, position: entry.valuePosition), steps: steps)
                }
                steps.append("InfoPlist in \(table.localization).lproj has no \(key)")
            }
            for found in bundle?.names ?? [] where found.key == key {
                let origin: AppName.Origin = found.buildSetting == nil ? .infoPlist : .buildSetting
                let what = found.buildSetting ?? key
                if let name = found.value, !name.isEmpty {
                    if name != found.written { steps.append("\(what) is \(found.written), resolved from the Xcode project") }
                    return AppName(name: name, origin: origin, key: what, location: found.location, steps: steps)
                }
                steps.append(found.value == nil
                    ? "\(what) in \(found.location.path) is \(found.written), a build setting RatePrompt cannot resolve"
                    : "\(what) in \(found.location.path) is empty")
            }
        }
        if let bundle {
            if let infoPlist = bundle.infoPlist {
                if !(bundle.names.contains { $0.buildSetting == nil }) {
                    steps.append("\(infoPlist) has neither CFBundleDisplayName nor CFBundleName")
                }
            } else {
                steps.append("no Info.plist in or above \(bundleGroup?.displayFolder ?? bundle.bundleFolder)")
            }
        }
        return AppName(name: AppName.placeholder, origin: .placeholder, steps: steps)
    }
}
