import RatePromptFormats
import RatePromptCore

/// Surfaces `duplicate-key`: the same key twice in a table or a configuration.
package struct DuplicateKeyRule: ReaderDiagnosticRule {
    package static let description = RuleDescription(
        id: "duplicate-key", category: .file, severity: .warning,
        summary: "The same key twice in one table (or setting in one configuration); the last one wins. A translation "
            + "that repeats a key its source repeats is the source's finding, which counts the translations that "
            + "copy it and notes each.",
        rationale: "The earlier value is never shown, yet it is the one a translator or reviewer may read and fix. "
            + "A key written twice with the same value shows nothing on a device: that is a note.",
        triggering: [
            LintExample(.strings("en", "\"iRateRateButton\" = \"Rate\";\n↓\"iRateRateButton\" = \"Rate Now\";\n")),
            LintExample(.config("{\"remindPeriod\": 7, ↓\"remindPeriod\": 14}")),
            // Reported in the source, not in the translation that copies its layout.
            LintExample(
                .strings("en", "\"title\" = \"Title\";\n↓\"title\" = \"Title\";\n\"save\" = \"Save\";\n"),
                .strings("de", "\"title\" = \"Titel\";\n\"title\" = \"Titel\";\n\"save\" = \"Sichern\";\n↓\"save\" = \"Speichern\";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateRateButton\" = \"Rate\";\n\"iRateRemindButton\" = \"Later\";\n")),
        ])

    package init() {}

    /// A translation that repeats a key its source repeats copied the source's layout: fixed there, reported there.
    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        findingsNotCopiedFromSource(file, in: context)
    }
}
