import RatePromptFormats

/// Surfaces `syntax-error`: a file Apple's parser rejects.
struct SyntaxErrorRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "syntax-error", category: .file, severity: .error,
        summary: "The file cannot be read: Apple's parser rejects it and the app gets none of its strings.",
        rationale: "A device loads a strings table all or nothing. One missing semicolon or quote drops every string "
            + "of the table in that language, and the prompt falls back to other copy without any error.",
        triggering: [
            LintExample(.strings("en", "\"iRateMessageTitle\" = \"Rate %@\"↓\n\"iRateRateButton\" = \"Rate\";\n")),
            LintExample(.strings("en", "↓")),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n\"iRateRateButton\" = \"Rate\";\n")),
        ])

    init() {}
}
