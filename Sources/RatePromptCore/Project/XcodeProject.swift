import Foundation
import RatePromptFormats

/// What RatePrompt reads from an Xcode project (`*.xcodeproj/project.pbxproj`, an OpenStep property list): the
/// project's development region, known regions and build settings, and its native targets with their settings,
/// platforms, deployment targets, and the files each copies into its bundle or compiles.
package struct XcodeProject: Sendable {
    /// The `project.pbxproj` file.
    package internal(set) var path: String
    /// The folder that holds the `.xcodeproj`: `$(SRCROOT)`, which `SOURCE_ROOT` paths and `INFOPLIST_FILE` are
    /// relative to.
    var sourceRoot: String
    package internal(set) var developmentRegion: SourceLanguage?
    var knownRegions: [String] = []
    /// The project's own configuration list, which every target inherits from.
    package internal(set) var settings = BuildSettings()
    /// Build settings that every configuration of the file (the project's and every target's) that sets them sets
    /// alike: what can be resolved without knowing the target.
    var agreedSettings: [String: String] = [:]
    /// The native targets, in file order.
    package internal(set) var targets: [XcodeTarget] = []
    var synchronizedFolders: [SynchronizedFolder] = []
    /// Folders the project names that may hold a Swift package, absolute: local package references
    /// (`XCLocalSwiftPackageReference`), folder references (how a package was added before Xcode 15), and
    /// synchronized folders, whose sub-folders may be packages. A product a target links without naming its package
    /// is found among these, by its name, as Xcode finds it.
    var packageFolders: [String] = []
    /// Why the files the targets ship cannot be read (the file does not parse, lists no targets, or a target lists
    /// no build phases); nil when they can.
    var membershipProblem: String?
    /// Problems reading the file, as warnings: they only cost a guess.
    package internal(set) var diagnostics: [Diagnostic] = []
    /// `IPHONEOS_DEPLOYMENT_TARGET` of every configuration in the file, least first: what a fragment without targets
    /// says.
    var iOSVersionsOfAllConfigurations: [OSVersion] = []

    /// Reads a parsed `project.pbxproj`.
    init(_ document: PropertyListDocument) {
        path = document.path
        sourceRoot = ProjectPath.parent(ProjectPath.parent(document.path))
        diagnostics = document.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.severity == .error { diagnostic.severity = .warning }
            return diagnostic
        }
        XcodeProjectReader.read(document, into: &self)
    }

    /// A project without targets at `path`, whose `$(SRCROOT)` is `sourceRoot`: what XcodeGen's spec fills.
    init(path: String, sourceRoot: String) {
        self.path = path
        self.sourceRoot = sourceRoot
    }

    /// The least iOS version the project builds for: the least `IPHONEOS_DEPLOYMENT_TARGET` of its targets that
    /// build for iOS (an app and its extensions may differ, and a finding must hold for all). A file without
    /// targets (a fragment) gives the least of every configuration it has. Nil when nothing builds for iOS.
    var leastIOSDeploymentTarget: OSVersion? {
        if targets.isEmpty { return iOSVersionsOfAllConfigurations.first }
        return targets.filter(\.buildsForIOS).compactMap { $0.deploymentTargets[.iOS] }.min()
    }

    /// `value` with its `$(NAME)` and `${NAME}` references resolved, or nil when one cannot be.
    /// `DEVELOPMENT_LANGUAGE` is Xcode's name for the project's development region.
    package func resolve(_ value: String) -> String? {
        resolve(value, depth: 0) { name in
            name == "DEVELOPMENT_LANGUAGE" ? developmentRegion?.language : agreedSettings[name]
        }
    }

    /// `value` resolved as each of `targets` builds it (a target's setting, else the project's, else Xcode's default:
    /// `TARGET_NAME` is the target's name, `PRODUCT_NAME` is `$(TARGET_NAME)`); nil when one cannot be or the
    /// targets disagree. Without targets, as the whole project agrees (`resolve(_:)`).
    package func resolve(_ value: String, in targets: [XcodeTarget]) -> String? {
        guard !targets.isEmpty else { return resolve(value) }
        let values = targets.map { target in
            resolve(value, depth: 0) { name in
                if let setting = target.settings.agreed[name] ?? settings.agreed[name] { return setting.value }
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
    package func targets(buildingInfoPlist path: String) -> [XcodeTarget] {
        let wanted = FileSystemPath.standardized(path)
        return targets.filter { infoPlistPath(of: $0) == wanted }
    }

    /// The `Info.plist` a target builds from (`INFOPLIST_FILE`, relative to `$(SRCROOT)`), as an absolute path; nil
    /// when it sets none or names it through another setting.
    func infoPlistPath(of target: XcodeTarget) -> String? {
        guard var file = (target.settings.agreed["INFOPLIST_FILE"] ?? settings.agreed["INFOPLIST_FILE"])?.value
        else { return nil }
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where file.hasPrefix(prefix) {
            file.removeFirst(prefix.count)
        }
        guard !file.contains("$") else { return nil }
        let full = file.hasPrefix("/") ? file : (sourceRoot as NSString).appendingPathComponent(file)
        return FileSystemPath.standardized(full)
    }

    /// Xcode's prefix of the settings it writes into the `Info.plist` it generates.
    static let infoPlistKeyPrefix = "INFOPLIST_KEY_"

    /// Every `INFOPLIST_KEY_<key>` setting of a target that generates its `Info.plist` (`GENERATE_INFOPLIST_FILE =
    /// YES`), the target's over the project's, by setting name.
    func infoPlistKeySettings(of target: XcodeTarget) -> [String: BuildSettings.Setting] {
        guard (target.settings.agreed["GENERATE_INFOPLIST_FILE"] ?? settings.agreed["GENERATE_INFOPLIST_FILE"])?.value
                == "YES" else { return [:] }
        var found = settings.agreed.filter { $0.key.hasPrefix(Self.infoPlistKeyPrefix) }
        for (name, setting) in target.settings.agreed where name.hasPrefix(Self.infoPlistKeyPrefix) { found[name] = setting }
        return found
    }

    /// Xcode's `INFOPLIST_KEY_<key>` setting of `targets`, which it writes into the `Info.plist` it generates
    /// (`GENERATE_INFOPLIST_FILE = YES`): the first target's, when every target that generates one sets it alike.
    func infoPlistKey(_ key: String, in targets: [XcodeTarget]) -> BuildSettings.Setting? {
        let generating = targets.filter { target in
            (target.settings.agreed["GENERATE_INFOPLIST_FILE"] ?? settings.agreed["GENERATE_INFOPLIST_FILE"])?.value == "YES"
        }
        let found = generating.map { $0.settings.agreed["INFOPLIST_KEY_" + key] ?? settings.agreed["INFOPLIST_KEY_" + key] }
        guard let first = found.first ?? nil, found.allSatisfy({ $0?.value == first.value }) else { return nil }
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
