import RatePromptFormats
import RatePromptCore

/// A product's reference name longer than App Store Connect takes.
struct ReferenceNameTooLongRule: LintRule {
    static let description = RuleDescription(
        id: "reference-name-too-long", category: .inAppPurchase, severity: .warning,
        summary: "A product's reference name over \(limit) characters in a StoreKit configuration. A missing or empty "
            + "one is not reported: Xcode writes `null` for a product never given one.",
        rationale: "App Store Connect takes a reference name of at most \(limit) characters (App Store Connect Help, "
            + "In-App Purchase information): the product cannot be created under the name the team knows it by in "
            + "reports.",
        triggering: [
            LintExample(.storeKit(products: """
                    { "productID" : "com.example.coins", "referenceName" : ↓"Coins: one hundred gold coins, consumable, sold in the shop and on the product page", "type" : "Consumable" }
                """)),
        ],
        nonTriggering: [
            LintExample(.storeKit(products: """
                    { "productID" : "com.example.coins", "referenceName" : "Coins (100)", "type" : "Consumable" },
                    { "productID" : "com.example.gems", "referenceName" : null, "type" : "Consumable" }
                """)),
        ])

    init() {}

    /// App Store Connect's limit.
    static let limit = AppStoreConnectLimits.referenceName

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .storeKit(let configuration) = file else { return [] }
        return configuration.products.compactMap { product in
            guard let name = product.referenceName, name.value.count > Self.limit else { return nil }
            return finding(
                "the reference name of \"\(product.productID.value)\" has \(name.value.count) characters; App Store "
                    + "Connect takes at most \(Self.limit), so shorten it",
                at: FileLocation(path: configuration.path, position: name.position), key: product.productID.value)
        }
    }
}
