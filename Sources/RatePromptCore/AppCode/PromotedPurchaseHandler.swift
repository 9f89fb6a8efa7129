import RatePromptFormats

/// A place that handles purchases a user starts on the App Store: the `paymentQueue(_:shouldAddStorePayment:for:)`
/// delegate method, or a use of `PurchaseIntent` (iOS 16.4).
package struct PromotedPurchaseHandler: Sendable, Hashable {
    package enum Kind: String, Sendable {
        case shouldAddStorePayment = "paymentQueue(_:shouldAddStorePayment:for:)"
        case purchaseIntent = "PurchaseIntent.intents"
    }

    package internal(set) var kind: Kind
    package internal(set) var location: FileLocation
    /// For the delegate method: where it returns `false` (defers or cancels the purchase).
    package var returnsFalse: [FileLocation] = []
    /// For the delegate method: whether its body uses the payment (keeps it to add to the queue later).
    package var usesPayment = false

    package init(kind: Kind, location: FileLocation, returnsFalse: [FileLocation] = [], usesPayment: Bool = false) {
        self.kind = kind
        self.location = location
        self.returnsFalse = returnsFalse
        self.usesPayment = usesPayment
    }
}
