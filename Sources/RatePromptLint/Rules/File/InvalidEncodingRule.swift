import RatePromptFormats

/// Surfaces `invalid-encoding`: bytes that are not valid in the file's encoding.
struct InvalidEncodingRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "invalid-encoding", category: .file, severity: .error,
        summary: "Bytes that are not valid in the file's encoding (a Latin-1 `é` in a UTF-8 file).",
        rationale: "Apple then reads the whole file in another encoding or refuses it: every string of the table "
            + "may be garbled or missing.",
        triggering: [
            LintExample(.strings("fr", "\"iRateRateButton\" = \"Noter ↓\u{FFFD}\";\n", encoding: .utf8WithInvalidBytes)),
        ],
        nonTriggering: [
            LintExample(.strings("fr", "\"iRateRateButton\" = \"Noter é\";\n")),
        ])

    init() {}
}
