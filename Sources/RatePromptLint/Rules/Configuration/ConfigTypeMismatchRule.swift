import RatePromptFormats

/// Surfaces `config-type-mismatch`: a configuration value of the wrong type.
struct ConfigTypeMismatchRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "config-type-mismatch", category: .configuration, severity: .error,
        summary: "A configuration value of the wrong type (`\"10\"` for a number, `\"YES\"` for a boolean).",
        rationale: "The value is ignored and the default is used instead.",
        triggering: [
            LintExample(.config("{\"usesUntilPrompt\": ↓\"10\", \"previewMode\": ↓\"NO\"}")),
        ],
        nonTriggering: [
            LintExample(.config("{\"usesUntilPrompt\": 10, \"previewMode\": false}")),
        ])

    init() {}
}
