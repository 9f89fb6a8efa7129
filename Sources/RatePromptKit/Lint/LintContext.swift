/// Everything a rule may look at: the parsed project, the configurations, the lint settings, and lookups that
/// several rules share (computed once per run).
public struct LintContext: Sendable {
    public let project: LocalizationProject
    public let catalogs: [StringCatalog]
    public let configurations: [ConfigurationFile]
    public let settings: LintConfiguration
    /// The localization that translations are compared against (`source_localization`, else `en`, else `Base`, else
    /// the first); String Catalogs use their own `sourceLanguage`.
    public let sourceLocalization: String?
    /// The tables that hold the prompt's copy: `tables` in `.rateprompt.yml`, else every table that has a prompt key
    /// in some localization.
    public let promptTables: Set<String>
    /// Each table's entries as a device loads them, in file order and by key; indexed like `project.tables`.
    private let effectiveByTable: [[StringsEntry]]
    private let entriesByTable: [[String: StringsEntry]]
    private let tableIndex: [TableID: Int]

    private struct TableID: Hashable {
        var path: String
        var localization: String
    }

    public init(
        project: LocalizationProject, configurations: [ConfigurationFile] = [],
        settings: LintConfiguration = LintConfiguration()
    ) {
        self.project = project
        catalogs = project.catalogs
        self.configurations = configurations
        self.settings = settings
        let localizations = project.tables.filter { !$0.isFromCatalog }.map(\.localization)
        if let chosen = settings.sourceLocalization {
            sourceLocalization = chosen
        } else if localizations.contains("en") {
            sourceLocalization = "en"
        } else if localizations.contains("Base") {
            sourceLocalization = "Base"
        } else {
            sourceLocalization = localizations.sorted().first
        }
        if let tables = settings.tables {
            promptTables = Set(tables)
        } else {
            let promptKeys = Set(PromptKey.allCases.map(\.rawValue))
            promptTables = Set(project.tables.filter { $0.file.entries.contains { promptKeys.contains($0.key) } }.map(\.name))
        }
        let effective = ParallelMap.map(project.tables) { $0.file.effectiveEntries }
        effectiveByTable = effective
        entriesByTable = ParallelMap.map(effective) { list in
            var entries: [String: StringsEntry] = [:]
            entries.reserveCapacity(list.count)
            for entry in list { entries[entry.key] = entry }
            return entries
        }
        var index: [TableID: Int] = [:]
        for (offset, table) in project.tables.enumerated() {
            index[TableID(path: table.file.path, localization: table.localization)] = offset
        }
        tableIndex = index
    }

    /// Every input, one per file (catalog languages also separately, as tables).
    public var files: [LintFile] {
        project.tables.map(LintFile.table) + catalogs.map(LintFile.catalog) + configurations.map(LintFile.configuration)
    }

    /// The table's entries as a device loads them, by key.
    public func entries(of table: LocalizationProject.Table) -> [String: StringsEntry] {
        tableIndex[TableID(path: table.file.path, localization: table.localization)].map { entriesByTable[$0] } ?? [:]
    }

    /// The table's entries as a device loads them, in file order: `StringsFile.effectiveEntries`, computed once per
    /// run instead of once per rule.
    public func effectiveEntries(of table: LocalizationProject.Table) -> [StringsEntry] {
        tableIndex[TableID(path: table.file.path, localization: table.localization)].map { effectiveByTable[$0] }
            ?? table.file.effectiveEntries
    }

    /// The source localization of a table: the catalog's source language, or `sourceLocalization`.
    public func sourceLocalization(of table: LocalizationProject.Table) -> String? {
        if table.isFromCatalog {
            return catalogs.first { $0.path == table.file.path }?.sourceLanguage
        }
        return sourceLocalization
    }

    /// The table a translation is compared against; nil for the source itself or when the source lacks the table.
    public func sourceTable(for table: LocalizationProject.Table) -> LocalizationProject.Table? {
        guard let source = sourceLocalization(of: table), source != table.localization else { return nil }
        if table.isFromCatalog {
            return tableIndex[TableID(path: table.file.path, localization: source)].map { project.tables[$0] }
        }
        return project.table(table.name, in: source)
    }

    /// Whether a table holds prompt copy.
    public func isPromptTable(_ table: LocalizationProject.Table) -> Bool {
        promptTables.contains(table.name)
    }

    /// The configuration the copy rules assume: the first configuration file, else iRate's defaults.
    public var configuration: PromptConfiguration {
        configurations.first?.configuration ?? PromptConfiguration()
    }

    /// The location of a value in its table.
    public func valueLocation(_ entry: StringsEntry, in table: LocalizationProject.Table) -> SourceLocation {
        SourceLocation(path: table.file.path, position: entry.valuePosition)
    }

    public func keyLocation(_ entry: StringsEntry, in table: LocalizationProject.Table) -> SourceLocation {
        SourceLocation(path: table.file.path, position: entry.keyPosition)
    }
}
