import RatePromptFormats
import RatePromptCore

/// Surfaces `unknown-escape`: a backslash sequence Apple does not know.
struct UnknownEscapeRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "unknown-escape", category: .file, severity: .warning, isFixable: true,
        summary: "A backslash sequence Apple does not know (`\\u00e9`, `\\x41`, Swift's `\\(name)`): the backslash is "
            + "dropped. One in a translation's string whose source string has one too is the source's finding, "
            + "which counts the translations that copy it and notes each.",
        rationale: "`\\u00e9` is not an escape in a strings file (only `\\U00E9` is): the user reads `u00e9`. The "
            + "message quotes the escape as the file writes it (`\\u203A`).",
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

    init() {}

    /// A translation's escape in a string whose source entry has one too was copied from the source (its key must
    /// be the source's to be found): the one place to fix it is the source, which is reported.
    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file, !table.isFromCatalog else { return findingsNotCopiedFromSource(file, in: context) }
        return findingsNotCopiedFromSource(file, in: context).map { finding in
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
}
