import RatePromptFormats

/// Surfaces `config-out-of-range`: a value outside its setting's range, such as a negative threshold.
struct ConfigOutOfRangeRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "config-out-of-range", category: .configuration, severity: .error,
        summary: "A configuration value outside the setting's range, such as a negative threshold.",
        rationale: "iRate issue #170: `daysUntilPrompt = -1` was meant as \"never\"; in iRate's unsigned and float "
            + "properties it becomes a huge number or an immediate pass. Use `promptAtLaunch: false` instead.",
        triggering: [
            LintExample(.config("{\"daysUntilPrompt\": ↓-1, \"usesUntilPrompt\": ↓-1}")),
        ],
        nonTriggering: [
            LintExample(.config("{\"daysUntilPrompt\": 10, \"usesUntilPrompt\": 10}")),
        ])

    init() {}
}
