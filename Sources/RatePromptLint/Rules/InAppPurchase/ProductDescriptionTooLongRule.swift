import RatePromptFormats
import RatePromptCore

/// A product's description longer than App Store Connect takes.
struct ProductDescriptionTooLongRule: LintRule {
    static let description = RuleDescription(
        id: "product-description-too-long", category: .inAppPurchase, severity: .warning,
        summary: "A product's description over App Store Connect's limit for its kind (\(limit(nil)) characters for "
            + "an in-app purchase, \(limit(.autoRenewableSubscription)) for an auto-renewable subscription) in a "
            + "localization of a StoreKit configuration, counted as App Store Connect counts them (grapheme clusters).",
        rationale: "Xcode shows any length when the app is tested, but App Store Connect takes at most "
            + "\(limit(nil)) characters for an in-app purchase's description and \(limit(.autoRenewableSubscription)) "
            + "for an auto-renewable subscription's (App Store Connect Help, In-App Purchase information and "
            + "Auto-renewable subscription information; Apple's 2017 promoting guide said 45, since raised, and "
            + "descriptions synced from App Store Connect run past 45): the line under a promoted product on the "
            + "product page has to be rewritten there, untested.",
        triggering: [
            LintExample(.storeKit(products: """
                    { "productID" : "com.example.pro", "type" : "NonConsumable", "localizations" : [
                      { "locale" : "fr_FR", "displayName" : "Pro", "description" : ↓"Débloquez toutes les fonctions, pour toujours, sur tous vos appareils" } ] }
                """)),
            // 56 characters for a subscription.
            LintExample(.storeKit(products: """
                    { "productID" : "com.example.plus.monthly", "type" : "RecurringSubscription", "localizations" : [
                      { "locale" : "en_US", "displayName" : "Plus", "description" : ↓"Every guide, map and tide chart offline, renewed monthly" } ] }
                """)),
        ],
        nonTriggering: [
            LintExample(.storeKit(products: """
                    { "productID" : "com.example.pro", "type" : "NonConsumable", "localizations" : [
                      { "locale" : "fr_FR", "displayName" : "Pro", "description" : "Toutes les fonctions, pour toujours" } ] }
                """)),
            // 51 characters (52 Unicode scalars: a tanween mark is one more), as App Store Connect accepts and syncs into a StoreKit configuration.
            LintExample(.storeKit(products: """
                    { "productID" : "com.example.plus.monthly", "type" : "RecurringSubscription", "localizations" : [
                      { "locale" : "ar", "displayName" : "بلس", "description" : "الأدلة والخرائط وجداول المد والجزر دون اتصال، شهريًا" } ] }
                """)),
        ])

    init() {}

    /// App Store Connect's limit for the description of a product of `kind`.
    static func limit(_ kind: StoreKitConfiguration.ProductKind?) -> Int {
        AppStoreConnectLimits.copy(for: kind).description
    }

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .storeKit(let configuration) = file else { return [] }
        return configuration.products.flatMap { product in
            let limit = Self.limit(product.kind)
            return product.localizations.compactMap { localization -> LintFinding? in
                guard let text = localization.description, text.value.count > limit else { return nil }
                return finding(
                    "the description of \"\(product.productID.value)\" in \(localization.locale.value) has "
                        + "\(text.value.count) characters; App Store Connect takes at most \(limit) for "
                        + "\(AppStoreConnectLimits.noun(for: product.kind)), so shorten it",
                    at: FileLocation(path: configuration.path, position: text.position), key: product.productID.value)
            }
        }
    }
}
