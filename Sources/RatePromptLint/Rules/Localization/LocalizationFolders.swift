import RatePromptFormats
import RatePromptCore

/// The localization folders of a project (`.lproj` tables only), for the rules about a whole localization.
enum LocalizationFolders {
    /// The first table of each localization, by path.
    static func first(in context: LintContext) -> [(String, LocalizationProject.Table)] {
        var seen: Set<String> = []
        var result: [(String, LocalizationProject.Table)] = []
        for table in context.project.tables.sorted(by: { $0.file.path < $1.file.path }) where !table.isFromCatalog {
            if seen.insert(table.localization).inserted { result.append((table.localization, table)) }
        }
        return result
    }

    /// The first file of each localization by path, its `.stringsdict` files counted (a folder may hold only plural
    /// strings).
    static func firstFiles(in context: LintContext) -> [(String, FileLocation)] {
        var seen: Set<String> = []
        var result: [(String, FileLocation)] = []
        let tables = context.project.tables.filter { !$0.isFromCatalog }.map { ($0.localization, $0.file.path) }
        let plurals = context.pluralTables.filter { !$0.localization.isEmpty }.map { ($0.localization, $0.dictionary.path) }
        for (localization, path) in (tables + plurals).sorted(by: { $0.1 < $1.1 }) where seen.insert(localization).inserted {
            result.append((localization, FileLocation(path: path, position: .start)))
        }
        return result
    }

    /// Where a finding about a whole localization goes: its `.lproj` folder (that of `table`), not a file in it.
    static func location(of table: LocalizationProject.Table) -> FileLocation {
        let path = table.file.path
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? path
        return FileLocation(path: folder, position: .start)
    }
}
