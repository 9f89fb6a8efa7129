import StoreKit

@MainActor
final class Store {
    func listenForPromotedPurchases() async {
        for await intent in PurchaseIntent.intents {
            _ = try? await intent.product.purchase()
        }
    }
}
