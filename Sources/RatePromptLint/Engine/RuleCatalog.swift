import RatePromptFormats
import RatePromptCore

/// Every lint rule, in documentation order. Adding a rule means adding its type here; the tests, `rateprompt rules`,
/// SARIF and `Documentation/Rules.md` all read this list.
public enum RuleCatalog {
    package static let rules: [any LintRule.Type] = [
        // File and syntax.
        SyntaxErrorRule.self, UnreadableFileRule.self, SilentTruncationRule.self, UnterminatedCommentRule.self, UnknownEscapeRule.self,
        UTF16WithoutBOMRule.self, InvalidEncodingRule.self, DuplicateKeyRule.self, NormalizationDistinctKeysRule.self,
        NonStringValueRule.self, HostileXMLRule.self, InvalidLintConfigurationRule.self, MalformedStringsdictRule.self,
        UnshippedFilesRule.self,
        // Copy.
        MissingKeyRule.self, UnusedKeyRule.self, PlaceholderMismatchRule.self, InvalidFormatSpecifierRule.self,
        MissingAppNameRule.self, EmptyValueRule.self, UntranslatedRule.self, WhitespaceRule.self,
        SameAppAndGameMessageRule.self, UpdateMessageMissingRule.self, MixedCopySourcesRule.self,
        UnreviewedTranslationRule.self,
        UnwantedTranslationRule.self,
        ButtonLabelTooLongRule.self,
        // Plurals.
        PluralCategoryMissingRule.self, PluralOtherMissingRule.self, PluralCategoryUnusedRule.self,
        PluralVariableUndefinedRule.self, PluralVariableUnusedRule.self, PluralFormPlaceholderMismatchRule.self,
        PluralValueTypeMismatchRule.self,
        // Localizations.
        UnknownLocalizationRule.self, LegacyLocalizationNameRule.self, DuplicateLocalizationRule.self,
        NoSourceTableRule.self, UnshippedTranslationRule.self,
        // Configuration.
        UnknownConfigKeyRule.self, ConfigTypeMismatchRule.self, ConfigOutOfRangeRule.self, PreviewModeEnabledRule.self,
        GenreCopyMissingRule.self,
        // Guidelines.
        PromptAtLaunchRule.self, RemindPeriodTooShortRule.self, CustomAlertOnIOSRule.self, ExceedsSystemLimitRule.self,
        // Promoted in-app purchases.
        UnknownStoreKitKeyRule.self, InvalidProductIDRule.self, ReferenceNameTooLongRule.self, ProductNameTooLongRule.self,
        ProductDescriptionTooLongRule.self, MissingProductLocalizationRule.self, ConflictingProductDefinitionRule.self,
        UnknownPromotedProductRule.self, DuplicatePromotedProductRule.self, PromotedAndHiddenRule.self,
        TooManyPromotedProductsRule.self,
    ]

    /// The ids of the rules the `RatePromptSource` product adds (`LintStage.source`): known here so that
    /// `.rateprompt.yml` and disable comments may name them whether or not that stage runs.
    package static let sourceRuleIDs = [
        "review-request-at-launch", "review-request-in-user-action", "review-request-ungated", "deprecated-review-api",
        "promoted-purchase-handled-twice", "store-payment-dropped",
    ]

    /// Every rule, in catalog order.
    public static var descriptions: [RuleDescription] { rules.map { $0.description } }

    /// Every rule id a settings file or a disable comment may name: this catalog's and the source stage's.
    package static var ids: [String] { descriptions.map(\.id) + sourceRuleIDs }

    package static func rule(_ id: String) -> (any LintRule.Type)? {
        rules.first { $0.description.id == id }
    }
}
