import StoreKit

@available(iOS 16.4, *)
@MainActor
final class Store {
    func listen() async {
        for await intent in PurchaseIntent.intents {
            _ = try? await intent.product.purchase()
        }
    }
}
