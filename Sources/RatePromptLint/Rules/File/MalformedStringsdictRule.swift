import RatePromptFormats

/// Surfaces `malformed-stringsdict`: a `.stringsdict` entry whose shape Foundation cannot use.
struct MalformedStringsdictRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "malformed-stringsdict", category: .file, severity: .error,
        summary: "A .stringsdict entry Foundation cannot use: no NSStringLocalizedFormatKey, a variable without "
            + "NSStringPluralRuleType, a form that is not a string, or a key that is no plural category.",
        rationale: "Foundation reads a .stringsdict entry only in its exact shape. An entry it cannot use shows the "
            + "key or the .strings value instead, and a misspelt category (\"One\") is never chosen, in that language "
            + "only and without any error.",
        triggering: [
            LintExample(.stringsdict("en", """
                <key>files</key>
                ↓<dict>
                    <key>count</key><string>%d files</string>
                </dict>
                """)),
            LintExample(.stringsdict("en", key: "files", format: "%#@count@",
                .variable("count", type: "d", ["↓One": "%d file", "other": "%d files"]))),
        ],
        nonTriggering: [
            LintExample(.stringsdict("en", key: "files", format: "%#@count@",
                .variable("count", type: "d", ["one": "%d file", "other": "%d files"]))),
        ])

    init() {}
}
