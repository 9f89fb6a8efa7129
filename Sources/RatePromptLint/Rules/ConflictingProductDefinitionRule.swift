import RatePromptFormats
import RatePromptCore

/// One product ID defined differently by two StoreKit configurations.
package struct ConflictingProductDefinitionRule: LintRule {
    package static let description = RuleDescription(
        id: "conflicting-product-definition", category: .inAppPurchase, severity: .warning,
        summary: "The same product ID in two StoreKit configurations (`.storekit`) with different definitions: type, "
            + "reference name, price, family sharing, period, group or localizations. Identical copies are fine.",
        rationale: "App Store Connect has one product under an ID; two files that disagree test the app against two "
            + "products, and at most one of them is the one customers buy. The finding is at the later file (by "
            + "path), with a note at the first.",
        triggering: [
            LintExample(
                .storeKit(products: """
                        { "productID" : "com.example.coins", "displayPrice" : "0.99", "type" : "Consumable" }
                    """, name: "Default"),
                .storeKit(products: """
                        { "productID" : ↓"com.example.coins", "displayPrice" : "1.99", "type" : "Consumable" }
                    """, name: "Sale")),
        ],
        nonTriggering: [
            LintExample(
                .storeKit(products: """
                        { "productID" : "com.example.coins", "displayPrice" : "0.99", "type" : "Consumable", "internalID" : "1" }
                    """, name: "Default"),
                .storeKit(products: """
                        { "type" : "Consumable", "displayPrice" : "0.99", "productID" : "com.example.coins", "internalID" : "2" }
                    """, name: "Tests")),
        ])

    package init() {}

    package func checkProject(_ context: LintContext) -> [LintFinding] {
        guard context.storeKitFiles.count > 1 else { return [] }
        typealias Definition = (path: String, product: StoreKitConfiguration.Product)
        var first: [String: Definition] = [:]
        var findings: [LintFinding] = []
        for file in context.storeKitFiles.sorted(by: { $0.path < $1.path }) {
            var inFile = Set<String>()
            for product in file.products where inFile.insert(product.productID.value).inserted {
                let id = product.productID.value
                guard let earlier = first[id] else {
                    first[id] = (file.path, product)
                    continue
                }
                guard earlier.product.definition != product.definition else { continue }
                let other = earlier.path.split(separator: "/").last.map(String.init) ?? earlier.path
                findings.append(finding(
                    "\"\(id)\" is also defined in \(other), with another "
                        + Self.differences(earlier.product.definition, product.definition).joined(separator: ", ")
                        + "; define it alike in both files, or give one its own product ID",
                    at: SourceLocation(path: file.path, position: product.productID.position), key: id,
                    notes: [Diagnostic.Note(location: SourceLocation(path: earlier.path, position: earlier.product.productID.position),
                                            message: "first defined here")]))
            }
        }
        return findings
    }

    /// What differs between two definitions (`key=value` lines), in the order they list it: `displayPrice ("1.99",
    /// there "0.99")`, `fr_FR localization`.
    static func differences(_ earlier: [String], _ later: [String]) -> [String] {
        func split(_ line: String) -> (key: String, value: String) {
            let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
        let before = Dictionary(earlier.map(split), uniquingKeysWith: { first, _ in first })
        let after = Dictionary(later.map(split), uniquingKeysWith: { first, _ in first })
        var keys: [String] = []
        for key in (later + earlier).map({ split($0).key }) where !keys.contains(key) && before[key] != after[key] {
            keys.append(key)
        }
        return keys.map { key in
            if key.hasPrefix("localization ") { return "\(key.dropFirst("localization ".count)) localization" }
            func shown(_ value: String?) -> String { value.map { $0.isEmpty ? "none" : "\"\($0)\"" } ?? "none" }
            return "\(key) (\(shown(after[key])), there \(shown(before[key])))"
        }
    }
}
