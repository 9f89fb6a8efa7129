import RatePromptFormats

/// Every lint rule, in documentation order; the tests, `rateprompt rules`, SARIF and `Documentation/Rules.md` all read
/// this list. A rule is registered by its file: `rules` and `sourceRuleIDs` are generated from `Rules/<Category>/`
/// (`Generated/RuleCatalog+Rules.swift`, written by `swift run generate-rateprompt`), and a test fails while they
/// differ.
public enum RuleCatalog {
    /// Every rule, in catalog order.
    public static var descriptions: [RuleDescription] { rules.map { $0.description } }

    /// Every rule id a settings file or a disable comment may name: this catalog's and those of the source stage
    /// (the `RatePromptSource` product), whether or not that stage runs.
    public static var ids: [String] { descriptions.map(\.id) + sourceRuleIDs }

    package static func rule(_ id: String) -> (any LintRule.Type)? {
        rules.first { $0.description.id == id }
    }
}
