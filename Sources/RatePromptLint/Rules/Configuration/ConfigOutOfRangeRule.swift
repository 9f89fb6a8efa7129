import RatePromptFormats
import RatePromptCore

/// Surfaces `config-out-of-range`: a value outside its setting's range, such as a negative threshold.
package struct ConfigOutOfRangeRule: ReaderDiagnosticRule {
    package static let description = RuleDescription(
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

    package init() {}
}
