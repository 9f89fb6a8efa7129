import RatePromptFormats
import RatePromptCore

/// Surfaces `unknown-escape`: a backslash sequence Apple does not know.
struct UnknownEscapeRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "unknown-escape", category: .file, severity: .warning, isFixable: true,
        summary: "A backslash sequence Apple does not know (`\\u00e9`, `\\x41`, Swift's `\\(name)`): the backslash is "
            + "dropped. One in a translation's string whose source string has one too is the source's finding, "
            + "which counts the translations that copy it and notes each. An entry with several is one finding, at "
            + "its first, which notes the others.",
        rationale: "`\\u00e9` is not an escape in a strings file (only `\\U00E9` is): the user reads `u00e9`. The "
            + "message quotes the escape as the file writes it (`\\u203A`).",
        triggering: [
            LintExample(.strings("fr", "\"iRateRateButton\" = \"Noter maintenant ↓\\u00e9\";\n")),
            // Swift's interpolation written into a key: reported in the source, where it is fixed, not in the
            // translations that copy the key (and its value) to be found.
            LintExample(
                // One finding for the entry, at its first escape: the value's is a note of it.
                .strings("en", "\"Saved ↓\\(name)\" = \"Saved \\(name)\";\n\"Title\" = \"Title\";\n"),
                .strings("de", "\"Saved \\(name)\" = \"\\(name) gespeichert\";\n\"Title\" = \"Titel ↓\\u00e9\";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("fr", "\"iRateRateButton\" = \"Noter \\U00E9 \\n \\\"\";\n")),
        ])

    init() {}

    /// A translation's escape in a string whose source entry has one too was copied from the source (its key must
    /// be the source's to be found): the one place to fix it is the source, which is reported.
    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file, !table.isFromCatalog else { return findingsNotCopiedFromSource(file, in: context) }
        return Self.onePerEntry(findingsNotCopiedFromSource(file, in: context), in: table.file.entries).map { finding in
            // The fix is certain only for `\uXXXX`, which means `\UXXXX` everywhere else; the writer changes no
            // other escape (and none in a key, which the code may look up as written). The translations that copy
            // the source's escape are fixed with it.
            var finding = finding
            finding.fixes = ([finding.location] + finding.notes.map(\.location)).map {
                LintFix(path: $0.path, .strings(.unicodeEscape(position: $0.position)))
            }
            return finding
        }
    }

    /// One finding per entry: the entry is mended at once (a Swift interpolation in the key is in the value too), so
    /// the escapes after an entry's first are notes of its finding, which its fixes cover as well.
    static func onePerEntry(_ findings: [LintFinding], in entries: [StringsEntry]) -> [LintFinding] {
        var result: [LintFinding] = []
        var lastEntry: Int?
        for finding in findings.sorted(by: { $0.location.position < $1.location.position }) {
            let entry = entryIndex(containing: finding.location.position, in: entries)
            guard let entry, entry == lastEntry, var first = result.popLast() else {
                result.append(finding)
                lastEntry = entry
                continue
            }
            first.notes.append(
                Diagnostic.Note(location: finding.location, message: "in the same entry: " + finding.message))
            first.notes += finding.notes
            result.append(first)
        }
        return result
    }
}
