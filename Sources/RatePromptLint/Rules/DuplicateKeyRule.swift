import RatePromptFormats
import RatePromptCore

/// Surfaces `duplicate-key`: the same key twice in a table or a configuration.
package struct DuplicateKeyRule: ReaderDiagnosticRule {
    package static let description = RuleDescription(
        id: "duplicate-key", category: .file, severity: .warning,
        summary: "The same key twice in one table (or setting in one configuration); the last one wins.",
        rationale: "The earlier value is never shown, yet it is the one a translator or reviewer may read and fix.",
        triggering: [
            LintExample(.strings("en", "\"iRateRateButton\" = \"Rate\";\n↓\"iRateRateButton\" = \"Rate Now\";\n")),
            LintExample(.config("{\"remindPeriod\": 7, ↓\"remindPeriod\": 14}")),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateRateButton\" = \"Rate\";\n\"iRateRemindButton\" = \"Later\";\n")),
        ])

    package init() {}
}
