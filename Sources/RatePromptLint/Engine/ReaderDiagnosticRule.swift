import RatePromptFormats
import RatePromptCore

/// A rule that surfaces what a format reader or the configuration loader already found, under the diagnostic code
/// of the same id. The reader decides the severity (an unterminated comment that hides entries is an error, one at
/// the end of the file a warning); `.rateprompt.yml` can still override it.
package protocol ReaderDiagnosticRule: LintRule {}

extension ReaderDiagnosticRule {
    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        readerFindings(file)
    }

    /// The reader's diagnostics of this rule's code in `file`, as findings.
    package func readerFindings(_ file: LintFile) -> [LintFinding] {
        let id = Self.description.id
        return file.diagnostics.filter { $0.code.rawValue == id }.map { diagnostic in
            var finding = LintFinding(diagnostic)
            // A duplicate setting is about its key; a duplicate string too: baselines match on it.
            if case .configuration = file { finding.key = nil }
            return finding
        }
    }

    /// `readerFindings(file)` without those in a translation's strings whose source entry (the same key) has a
    /// finding of this rule too: copied from the source, where the one fix is made and which is reported.
    package func findingsNotCopiedFromSource(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        let findings = readerFindings(file)
        guard !findings.isEmpty, case .table(let table) = file, !table.isFromCatalog,
              let source = context.sourceTable(for: table) else { return findings }
        let id = Self.description.id
        let sourceEntries = source.file.entries
        let copied = Set(source.file.diagnostics.filter { $0.code.rawValue == id }
            .compactMap { entryIndex(containing: $0.location.position, in: sourceEntries) }.map { sourceEntries[$0].key })
        guard !copied.isEmpty else { return findings }
        let entries = table.file.entries
        return findings.filter { finding in
            guard let index = entryIndex(containing: finding.location.position, in: entries) else { return true }
            return !copied.contains(entries[index].key)
        }
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
