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
        let (kept, copies) = findingsAndCopies(file, in: context)
        guard !copies.isEmpty, case .table(let table) = file else { return kept }
        let entries = table.file.entries
        var told: Set<String> = []
        return kept.map { finding in
            guard let index = entryIndex(containing: finding.location.position, in: entries),
                  let defect = copies[entries[index].key],
                  // A key with several findings tells its copies once, at its first.
                  told.insert(entries[index].key).inserted else { return finding }
            return defect.applied(to: finding)
        }
    }

    /// `readerFindings(file)` without a translation's copies of its source's findings, and, for a source's findings,
    /// the translations that copy each, by key: for a rule that tells them in a finding of its own making.
    func findingsAndCopies(
        _ file: LintFile, in context: LintContext
    ) -> (findings: [LintFinding], copies: [String: CopiedDefect]) {
        let findings = readerFindings(file)
        guard !findings.isEmpty, case .table(let table) = file, !table.isFromCatalog else { return (findings, [:]) }
        let entries = table.file.entries
        var kept = findings
        if let source = context.sourceTable(for: table) {
            let copied = keysWithFindings(in: source)
            if !copied.isEmpty {
                kept = findings.filter { finding in
                    guard let index = entryIndex(containing: finding.location.position, in: entries) else { return true }
                    return copied[entries[index].key] == nil
                }
            }
        }
        let translations = context.translations(of: table)
        guard !translations.isEmpty else { return (kept, [:]) }
        // The source's findings, each with the translations whose entry of the same key has one too.
        let translationKeys = translations.map { ($0.localization, keysWithFindings(in: $0)) }
        var copies: [String: CopiedDefect] = [:]
        for finding in kept {
            guard let index = entryIndex(containing: finding.location.position, in: entries) else { continue }
            let key = entries[index].key
            guard copies[key] == nil else { continue }
            let defect = CopiedDefect(translationKeys.compactMap { localization, keys in
                keys[key].map { CopiedDefect.Copy(localization: localization, location: $0) }
            })
            if !defect.copies.isEmpty { copies[key] = defect }
        }
        return (kept, copies)
    }

    /// The keys of `table`'s entries that hold a reader's diagnostic of this rule, each with the first one's location.
    private func keysWithFindings(in table: LocalizationProject.Table) -> [String: FileLocation] {
        let id = Self.description.id
        let entries = table.file.entries
        var keys: [String: FileLocation] = [:]
        for diagnostic in table.file.diagnostics where diagnostic.code.rawValue == id {
            guard let index = entryIndex(containing: diagnostic.location.position, in: entries) else { continue }
            if keys[entries[index].key] == nil { keys[entries[index].key] = diagnostic.location }
        }
        return keys
    }
}

/// The index of the entry whose key or value holds `position`: the last of `entries` (in file order) that starts at
/// or before it.
func entryIndex(containing position: TextPosition, in entries: [StringsEntry]) -> Int? {
    var low = 0
    var high = entries.count
    while low < high {
        let middle = (low + high) / 2
        let start = entries[middle].keyPosition
        if (start.line, start.column) <= (position.line, position.column) { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : low - 1
}
