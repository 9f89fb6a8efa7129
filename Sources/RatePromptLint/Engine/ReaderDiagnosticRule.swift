import RatePromptFormats
import RatePromptCore

/// A rule that surfaces what a format reader or the configuration loader already found, under the diagnostic code
/// of the same id. The reader decides the severity (an unterminated comment that hides entries is an error, one at
/// the end of the file a warning); `.rateprompt.yml` can still override it.
protocol ReaderDiagnosticRule: LintRule {}

extension ReaderDiagnosticRule {
    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        readerFindings(file)
    }

    /// The reader's diagnostics of this rule's code in `file`, as findings.
    func readerFindings(_ file: LintFile) -> [LintFinding] {
        let id = Self.description.id
        return file.diagnostics.filter { $0.code.rawValue == id }.map { diagnostic in
            var finding = LintFinding(diagnostic)
            // A duplicate setting is about its key; a duplicate string too: baselines match on it.
            if case .configuration = file { finding.key = nil }
            return finding
        }
    }

    /// `readerFindings(file)` without those in a translation's strings whose source entry (the same key) has a
    /// finding of this rule too: copied from the source, where the one fix is made and which is reported, saying how
    /// many translations copy it (`CopiedDefect`).
    func findingsNotCopiedFromSource(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        let findings = readerFindings(file)
        guard !findings.isEmpty, case .table(let table) = file, !table.isFromCatalog else { return findings }
        var kept = findings
        if let source = context.sourceTable(for: table) {
            let copied = keysWithFindings(in: source)
            if !copied.isEmpty {
                let entries = table.file.entries
                kept = findings.filter { finding in
                    guard let index = entryIndex(containing: finding.location.position, in: entries) else { return true }
                    return copied[entries[index].key] == nil
                }
            }
        }
        let translations = context.translations(of: table)
        guard !translations.isEmpty else { return kept }
        // The source's findings, each with the translations whose entry of the same key has one too.
        let copies = translations.map { ($0.localization, keysWithFindings(in: $0)) }
        let entries = table.file.entries
        var told: Set<String> = []
        return kept.map { finding in
            guard let index = entryIndex(containing: finding.location.position, in: entries) else { return finding }
            let key = entries[index].key
            // A key with several findings tells its copies once, at its first.
            guard told.insert(key).inserted else { return finding }
            return CopiedDefect(copies.compactMap { localization, keys in
                keys[key].map { CopiedDefect.Copy(localization: localization, location: $0) }
            }).applied(to: finding)
        }
    }

    /// The keys of `table`'s entries that hold a reader's diagnostic of this rule, each with the first one's location.
    private func keysWithFindings(in table: LocalizationProject.Table) -> [String: SourceLocation] {
        let id = Self.description.id
        let entries = table.file.entries
        var keys: [String: SourceLocation] = [:]
        for diagnostic in table.file.diagnostics where diagnostic.code.rawValue == id {
            guard let index = entryIndex(containing: diagnostic.location.position, in: entries) else { continue }
            if keys[entries[index].key] == nil { keys[entries[index].key] = diagnostic.location }
        }
        return keys
    }
}

/// The index of the entry whose key or value holds `position`: the last of `entries` (in file order) that starts at
/// or before it.
func entryIndex(containing position: SourcePosition, in entries: [StringsEntry]) -> Int? {
    var low = 0
    var high = entries.count
    while low < high {
        let middle = (low + high) / 2
        let start = entries[middle].keyPosition
        if (start.line, start.column) <= (position.line, position.column) { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : low - 1
}
