import RatePromptFormats
import RatePromptCore

/// More promoted products than a product page lists.
struct TooManyPromotedProductsRule: LintRule {
    static let description = RuleDescription(
        id: "too-many-promoted-products", category: .inAppPurchase, severity: .warning,
        summary: "More than \(AppStoreConnectLimits.promotedItems) promoted products in `promotions` (`order` and "
            + "`hidden` together, each product once); the finding is at the first one past the limit.",
        rationale: "App Store Connect promotes at most \(AppStoreConnectLimits.promotedItems) in-app purchases and "
            + "subscriptions on a product page: the ones past the limit are never shown.",
        triggering: [
            LintExample(.config("{\"promotions\": {\"order\": ["
                + (1...20).map { "\"com.example.item\($0)\"" }.joined(separator: ", ")
                + "], \"hidden\": [↓\"com.example.extra\"]}}")),
        ],
        nonTriggering: [
            // Twenty products; the repeated one is counted once.
            LintExample(.config("{\"promotions\": {\"order\": ["
                + (1...20).map { "\"com.example.item\($0)\"" }.joined(separator: ", ")
                + "], \"hidden\": [\"com.example.item1\"]}}")),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .configuration(let configuration) = file, let promotions = configuration.promotions else { return [] }
        let limit = AppStoreConnectLimits.promotedItems
        let count = promotions.promotedIDs.count
        guard count > limit else { return [] }
        // The first entry of the product that comes after the limit, in the order `promotedIDs` counts them.
        var seen = Set<String>()
        let first = (promotions.order + promotions.hidden).filter { seen.insert($0.productID).inserted }[limit]
        guard let location = first.location else { return [] }
        let past = count - limit
        return [finding(
            "promotions lists \(count) products, and a product page shows at most \(limit) promoted in-app purchases, "
                + "so \(past == 1 ? "this one" : "this one and the \(past - 1) after it") never "
                + "\(past == 1 ? "appears" : "appear"); promote at most \(limit)",
            at: location, key: first.productID)]
    }
}
