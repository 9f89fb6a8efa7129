import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// Promoted purchases handled by both StoreKit 1's delegate method and StoreKit 2's `PurchaseIntent`.
struct PromotedPurchaseHandledTwiceRule: LintRule {
    static let description = RuleDescription(
        id: "promoted-purchase-handled-twice", category: .source, severity: .warning,
        summary: "The app implements `paymentQueue(_:shouldAddStorePayment:for:)` and also reads "
            + "`PurchaseIntent.intents`.",
        rationale: "Apple: a purchase the user starts on the App Store is handled with `PurchaseIntent` (iOS 16.4) or "
            + "with the payment queue's delegate method, not both; with both, one purchase reaches the app twice.",
        triggering: [
            LintExample(
                .swift("App/StoreObserver.swift", """
                    import StoreKit

                    final class StoreObserver: NSObject, SKPaymentTransactionObserver {
                        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}

                        func ↓paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment,
                                          for product: SKProduct) -> Bool {
                            true
                        }
                    }
                    """),
                .swift("App/Store.swift", """
                    import StoreKit

                    @MainActor final class Store {
                        func listen() async {
                            for await intent in PurchaseIntent.intents {
                                _ = try? await intent.product.purchase()
                            }
                        }
                    }
                    """)),
        ],
        nonTriggering: [
            LintExample(.swift("App/Store.swift", """
                import StoreKit

                @MainActor final class Store {
                    func listen() async {
                        for await intent in PurchaseIntent.intents {
                            _ = try? await intent.product.purchase()
                        }
                    }
                }
                """)),
        ])

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        let handlers = context.codeFiles.flatMap(\.purchaseHandlers)
        guard let intent = handlers.first(where: { $0.kind == .purchaseIntent }) else { return [] }
        return handlers.filter { $0.kind == .shouldAddStorePayment }.map { handler in
            finding("promoted purchases are handled here and with PurchaseIntent.intents: Apple advises one or the "
                    + "other; keep PurchaseIntent (iOS 16.4) and drop this delegate method, or use only the method",
                    at: handler.location, key: handler.kind.rawValue,
                    notes: [Diagnostic.Note(location: intent.location, message: "PurchaseIntent.intents read here")])
        }
    }
}
