import Foundation

/// Runs the rule catalog over a project: discovers the inputs, parses them in parallel, runs every enabled rule
/// (file rules in parallel over files, project rules in parallel over rules), then applies disable comments and
/// `.rateprompt.yml` severities.
public struct Linter: Sendable {
    /// An input's bytes, read from disk or given by a test.
    public struct Source: Sendable {
        public var path: String
        /// Kept as read: parsed entries keep ranges of these bytes instead of copies (`RetainedText`).
        var data: Data
        public var bytes: [UInt8] {
            get { Array(data) }
            set { data = Data(newValue) }
        }

        public init(path: String, bytes: [UInt8]) {
            self.init(path: path, data: Data(bytes))
        }

        init(path: String, data: Data) {
            self.path = path
            self.data = data
        }
    }

    public struct Result: Sendable {
        /// Sorted by file, line, column.
        public var findings: [LintFinding]
        /// The files read (tables, catalogs, configurations and `.rateprompt.yml`).
        public var fileCount: Int
        public init(findings: [LintFinding], fileCount: Int) {
            self.findings = findings
            self.fileCount = fileCount
        }

        public var errorCount: Int { findings.filter { $0.severity == .error }.count }
        public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
    }

    public var configuration: LintConfiguration
    public var rules: [any LintRule]

    /// A linter with the catalog's rules that `configuration` enables.
    public init(configuration: LintConfiguration = LintConfiguration(), rules: [any LintRule.Type] = RuleCatalog.rules) {
        self.configuration = configuration
        self.rules = rules.filter { configuration.isEnabled($0.description) }.map { $0.init() }
    }

    // MARK: Discovery

