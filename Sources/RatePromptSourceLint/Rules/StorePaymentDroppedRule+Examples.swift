import RatePromptLint

extension StorePaymentDroppedRule {
    static let triggeringExamples: [LintExample] = [
        LintExample(.swift("App/StoreObserver.swift", """
            import StoreKit

            final class StoreObserver: NSObject, SKPaymentTransactionObserver {
                var isOnboarding = true

                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}

                func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment,
                                  for product: SKProduct) -> Bool {
                    if isOnboarding {
                        ↓return false
                    }
                    return true
                }
            }
            """)),
    ]

    static let nonTriggeringExamples: [LintExample] = [
        LintExample(.swift("App/StoreObserver.swift", """
            import StoreKit

            final class StoreObserver: NSObject, SKPaymentTransactionObserver {
                var isOnboarding = true
                var deferredPayment: SKPayment?

                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}

                func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment,
                                  for product: SKProduct) -> Bool {
                    if isOnboarding {
                        deferredPayment = payment
                        return false
                    }
                    return true
                }
            }
            """)),
    ]
}
