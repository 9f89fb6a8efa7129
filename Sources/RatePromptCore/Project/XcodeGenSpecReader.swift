import Foundation
import RatePromptFormats
import Yams

/// Reads XcodeGen's `project.yml` into an `XcodeGenSpec`, as XcodeGen reads it: the specs it includes merged under it
/// (mappings merged, lists joined, `KEY:REPLACE` replacing), target templates merged under the targets that name them,
/// a target that lists several platforms made one target per platform; then each target's type, platform,
/// deployment target, settings (`base`, `configs`, `groups`), `info:`, `sources:` and `dependencies:`, and the
/// top-level `packages:`. Paths are relative to the spec that writes them (`relativePaths`, on by default for an
/// included spec), build settings to the project's folder.
///
/// Only what decides which files a target ships and what it links is read; schemes, scripts and the rest are not.
/// What cannot be read makes the files it might take unknown rather than unshipped (`XcodeGenSpec.incompleteness`).
struct XcodeGenSpecReader {
    /// A YAML value with where it was written.
    indirect enum Value: Sendable {
        case scalar(String, Origin, plain: Bool)
        case mapping([(key: String, value: Value)], Origin)
        case sequence([Value], Origin)

        var origin: Origin {
            switch self {
            case .scalar(_, let origin, _), .mapping(_, let origin), .sequence(_, let origin): origin
            }
        }

        var string: String? {
            if case .scalar(let text, _, _) = self { return text }
            return nil
        }

        var entries: [(key: String, value: Value)]? {
            if case .mapping(let entries, _) = self { return entries }
            return nil
        }

        subscript(key: String) -> Value? {
            entries?.last { $0.key == key }?.value
        }

        /// A list's items, or the value alone (`sources: App` is `sources: [App]`).
        var items: [Value] {
            if case .sequence(let items, _) = self { return items }
            return [self]
        }

        /// As a build setting's value: YAML's booleans as Xcode writes them (`YES`, `NO`); nil for a list or a mapping.
        var settingValue: String? {
            guard case .scalar(let text, _, let plain) = self else { return nil }
            guard plain else { return text }
            switch text {
            case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return "YES"
            case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return "NO"
            default: return text
            }
        }

        /// `self` merged onto `base` as XcodeGen merges an including spec onto what it includes.
        func merged(onto base: Value) -> Value {
            guard case .mapping(let entries, let origin) = self, case .mapping(var merged, _) = base else { return self }
            for (key, value) in entries {
                if key.hasSuffix(":REPLACE") {
                    let name = String(key.dropLast(":REPLACE".count))
                    merged.removeAll { $0.key == name }
                    merged.append((name, value))
                    continue
                }
                guard let index = merged.lastIndex(where: { $0.key == key }) else {
                    merged.append((key, value))
                    continue
                }
                switch (value, merged[index].value) {
                case (.mapping, .mapping): merged[index].value = value.merged(onto: merged[index].value)
                case (.sequence(let more, _), .sequence(let items, let first)): merged[index].value = .sequence(items + more, first)
                default: merged[index].value = value
                }
            }
            return .mapping(merged, origin)
        }

        /// Every `${name}` in its strings (keys included) replaced by `value`, as XcodeGen fills `${target_name}` and
        /// `${platform}`.
        func expanding(_ name: String, to value: String) -> Value {
            let token = "${\(name)}"
            switch self {
            case .scalar(let text, let origin, let plain):
                return .scalar(text.replacingOccurrences(of: token, with: value), origin, plain: plain)
            case .mapping(let entries, let origin):
                return .mapping(entries.map { ($0.key.replacingOccurrences(of: token, with: value),
                                               $0.value.expanding(name, to: value)) }, origin)
            case .sequence(let items, let origin):
                return .sequence(items.map { $0.expanding(name, to: value) }, origin)
            }
        }
    }

    /// Where a value was written: its file and place, and the folder its paths are relative to.
    struct Origin: Sendable {
        var file: String
        var base: String
        var position: TextPosition

