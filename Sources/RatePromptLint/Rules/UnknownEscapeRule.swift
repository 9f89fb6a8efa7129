import RatePromptFormats
import RatePromptCore

/// Surfaces `unknown-escape`: a backslash sequence Apple does not know.
package struct UnknownEscapeRule: ReaderDiagnosticRule {
    package static let description = RuleDescription(
        id: "unknown-escape", category: .file, severity: .warning,
        summary: "A backslash sequence Apple does not know (`\\u00e9`, `\\x41`): the backslash is dropped.",
        rationale: "`\\u00e9` is not an escape in a strings file (only `\\U00E9` is): the user reads `u00e9`.",
        triggering: [
            LintExample(.strings("fr", "\"iRateRateButton\" = \"Noter maintenant ↓\\u00e9\";\n")),
            // Swift's interpolation written into a key: reported in the source, where it is fixed, not in the
            // translations that copy the key (and its value) to be found.
            LintExample(
                .strings("en", "\"Saved ↓\\(name)\" = \"Saved ↓\\(name)\";\n\"Title\" = \"Title\";\n"),
                .strings("de", "\"Saved \\(name)\" = \"\\(name) gespeichert\";\n\"Title\" = \"Titel ↓\\u00e9\";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("fr", "\"iRateRateButton\" = \"Noter \\U00E9 \\n \\\"\";\n")),
        ])

    package init() {}

    /// A translation's escape in a string whose source entry has an unknown escape too was copied from the source
    /// (its key must be the source's to be found): the one place to fix it is the source, which is reported.
    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        let findings = readerFindings(file)
        guard !findings.isEmpty, case .table(let table) = file, let source = context.sourceTable(for: table) else {
            return findings
        }
        let sourceEscapes = source.file.diagnostics.filter { $0.code.rawValue == Self.description.id }
        guard !sourceEscapes.isEmpty else { return findings }
        let sourceEntries = source.file.entries
        let inherited = Set(sourceEscapes.compactMap { Self.entry(containing: $0.location.position, in: sourceEntries) }
            .map { sourceEntries[$0].key })
        let entries = table.file.entries
        return findings.filter { finding in
            guard let index = Self.entry(containing: finding.location.position, in: entries) else { return true }
            return !inherited.contains(entries[index].key)
        }
    }

    /// The index of the entry whose key or value holds `position`: the last one that starts at or before it.
    static func entry(containing position: SourcePosition, in entries: [StringsEntry]) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let start = entries[middle].keyPosition
            if (start.line, start.column) <= (position.line, position.column) { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }
}
