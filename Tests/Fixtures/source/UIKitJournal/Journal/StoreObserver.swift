import StoreKit

final class StoreObserver: NSObject, SKPaymentTransactionObserver {
    var isOnboarding = true
    var deferredPayment: SKPayment?

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}

    // Returns false and forgets the payment: store-payment-dropped; and PurchaseIntent is read too (Store.swift):
    // promoted-purchase-handled-twice.
    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool {
        guard !isOnboarding else { return false }
        return true
    }
}

final class DeferringStoreObserver: NSObject, SKPaymentTransactionObserver {
    var isOnboarding = true
    var deferredPayment: SKPayment?

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}

    // Keeps the payment to add it after onboarding: no store-payment-dropped (but handled twice).
    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool {
        if isOnboarding {
            deferredPayment = payment
            return false
        }
        return true
    }
}
