import Foundation
import RatePromptFormats

/// A string of a bundle's `Info.plist` that the system shows to the user in the user's language, read from its
/// `InfoPlist.strings` (or `InfoPlist.xcstrings`) when that localizes it: a purpose string (`NSCameraUsageDescription`,
/// any `…UsageDescription`), which the permission prompt shows. Set in the `Info.plist` itself or by Xcode's
/// `INFOPLIST_KEY_<key>` setting of the target that builds it.
package struct InfoPlistString: Sendable, Hashable {
    /// `NSCameraUsageDescription`.
    package internal(set) var key: String
    /// As written (build settings not resolved).
    package internal(set) var value: String
    /// Where the value is written: the `Info.plist`'s value, or the build setting's.
    package internal(set) var location: FileLocation
    /// The build setting that gives it (`INFOPLIST_KEY_NSCameraUsageDescription`); nil for the `Info.plist`'s own key.
    package internal(set) var buildSetting: String?

    package init(key: String, value: String, location: FileLocation, buildSetting: String? = nil) {
        self.key = key
        self.value = value
        self.location = location
        self.buildSetting = buildSetting
    }

    /// Whether the system shows the key's value to the user as a sentence: Apple's purpose strings, every key
    /// that ends in `UsageDescription` (`NSCameraUsageDescription`, `NFCReaderUsageDescription`). Names
    /// (`CFBundleDisplayName`) and the copyright are left out: they are usually the same in every language by
    /// design.
    package static func isUserFacing(_ key: String) -> Bool {
        key.hasSuffix("UsageDescription") && key.count > "UsageDescription".count
    }

    /// The user-facing strings of the `Info.plist`s of the bundles that ship the resource at `path` (an
    /// `InfoPlist.strings` or `InfoPlist.xcstrings`): those of the Xcode targets that copy it, each target's
    /// `INFOPLIST_FILE` and `INFOPLIST_KEY_` settings; where no project says which targets, the nearest
    /// `Info.plist` (`bundle`) and the targets that build it. One per key, the first found.
    static func read(forResourceAt path: String, bundle: BundleSettings, locator: ProjectLocator) -> [InfoPlistString] {
        var sources: [(project: XcodeProject?, infoPlist: String?, targets: [XcodeTarget])] = []
        for target in locator.membership(ofFileAt: path).targets where !target.isPackageTarget {
            let project = locator.project(at: target.file)
            guard target.index < project.targets.count else { continue }
            let built = project.targets[target.index]
            sources.append((project, project.infoPlistPath(of: built), [built]))
        }
        if sources.isEmpty, let infoPlist = bundle.infoPlist {
            let project = bundle.xcodeProject.map(locator.project(at:))
            sources.append((project, infoPlist, project?.targets(buildingInfoPlist: infoPlist) ?? []))
        }
        var found: [InfoPlistString] = []
        var seen: Set<String> = []
        for source in sources {
            if let infoPlist = source.infoPlist {
                for entry in locator.propertyList(infoPlist).root?.value.entries ?? []
                where isUserFacing(entry.key) && seen.insert(entry.key).inserted {
                    guard let value = entry.value.value.stringValue else { continue }
                    found.append(InfoPlistString(key: entry.key, value: value,
                                                 location: FileLocation(path: infoPlist, position: entry.value.position)))
                }
            }
            guard let project = source.project else { continue }
            for target in source.targets {
                for (name, setting) in project.infoPlistKeySettings(of: target).sorted(by: { $0.key < $1.key }) {
                    let key = String(name.dropFirst(XcodeProject.infoPlistKeyPrefix.count))
                    guard isUserFacing(key), seen.insert(key).inserted else { continue }
                    found.append(InfoPlistString(key: key, value: setting.value, location: setting.location,
                                                 buildSetting: name))
                }
            }
        }
        return found
    }
}
