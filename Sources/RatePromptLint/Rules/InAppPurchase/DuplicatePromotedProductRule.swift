import RatePromptFormats
import RatePromptCore

/// A product ID twice in `promotions.order`, or twice in `promotions.hidden`.
struct DuplicatePromotedProductRule: LintRule {
    static let description = RuleDescription(
        id: "duplicate-promoted-product", category: .inAppPurchase, severity: .warning,
        summary: "The same product ID twice in `promotions.order` (or twice in `promotions.hidden`).",
        rationale: "App Store Connect promotes a product once, at one place: the second entry is ignored, and the order "
            + "written is not the order shown.",
        triggering: [
            LintExample(.config("""
                {"promotions": {"order": ["com.example.coins", "com.example.gems", ↓"com.example.coins"]}}
                """)),
            LintExample(.configPlist("""
                <key>promotions</key>
                <dict>
                	<key>hidden</key>
                	<array>
                		<string>com.example.pro</string>
                		↓<string>com.example.pro</string>
                	</array>
                </dict>
                """)),
        ],
        nonTriggering: [
            LintExample(.config("""
                {"promotions": {"order": ["com.example.coins", "com.example.gems"], "hidden": ["com.example.pro"]}}
                """)),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .configuration(let configuration) = file, let promotions = configuration.promotions else { return [] }
        var findings: [LintFinding] = []
        for (name, references) in promotions.lists {
            var first: [String: PromotionSettings.Reference] = [:]
            for reference in references {
                guard let earlier = first[reference.productID] else {
                    first[reference.productID] = reference
                    continue
                }
                guard let location = reference.location else { continue }
                findings.append(finding(
                    "\"\(reference.productID)\" is already in \(name); remove this entry, App Store Connect places a "
                        + "product once", at: location, key: reference.productID,
                    notes: earlier.location.map { [Diagnostic.Note(location: $0, message: "first listed here")] } ?? []))
            }
        }
        return findings
    }
}
