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
    /// Problems reading the build files (a damaged `Info.plist`, say), as warnings: they only cost a guess.
    package var diagnostics: [Diagnostic] = []

    /// Reads the settings for resources in `folder`, with `cache` shared across folders of one run.
    static func read(for folder: String, cache: Cache) -> BundleSettings {
        var settings = BundleSettings(bundleFolder: folder)
        var infoPlist: (path: String, value: String, position: SourcePosition)?
        var project: XcodeProject?
        var manifest: SourceLanguage?
        var bundleFolder: String?
        var current = folder
        while true {
            let markers = cache.markers(in: current)
            if bundleFolder == nil, markers.isBundle { bundleFolder = current }
            if infoPlist == nil, let path = markers.infoPlist {
                let document = cache.propertyList(path)
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
        return settings
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
/// development region and known regions, and the build settings its configurations agree on.
struct XcodeProject: Sendable {
    var developmentRegion: SourceLanguage?
    var knownRegions: [String] = []
    /// Build settings that every configuration that sets them sets alike.
    var buildSettings: [String: String] = [:]
    var diagnostics: [Diagnostic] = []

    init(_ document: PropertyListDocument) {
        diagnostics = document.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.severity == .error { diagnostic.severity = .warning }
            return diagnostic
        }
        guard let objects = document.root?.value.lookup("objects")?.value.value.entries else { return }
        var settings: [String: String?] = [:]
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
        var result = ""
        var rest = Substring(value)
        while let start = rest.firstRange(of: "$(") ?? rest.firstRange(of: "${") {
            let close: Character = rest[start].hasSuffix("(") ? ")" : "}"
            result += rest[..<start.lowerBound]
            let nameStart = start.upperBound
            guard let end = rest[nameStart...].firstIndex(of: close) else { return nil }
            let name = String(rest[nameStart..<end])
            let resolved = name == "DEVELOPMENT_LANGUAGE" ? developmentRegion?.language : buildSettings[name]
            guard let resolved, !resolved.contains("$") else { return nil }
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
