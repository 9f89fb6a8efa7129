import Foundation
import RatePromptFormats

/// Where a variant group's source language was read: the first of these that says, in this order.
package enum SourceLanguageOrigin: Hashable, Sendable {
    /// `source_localization` in `.rateprompt.yml`.
    case lintConfiguration(SourceLocation)
    /// The String Catalog's own `sourceLanguage`.
    case catalog(SourceLocation)
    /// `CFBundleDevelopmentRegion` in the nearest `Info.plist` (build settings resolved from the Xcode project).
    case infoPlist(SourceLocation)
    /// `developmentRegion` of the nearest `project.pbxproj`.
    case xcodeProject(SourceLocation)
    /// `defaultLocalization` of the nearest `Package.swift`.
    case packageManifest(SourceLocation)
    /// Nothing says: `en` when the group has it, else `Base`.
    case convention

    /// Where the language was read, for findings and `--explain`; nil for the convention.
    package var location: SourceLocation? {
        switch self {
        case .lintConfiguration(let location), .catalog(let location), .infoPlist(let location),
             .xcodeProject(let location), .packageManifest(let location): location
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
        case .packageManifest(let location): "defaultLocalization in \(location.path)"
        case .convention: "the en/Base convention (nothing names a development region)"
        }
    }
}

/// A language and where it was read.
package struct SourceLanguage: Hashable, Sendable {
    package var language: String
    package var origin: SourceLanguageOrigin

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
    package var key: String
    /// As written: `$(PRODUCT_NAME)`, `Ledger`.
    package var written: String
    /// With build settings resolved; nil when one cannot be (a setting RatePrompt does not know, a modifier such as
    /// `:c99extidentifier`, targets that disagree).
    package var value: String?
    package var location: SourceLocation
    /// The build setting that gave it (`INFOPLIST_KEY_CFBundleDisplayName`); nil for the `Info.plist`'s own key.
    package var buildSetting: String?

    package init(key: String, written: String, value: String?, location: SourceLocation, buildSetting: String? = nil) {
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
    package var bundleFolder: String
    /// The development region: `Info.plist` first, then the Xcode project, then the package manifest.
    package var developmentRegion: SourceLanguage?
    /// `knownRegions` of the Xcode project.
    package var knownRegions: [String] = []
    /// `CFBundleLocalizations` of the `Info.plist`: localizations the bundle claims without folders of their own.
    package var declaredLocalizations: [String] = []
    /// The nearest `Info.plist`, when there is one.
    package var infoPlist: String?
    /// The names the bundle's build files give it, in the order `Bundle.object(forInfoDictionaryKey:)` reads them
    /// for a name (`CFBundleDisplayName`, then `CFBundleName`), each key's `Info.plist` value before Xcode's
    /// `INFOPLIST_KEY_` build setting of the target that builds that `Info.plist`.
    package var names: [BundleName] = []
    /// Problems reading the build files (a damaged `Info.plist`, say), as warnings: they only cost a guess.
    package var diagnostics: [Diagnostic] = []

    /// Reads the settings for resources in `folder`, with `cache` shared across folders of one run.
    static func read(for folder: String, cache: Cache) -> BundleSettings {
        var settings = BundleSettings(bundleFolder: folder)
        var infoPlist: (path: String, value: String, position: SourcePosition)?
        var written: [(key: String, value: String, location: SourceLocation)] = []
        var project: XcodeProject?
        var manifest: SourceLanguage?
        var bundleFolder: String?
        var current = folder
        while true {
            let markers = cache.markers(in: current)
            if bundleFolder == nil, markers.isBundle { bundleFolder = current }
            // The nearest Info.plist names the bundle; the first one that sets a development region sets it.
            if let path = markers.infoPlist, infoPlist == nil || settings.infoPlist == nil {
                let document = cache.propertyList(path)
                if settings.infoPlist == nil {
                    settings.infoPlist = path
                    for key in BundleName.keys {
                        if let entry = document.root?.value.lookup(key), let value = entry.value.value.stringValue {
                            written.append((key, value, SourceLocation(path: path, position: entry.value.position)))
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
            if project == nil, let path = markers.xcodeProject {
                project = cache.xcodeProject(path)
                settings.diagnostics += project?.diagnostics ?? []
            }
            // A Swift package nearer than any Info.plist or Xcode project owns the resources: its resource bundle
            // takes `defaultLocalization`, whatever an app around the package says. One found above an Info.plist
            // or beside an Xcode project builds something else.
            if infoPlist == nil, project == nil, let path = markers.packageManifest {
                manifest = cache.packageDefaultLocalization(path)
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
                resolved, origin: .infoPlist(SourceLocation(path: infoPlist.path, position: infoPlist.position)))
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
        written: [(key: String, value: String, location: SourceLocation)], infoPlist: String?, project: XcodeProject?
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

    /// What one folder holds that matters here, looked up once per folder per run.
    struct Markers: Sendable {
        var infoPlist: String?
        var xcodeProject: String?
        var packageManifest: String?
        var isBundle: Bool
        var isRepositoryRoot: Bool
    }

    /// The folders, property lists and projects read in one run, each once.
    final class Cache: @unchecked Sendable {
        private let lock = NSLock()

        /// `NSLocking.withLock` needs macOS 14.
        private func locked<T>(_ body: () -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body()
        }
        private var markersByFolder: [String: Markers] = [:]
        private var projects: [String: XcodeProject] = [:]
        private var documents: [String: PropertyListDocument] = [:]
        private var manifests: [String: SourceLanguage?] = [:]

        init() {}

        func markers(in folder: String) -> Markers {
            if let known = locked({ markersByFolder[folder] }) { return known }
            let names = (try? FileSystem.entries(of: folder).get())?.map(\.name) ?? []
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            var markers = Markers(isBundle: false, isRepositoryRoot: names.contains(".git"))
            if names.contains("Info.plist") { markers.infoPlist = prefix + "Info.plist" }
            if names.contains("Package.swift") { markers.packageManifest = prefix + "Package.swift" }
            if let project = names.filter({ $0.hasSuffix(".xcodeproj") }).sorted().first,
               FileSystem.exists(prefix + project + "/project.pbxproj") {
                markers.xcodeProject = prefix + project + "/project.pbxproj"
            }
            let name = (folder as NSString).lastPathComponent
            markers.isBundle = markers.infoPlist != nil || markers.packageManifest != nil || markers.xcodeProject != nil
                || [".bundle", ".appex", ".framework", ".app"].contains { name.hasSuffix($0) }
            locked { markersByFolder[folder] = markers }
            return markers
        }

        func propertyList(_ path: String) -> PropertyListDocument {
            if let known = locked({ documents[path] }) { return known }
            let document = PropertyListReader().read(contentsOf: path)
            locked { documents[path] = document }
            return document
        }

        func xcodeProject(_ path: String) -> XcodeProject {
            if let known = locked({ projects[path] }) { return known }
            let project = XcodeProject(propertyList(path))
            locked { projects[path] = project }
            return project
        }

        func packageDefaultLocalization(_ path: String) -> SourceLanguage? {
            if let known = locked({ manifests[path] }) { return known }
            let found = PackageManifest.defaultLocalization(path)
            locked { manifests[path] = found }
            return found
        }
    }
}

/// What RatePrompt reads from an Xcode project (`project.pbxproj`, an OpenStep property list): the project's
/// development region and known regions, the build settings its configurations agree on, and each target's.
struct XcodeProject: Sendable {
    var developmentRegion: SourceLanguage?
    var knownRegions: [String] = []
    /// Build settings that every configuration that sets them sets alike.
    var buildSettings: [String: String] = [:]
    /// The project's own settings (its configuration list's), which targets inherit.
    var projectSettings: [String: Setting] = [:]
    var targets: [Target] = []
    var diagnostics: [Diagnostic] = []
    /// The folder that holds the `.xcodeproj`: `$(SRCROOT)`, which `INFOPLIST_FILE` is relative to.
    var sourceRoot = ""

    /// A build setting's value and where it is written (its first configuration's, when they agree).
    struct Setting: Sendable {
        var value: String
        var location: SourceLocation
    }

    /// A native target: its name and the settings all its configurations agree on.
    struct Target: Sendable {
        var name: String
        var settings: [String: Setting]
    }

    init(_ document: PropertyListDocument) {
        diagnostics = document.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.severity == .error { diagnostic.severity = .warning }
            return diagnostic
        }
        sourceRoot = ((document.path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        guard let objects = document.root?.value.lookup("objects")?.value.value.entries else { return }
        var settings: [String: String?] = [:]
        var objectsByID: [String: PropertyListValue] = [:]
        for object in objects { objectsByID[object.key] = object.value.value }
        /// The settings every configuration of a configuration list agrees on.
        func agreed(_ listID: PropertyListValue?) -> [String: Setting] {
            guard let id = listID?.stringValue,
                  case .array(let ids)? = objectsByID[id]?.lookup("buildConfigurations")?.value.value else { return [:] }
            var agreed: [String: Setting?] = [:]
            for id in ids.compactMap(\.value.stringValue) {
                let build = objectsByID[id]?.lookup("buildSettings")?.value.value.entries ?? []
                for setting in build {
                    guard let value = setting.value.value.stringValue else { continue }
                    if let existing = agreed[setting.key] {
                        if existing?.value != value { agreed[setting.key] = .some(nil) }
                    } else {
                        agreed[setting.key] = Setting(value: value, location: SourceLocation(path: document.path,
                                                                                            position: setting.value.position))
                    }
                }
            }
            return agreed.compactMapValues { $0 }
        }
        for object in objects {
            guard let entries = object.value.value.entries else { continue }
            let isa = object.value.value.lookup("isa")?.value.value.stringValue
            if isa == "PBXProject" {
                if let region = object.value.value.lookup("developmentRegion"), let value = region.value.value.stringValue {
                    developmentRegion = SourceLanguage(
                        value, origin: .xcodeProject(SourceLocation(path: document.path, position: region.value.position)))
                }
                if case .array(let regions)? = object.value.value.lookup("knownRegions")?.value.value {
                    knownRegions = regions.compactMap(\.value.stringValue)
                }
                projectSettings = agreed(object.value.value.lookup("buildConfigurationList")?.value.value)
            } else if isa == "PBXNativeTarget", let name = object.value.value.lookup("name")?.value.value.stringValue {
                targets.append(Target(name: name, settings: agreed(object.value.value.lookup("buildConfigurationList")?.value.value)))
            } else if isa == "XCBuildConfiguration",
                      let build = entries.last(where: { $0.key == "buildSettings" })?.value.value.entries {
                for setting in build {
                    guard let value = setting.value.value.stringValue else { continue }
                    if let existing = settings[setting.key], existing != value {
                        settings[setting.key] = .some(nil)
                    } else if settings[setting.key] == nil {
                        settings[setting.key] = value
                    }
                }
            }
        }
        buildSettings = settings.compactMapValues { $0 }
    }

    /// `value` with its `$(NAME)` and `${NAME}` references resolved, or nil when one cannot be.
    /// `DEVELOPMENT_LANGUAGE` is Xcode's name for the project's development region.
    func resolve(_ value: String) -> String? {
        resolve(value, depth: 0) { name in
            name == "DEVELOPMENT_LANGUAGE" ? developmentRegion?.language : buildSettings[name]
        }
    }

    /// `value` resolved as each of `targets` builds it (a target's setting, else the project's, else Xcode's default:
    /// `TARGET_NAME` is the target's name, `PRODUCT_NAME` is `$(TARGET_NAME)`); nil when one cannot be or the
    /// targets disagree. Without targets, as the whole project agrees (`resolve(_:)`).
    func resolve(_ value: String, in targets: [Target]) -> String? {
        guard !targets.isEmpty else { return resolve(value) }
        let values = targets.map { target in
            resolve(value, depth: 0) { name in
                if let setting = target.settings[name] ?? projectSettings[name] { return setting.value }
                switch name {
                case "TARGET_NAME": return target.name
                case "PRODUCT_NAME": return "$(TARGET_NAME)"
                case "DEVELOPMENT_LANGUAGE": return developmentRegion?.language
                default: return nil
                }
            }
        }
        return Set(values).count == 1 ? values[0] : nil
    }

    /// The targets whose `INFOPLIST_FILE` is `path`.
    func targets(buildingInfoPlist path: String) -> [Target] {
        let wanted = URL(fileURLWithPath: path).standardizedFileURL.path
        return targets.filter { target in
            guard var file = (target.settings["INFOPLIST_FILE"] ?? projectSettings["INFOPLIST_FILE"])?.value else { return false }
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where file.hasPrefix(prefix) {
                file.removeFirst(prefix.count)
            }
            guard !file.contains("$") else { return false }
            let full = file.hasPrefix("/") ? file : (sourceRoot as NSString).appendingPathComponent(file)
            return URL(fileURLWithPath: full).standardizedFileURL.path == wanted
        }
    }

    /// Xcode's `INFOPLIST_KEY_<key>` setting of `targets`, which it writes into the `Info.plist` it generates
    /// (`GENERATE_INFOPLIST_FILE = YES`): the first target's, when every target that generates one sets it alike.
    func infoPlistKey(_ key: String, in targets: [Target]) -> Setting? {
        let generating = targets.filter { target in
            (target.settings["GENERATE_INFOPLIST_FILE"] ?? projectSettings["GENERATE_INFOPLIST_FILE"])?.value == "YES"
        }
        let settings = generating.map { $0.settings["INFOPLIST_KEY_" + key] ?? projectSettings["INFOPLIST_KEY_" + key] }
        guard let first = settings.first ?? nil, settings.allSatisfy({ $0?.value == first.value }) else { return nil }
        return first
    }

    /// Resolves references with `lookup`, whose answers may hold references again (`PRODUCT_NAME` is
    /// `$(TARGET_NAME)`), up to a depth that stops a setting that refers to itself.
    private func resolve(_ value: String, depth: Int, lookup: (String) -> String?) -> String? {
        guard depth < 8 else { return nil }
        var result = ""
        var rest = Substring(value)
        while let start = rest.firstRange(of: "$(") ?? rest.firstRange(of: "${") {
            let close: Character = rest[start].hasSuffix("(") ? ")" : "}"
            result += rest[..<start.lowerBound]
            let nameStart = start.upperBound
            guard let end = rest[nameStart...].firstIndex(of: close) else { return nil }
            let name = String(rest[nameStart..<end])
            // A modifier (`$(TARGET_NAME:c99extidentifier)`) changes the value in ways not modelled here.
            guard !name.contains(":"), let found = lookup(name),
                  let resolved = found.contains("$") ? resolve(found, depth: depth + 1, lookup: lookup) : found else { return nil }
            result += resolved
            rest = rest[rest.index(after: end)...]
        }
        result += rest
        return result.isEmpty ? nil : result
    }
}

/// `defaultLocalization` of a Swift package manifest, read from its text (the manifest is Swift code and is not
/// run): the first `defaultLocalization: "xx"` outside a line comment.
enum PackageManifest {
    static func defaultLocalization(_ path: String) -> SourceLanguage? {
        guard case .success(let data) = InputFile.read(path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            guard let label = code.firstRange(of: "defaultLocalization") else { continue }
            var rest = code[label.upperBound...].drop { $0 == " " || $0 == "\t" }
            guard rest.first == ":" else { continue }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else { continue }
            let value = String(rest[rest.index(after: rest.startIndex)..<end])
            // 1-based, the first character after the opening quote.
            let column = line[..<rest.startIndex].unicodeScalars.count + 2
            return SourceLanguage(value, origin: .packageManifest(SourceLocation(path: path, line: offset + 1, column: column)))
        }
        return nil
    }
}