        var location: FileLocation { FileLocation(path: file, position: position) }
    }

    /// How a spec file's text is had: from the run's in-memory files or the disk; nil when it is not there.
    typealias Load = (String) -> String?

    /// Reads the spec at `path` (absolute) and the specs it includes.
    static func read(path: String, load: Load) -> XcodeGenSpec {
        var spec = XcodeGenSpec(path: path)
        var problems: [String] = []
        var visited: Set<String> = []
        guard let root = resolve(path, base: ProjectPath.parent(path), load: load, problems: &problems,
                                 diagnostics: &spec.project.diagnostics, visited: &visited) else {
            spec.project.membershipProblem = problems.first ?? "the spec does not parse"
            return spec
        }
        var reader = XcodeGenSpecReader(root: root, folder: ProjectPath.parent(path))
        reader.read(into: &spec)
        problems += reader.problems
        spec.incompleteness = problems.first
        return spec
    }

    // MARK: Files and includes

    /// The spec at `path` with what it includes merged under it; nil when it cannot be read or parsed.
    private static func resolve(
        _ path: String, base: String, load: Load, problems: inout [String], diagnostics: inout [Diagnostic],
        visited: inout Set<String>
    ) -> Value? {
        guard visited.insert(path).inserted else { return .mapping([], Origin(file: path, base: base, position: .start)) }
        guard let text = load(path) else {
            problems.append("the spec \(path) is not there")
            return nil
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            var mark: Mark?
            var problem = "not valid YAML"
            switch error as? YamlError {
            case .scanner(_, let text, let at, _)?, .parser(_, let text, let at, _)?, .composer(_, let text, let at, _)?:
                (mark, problem) = (at, "not valid YAML: \(text)")
            default:
                break
            }
            let position = mark.map { TextPosition(line: $0.line, column: $0.column) } ?? .start
            diagnostics.append(Diagnostic(.warning, .unreadableFile, "the XcodeGen spec is \(problem); which files its "
                                          + "targets ship is not known", at: FileLocation(path: path, position: position)))
            problems.append("the spec \(ProjectPath.name(path)) does not parse")
            return nil
        }
        guard let node, case .mapping = node else {
            problems.append("the spec \(ProjectPath.name(path)) is not a mapping")
            return nil
        }
        let own = value(node, file: path, base: base)
        var merged = Value.mapping([], own.origin)
        for include in own["include"]?.items ?? [] {
            var includePath = include.string
            var relativePaths = true
            var enabled = true
            if include.entries != nil {
                includePath = include["path"]?.string
                relativePaths = include["relativePaths"]?.settingValue != "NO"
                enabled = include["enable"]?.settingValue != "NO"
            }
            guard enabled, let includePath else { continue }
            let file = ProjectPath.join(base, includePath)
            if let included = resolve(file, base: relativePaths ? ProjectPath.parent(file) : base, load: load,
                                      problems: &problems, diagnostics: &diagnostics, visited: &visited) {
                merged = included.merged(onto: merged)
            }
        }
        return own.merged(onto: merged)
    }

    /// A Yams node as a `Value` of `file`, whose paths are relative to `base`. An alias is left out.
    private static func value(_ node: Node, file: String, base: String) -> Value {
        func origin(_ mark: Mark?) -> Origin {
            Origin(file: file, base: base, position: TextPosition(line: mark?.line ?? 1, column: mark?.column ?? 1))
        }
        switch node {
        case .scalar(let scalar):
            return .scalar(scalar.string, origin(scalar.mark), plain: scalar.style == .plain)
        case .sequence(let sequence):
            return .sequence(sequence.map { value($0, file: file, base: base) }, origin(sequence.mark))
        case .mapping(let mapping):
            var entries: [(key: String, value: Value)] = []
            var merges: [Value] = []
            for (key, item) in mapping {
                guard case .scalar(let name) = key else { continue }
                // YAML's merge key (`<<: *defaults`): the named mapping under this one.
                if name.string == "<<" {
                    merges += value(item, file: file, base: base).items
                    continue
                }
                entries.append((name.string, value(item, file: file, base: base)))
            }
            var result = Value.mapping(entries, origin(mapping.mark))
            for merge in merges.reversed() where merge.entries != nil {
                result = Value.mapping(entries, origin(mapping.mark)).mergedKeepingOwn(over: merge)
            }
            return result
        case .alias(let alias):
            return .scalar("", origin(alias.mark), plain: false)
        }
    }

