import Foundation
import RatePromptFormats

/// An app's localized string tables, found by walking a folder: every `<localization>.lproj/<table>.strings`, and
/// every language of every String Catalog (`<table>.xcstrings`).
package struct LocalizationProject: Sendable {
    /// One `.strings` file: a table in one localization.
    package struct Table: Sendable {
        package internal(set) var name: String
        /// The `.lproj` folder name, as written (`fr`, `pt-BR`, `English`, `Base`).
        package internal(set) var localization: String
        package internal(set) var file: StringsFile
        /// The kind of file it was read from: an `.lproj` table (`.table`), a String Catalog's language (`.catalog`),
        /// or a translator's XLIFF read as catalogs (`.translation`).
        package let kind: FileKind

        package init(name: String, localization: String, file: StringsFile, kind: FileKind = .table) {
            self.name = name
            self.localization = localization
            self.file = file
            self.kind = kind
        }

        /// From a String Catalog, or from a translator's XLIFF read as catalogs.
        package var isFromCatalog: Bool { kind != .table }

        /// The folder of the bundle the table goes into (`Input.bundleFolder`).
        package var bundleFolder: String { Input.bundleFolder(of: file.path) }
    }

    package let root: String
    package let tables: [Table]
    /// The String Catalogs read, whole (their tables are also in `tables`, one per language).
    package let catalogs: [StringCatalog]
    /// The tables grouped as Xcode builds them (see `VariantGroup`), in the order of their first table.
    package let groups: [VariantGroup]
    /// For each table, the index of its group in `groups`.
    private let groupIndices: [Int]
    /// Folders below the root that could not be listed.
    var listingProblems: [Diagnostic] = []
    /// `table(_:in:)` is asked once per table by several rules: an index keeps that linear.
    private let firstTable: [TableKey: Int]

    private struct TableKey: Hashable {
        var name: String
        var localization: String
    }

    /// `sourceOverride` (`source_localization` in `.rateprompt.yml`) is every group's source language when given;
    /// otherwise each group's comes from its catalog or the build files around it (`BundleSettings`), read by
    /// `locator` (one per run, shared with whatever else asks about the projects around the files).
    package init(
        root: String, tables: [Table], catalogs: [StringCatalog] = [], sourceOverride: SourceLanguage? = nil,
        locator: ProjectLocator = ProjectLocator()
    ) {
        self.root = root
        self.tables = Self.withNamesAsBuilt(tables).sorted { ($0.name, $0.localization, $0.file.path) < ($1.name, $1.localization, $1.file.path) }
        self.catalogs = catalogs
        groups = VariantGroup.groups(of: self.tables, catalogs: catalogs, sourceOverride: sourceOverride,
                                     locator: locator)
        var groupIndices = [Int](repeating: 0, count: self.tables.count)
        for (offset, group) in groups.enumerated() {
            for table in group.tableIndices { groupIndices[table] = offset }
        }
        self.groupIndices = groupIndices
        var index: [TableKey: Int] = [:]
        for (offset, table) in self.tables.enumerated() {
            let key = TableKey(name: table.name, localization: table.localization)
            if index[key] == nil { index[key] = offset }
        }
        firstTable = index
    }

    /// `tables` with each `.lproj` table named as its bundle's other localizations name it where the names differ only
    /// in case (`fr.lproj/infoPlist.strings` beside `en.lproj/InfoPlist.strings`): Xcode builds on a file system that
    /// ignores case and copies the file under the name its project lists. The most common spelling is taken.
    private static func withNamesAsBuilt(_ tables: [Table]) -> [Table] {
        var spellings: [String: [String: Int]] = [:]
        for table in tables where table.kind == .table {
            spellings[table.bundleFolder + "/" + table.name.lowercased(), default: [:]][table.name, default: 0] += 1
        }
        guard spellings.values.contains(where: { $0.count > 1 }) else { return tables }
        return tables.map { table in
            guard table.kind == .table, let names = spellings[table.bundleFolder + "/" + table.name.lowercased()],
                  names.count > 1,
                  let name = names.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else { return table }
            var table = table
            table.name = name
            return table
        }
    }

    /// The group of the table at `index` in `tables`.
    package func group(ofTableAt index: Int) -> VariantGroup {
        groups[groupIndices[index]]
    }

    /// The index in `groups` of the group of the table at `index` in `tables`.
    package func groupIndex(ofTableAt index: Int) -> Int {
        groupIndices[index]
    }

    /// The group of the prompt's copy among the groups named `tableName`: the one whose tables hold prompt keys (an
    /// app target's, not a widget's), else the one nearest the root; nil when no group has that name.
    package func promptGroup(named tableName: String) -> VariantGroup? {
        let named = groups.filter { $0.name == tableName }
        let withPromptKeys = named.filter(hasPromptKeys)
        return nearestRoot(withPromptKeys.isEmpty ? named : withPromptKeys)
    }

    /// Whether any table of `group` holds an iRate prompt key (`iRateMessageTitle`, …).
    func hasPromptKeys(_ group: VariantGroup) -> Bool {
        group.tableIndices.contains { index in
            tables[index].file.entries.contains { entry in
                entry.withKeyUTF8 { $0.starts(with: "iRate".utf8) } && PromptKey(rawValue: entry.key) != nil
            }
        }
    }

    /// The group that stands for the app's bundle: `promptGroup` when there is one, else the `InfoPlist` table
    /// nearest the root (every app target localizes its name there), else any table nearest the root.
    func appGroup(promptGroup: VariantGroup?) -> VariantGroup? {
        promptGroup ?? nearestRoot(groups.filter { $0.name == "InfoPlist" }) ?? nearestRoot(groups)
    }

    /// The `InfoPlist` table of the bundle `group` goes into: the one that localizes the bundle's name.
    func infoPlistGroup(inBundleOf group: VariantGroup) -> VariantGroup? {
        nearestRoot(groups.filter { $0.name == "InfoPlist" && $0.bundle.bundleFolder == group.bundle.bundleFolder })
    }

    private func nearestRoot(_ candidates: [VariantGroup]) -> VariantGroup? {
        candidates.min { ($0.folder.count, $0.folder) < ($1.folder.count, $1.folder) }
    }

    /// The localizations of the bundle `group` goes into, as a device lists them: every localization with a table
    /// of any group in that bundle, sorted.
    package func bundleLocalizations(of group: VariantGroup) -> [String] {
        let folder = group.bundle.bundleFolder
        let inBundle = groups.filter { $0.bundle.bundleFolder == folder }.flatMap(\.tableIndices)
        return Array(Set(inBundle.map { tables[$0].localization })).sorted()
    }

    /// Every `.lproj` name that holds at least one table, sorted.
    package var localizations: [String] {
        Array(Set(tables.map(\.localization))).sorted()
    }

    /// Localizations that hold the named table, sorted.
    package func localizations(of tableName: String) -> [String] {
        Array(Set(tables.filter { $0.name == tableName }.map(\.localization))).sorted()
    }

    package func table(_ name: String, in localization: String) -> Table? {
        tableIndex(name, in: localization).map { tables[$0] }
    }

    /// The index in `tables` of `table(_:in:)`.
    func tableIndex(_ name: String, in localization: String) -> Int? {
        firstTable[TableKey(name: name, localization: localization)]
    }

    /// Every diagnostic of every file, and of every folder that could not be listed.
    package var diagnostics: [Diagnostic] {
        listingProblems + tables.flatMap(\.file.diagnostics) + catalogs.flatMap(\.diagnostics)
    }

    /// The diagnostics of the files that hold `tableName` (its `.strings` files and its catalog), in every bundle.
    package func diagnostics(ofTable tableName: String) -> [Diagnostic] {
        tables.filter { $0.name == tableName && !$0.isFromCatalog }.flatMap(\.file.diagnostics)
            + catalogs.filter { $0.tableName == tableName }
                .flatMap(\.diagnostics)
    }

    /// The diagnostics of the files of `group` (its `.strings` files, or its catalog): the ones that can change what
    /// a device shows from that table. Another bundle's table of the same name changes nothing in this one.
    package func diagnostics(of group: VariantGroup) -> [Diagnostic] {
        switch group.kind {
        case .strings: group.tableIndices.flatMap { tables[$0].file.diagnostics }
        case .catalog: catalogs.filter { $0.path == group.folder && $0.tableName == group.name }.flatMap(\.diagnostics)
        }
    }

    /// Finds and parses every `*.lproj/*.strings` and String Catalog below `root` (files in parallel): the string
    /// tables a device reads (`InputRegistry`: those that ship, so not a translator's XLIFF beside them, nor a file
    /// that no target of the project around it copies, `ShippedFiles`). `root` may
    /// also be a translator's XLIFF file or Xcode localization catalog (`.xcloc`), whose tables are read from the
    /// XLIFF as catalogs in its source and target languages. A missing folder is an error; a file that cannot be read
    /// is a table with that error, as a file that does not parse.
    package static func discover(
        at root: String, sourceOverride: SourceLanguage? = nil
    ) -> (project: LocalizationProject, diagnostics: [Diagnostic]) {
        // A translator's files alone: an `.xliff`, or an `.xcloc` whose `Localized Contents` hold one.
        let named = Input(path: root)
        let isTranslation = named?.kind == .translation || InputRegistry.isLocalizationCatalog(root)
        if let named, isTranslation, !FileSystem.isDirectory(root), FileSystem.exists(root) {
            return (ProjectInputs.read([named]).project(root: root, sourceOverride: sourceOverride), [])
        }
        guard FileSystem.isDirectory(root) else {
            let reason = FileSystem.exists(root) ? "is not a folder" : "no such folder"
            let diagnostic = Diagnostic(.error, .unreadableFile, "\(reason); --project takes the folder that holds the .lproj folders",
                                        at: FileLocation(path: root, position: .start))
            return (LocalizationProject(root: root, tables: []), [diagnostic])
        }
        let listing = InputFiles.shipped(below: root)
        let kinds = isTranslation ? [.translation] : InputRegistry.kinds(yielding: .strings, shipped: true)
        let inputs = ProjectInputs.read(listing.inputs(of: kinds))
        var project = inputs.project(root: root, sourceOverride: sourceOverride)
        project.listingProblems = listing.problems
        return (project, [])
    }

    /// Every file `discover(at:)` reads below `root`, sorted: what a watcher watches.
    package static func inputPaths(at root: String) -> [String] {
        InputFiles.shipped(below: root).inputs(of: InputRegistry.kinds(yielding: .strings, shipped: true)).map(\.path)
    }
}

