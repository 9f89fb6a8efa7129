import RatePromptFormats

/// Surfaces `silent-truncation`: Apple stops reading early without an error.
struct SilentTruncationRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "silent-truncation", category: .file, severity: .error,
        summary: "Apple stops reading the file early without an error (`;;`, `#`, a non-breaking space, junk).",
        rationale: "Everything after the stopping point is silently missing on a device; Xcode and plutil say nothing.",
        triggering: [
            LintExample(.strings("en", "\"iRateMessageTitle\" = \"Rate %@\";↓;\n\"iRateRateButton\" = \"Rate\";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n\"iRateRateButton\" = \"Rate\";\n")),
        ])

    init() {}
}
