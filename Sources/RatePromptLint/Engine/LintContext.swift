import Foundation
import RatePromptFormats
import RatePromptCore

/// Everything a rule may look at: the parsed project, the configurations, the lint settings, and lookups that
/// several rules share (computed once per run).
package struct LintContext: Sendable {
    package let project: LocalizationProject
    package let catalogs: [StringCatalog]
    package let configurations: [ConfigurationFile]
    /// The `.stringsdict` files.
    package let pluralTables: [PluralTable]
    /// The StoreKit configurations (`.storekit`).
    package let storeKitFiles: [StoreKitConfiguration]
    /// The app's Swift files that name a review or promoted-purchase API (read only when a source rule is on).
    package let codeFiles: [CodeFile]
    /// Files that name keys the system looks up in string tables (an intent definition's ids).
    package let lookups: [TableLookups]
    /// Their keys by the bundle folder and table they are looked up in.
    private let lookedUpKeys: [TableLookupID: Set<String>]
    /// Those of them that show as written where the table lacks them (a Settings pane's titles), with their file.
    private let keysShownAsWritten: [TableLookupID: [(key: String, file: String)]]
    /// The files read and those left out because no target ships them.
    var shipping = ShippedFiles()
    /// The ids of the rules the run runs (set by the linter): a rule that leaves a case to another, whose one fix
    /// removes both findings, does so only when that rule runs.
    var runningRules: Set<String> = []
    /// The localized strings the app's Swift asks for, resolved to their bundles and tables (set by the linter).
    package internal(set) var codeStrings = CodeStrings()
    /// Whether Xcode generates Swift symbols for each String Catalog that has keys to make them from, by its path (set
    /// by the linter from the project model).
    var stringSymbolSettings: [String: StringSymbolSetting] = [:]
    /// For each String Catalog, the keys marked `shouldTranslate: false`: never missing from a translation.
    private let keysNotToTranslate: [TableID: Set<String>]
    /// For each language of each String Catalog, the keys it has only as plural or device variations (no single
    /// value, so not in its table): neither missing there nor unknown to the source.
    private let keysWithVariations: [TableID: Set<String>]
    package let settings: LintConfiguration
    /// The tables that hold the prompt's copy: `tables` in `.rateprompt.yml`, else every table that has a prompt key
    /// in some localization.
    let promptTables: Set<String>
    /// Each table prepared for the rules (see `LintTable`) when first asked for; indexed like `project.tables`.
    private let lintTables: LintTableCache
    /// For each table, the index of its source table in `project.tables`, or -1.
    private let sourceTableIndices: [Int]
    private let tableIndex: [TableID: Int]
    /// For each `.stringsdict`, the keys Foundation can use, under the path of the `.strings` table beside it.
    private let stringsdictKeysByTablePath: [String: Set<String>]
    /// Each `.stringsdict` in an `.lproj` (an index into `pluralTables`), under the path of the `.strings` table
    /// beside it, whether or not that table exists.
    private let pluralTableByTablePath: [String: Int]

    private struct TableLookupID: Hashable {
        var folder: String
        var name: String
    }

    /// A table by its file, name and localization: one XLIFF file holds several tables.
    private struct TableID: Hashable {
        var path: String
        var name: String
        var localization: String
    }

    package init(
        project: LocalizationProject, configurations: [ConfigurationFile] = [], pluralTables: [PluralTable] = [],
        storeKitFiles: [StoreKitConfiguration] = [], codeFiles: [CodeFile] = [], lookups: [TableLookups] = [],
        settings: LintConfiguration = LintConfiguration()
    ) {
        self.project = project
        self.storeKitFiles = storeKitFiles
        catalogs = project.catalogs
        self.configurations = configurations
        self.pluralTables = pluralTables
        self.codeFiles = codeFiles
        self.lookups = lookups
        var lookedUp: [TableLookupID: Set<String>] = [:]
        var shownAsWritten: [TableLookupID: [(key: String, file: String)]] = [:]
        for file in lookups {
            let id = TableLookupID(folder: file.bundleFolder, name: file.tableName)
            lookedUp[id, default: []].formUnion(file.keys)
            if file.showsKeyWhenMissing { shownAsWritten[id, default: []] += file.keys.map { ($0, file.path) } }
        }
        lookedUpKeys = lookedUp
        keysShownAsWritten = shownAsWritten
        var notToTranslate: [TableID: Set<String>] = [:]
        for catalog in project.catalogs {
            let keys = catalog.entries.filter { !$0.shouldTranslate }.map(\.key)
            if !keys.isEmpty { notToTranslate[TableID(path: catalog.path, name: catalog.tableName, localization: "")] = Set(keys) }
        }
        keysNotToTranslate = notToTranslate
        var withVariations: [TableID: Set<String>] = [:]
        for catalog in project.catalogs {
            for entry in catalog.entries where entry.extractionState != "stale" {
                for (language, unit) in entry.localizations where unit.value == nil && unit.hasVariations {
                    withVariations[TableID(path: catalog.path, name: catalog.tableName, localization: language), default: []]
                        .insert(entry.key)
                }
            }
        }
        keysWithVariations = withVariations
        var pluralTableByTablePath: [String: Int] = [:]
        var stringsdictKeys: [String: Set<String>] = [:]
        for (offset, table) in pluralTables.enumerated() where !table.localization.isEmpty {
            let path = String(table.dictionary.path.dropLast(".stringsdict".count)) + ".strings"
            pluralTableByTablePath[path] = offset
            guard table.dictionary.isLoadable else { continue }
            stringsdictKeys[path] = Set(table.dictionary.entries.compactMap { entry in
                if case .invalid = entry.rule { return nil }
                return entry.key
            })
        }
        self.pluralTableByTablePath = pluralTableByTablePath
        stringsdictKeysByTablePath = stringsdictKeys
        self.settings = settings
        let promptTables: Set<String>
        if let tables = settings.tables {
            promptTables = Set(tables)
        } else {
            // Looked for in the keys' bytes: a String of every key of every table, only to find the few `iRate…`
            // ones, was a measurable part of a big lint.
            let hasPromptKey = ParallelMap.map(project.tables) { table in
                table.file.entries.contains { entry in
                    entry.withKeyUTF8 { bytes in
                        bytes.starts(with: "iRate".utf8)
                            && PromptKey(rawValue: String(decoding: bytes, as: UTF8.self)) != nil
                    }
                }
            }
            promptTables = Set(zip(project.tables, hasPromptKey).filter(\.1).map(\.0.name))
        }
        self.promptTables = promptTables
        var index: [TableID: Int] = [:]
        for (offset, table) in project.tables.enumerated() {
            index[TableID(path: table.file.path, name: table.name, localization: table.localization)] = offset
        }
        tableIndex = index

        // The table each table is compared against: its group's source table (see `VariantGroup`).
        // A `Base` table beside a table in the source language is read only for localizations of the bundle
        // without a table of their own: where every one has its own, no device reads it and it is compared with
        // nothing (a leftover copy, not a translation missing keys).
        var readsBase: [String: Bool] = [:]
        let sources: [Int] = project.tables.indices.map { offset in
            let group = project.group(ofTableAt: offset)
            let source = group.sourceTableIndex ?? -1
            guard source != offset else { return -1 }
            if project.tables[offset].localization == "Base", source >= 0 {
                let key = "\(group.folder)\u{0}\(group.name)"
                if readsBase[key] == nil {
                    let own = Set(group.tableIndices.map { project.tables[$0].localization })
                    readsBase[key] = project.bundleLocalizations(of: group).contains { $0 != "Base" && !own.contains($0) }
                }
                if readsBase[key] == false { return -1 }
            }
            return source
        }
        sourceTableIndices = sources
        // Only source tables are looked up by every key; prompt tables are looked up by prompt keys, which every
        // table indexes.
        var isSource = [Bool](repeating: false, count: project.tables.count)
        for source in sources where source >= 0 { isSource[source] = true }
        lintTables = LintTableCache(tables: project.tables, sources: sources, indexed: isSource)
    }

    /// Every input, one per file (catalog languages also separately, as tables).
    package var files: [LintFile] {
        project.tables.map(LintFile.table) + catalogs.map(LintFile.catalog) + configurations.map(LintFile.configuration)
            + pluralTables.map(LintFile.pluralTable) + storeKitFiles.map(LintFile.storeKit)
            + lookups.map(LintFile.lookups) + codeFiles.map(LintFile.code)
    }

    /// The keys that files other than the code make the system look up in `table`'s table of the same bundle
    /// (`TableLookups`): used, whatever the source localization holds.
    func lookedUpKeys(in table: LocalizationProject.Table) -> Set<String> {
        // Only `.lproj` tables: the folder above their `.lproj` is the bundle's.
        guard !lookedUpKeys.isEmpty, table.kind == .table else { return [] }
        return lookedUpKeys[TableLookupID(folder: table.bundleFolder, name: table.name)] ?? []
    }

    /// The keys another file makes the system look up in `table`'s table of the same bundle that show as written where
    /// the table lacks them (a Settings pane's titles), each with the file that names it, in that file's order.
    func keysShownAsWritten(in table: LocalizationProject.Table) -> [(key: String, file: String)] {
        guard !keysShownAsWritten.isEmpty, table.kind == .table else { return [] }
        return keysShownAsWritten[TableLookupID(folder: table.bundleFolder, name: table.name)] ?? []
    }

    /// Whether the app's code may look up `key` in `table` (`CodeStrings`): false when no Swift was read.
    func codeUses(_ key: String, in table: LocalizationProject.Table) -> Bool {
        guard !codeStrings.references.isEmpty, let offset = offset(of: table) else { return false }
        return codeStrings.uses(key, inGroupAt: project.groupIndex(ofTableAt: offset))
    }

    /// Whether the app's code names `key` of `table`'s group, as a literal or a pattern it builds (not only as any key
    /// it may build at run time).
    func codeNames(_ key: String, in table: LocalizationProject.Table) -> Bool {
        guard !codeStrings.references.isEmpty, let offset = offset(of: table) else { return false }
        return codeStrings.names(key, inGroupAt: project.groupIndex(ofTableAt: offset))
    }

    /// The accessor through which the app's code always formats `key` of `table`'s group (SwiftGen's `L10n.tr`,
    /// R.swift's strings): every value of the key is then a format string, whatever its source holds.
    func codeFormattingAccessor(of key: String, in table: LocalizationProject.Table) -> String? {
        guard !codeStrings.references.isEmpty, let offset = offset(of: table) else { return nil }
        return codeStrings.formattingAccessor(of: key, inGroupAt: project.groupIndex(ofTableAt: offset))
    }

    /// Where the app's code asks for `key` of `table`, when every place it may is known and shows the value as the
    /// table holds it, without formatting it (`Text("key")`): a `%@` of it then shows as written. Nil when no code
    /// was read, or a place may format it.
    func codeShownAsIs(_ key: String, in table: LocalizationProject.Table) -> LocalizedStringReference? {
        guard !codeStrings.references.isEmpty, let offset = offset(of: table) else { return nil }
        return codeStrings.shownAsIs(key, inGroupAt: project.groupIndex(ofTableAt: offset))
    }

    /// For each key of `table`'s group, the accessor that shows the development language's text in its place when a
    /// language lacks it, when every place the code asks for the key goes through one; nil when no code was read.
    func codeFallbackAccessors(in table: LocalizationProject.Table) -> ((String) -> String?)? {
        guard !codeStrings.references.isEmpty, let offset = offset(of: table) else { return nil }
        let group = project.groupIndex(ofTableAt: offset)
        return { [codeStrings] key in codeStrings.fallbackAccessor(of: key, inGroupAt: group) }
    }

    /// Whether the app's Swift uses a symbol Xcode generates from `catalog` (`Text(.title)`).
    func codeUsesGeneratedSymbols(of catalog: StringCatalog) -> Bool {
        guard !codeStrings.references.isEmpty, let index = project.groups.firstIndex(where: {
            $0.kind == .catalog && $0.folder == catalog.path && $0.name == catalog.tableName
        }) else { return false }
        return codeStrings.usesGeneratedSymbols(ofGroupAt: index)
    }

    private func offset(of table: LocalizationProject.Table) -> Int? {
        tableIndex[TableID(path: table.file.path, name: table.name, localization: table.localization)]
    }

    /// The keys of the `.stringsdict` next to a `.strings` table (`fr.lproj/Localizable.stringsdict` for
    /// `fr.lproj/Localizable.strings`), which a bundle reads before the table; nil when there is none.
    package func stringsdictKeys(of table: LocalizationProject.Table) -> Set<String>? {
        guard table.kind == .table else { return nil }
        return stringsdictKeysByTablePath[table.file.path]
    }

    /// The keys of `table` that a device reads from the `.stringsdict` beside it instead: the bundle lays a table's
    /// `.stringsdict` over its `.strings` (CFBundle merges its entries in last), so those `.strings` values never show,
    /// and the value rules leave them alone. Empty for most tables.
    func keysShadowedByStringsdict(in table: LocalizationProject.Table) -> Set<String> {
        stringsdictKeys(of: table) ?? []
    }

    /// The `.strings` table beside a `.stringsdict` (`fr.lproj/Localizable.strings` for
    /// `fr.lproj/Localizable.stringsdict`); nil when there is none.
    package func table(besidePluralTable table: PluralTable) -> LocalizationProject.Table? {
        let path = String(table.dictionary.path.dropLast(".stringsdict".count)) + ".strings"
        return tableIndex[TableID(path: path, name: table.name, localization: table.localization)].map { project.tables[$0] }
    }

    /// The table of one language of a catalog (or of one table of an XLIFF file); nil when the language has no string
    /// with one value there.
    package func table(of catalog: StringCatalog, language: String) -> LocalizationProject.Table? {
        tableIndex[TableID(path: catalog.path, name: catalog.tableName, localization: language)].map { project.tables[$0] }
    }

    /// The catalogs read from one file: one for a String Catalog, one per table for an XLIFF file. Nil unless
    /// `catalog` is the first of them, so that a rule that reports per file reports once.
    package func catalogs(inFileOf catalog: StringCatalog) -> [StringCatalog]? {
        let siblings = catalogs.filter { $0.path == catalog.path }
        guard let first = siblings.first, first.tableName == catalog.tableName else { return nil }
        return siblings
    }

    /// The `.stringsdict` beside a `.strings` table, which a bundle reads before it; nil when there is none.
    package func pluralTable(besideTable table: LocalizationProject.Table) -> PluralTable? {
        guard !table.isFromCatalog else { return nil }
        return pluralTableByTablePath[table.file.path].map { pluralTables[$0] }
    }

    /// The `.stringsdict` a translation's `.stringsdict` is compared against, and the `.strings` table beside it:
    /// those of its table's source localization in the same bundle (the source of the `.strings` tables of that name,
    /// else `en`, else `Base`). Nil for the source itself, a file outside an `.lproj`, or no source found.
    package func source(
        ofPluralTable table: PluralTable
    ) -> (pluralTable: PluralTable?, table: LocalizationProject.Table?)? {
        guard !table.localization.isEmpty else { return nil }
        let folder = FileSystemPath.deletingLastComponent(FileSystemPath.deletingLastComponent(table.dictionary.path))
        let sourceLocalization: String
        if let group = project.groups.first(where: { $0.kind == .strings && $0.folder == folder && $0.name == table.name }),
           let index = group.sourceTableIndex {
            sourceLocalization = project.tables[index].localization
        } else {
            let siblings = pluralTables.filter {
                $0.name == table.name
                    && FileSystemPath.deletingLastComponent(FileSystemPath.deletingLastComponent($0.dictionary.path)) == folder
            }.map(\.localization)
            guard let found = ["en", "Base"].first(where: siblings.contains) else { return nil }
            sourceLocalization = found
        }
        guard sourceLocalization != table.localization else { return nil }
        let stringsPath = "\(folder.isEmpty ? "" : folder + "/")\(sourceLocalization).lproj/\(table.name).strings"
        let pluralTable = pluralTableByTablePath[stringsPath].map { pluralTables[$0] }
        let sourceTable = tableIndex[TableID(path: stringsPath, name: table.name, localization: sourceLocalization)]
            .map { project.tables[$0] }
        guard pluralTable != nil || sourceTable != nil else { return nil }
        return (pluralTable, sourceTable)
    }

    /// The source's formats a translation's `.stringsdict` is held to (see `source(ofPluralTable:)`); nil when it has
    /// no source.
    func sourceFormats(ofPluralTable table: PluralTable) -> PluralSourceFormats? {
        source(ofPluralTable: table).map { PluralSourceFormats(pluralTable: $0.pluralTable, table: $0.table) }
    }

    /// The `.stringsdict` files held to `table` (see `source(ofPluralTable:)`): its translations.
    func translations(ofPluralTable table: PluralTable) -> [PluralTable] {
        let path = table.dictionary.path
        return pluralTables.filter { other in
            other.name == table.name && other.dictionary.path != path
                && source(ofPluralTable: other)?.pluralTable?.dictionary.path == path
        }
    }

    /// The keys a catalog's language has only as plural or device variations, which its table leaves out.
    func keysWithVariations(in table: LocalizationProject.Table) -> Set<String>? {
        guard table.isFromCatalog else { return nil }
        return keysWithVariations[TableID(path: table.file.path, name: table.name, localization: table.localization)]
    }

    /// The keys of a catalog's table marked `shouldTranslate: false`.
    func keysNotToTranslate(in table: LocalizationProject.Table) -> Set<String>? {
        keysNotToTranslate[TableID(path: table.file.path, name: table.name, localization: "")]
    }

    /// The table prepared for the rules: its effective entries, their printf readings, and its keys matched with
    /// the source table's.
    func lintTable(_ table: LocalizationProject.Table) -> LintTable {
        offset(of: table).map { lintTables.table(at: $0) }
            ?? LintTable(table, entries: table.file.loadedEntries, indexed: false)
    }

    /// Prepares every table now, on every core: the source tables, then their translations (each is matched with its
    /// source). Rules that compare a table with its siblings (`untranslated` reads every translation of a string)
    /// would otherwise wait on each other, one preparing a table while the other waits for it. Each String Catalog's
    /// live localizations, which every catalog rule reads, are made beside the source tables: the first rule to ask
    /// made them while the others waited.
    func prepareTables() {
        let cache = lintTables, catalogs = catalogs
        let isSource = Set(sourceTableIndices.filter { $0 >= 0 })
        let sources = project.tables.indices.filter { isSource.contains($0) }
        ParallelMap.forEach(Array(0..<(sources.count + catalogs.count))) { item in
            if item < sources.count { _ = cache.table(at: sources[item]) } else { _ = catalogs[item - sources.count].liveLocalizations }
        }
        ParallelMap.forEach(project.tables.indices.filter { !isSource.contains($0) }) { _ = cache.table(at: $0) }
    }

    /// The prepared source table of `table` (see `sourceTable(for:)`).
    func sourceLintTable(for table: LocalizationProject.Table) -> LintTable? {
        guard let offset = offset(of: table), sourceTableIndices[offset] >= 0 else { return nil }
        return lintTables.table(at: sourceTableIndices[offset])
    }

    /// The entry a device loads for `key` in `table`.
    package func entry(_ key: String, in table: LocalizationProject.Table) -> StringsEntry? {
        lintTable(table).entry(key)
    }

    /// The table's entries as a device loads them, in file order: `StringsFile.effectiveEntries`, computed once per
    /// run instead of once per rule.
    package func effectiveEntries(of table: LocalizationProject.Table) -> [StringsEntry] {
        lintTable(table).entries
    }

    /// The localization of the table `table` is compared against, if its group has one.
    func sourceLocalization(of table: LocalizationProject.Table) -> String? {
        group(of: table)?.sourceTableIndex.map { project.tables[$0].localization }
    }

    /// The variant group of `table`.
    package func group(of table: LocalizationProject.Table) -> VariantGroup? {
        offset(of: table).map { project.group(ofTableAt: $0) }
    }

    /// The table a translation is compared against; nil for the source itself or when its group has no source table.
    func sourceTable(for table: LocalizationProject.Table) -> LocalizationProject.Table? {
        guard let offset = offset(of: table), sourceTableIndices[offset] >= 0 else { return nil }
        return project.tables[sourceTableIndices[offset]]
    }

    /// The tables compared against `table` (its translations, in the order of `project.tables`); empty for a table
    /// that is no group's source.
    func translations(of table: LocalizationProject.Table) -> [LocalizationProject.Table] {
        guard let offset = offset(of: table) else { return [] }
        return project.group(ofTableAt: offset).tableIndices.filter { sourceTableIndices[$0] == offset }
            .map { project.tables[$0] }
    }

    /// Whether a table holds prompt copy.
    func isPromptTable(_ table: LocalizationProject.Table) -> Bool {
        promptTables.contains(table.name)
    }

    /// The configuration the copy rules assume: the first configuration file, else iRate's defaults.
    package var configuration: PromptConfiguration {
        configurations.first?.configuration ?? PromptConfiguration()
    }

    /// The location of a value in its table.
    func valueLocation(_ entry: StringsEntry, in table: LocalizationProject.Table) -> FileLocation {
        FileLocation(path: table.file.path, position: entry.valuePosition)
    }

    func keyLocation(_ entry: StringsEntry, in table: LocalizationProject.Table) -> FileLocation {
        FileLocation(path: table.file.path, position: entry.keyPosition)
    }
}

