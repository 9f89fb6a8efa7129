import RatePromptFormats
import RatePromptCore

/// A custom rating alert on iOS.
struct CustomAlertOnIOSRule: LintRule {
    static let description = RuleDescription(
        id: "custom-alert-on-ios", category: .guideline, severity: .warning,
        summary: "`useSKStoreReviewControllerIfAvailable` is off: iOS gets a custom rating alert.",
        rationale: "App Store Review Guideline 5.6.1: apps must use the provided API to ask for reviews on iOS; "
            + "custom review prompts are not allowed. (A \"Rate\" button that opens the store page is fine.)",
        triggering: [LintExample(.config("{\"useSKStoreReviewControllerIfAvailable\": ↓false}"))],
        nonTriggering: [LintExample(.config("{\"useSKStoreReviewControllerIfAvailable\": true}"))])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .configuration(let config) = file, !config.configuration.useSKStoreReviewControllerIfAvailable
        else { return [] }
        return [finding("useSKStoreReviewControllerIfAvailable is off: on iOS this shows a custom review alert, "
                        + "which App Store Review Guideline 5.6.1 does not allow",
                        at: config.location(of: ConfigurationKey.Name.useSKStoreReviewControllerIfAvailable),
                        key: ConfigurationKey.Name.useSKStoreReviewControllerIfAvailable)]
    }
}
