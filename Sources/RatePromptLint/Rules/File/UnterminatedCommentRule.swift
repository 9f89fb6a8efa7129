import RatePromptFormats

/// Surfaces `unterminated-comment`: a `/*` without `*/`.
struct UnterminatedCommentRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "unterminated-comment", category: .file, severity: .error,
        summary: "A `/*` without `*/` hides the rest of the file.",
        rationale: "The entries after the comment are read as comment text: they silently do not exist on a device.",
        triggering: [
            LintExample(.strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n↓/* buttons\n\"iRateRateButton\" = \"Rate\";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n/* buttons */\n\"iRateRateButton\" = \"Rate\";\n")),
        ])

    init() {}
}
