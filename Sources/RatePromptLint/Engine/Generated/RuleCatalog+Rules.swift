// Generated from the rule files (Sources/RatePromptLint/Rules/, Sources/RatePromptSourceLint/Rules/) by
// GeneratedFileTests (Tests/RatePromptSourceTests); do not edit. Regenerate every generated file: scripts/regenerate

extension RuleCatalog {
    /// A rule per file of `Rules/`, in documentation order: by the category of its folder, then the
    /// page's order within the category.
    package static let rules: [any LintRule.Type] = [
        // File/
        SyntaxErrorRule.self,
        UnreadableFileRule.self,
        SilentTruncationRule.self,
        UnterminatedCommentRule.self,
        UnknownEscapeRule.self,
        UTF16WithoutBOMRule.self,
        InvalidEncodingRule.self,
        DuplicateKeyRule.self,
        NormalizationDistinctKeysRule.self,
        NonStringValueRule.self,
        HostileXMLRule.self,
        InvalidLintConfigurationRule.self,
        MalformedStringsdictRule.self,
        UnshippedFilesRule.self,
        // Copy/
        MissingKeyRule.self,
        UnusedKeyRule.self,
        PlaceholderMismatchRule.self,
        InvalidFormatSpecifierRule.self,
        MissingAppNameRule.self,
        EmptyValueRule.self,
        UntranslatedRule.self,
        WhitespaceRule.self,
        SameAppAndGameMessageRule.self,
        UpdateMessageMissingRule.self,
        MixedCopySourcesRule.self,
        UnreviewedTranslationRule.self,
        UnwantedTranslationRule.self,
        ButtonLabelTooLongRule.self,
        UnexpandedBuildSettingRule.self,
        // Copy/Plurals/
        PluralCategoryMissingRule.self,
        PluralOtherMissingRule.self,
        PluralCategoryUnusedRule.self,
        PluralVariableUndefinedRule.self,
        PluralVariableUnusedRule.self,
        PluralFormPlaceholderMismatchRule.self,
        PluralValueTypeMismatchRule.self,
        // Localization/
        UnknownLocalizationRule.self,
        LegacyLocalizationNameRule.self,
        DuplicateLocalizationRule.self,
        NoSourceTableRule.self,
        UnlocalizedInfoPlistKeyRule.self,
        UnshippedTranslationRule.self,
        // Configuration/
        UnknownConfigKeyRule.self,
        ConfigTypeMismatchRule.self,
        ConfigOutOfRangeRule.self,
        PreviewModeEnabledRule.self,
        GenreCopyMissingRule.self,
        // Guideline/
        PromptAtLaunchRule.self,
        RemindPeriodTooShortRule.self,
        CustomAlertOnIOSRule.self,
        ExceedsSystemLimitRule.self,
        // InAppPurchase/
        UnknownStoreKitKeyRule.self,
        InvalidProductIDRule.self,
        ReferenceNameTooLongRule.self,
        ProductNameTooLongRule.self,
        ProductDescriptionTooLongRule.self,
        MissingProductLocalizationRule.self,
        ConflictingProductDefinitionRule.self,
        UnknownPromotedProductRule.self,
        DuplicatePromotedProductRule.self,
        PromotedAndHiddenRule.self,
        TooManyPromotedProductsRule.self,
    ]

    /// The ids of the rules the `RatePromptSource` product adds (`LintStage.source`): known here so that
    /// `.rateprompt.yml` and disable comments may name them whether or not that stage runs.
    package static let sourceRuleIDs = [
        "review-request-at-launch",
        "review-request-in-user-action",
        "review-request-ungated",
        "review-request-in-first-scene",
        "deprecated-review-api",
        "promoted-purchase-handled-twice",
        "store-payment-dropped",
        "missing-code-key",
    ]
}