extension LocalizationProject.Table {
    /// The start of the table's file: where findings about the table as a whole go.
    package var startLocation: FileLocation { FileLocation(path: file.path, position: .start) }
}

extension LocalizationProject {
    /// Each `.lproj` table of the project (its `.strings` group, with the `.stringsdict` files beside it) as one
    /// catalog in its group's source language, for pages that list every string of a table; `plurals` are the
    /// `.stringsdict` files read below the root. A `.stringsdict` with no `.strings` of its table in the same
    /// folder makes a table of its own, `en` (else `Base`) as its source.
    package func tableCatalogs(plurals: [StringsDictionary]) -> [StringCatalog] {
        struct Key: Hashable {
            var folder: String
            var name: String
        }
        func key(ofLproj path: String) -> (key: Key, localization: String)? {
            let url = URL(fileURLWithPath: path)
            let lproj = url.deletingLastPathComponent()
            guard lproj.pathExtension == "lproj" else { return nil }
            let folder = FileSystemPath.deletingLastComponent(FileSystemPath.deletingLastComponent(path))
            return (Key(folder: folder, name: url.deletingPathExtension().lastPathComponent),
                    lproj.deletingPathExtension().lastPathComponent)
        }
        var pluralsByKey: [Key: [(localization: String, plurals: StringsDictionary)]] = [:]
        var pluralOrder: [Key] = []
        for dictionary in plurals {
            guard let (key, localization) = key(ofLproj: dictionary.path) else { continue }
            if pluralsByKey[key] == nil { pluralOrder.append(key) }
            pluralsByKey[key, default: []].append((localization, dictionary))
        }
        var catalogs: [StringCatalog] = []
        for group in groups where group.kind == .strings {
            let key = Key(folder: group.folder, name: group.name)
            var tables = group.tableIndices.map { index in
                StringCatalog.LocalizedTable(localization: self.tables[index].localization, strings: self.tables[index].file,
                                             plurals: nil)
            }
            for (localization, dictionary) in pluralsByKey.removeValue(forKey: key) ?? [] {
                if let index = tables.firstIndex(where: { $0.localization == localization }) {
                    tables[index] = StringCatalog.LocalizedTable(localization: localization, strings: tables[index].strings,
                                                                 plurals: dictionary)
                } else {
                    tables.append(StringCatalog.LocalizedTable(localization: localization, strings: nil, plurals: dictionary))
                }
            }
            let source = group.sourceTableIndex.map { self.tables[$0].localization }
            catalogs.append(StringCatalog(tableName: group.name, folder: group.displayFolder, sourceLanguage: source,
                                          tables: tables))
        }
        for key in pluralOrder {
            guard let found = pluralsByKey[key] else { continue }
            let localizations = found.map(\.localization)
            let source = ["en", "Base"].first(where: localizations.contains) ?? localizations.sorted().first
            catalogs.append(StringCatalog(
                tableName: key.name, folder: key.folder.isEmpty ? "." : key.folder, sourceLanguage: source,
                tables: found.map { StringCatalog.LocalizedTable(localization: $0.localization, strings: nil, plurals: $0.plurals) }))
        }
        return catalogs
    }
}
