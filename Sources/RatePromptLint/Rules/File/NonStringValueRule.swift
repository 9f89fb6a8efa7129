import RatePromptFormats

/// Surfaces `non-string-value`: an array, dictionary or data value in a strings table.
struct NonStringValueRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "non-string-value", category: .file, severity: .error,
        summary: "An array, dictionary or data value where a strings table needs a string.",
        rationale: "Apple parses it, but a localized-string lookup ignores it and the app shows the key instead.",
        triggering: [
            LintExample(.strings("en", "\"iRateRateButton\" = ↓(\"Rate\", \"Now\");\n")),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateRateButton\" = \"Rate\";\n")),
        ])

    init() {}
}