/// The `LintTable`s of a run, each prepared once: all of them before the rules run (`LintContext.prepareTables`), or
/// by the first caller that asks for one. Each table has a lock; a translation waits for its source table, never the
/// other way round.
private final class LintTableCache: @unchecked Sendable {
    private let tables: [LocalizationProject.Table]
    private let sources: [Int]
    private let indexed: [Bool]
    /// Slot `i` is read and written only under `locks[i]` (a buffer, not an array: threads write different slots).
    private let prepared: UnsafeMutableBufferPointer<LintTable?>
    private let locks: [NSLock]

    init(tables: [LocalizationProject.Table], sources: [Int], indexed: [Bool]) {
        self.tables = tables
        self.sources = sources
        self.indexed = indexed
        prepared = .allocate(capacity: tables.count)
        prepared.initialize(repeating: nil)
        locks = tables.map { _ in NSLock() }
    }

    deinit {
        prepared.deinitialize()
        prepared.deallocate()
    }

    func table(at offset: Int) -> LintTable {
        locks[offset].lock()
        defer { locks[offset].unlock() }
        if let table = prepared[offset] { return table }
        var table = LintTable(tables[offset], entries: tables[offset].file.loadedEntries, indexed: indexed[offset])
        if sources[offset] >= 0 { table = table.aligned(with: self.table(at: sources[offset])) }
        prepared[offset] = table
        return table
    }
}
