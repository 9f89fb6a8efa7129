import RatePromptFormats

/// Surfaces `unknown-config-key`: a setting the schema does not know, with a did-you-mean.
struct UnknownConfigKeyRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "unknown-config-key", category: .configuration, severity: .error,
        summary: "A configuration setting the schema does not know; suggests the nearest name or alias.",
        rationale: "A misspelt setting is ignored and its default applies: `daysUntilPromt` never delays the prompt.",
        triggering: [
            LintExample(.config("{↓\"daysUntilPromt\": 30}")),
            LintExample(.config("{↓\"timeBeforeReminding\": 14}")),
        ],
        nonTriggering: [
            LintExample(.config("{\"daysUntilPrompt\": 30}")),
        ])

    init() {}
}
