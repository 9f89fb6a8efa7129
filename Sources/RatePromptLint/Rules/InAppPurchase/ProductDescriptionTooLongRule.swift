import RatePromptFormats
import RatePromptCore

/// A product's description longer than App Store Connect takes.
package struct ProductDescriptionTooLongRule: LintRule {
    package static let description = RuleDescription(
        id: "product-description-too-long", category: .inAppPurchase, severity: .warning,
        summary: "A product's description over \(limit) characters in a localization of a StoreKit configuration, "
            + "counted as App Store Connect counts them (grapheme clusters).",
        rationale: "Xcode shows any length when the app is tested, but App Store Connect takes at most \(limit) "
            + "characters: the line under a promoted product on the product page has to be rewritten there, untested.",
        triggering: [
            LintExample(.storeKit(products: """
                    { "productID" : "com.example.pro", "type" : "NonConsumable", "localizations" : [
                      { "locale" : "fr_FR", "displayName" : "Pro", "description" : ↓"Débloquez toutes les fonctions, pour toujours, sur tous vos appareils" } ] }
                """)),
        ],
        nonTriggering: [
            LintExample(.storeKit(products: """
                    { "productID" : "com.example.pro", "type" : "NonConsumable", "localizations" : [
                      { "locale" : "fr_FR", "displayName" : "Pro", "description" : "Toutes les fonctions, pour toujours" } ] }
                """)),
        ])

    package init() {}

    /// App Store Connect's limit for an in-app purchase's description.
    static let limit = AppStoreConnectLimits.description

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .storeKit(let configuration) = file else { return [] }
        return configuration.products.flatMap { product in
            product.localizations.compactMap { localization -> LintFinding? in
                guard let text = localization.description, text.value.count > Self.limit else { return nil }
                return finding(
                    "the description of \"\(product.productID.value)\" in \(localization.locale.value) has "
                        + "\(text.value.count) characters; App Store Connect takes at most \(Self.limit), so shorten it",
                    at: SourceLocation(path: configuration.path, position: text.position), key: product.productID.value)
            }
        }
    }
}
