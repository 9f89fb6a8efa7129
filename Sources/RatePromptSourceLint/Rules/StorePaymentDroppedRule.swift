import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// `paymentQueue(_:shouldAddStorePayment:for:)` returns `false` and never touches the payment.
struct StorePaymentDroppedRule: LintRule {
    static let description = RuleDescription(
        id: "store-payment-dropped", category: .source, severity: .warning,
        summary: "`paymentQueue(_:shouldAddStorePayment:for:)` returns `false` without keeping the payment.",
        rationale: "Apple: returning `false` defers or cancels a purchase the user started on the App Store. To "
            + "defer (until onboarding is done, say), keep the `SKPayment` you were given and add it to the queue "
            + "later; do not make a new one. To cancel, tell the user why. A method that returns `false` and never "
            + "uses the payment loses the purchase in silence.",
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .code(let source) = file else { return [] }
        return source.purchaseHandlers.filter { $0.kind == .shouldAddStorePayment && !$0.usesPayment }
            .flatMap { handler in
                handler.returnsFalse.map { location in
                    finding("shouldAddStorePayment returns false without keeping the payment, so the purchase the user "
                            + "started on the App Store is lost: to defer it, keep this SKPayment and add it to the "
                            + "queue later (Apple: not a new payment); to cancel, tell the user why",
                            at: location, key: handler.kind.rawValue)
                }
            }
    }
}
