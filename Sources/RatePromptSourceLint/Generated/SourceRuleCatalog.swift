// Generated from the rule files (Sources/RatePromptLint/Rules/, Sources/RatePromptSourceLint/Rules/) by
// GeneratedFileTests (Tests/RatePromptSourceTests); do not edit. Regenerate every generated file: scripts/regenerate

import RatePromptLint

/// The source rules, one per file of `Rules/`, in documentation order. Their ids are also in
/// `RuleCatalog.sourceRuleIDs`, so that settings naming them are valid without this stage.
package enum SourceRuleCatalog {
    package static let rules: [any LintRule.Type] = [
        ReviewRequestAtLaunchRule.self,
        ReviewRequestInUserActionRule.self,
        ReviewRequestUngatedRule.self,
        ReviewRequestInFirstSceneRule.self,
        DeprecatedReviewAPIRule.self,
        PromotedPurchaseHandledTwiceRule.self,
        StorePaymentDroppedRule.self,
        MissingCodeKeyRule.self,
    ]
}
