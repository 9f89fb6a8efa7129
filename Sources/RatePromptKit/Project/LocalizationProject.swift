import Foundation

/// An app's localized string tables, found by walking a folder: every `<localization>.lproj/<table>.strings`, and
/// every language of every String Catalog (`<table>.xcstrings`).
public struct LocalizationProject: Sendable {
    /// One `.strings` file: a table in one localization.
    public struct Table: Sendable {
        public var name: String
        /// The `.lproj` folder name, as written (`fr`, `pt-BR`, `English`, `Base`).
        public var localization: String
        public var file: StringsFile
    }

    public let root: String
    public let tables: [Table]
    /// The String Catalogs read, whole (their tables are also in `tables`, one per language).
    public let catalogs: [StringCatalog]
    /// `table(_:in:)` is asked once per table by several rules: an index keeps that linear.
    private let firstTable: [TableKey: Int]

    private struct TableKey: Hashable {
        var name: String
        var localization: String
    }

    public init(root: String, tables: [Table], catalogs: [StringCatalog] = []) {
        self.root = root
        self.tables = tables.sorted { ($0.name, $0.localization, $0.file.path) < ($1.name, $1.localization, $1.file.path) }
        self.catalogs = catalogs
        var index: [TableKey: Int] = [:]
        for (offset, table) in self.tables.enumerated() {
            let key = TableKey(name: table.name, localization: table.localization)
            if index[key] == nil { index[key] = offset }
        }
        firstTable = index
    }

    /// Every `.lproj` name that holds at least one table, sorted.
    public var localizations: [String] {
        Array(Set(tables.map(\.localization))).sorted()
    }

    /// Localizations that hold the named table, sorted.
    public func localizations(of tableName: String) -> [String] {
        Array(Set(tables.filter { $0.name == tableName }.map(\.localization))).sorted()
    }

    public func table(_ name: String, in localization: String) -> Table? {
        tableIndex(name, in: localization).map { tables[$0] }
    }

    /// The index in `tables` of `table(_:in:)`.
    func tableIndex(_ name: String, in localization: String) -> Int? {
        firstTable[TableKey(name: name, localization: localization)]
    }

    /// Every diagnostic of every file.
    public var diagnostics: [Diagnostic] { tables.flatMap(\.file.diagnostics) + catalogs.flatMap(\.diagnostics) }

    /// Folders never searched: build products, dependencies and version control.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Finds and parses every `*.lproj/*.strings` below `root` (files in parallel). A missing folder is an error.
    public static func discover(at root: String) -> (project: LocalizationProject, diagnostics: [Diagnostic]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            let diagnostic = Diagnostic(.error, .syntaxError, "no such folder; --project takes the folder that holds the .lproj folders",
                                        at: SourceLocation(path: root, position: .start))
            return (LocalizationProject(root: root, tables: []), [diagnostic])
        }
        let (paths, catalogPaths) = inputFiles(below: URL(fileURLWithPath: root))
        let files = ParallelMap.map(paths) { StringsFileParser().parse(contentsOf: $0.path) }
        var tables = zip(paths, files).map { url, file in
            Table(name: url.deletingPathExtension().lastPathComponent,
                  localization: url.deletingLastPathComponent().deletingPathExtension().lastPathComponent, file: file)
        }
        let catalogs = ParallelMap.map(catalogPaths) { StringCatalog(contentsOf: $0.path) }
        for (url, catalog) in zip(catalogPaths, catalogs) where catalog.isLoadable {
            let name = url.deletingPathExtension().lastPathComponent
            tables += catalog.languages.map { Table(name: name, localization: $0, file: catalog.table(for: $0)) }
        }
        return (LocalizationProject(root: root, tables: tables, catalogs: catalogs), [])
    }

    /// Every file `discover(at:)` reads below `root`, sorted: what a watcher watches.
    public static func inputPaths(at root: String) -> [String] {
        let (strings, catalogs) = inputFiles(below: URL(fileURLWithPath: root))
        return (strings + catalogs).map(\.path).sorted()
    }

    /// The `.lproj` strings files and the String Catalogs below `root`, each sorted by path.
    private static func inputFiles(below root: URL) -> (strings: [URL], catalogs: [URL]) {
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return ([], []) }
        var found: [URL] = []
        var catalogs: [URL] = []
        for case let url as URL in enumerator {
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory ?? false
            if isDirectory {
                if skippedFolders.contains(url.lastPathComponent) { enumerator.skipDescendants() }
                continue
            }
            if url.pathExtension == "strings", url.deletingLastPathComponent().pathExtension == "lproj" {
                found.append(url)
            } else if url.pathExtension == "xcstrings" {
                catalogs.append(url)
            }
        }
        return (found.sorted { $0.path < $1.path }, catalogs.sorted { $0.path < $1.path })
    }
}