    /// Lints a folder (everything below it) or a single file.
    public func lint(path: String) -> Result {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            let missing = LintFinding(rule: SyntaxErrorRule.description.id, severity: .error,
                                      message: "no such file or folder", location: SourceLocation(path: path, position: .start))
            return Result(findings: configuration.findings + [missing], fileCount: 0)
        }
        var paths = isDirectory.boolValue ? Self.candidates(below: path).filter(configuration.includes) : [path]
        if let base = configuration.baseDirectory {
            for extra in configuration.configurationFiles {
                let full = extra.hasPrefix("/") ? extra : URL(fileURLWithPath: base).appendingPathComponent(extra).standardizedFileURL.path
                if !paths.contains(full) { paths.append(full) }
            }
        }
        let sources: [Source?] = ParallelMap.map(paths) { path in
            switch InputFile.read(path) {
            case .success(let data): Source(path: path, data: data)
            case .failure: nil
            }
        }
        var unreadable: [LintFinding] = []
        for (path, source) in zip(paths, sources) where source == nil {
            if case .failure(let diagnostic) = InputFile.read(path) { unreadable.append(LintFinding(diagnostic)) }
        }
        var result = lint(sources.compactMap { $0 })
        result.findings = (result.findings + unreadable.map(applySeverity)).sorted()
        result.fileCount += unreadable.count
        return result
    }

    /// Files that may be inputs below a folder: strings tables in `.lproj` folders, String Catalogs, property lists
    /// and JSON files (which are kept only when they are RatePrompt configurations). Build products, dependencies and
    /// version control are skipped.
    static func candidates(below root: String) -> [String] {
        let rootURL = URL(fileURLWithPath: root)
        guard let enumerator = FileManager.default.enumerator(
            at: rootURL, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        for case let url as URL in enumerator {
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory ?? false
            if isDirectory {
                if LocalizationProject.skippedFolders.contains(url.lastPathComponent) { enumerator.skipDescendants() }
                continue
            }
            if Self.kind(of: url.path) != nil { found.append(url.path) }
        }
        return found.sorted()
    }

    enum Kind { case table, catalog, configuration, propertyList }

    /// What a path is by its name alone; `.propertyList` is a configuration only if its content says so.
    static func kind(of path: String) -> Kind? {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent.lowercased()
        switch url.pathExtension.lowercased() {
        case "strings" where url.deletingLastPathComponent().pathExtension == "lproj": return .table
        case "xcstrings": return .catalog
        case "plist" where name.hasPrefix("rateprompt"), "json" where name.hasPrefix("rateprompt"): return .configuration
        case "plist": return .propertyList
        default: return nil
        }
    }

    // MARK: Linting

    /// Lints the given files as one project.
    public func lint(_ sources: [Source]) -> Result {
        let declared = Set((configuration.configurationFiles).map { path in
            configuration.baseDirectory.map { URL(fileURLWithPath: $0).appendingPathComponent(path).standardizedFileURL.path } ?? path
        })
        let parsed: [Parsed] = ParallelMap.map(sources) { source in
            Self.parse(source, isDeclaredConfiguration: declared.contains(source.path))
        }
        var tables: [LocalizationProject.Table] = []
        var catalogs: [StringCatalog] = []
        var configurations: [ConfigurationFile] = []
        for item in parsed {
            switch item {
            case .table(let table): tables.append(table)
            case .catalog(let catalog):
                catalogs.append(catalog)
                if catalog.isLoadable {
                    let name = URL(fileURLWithPath: catalog.path).deletingPathExtension().lastPathComponent
                    tables += catalog.languages.map {
                        LocalizationProject.Table(name: name, localization: $0, file: catalog.table(for: $0))
                    }
                }
            case .configuration(let file): configurations.append(file)
            case .ignored: break
            }
        }
        let root = configuration.baseDirectory ?? ""
        let context = LintContext(project: LocalizationProject(root: root, tables: tables, catalogs: catalogs),
                                  configurations: configurations, settings: configuration)
        let files = context.files
        let rules = self.rules
        var findings = ParallelMap.map(files) { file in rules.flatMap { $0.check(file, in: context) } }.flatMap { $0 }
        findings += ParallelMap.map(rules.indices.map { $0 }) { rules[$0].checkProject(context) }.flatMap { $0 }
        let suppressions = InlineSuppressions(tables: tables.filter { !$0.isFromCatalog })
        findings = suppressions.filter(findings)
        if rules.contains(where: { type(of: $0).description.id == InvalidLintConfigurationRule.description.id }) {
            findings += configuration.findings + suppressions.findings
        }
        let fileCount = parsed.filter { if case .ignored = $0 { false } else { true } }.count
            + (configuration.path == nil ? 0 : 1)
        return Result(findings: findings.map(applySeverity).sorted(), fileCount: fileCount)
    }

    private func applySeverity(_ finding: LintFinding) -> LintFinding {
        var finding = finding
        finding.severity = configuration.severity(for: finding)
        return finding
    }

    private enum Parsed: Sendable {
        case table(LocalizationProject.Table)
        case catalog(StringCatalog)
        case configuration(ConfigurationFile)
        case ignored
    }

    private static func parse(_ source: Source, isDeclaredConfiguration: Bool) -> Parsed {
        let url = URL(fileURLWithPath: source.path)
        let kind = isDeclaredConfiguration ? .configuration : Self.kind(of: source.path)
        switch kind {
        case .table:
            let file = source.data.withUnsafeBytes {
                StringsFileParser().parse(raw: $0, path: source.path, retaining: source.data)
            }
            return .table(LocalizationProject.Table(
                name: url.deletingPathExtension().lastPathComponent,
                localization: url.deletingLastPathComponent().deletingPathExtension().lastPathComponent, file: file))
        case .catalog:
            return .catalog(source.data.withUnsafeBytes { StringCatalog(JSONReader().read($0, path: source.path)) })
        case .configuration:
            let document = source.data.withUnsafeBytes { bytes in
                url.pathExtension.lowercased() == "json"
                    ? JSONReader().read(bytes, path: source.path) : PropertyListReader().read(bytes, path: source.path)
            }
            return .configuration(ConfigurationFile(path: source.path, result: ConfigurationLoader().load(document)))
        case .propertyList:
            // Any property list that sets a schema key is a configuration; others (Info.plist, entitlements, saved
            // state) are not RatePrompt's business.
            let document = source.data.withUnsafeBytes { PropertyListReader().read($0, path: source.path) }
            guard let entries = document.root?.value.entries,
                  entries.contains(where: { ConfigurationSchema.key(named: $0.key) != nil })
            else { return .ignored }
            return .configuration(ConfigurationFile(path: source.path, result: ConfigurationLoader().load(document)))
        case nil:
            return .ignored
        }
    }
}
