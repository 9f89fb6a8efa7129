import Foundation
import RatePromptFormats

/// Where a variant group's source language was read: the first of these that says, in this order.
package enum SourceLanguageOrigin: Hashable, Sendable {
    /// `source_localization` in `.rateprompt.yml`.
    case lintConfiguration(FileLocation)
    /// The String Catalog's own `sourceLanguage`.
    case catalog(FileLocation)
    /// `CFBundleDevelopmentRegion` in the nearest `Info.plist` (build settings resolved from the Xcode project).
    case infoPlist(FileLocation)
    /// `developmentRegion` of the nearest `project.pbxproj`.
    case xcodeProject(FileLocation)
    /// `options.developmentLanguage` of the nearest XcodeGen spec (`project.yml`) where no Xcode project is.
    case projectSpec(FileLocation)
    /// `defaultLocalization` of the nearest `Package.swift`.
    case packageManifest(FileLocation)
    /// Nothing says: `en` when the group has it, else `Base`.
    case convention

    /// Where the language was read, for findings and `--explain`; nil for the convention.
    package var location: FileLocation? {
        switch self {
        case .lintConfiguration(let location), .catalog(let location), .infoPlist(let location),
             .xcodeProject(let location), .projectSpec(let location), .packageManifest(let location): location
        case .convention: nil
        }
    }

    /// "CFBundleDevelopmentRegion in App/Info.plist".
    package var description: String {
        switch self {
        case .lintConfiguration(let location): "source_localization in \(location.path)"
        case .catalog(let location): "the catalog's sourceLanguage (\(location.path))"
        case .infoPlist(let location): "CFBundleDevelopmentRegion in \(location.path)"
        case .xcodeProject(let location): "developmentRegion in \(location.path)"
        case .projectSpec(let location): "options.developmentLanguage in \(location.path)"
        case .packageManifest(let location): "defaultLocalization in \(location.path)"
        case .convention: "the en/Base convention (nothing names a development region)"
        }
    }
}

/// A language and where it was read.
package struct SourceLanguage: Hashable, Sendable {
    package internal(set) var language: String
    package internal(set) var origin: SourceLanguageOrigin

    package init(_ language: String, origin: SourceLanguageOrigin) {
        self.language = language
        self.origin = origin
    }
}

/// A name the bundle's build files give it: `CFBundleDisplayName` or `CFBundleName` of its `Info.plist`, or Xcode's
/// `INFOPLIST_KEY_CFBundleDisplayName` (`…CFBundleName`) setting of the target that builds that `Info.plist`.
package struct BundleName: Hashable, Sendable {
    /// The keys that name a bundle, in the order Apple reads them for a name.
    package static let keys = ["CFBundleDisplayName", "CFBundleName"]

    /// `CFBundleDisplayName` or `CFBundleName`.
    package internal(set) var key: String
    /// As written: `$(PRODUCT_NAME)`, `Ledger`.
    package internal(set) var written: String
    /// With build settings resolved; nil when one cannot be (a setting RatePrompt does not know, a modifier such as
    /// `:c99extidentifier`, targets that disagree).
    package internal(set) var value: String?
    package internal(set) var location: FileLocation
    /// The build setting that gave it (`INFOPLIST_KEY_CFBundleDisplayName`); nil for the `Info.plist`'s own key.
    package internal(set) var buildSetting: String?

    init(key: String, written: String, value: String?, location: FileLocation, buildSetting: String? = nil) {
        self.key = key
        self.written = written
        self.value = value
        self.location = location
        self.buildSetting = buildSetting
    }
}

