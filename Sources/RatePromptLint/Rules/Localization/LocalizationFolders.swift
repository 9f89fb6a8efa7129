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

    /// Where a finding about a whole localization goes: its `.lproj` folder (that of `table`), not a file in it.
    static func location(of table: LocalizationProject.Table) -> FileLocation {
        let path = table.file.path
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? path
        return FileLocation(path: folder, position: .start)
    }
}