    // MARK: The project

    private let root: Value
    /// The spec's folder: `$(SRCROOT)` of the generated project.
    private let folder: String
    private var problems: [String] = []

    private init(root: Value, folder: String) {
        self.root = root
        self.folder = folder
    }

    private mutating func read(into spec: inout XcodeGenSpec) {
        let options = root["options"]
        if let language = options?["developmentLanguage"], let code = language.string {
            spec.project.developmentRegion = SourceLanguage(code, origin: .projectSpec(language.origin.location))
        }
        let configurations = root["configs"]?.entries?.map(\.key) ?? ["Debug", "Release"]
        let groups = root["settingGroups"] ?? root["settingPresets"]
        spec.project.settings = settings(root["settings"], configurations: configurations, groups: groups)
        var allConfigurations = spec.project.settings.configurations.map(\.settings)
        // `options.deploymentTarget`: each platform's version for targets that set none.
        var defaultVersions: [ApplePlatform: (String, Origin)] = [:]
        for (name, value) in options?["deploymentTarget"]?.entries ?? [] {
            if let platform = ApplePlatform(rawValue: name), let version = value.string {
                defaultVersions[platform] = (version, value.origin)
            }
        }
        // The packages by the name targets use: local ones by folder.
        var packages: [String: XcodeTarget.PackageProduct.Package] = [:]
        for (name, value) in root["packages"]?.entries ?? [] {
            if let path = value["path"]?.string {
                let folder = ProjectPath.join(value["path"]!.origin.base, path)
                packages[name] = .local(folder: folder)
                spec.project.packageFolders.append(folder)
            } else {
                packages[name] = .remote
            }
        }
        for item in root["localPackages"]?.items ?? [] {
            guard let path = item.string else { continue }
            let folder = ProjectPath.join(item.origin.base, path)
            packages[String(ProjectPath.name(folder))] = .local(folder: folder)
            spec.project.packageFolders.append(folder)
        }
        let definitions = targetDefinitions()
        var dependencies: [(target: Int, names: [String])] = []
        for (name, definition) in definitions {
            let index = spec.project.targets.count
            let typeName = definition["type"]?.string
            var target = XcodeTarget(id: name, name: name, productType: typeName.map { "com.apple.product-type." + $0 },
                                     settings: settings(definition["settings"], configurations: configurations, groups: groups))
            // The platform, and its least version: the target's `deploymentTarget`, else the project's.
            if let platformName = definition["platform"]?.string, let platform = ApplePlatform(rawValue: platformName) {
                target.platforms = [platform]
                let own = definition["deploymentTarget"].flatMap { value in value.string.map { ($0, value.origin) } }
                if let (text, origin) = own ?? defaultVersions[platform] {
                    if let version = OSVersion(text) { target.deploymentTargets[platform] = version }
                    target.settings = target.settings.adding(
                        platform.deploymentTargetSetting, BuildSettings.Setting(value: text, location: origin.location))
                }
            } else if let destinations = definition["supportedDestinations"]?.items.compactMap(\.string) {
                target.platforms = Set(destinations.compactMap { ApplePlatform(rawValue: $0 == "macCatalyst" ? "iOS" : $0) })
            }
            if let info = definition["info"], let path = info["path"]?.string {
                let file = ProjectPath.join(info["path"]!.origin.base, path)
                target.settings = target.settings.adding(
                    "INFOPLIST_FILE", BuildSettings.Setting(value: ProjectPath.relative(file, to: folder).map(String.init) ?? file,
                                                           location: info["path"]!.origin.location))
                spec.infoPlists[index, default: []].insert(file)
            }
            for configuration in target.settings.configurations {
                allConfigurations.append(configuration.settings)
                if let plist = configuration.settings["INFOPLIST_FILE"]?.value, !plist.contains("$") {
                    spec.infoPlists[index, default: []].insert(ProjectPath.join(folder, plist))
                }
            }
            target.listsBuildPhases = true
            readSources(definition["sources"], target: index, name: name, into: &spec)
            var names: [String] = []
            for dependency in definition["dependencies"]?.items ?? [] {
                if let package = dependency["package"]?.string {
                    let products = dependency["products"]?.items.compactMap(\.string)
                        ?? [dependency["product"]?.string ?? package]
                    for product in products {
                        target.packageProducts.append(XcodeTarget.PackageProduct(name: product, package: packages[package] ?? .unnamed))
                    }
                } else if let other = dependency["target"]?.string {
                    names.append(other)
                }
            }
            dependencies.append((index, names))
            spec.project.targets.append(target)
        }
        let indices = Dictionary(spec.project.targets.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (target, names) in dependencies {
            spec.project.targets[target].dependencies = names.compactMap { indices[$0] }
        }
        spec.project.agreedSettings = BuildSettings.agreement(allConfigurations).mapValues(\.value)
        spec.project.iOSVersionsOfAllConfigurations = allConfigurations
            .compactMap { $0[ApplePlatform.iOS.deploymentTargetSetting].flatMap { OSVersion($0.value) } }.sorted()
        if spec.project.targets.isEmpty { spec.project.membershipProblem = "the spec lists no targets" }
    }

    /// The targets as XcodeGen makes them: templates merged under each, `${target_name}` filled, a target that lists
    /// several platforms made one per platform (`Name_iOS`, …), sorted by name as XcodeGen lists them.
    private mutating func targetDefinitions() -> [(name: String, definition: Value)] {
        let templates = root["targetTemplates"]
        var result: [(String, Value)] = []
        for (name, written) in root["targets"]?.entries ?? [] {
            var definition = written
            let named = written["templates"]?.items.compactMap(\.string) ?? []
            if !named.isEmpty {
                var merged = Value.mapping([], written.origin)
                for template in collectTemplates(named, in: templates) {
                    guard let body = templates?[template] else {
                        problems.append("target \(name) uses the template \(template), which the spec does not define")
                        continue
                    }
                    merged = body.merged(onto: merged)
                }
                definition = written.merged(onto: merged)
            }
            definition = definition.expanding("target_name", to: name)
            if case .sequence(let platforms, _)? = definition["platform"] {
                for platform in platforms.compactMap(\.string) {
                    var single = definition.expanding("platform", to: platform)
                    single = Value.mapping([("platform", .scalar(platform, written.origin, plain: true))], written.origin)
                        .merged(onto: single)
                    let prefix = definition["platformPrefix"]?.string ?? ""
                    let suffix = definition["platformSuffix"]?.string ?? "_\(platform)"
                    result.append((prefix + name + suffix, single))
                }
            } else {
                result.append((name, definition))
            }
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// The templates `names` stand for, those they name first, each once.
    private func collectTemplates(_ names: [String], in templates: Value?, seen: Set<String> = []) -> [String] {
        var result: [String] = []
        var seen = seen
        for name in names where seen.insert(name).inserted {
            let inner = templates?[name]?["templates"]?.items.compactMap(\.string) ?? []
            result += collectTemplates(inner, in: templates, seen: seen).filter { !result.contains($0) }
            if !result.contains(name) { result.append(name) }
        }
        return result
    }

    // MARK: Sources

    private mutating func readSources(_ value: Value?, target: Int, name: String, into spec: inout XcodeGenSpec) {
        for item in value?.items ?? [] {
            let pathValue = item.string != nil ? item : item["path"]
            guard let pathValue, let written = pathValue.string else {
                problems.append("a source of target \(name) has no path")
                continue
            }
            let path = ProjectPath.join(pathValue.origin.base, written)
            var kind: XcodeGenSpec.Source.Kind
            switch item["type"]?.string {
            case "folder"?: kind = .folder
            case "file"?: kind = .file
            case "group"?, "syncedFolder"?: kind = .group
            default:
                // XcodeGen: a path with an extension is one item, anything else a folder whose files it lists.
                kind = XcodeGenSpec.pathExtension(ProjectPath.name(path)).isEmpty ? .group : .file
            }
            var source = XcodeGenSpec.Source(target: target, path: path, kind: kind)
            source.excludes = (item["excludes"]?.items ?? []).compactMap(\.string).map(GlobPattern.init)
            source.includes = (item["includes"]?.items ?? []).compactMap(\.string).map(GlobPattern.init)
            if let phase = item["buildPhase"] {
                source.phase = Self.role(ofPhase: phase)
            }
            spec.sources.append(source)
        }
    }

    /// What a `buildPhase:` does with the files: `sources`, `resources`, a Copy Files phase into the bundle; none
    /// for `headers`, `none` and a Copy Files phase elsewhere.
    private static func role(ofPhase value: Value) -> ProjectMembership.Role? {
        if let name = value.string {
            switch name {
            case "sources": return .source
            case "resources": return .resource
            default: return nil
            }
        }
        guard let destination = value["copyFiles"]?["destination"]?.string else { return nil }
        return ["resources", "wrapper", "plugins", "sharedSupport", "executables", "frameworks", "sharedFrameworks"]
            .contains(destination) ? .resource : nil
    }

    // MARK: Settings

    /// A `settings:` value: `base`, `configs` (matched to the project's configurations by name, in any case) and
    /// `groups` (from `settingGroups`), or a flat mapping that is the base. Lists are left out, as a build setting
    /// read for a name or a language is a string.
    private func settings(_ value: Value?, configurations: [String], groups: Value?, depth: Int = 0) -> BuildSettings {
        guard let value, let entries = value.entries, depth < 8 else {
            return BuildSettings(configurations: configurations.map { BuildSettings.Configuration(name: $0, settings: [:]) })
        }
        let structured = entries.contains { ["base", "configs", "groups"].contains($0.key) }
        var base: [String: BuildSettings.Setting] = [:]
        for group in structured ? (value["groups"]?.items.compactMap(\.string) ?? []) : [] {
            let inner = settings(groups?[group], configurations: configurations, groups: groups, depth: depth + 1)
            for configuration in inner.configurations.prefix(1) { base.merge(configuration.settings) { _, new in new } }
        }
        for (key, item) in (structured ? value["base"]?.entries : entries) ?? [] {
            if let text = item.settingValue { base[key] = BuildSettings.Setting(value: text, location: item.origin.location) }
        }
        return BuildSettings(configurations: configurations.map { name in
            var own = base
            for (written, configuration) in value["configs"]?.entries ?? [] where written.lowercased() == name.lowercased() {
                // A configuration's settings are settings again: flat, or with their own `base` and `groups`.
                let inner = settings(configuration, configurations: [name], groups: groups, depth: depth + 1)
                own.merge(inner.configurations.first?.settings ?? [:]) { _, new in new }
            }
            return BuildSettings.Configuration(name: name, settings: own)
        })
    }
}

extension XcodeGenSpecReader.Value {
    /// `self`'s entries over `defaults` (YAML's merge key: the mapping's own keys win).
    fileprivate func mergedKeepingOwn(over defaults: XcodeGenSpecReader.Value) -> XcodeGenSpecReader.Value {
        guard case .mapping(let own, let origin) = self, let inherited = defaults.entries else { return self }
        let keys = Set(own.map(\.key))
        return .mapping(inherited.filter { !keys.contains($0.key) } + own, origin)
    }
}

extension BuildSettings {
    /// The settings with `name` set to `setting` in every configuration that does not set it.
    func adding(_ name: String, _ setting: Setting) -> BuildSettings {
        BuildSettings(configurations: configurations.map { configuration in
            var configuration = configuration
            if configuration.settings[name] == nil { configuration.settings[name] = setting }
            return configuration
        })
    }
}
