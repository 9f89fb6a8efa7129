import RatePromptFormats

/// Problems in `.rateprompt.yml` and in disable comments.
struct InvalidLintConfigurationRule: LintRule {
    static let description = RuleDescription(
        id: "invalid-lint-configuration", category: .file, severity: .error,
        summary: "An unknown key or rule id in `.rateprompt.yml` or a `rateprompt:disable` comment, or a name under "
            + "`tables` that no linted table has; suggests the name meant.",
        rationale: "A misspelt rule id disables nothing, and a misspelt key is ignored: the linter would run with "
            + "settings nobody chose.",
        triggering: [
            LintExample(.lintConfiguration("↓disabled_rule: [whitespace]\n")),
            LintExample(.lintConfiguration("disabled_rules: [↓whitespaces]\n")),
            LintExample(.strings("en", "↓/* rateprompt:disable-next-line untranslate */\n\"a\" = \"b\";\n")),
            LintExample(.lintConfiguration("tables: ↓[Localizble]\n"), .strings("en", "\"a\" = \"b\";\n")),
        ],
        nonTriggering: [
            LintExample(.lintConfiguration("disabled_rules: [whitespace]\nseverity: {unused-key: error}\n")),
            LintExample(.strings("en", "/* rateprompt:disable-next-line whitespace */\n\"a\" = \" b\";\n")),
            LintExample(.lintConfiguration("tables: [Localizable]\n"), .strings("en", "\"a\" = \"b\";\n")),
        ])

    init() {}
    // The findings are made while reading the YAML and the comments; see `LintConfiguration` and `Linter`.
}
