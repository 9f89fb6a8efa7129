import RatePromptFormats

/// What App Store Connect accepts for an in-app purchase and its promotion: the one place these numbers are written,
/// for the lint rules, the resolver, the preview and the command's output. Lengths are in characters as App Store
/// Connect counts them: grapheme clusters (Swift's `String.count`).
package enum AppStoreConnectLimits {
    /// The longest copy a customer sees of one product, in each localization.
    package struct Copy: Sendable, Equatable {
        package internal(set) var displayName: Int
        package internal(set) var description: Int
    }

    /// The display name and description App Store Connect accepts for a product of `kind` (nil: a kind Xcode does
    /// not write, held to the in-app purchases' limits).
    ///
    /// App Store Connect takes a display name of up to 35 characters and a description of up to 55, for in-app
    /// purchases (consumable, non-consumable, non-renewing subscriptions) and auto-renewable subscriptions alike.
    /// Apple's 2017 guide to promoting in-app purchases gave 30 and 45; App Store Connect has since accepted more: a
    /// StoreKit configuration synced from it carries a 51-character subscription description, which it could not hold
    /// under 45, and current references give 35 and 55. The larger figures are used, since a finding that asks to
    /// shorten copy App Store Connect accepts costs more than one that is missed. Per kind, so that a kind whose
    /// limits part ways is one line here.
    package static func copy(for kind: StoreKitConfiguration.ProductKind?) -> Copy {
        switch kind {
        case .autoRenewableSubscription: Copy(displayName: 35, description: 55)
        case .consumable, .nonConsumable, .nonRenewingSubscription, nil: Copy(displayName: 35, description: 55)
        }
    }

    /// How a message names a product of `kind`: "an auto-renewable subscription", "an in-app purchase".
    package static func noun(for kind: StoreKitConfiguration.ProductKind?) -> String {
        kind == .autoRenewableSubscription ? "an auto-renewable subscription" : "an in-app purchase"
    }

    /// A product's reference name (seen only in App Store Connect).
    package static let referenceName = 64
    /// A product ID: letters, digits, `-`, `.` and `_`.
    package static let productID = 100
    /// Promoted items on one product page, purchases and subscriptions together.
    package static let promotedItems = 20
}