/// What the build files around a folder say about the bundle its resources go into: the development region and the
/// localizations the project and the bundle declare. Found by walking up from the folder, as a developer would look:
/// the nearest `Info.plist`, the nearest Xcode project (`*.xcodeproj/project.pbxproj`), the nearest `Package.swift`.
package struct BundleSettings: Sendable {
    /// The folder that holds the nearest bundle marker (an `Info.plist`, a `Package.swift`, an Xcode project, or a
    /// folder named `*.bundle`, `*.appex`, `*.framework`, `*.app`): resources below it and above any nearer marker
    /// go into one bundle.
    package internal(set) var bundleFolder: String
    /// The development region: `Info.plist` first, then the Xcode project, then the package manifest.
    package internal(set) var developmentRegion: SourceLanguage?
    /// `knownRegions` of the Xcode project.
    var knownRegions: [String] = []
    /// `CFBundleLocalizations` of the `Info.plist`: localizations the bundle claims without folders of their own.
    var declaredLocalizations: [String] = []
    /// The nearest `Info.plist`, when there is one.
    package internal(set) var infoPlist: String?
    /// The nearest Xcode project (`…/project.pbxproj`), or XcodeGen spec (`project.yml`) where a folder has no Xcode
    /// project, when there is one: `ProjectLocator.project(at:)` reads either.
    package internal(set) var xcodeProject: String?
    /// The names the bundle's build files give it, in the order `Bundle.object(forInfoDictionaryKey:)` reads them
    /// for a name (`CFBundleDisplayName`, then `CFBundleName`), each key's `Info.plist` value before Xcode's
    /// `INFOPLIST_KEY_` build setting of the target that builds that `Info.plist`.
    package internal(set) var names: [BundleName] = []
    /// Problems reading the build files (a damaged `Info.plist`, say), as warnings: they only cost a guess.
    package internal(set) var diagnostics: [Diagnostic] = []

    /// Reads the settings for resources in `folder`, with the build files `locator` has read for the run.
    static func read(for folder: String, locator: ProjectLocator) -> BundleSettings {
        var settings = BundleSettings(bundleFolder: folder)
        var infoPlist: (path: String, value: String, position: TextPosition)?
        var written: [(key: String, value: String, location: FileLocation)] = []
        var project: XcodeProject?
        var manifest: SourceLanguage?
        var bundleFolder: String?
        var current = folder
        while true {
            let markers = locator.markers(in: current)
            if bundleFolder == nil, markers.isBundle { bundleFolder = current }
            // The nearest Info.plist names the bundle; the first one that sets a development region sets it.
            if let path = markers.infoPlist, infoPlist == nil || settings.infoPlist == nil {
                let document = locator.propertyList(path)
                if settings.infoPlist == nil {
                    settings.infoPlist = path
                    for key in BundleName.keys {
                        if let entry = document.root?.value.lookup(key), let value = entry.value.value.stringValue {
                            written.append((key, value, FileLocation(path: path, position: entry.value.position)))
                        }
                    }
                }
                if infoPlist == nil {
                    settings.diagnostics += document.diagnostics.map(Self.asWarning)
                    if let entry = document.root?.value.lookup("CFBundleDevelopmentRegion"),
                       let value = entry.value.value.stringValue {
                        infoPlist = (path, value, entry.value.position)
                    }
                    if let localizations = document.root?.value.lookup("CFBundleLocalizations")?.value.value,
                       case .array(let items) = localizations, settings.declaredLocalizations.isEmpty {
                        settings.declaredLocalizations = items.compactMap(\.value.stringValue)
                    }
                }
            }
            if project == nil, let path = markers.xcodeProject ?? markers.generatorSpec {
                project = locator.project(at: path)
                settings.xcodeProject = path
                settings.diagnostics += project?.diagnostics ?? []
            }
            // A Swift package nearer than any Info.plist or Xcode project owns the resources: its resource bundle
            // takes `defaultLocalization`, whatever an app around the package says. One found above an Info.plist
            // or beside an Xcode project builds something else.
            if infoPlist == nil, project == nil, let path = markers.packageManifest {
                manifest = locator.packageManifest(path).defaultLocalization
                break
            }
            let parent = (current as NSString).deletingLastPathComponent
            // The top of a repository (or of the file system) ends the search: nothing above it builds this app.
            if markers.isRepositoryRoot || parent == current || parent.isEmpty { break }
            current = parent
        }
        settings.bundleFolder = bundleFolder ?? folder
        settings.knownRegions = project?.knownRegions ?? []
        if let infoPlist, let resolved = project?.resolve(infoPlist.value) ?? Self.literal(infoPlist.value) {
            settings.developmentRegion = SourceLanguage(
                resolved, origin: .infoPlist(FileLocation(path: infoPlist.path, position: infoPlist.position)))
        } else if let region = project?.developmentRegion {
            settings.developmentRegion = region
        } else {
            settings.developmentRegion = manifest
        }
        settings.names = names(written: written, infoPlist: settings.infoPlist, project: project)
        return settings
    }

    /// The bundle's names: each key as its `Info.plist` writes it (build settings resolved for the target that
    /// builds that `Info.plist`, else as the whole project agrees on them), then as the target's `INFOPLIST_KEY_`
    /// setting gives it.
    private static func names(
        written: [(key: String, value: String, location: FileLocation)], infoPlist: String?, project: XcodeProject?
    ) -> [BundleName] {
        let targets = infoPlist.map { project?.targets(buildingInfoPlist: $0) ?? [] } ?? []
        var names: [BundleName] = []
        for key in BundleName.keys {
            for entry in written where entry.key == key {
                names.append(BundleName(key: key, written: entry.value, value: project?.resolve(entry.value, in: targets)
                                            ?? literal(entry.value), location: entry.location))
            }
            if let setting = project?.infoPlistKey(key, in: targets) {
                names.append(BundleName(key: key, written: setting.value, value: project?.resolve(setting.value, in: targets),
                                        location: setting.location, buildSetting: "INFOPLIST_KEY_" + key))
            }
        }
        return names
    }

    private static func asWarning(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        if diagnostic.severity == .error { diagnostic.severity = .warning }
        return diagnostic
    }

    /// A value without build-setting references.
    private static func literal(_ value: String) -> String? {
        value.contains("$(") || value.contains("${") || value.isEmpty ? nil : value
    }
}
