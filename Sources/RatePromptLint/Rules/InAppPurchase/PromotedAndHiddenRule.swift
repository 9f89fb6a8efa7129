import RatePromptFormats
import RatePromptCore

/// A product ID in both `promotions.order` and `promotions.hidden`.
struct PromotedAndHiddenRule: LintRule {
    static let description = RuleDescription(
        id: "promoted-and-hidden", category: .inAppPurchase, severity: .warning,
        summary: "A product ID in both `promotions.order` (shown by default) and `promotions.hidden` (hidden by "
            + "default): hidden wins.",
        rationale: "App Store Connect shows a promoted product or hides it; listed as both, it is hidden, and its place "
            + "in the order counts only on a device that shows it (`Product.PromotionInfo`). Whoever reads the order "
            + "expects it on the page.",
        triggering: [
            LintExample(.config("""
                {"promotions": {"order": ["com.example.coins", "com.example.pro"], "hidden": [↓"com.example.pro"]}}
                """)),
        ],
        nonTriggering: [
            LintExample(.config("""
                {"promotions": {"order": ["com.example.coins"], "hidden": ["com.example.pro"]}}
                """)),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .configuration(let configuration) = file, let promotions = configuration.promotions else { return [] }
        var inOrder: [String: PromotionSettings.Reference] = [:]
        for reference in promotions.order where inOrder[reference.productID] == nil {
            inOrder[reference.productID] = reference
        }
        var reported = Set<String>()
        return promotions.hidden.compactMap { reference in
            guard let shown = inOrder[reference.productID], let location = reference.location,
                  reported.insert(reference.productID).inserted else { return nil }
            return finding(
                "\"\(reference.productID)\" is also in promotions.order, but hidden wins: it is hidden by default and "
                    + "its place in the order counts only on a device that shows it; remove it from one of the lists",
                at: location, key: reference.productID,
                notes: shown.location.map { [Diagnostic.Note(location: $0, message: "listed as shown here")] } ?? [])
        }
    }
}
