import RatePromptFormats

/// Surfaces `normalization-distinct-keys`: keys that look the same but differ in Unicode normalization.
struct NormalizationDistinctKeysRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "normalization-distinct-keys", category: .file, severity: .warning,
        summary: "Two keys that look the same but differ in Unicode normalization (NFC `é` and NFD `é`).",
        rationale: "Devices compare keys scalar by scalar, so the code finds only one of the two spellings.",
        triggering: [
            LintExample(.strings("fr", "\"caf\u{E9}\" = \"1\";\n↓\"cafe\u{301}\" = \"2\";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("fr", "\"caf\u{E9}\" = \"1\";\n\"cafe\" = \"2\";\n")),
        ])

    init() {}
}
