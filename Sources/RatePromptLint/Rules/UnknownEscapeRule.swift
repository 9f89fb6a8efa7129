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
        ],
        nonTriggering: [
            LintExample(.strings("fr", "\"iRateRateButton\" = \"Noter \\U00E9 \\n \\\"\";\n")),
        ])

    package init() {}
}
