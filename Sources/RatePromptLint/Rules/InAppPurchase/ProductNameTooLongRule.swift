import RatePromptFormats
import RatePromptCore

/// A product's display name longer than App Store Connect takes.
package struct ProductNameTooLongRule: LintRule {
    package static let description = RuleDescription(
        id: "product-name-too-long", category: .inAppPurchase, severity: .warning,
        summary: "A product's display name over \(limit) characters in a localization of a StoreKit configuration, "
            + "counted as App Store Connect counts them (grapheme clusters: `é` and `👍🏽` are one each).",
        rationale: "Xcode shows any length when the app is tested, but App Store Connect takes at most \(limit) "
            + "characters: the name customers see on the product page and in the purchase sheet has to be "
            + "rewritten there, untested.",
        triggering: [
            LintExample(.storeKit(products: """
                    { "productID" : "com.example.coins", "type" : "Consumable", "localizations" : [
                      { "locale" : "en_US", "displayName" : "100 Coins", "description" : "A pile of coins" },
                      { "locale" : "de_DE", "displayName" : ↓"Ein Beutel mit einhundert Goldmünzen", "description" : "Münzen" } ] }
                """)),
        ],
        nonTriggering: [
            // Thirty characters (31 Unicode scalars: the flag is two).
            LintExample(.storeKit(products: """
                    { "productID" : "com.example.coins", "type" : "Consumable", "localizations" : [
                      { "locale" : "fr_FR", "displayName" : "Un sac: cent pièces d’or fin 🇫🇷", "description" : "Des pièces" } ] }
                """)),
        ])

    package init() {}

    /// App Store Connect's limit for an in-app purchase's display name.
    static let limit = AppStoreConnectLimits.displayName

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .storeKit(let configuration) = file else { return [] }
        return configuration.products.flatMap { product in
            product.localizations.compactMap { localization -> LintFinding? in
                guard let name = localization.displayName, name.value.count > Self.limit else { return nil }
                return finding(
                    "the display name of \"\(product.productID.value)\" in \(localization.locale.value) has "
                        + "\(name.value.count) characters; App Store Connect takes at most \(Self.limit), so shorten it",
                    at: SourceLocation(path: configuration.path, position: name.position), key: product.productID.value)
            }
        }
    }
}
