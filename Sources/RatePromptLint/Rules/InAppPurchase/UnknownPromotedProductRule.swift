import RatePromptFormats
import RatePromptCore

/// A promoted product ID that no linted `.storekit` file defines.
struct UnknownPromotedProductRule: LintRule {
    static let description = RuleDescription(
        id: "unknown-promoted-product", category: .inAppPurchase, severity: .warning,
        summary: "A product ID in `promotions` that no linted StoreKit configuration (`.storekit`) of the app defines "
            + "(one in the configuration's folder tree or in a folder above it); suggests the nearest defined ID. "
            + "Silent without such a `.storekit` file, or when one cannot be read.",
        rationale: "App Store Connect promotes only products it has: a misspelt ID is a product the page never shows, "
            + "and whose place in the order was meant for another.",
        triggering: [
            LintExample(
                .config("{\"promotions\": {\"order\": [\"com.example.coins\", ↓\"com.example.gem\"]}}"),
                .storeKit(products: """
                        { "productID" : "com.example.coins", "type" : "Consumable" },
                        { "productID" : "com.example.gems", "type" : "Consumable" }
                    """)),
        ],
        nonTriggering: [
            LintExample(
                .config("{\"promotions\": {\"order\": [\"com.example.coins\"], \"hidden\": [\"com.example.pro\"]}}"),
                .storeKit(products: """
                        { "productID" : "com.example.coins", "type" : "Consumable" },
                        { "productID" : "com.example.pro", "type" : "NonConsumable" }
                    """)),
            // Without a StoreKit configuration nothing says which products exist; one in a sibling folder may be
            // another app's.
            LintExample(.config("{\"promotions\": {\"order\": [\"com.example.gem\"]}}")),
            LintExample(
                .init("Shop/RatePrompt.json", "{\"promotions\": {\"order\": [\"com.example.gem\"]}}"),
                .storeKit(products: "    { \"productID\" : \"com.example.coins\" }", name: "Arcade/Products")),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .configuration(let configuration) = file, let promotions = configuration.promotions,
              let defined = context.definedProductIDs(near: configuration.path) else { return [] }
        let candidates = defined.sorted()
        var reported = Set<String>()
        var findings: [LintFinding] = []
        for (name, references) in promotions.lists {
            for reference in references where !defined.contains(reference.productID) {
                guard let location = reference.location,
                      reported.insert("\(name)\u{0}\(reference.productID)").inserted else { continue }
                var message = "no linted .storekit file defines \"\(reference.productID)\" of \(name), and a "
                    + "misspelt ID promotes nothing"
                if let suggestion = DidYouMean.nearest(reference.productID, among: candidates) {
                    message += DidYouMean.hint(suggestion)
                } else {
                    message += "; fix the ID, or add the product to a .storekit file"
                }
                findings.append(finding(message, at: location, key: reference.productID))
            }
        }
        return findings
    }
}
