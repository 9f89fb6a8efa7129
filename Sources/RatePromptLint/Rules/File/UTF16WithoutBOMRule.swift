import RatePromptFormats

/// Surfaces `utf16-without-bom`: UTF-16 text without a byte-order mark.
struct UTF16WithoutBOMRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "utf16-without-bom", category: .file, severity: .error,
        summary: "UTF-16 without a byte-order mark: Apple guesses the byte order and may lose the first character.",
        rationale: "Without a BOM the file's reading depends on a guess; save it as UTF-8 (or UTF-16 with a BOM).",
        triggering: [
            LintExample(.strings("en", "↓\"iRateRateButton\" = \"Rate\";\n", encoding: .utf16LittleEndian(byteOrderMark: false))),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateRateButton\" = \"Rate\";\n", encoding: .utf16LittleEndian(byteOrderMark: true))),
        ])

    init() {}
}
