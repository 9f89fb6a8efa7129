import RatePromptFormats

/// Surfaces `unknown-storekit-key`: a key in a `.storekit` file that Xcode does not write.
struct UnknownStoreKitKeyRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "unknown-storekit-key", category: .inAppPurchase, severity: .warning,
        summary: "A key Xcode does not write in a StoreKit configuration (`.storekit`), in the file, a product, a "
            + "subscription group or a localization; keys beginning with `_` (Xcode's settings) are left alone.",
        rationale: "Xcode reads only the keys it writes: a hand-edited `displayname` leaves the product without its "
            + "name when the app is tested, and nothing says so.",
        triggering: [
            LintExample(.storeKit(products: """
                    { "productID" : "com.example.coins", "type" : "Consumable", "localizations" : [
                      { "locale" : "en_US", ↓"displayname" : "100 Coins", "description" : "A pile of coins" } ] }
                """)),
            LintExample(.storeKit("""
                {
                  "products" : [],
                  ↓"subscriptionGroup" : [],
                  "version" : { "major" : 4, "minor" : 0 }
                }

                """)),
        ],
        nonTriggering: [
            LintExample(.storeKit("""
                {
                  "identifier" : "5C3A2D10",
                  "nonRenewingSubscriptions" : [],
                  "products" : [
                    { "displayPrice" : "0.99", "familyShareable" : false, "internalID" : "6449", "localizations" : [
                      { "description" : "A pile of coins", "displayName" : "100 Coins", "locale" : "en_US" } ],
                      "productID" : "com.example.coins", "referenceName" : "Coins", "type" : "Consumable" }
                  ],
                  "settings" : { "_failTransactionsEnabled" : false, "_locale" : "en_US", "_storefront" : "USA" },
                  "subscriptionGroups" : [],
                  "version" : { "major" : 4, "minor" : 0 }
                }

                """)),
        ])

    init() {}
}
