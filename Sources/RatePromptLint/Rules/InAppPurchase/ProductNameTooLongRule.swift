import RatePromptFormats
import RatePromptCore

/// A product's display name longer than App Store Connect takes.
struct ProductNameTooLongRule: LintRule {
    static let description = RuleDescription(
        id: "product-name-too-long", category: .inAppPurchase, severity: .warning,
        summary: "A product's display name over App Store Connect's limit for its kind (\(limit(nil)) characters for "
            + "an in-app purchase, \(limit(.autoRenewableSubscription)) for an auto-renewable subscription) in a "
            + "localization of a StoreKit configuration, counted as App Store Connect counts them (grapheme clusters: "
            + "`é` and `👍🏽` are one each).",
        rationale: "Xcode shows any length when the app is tested, but App Store Connect takes at most "
            + "\(limit(nil)) characters for an in-app purchase's display name and \(limit(.autoRenewableSubscription)) "
            + "for an auto-renewable subscription's (App Store Connect Help, In-App Purchase information and "
            + "Auto-renewable subscription information; Apple's 2017 promoting guide said 30, since raised): the name "
            + "customers see on the product page and in the purchase sheet has to be rewritten there, untested.",
        triggering: [
            LintExample(.storeKit(products: """
                    { "productID" : "com.example.coins", "type" : "Consumable", "localizations" : [
                      { "locale" : "en_US", "displayName" : "100 Coins", "description" : "A pile of coins" },
                      { "locale" : "de_DE", "displayName" : ↓"Ein Beutel mit einhundert Goldmünzen", "description" : "Münzen" } ] }
                """)),
        ],
        nonTriggering: [
            // Thirty-five characters (36 Unicode scalars: the flag is two).
            LintExample(.storeKit(products: """
                    { "productID" : "com.example.coins", "type" : "Consumable", "localizations" : [
                      { "locale" : "fr_FR", "displayName" : "Un gros sac: cent pièces d’or fin 🇫🇷", "description" : "Des pièces" } ] }
                """)),
        ])

    init() {}

    /// App Store Connect's limit for the display name of a product of `kind`.
    static func limit(_ kind: StoreKitConfiguration.ProductKind?) -> Int {
        AppStoreConnectLimits.copy(for: kind).displayName
    }

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .storeKit(let configuration) = file else { return [] }
        return configuration.products.flatMap { product in
            let limit = Self.limit(product.kind)
            return product.localizations.compactMap { localization -> LintFinding? in
                guard let name = localization.displayName, name.value.count > limit else { return nil }
                return finding(
                    "the display name of \"\(product.productID.value)\" in \(localization.locale.value) has "
                        + "\(name.value.count) characters; App Store Connect takes at most \(limit) for "
                        + "\(AppStoreConnectLimits.noun(for: product.kind)), so shorten it",
                    at: FileLocation(path: configuration.path, position: name.position), key: product.productID.value)
            }
        }
    }
}
