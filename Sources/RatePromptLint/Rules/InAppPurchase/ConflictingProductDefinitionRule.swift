import RatePromptFormats
import RatePromptCore

/// One product ID defined differently by two StoreKit configurations.
struct ConflictingProductDefinitionRule: LintRule {
    static let description = RuleDescription(
        id: "conflicting-product-definition", category: .inAppPurchase, severity: .warning,
        summary: "The same product ID in two StoreKit configurations (`.storekit`) of one folder tree with different "
            + "definitions: type, reference name (where both give one), family sharing, period, group, or the name or "
            + "description in a locale both have. Prices and locales only one file has are not compared.",
        rationale: "App Store Connect has one product under an ID; two files that disagree test the app against two "
            + "products, and at most one of them is the one customers buy. The finding is at the later file (by "
            + "path), with a note at the first. A price is the storefront's (a file per storefront sets each its "
            + "own), and a file for one test may hold fewer locales; files in sibling folders may be other apps' (a "
            + "repository's test apps) and are not compared.",
        triggering: [
            LintExample(
                .storeKit(products: """
                        { "productID" : "com.example.pro", "type" : "NonConsumable", "localizations" : [
                          { "locale" : "en_US", "displayName" : "Pro", "description" : "Every feature" } ] }
                    """, name: "Default"),
                .storeKit(products: """
                        { "productID" : ↓"com.example.pro", "type" : "Consumable", "localizations" : [
                          { "locale" : "en_US", "displayName" : "Pro Pack", "description" : "Every feature" } ] }
                    """, name: "UITests/UITests")),
        ],
        nonTriggering: [
            // Other prices (another storefront), another internalID, fewer locales.
            LintExample(
                .storeKit(products: """
                        { "productID" : "com.example.coins", "displayPrice" : "0.99", "type" : "Consumable", "internalID" : "1",
                          "localizations" : [ { "locale" : "en_US", "displayName" : "Coins" }, { "locale" : "fr_FR", "displayName" : "Pièces" } ] }
                    """, name: "US"),
                .storeKit(products: """
                        { "type" : "Consumable", "displayPrice" : "19", "productID" : "com.example.coins", "internalID" : "2",
                          "localizations" : [ { "locale" : "en_US", "displayName" : "Coins" } ] }
                    """, name: "Mexico")),
            // Two apps of one repository.
            LintExample(
                .storeKit(products: "    { \"productID\" : \"com.example.pro\", \"type\" : \"NonConsumable\" }",
                          name: "Shop/Products"),
                .storeKit(products: "    { \"productID\" : \"com.example.pro\", \"type\" : \"Consumable\" }",
                          name: "Arcade/Products")),
        ])

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        guard context.storeKitFiles.count > 1 else { return [] }
        typealias Definition = (path: String, product: StoreKitConfiguration.Product)
        var earlierDefinitions: [String: [Definition]] = [:]
        var findings: [LintFinding] = []
        for file in context.storeKitFiles.sorted(by: { $0.path < $1.path }) {
            var inFile = Set<String>()
            for product in file.products where inFile.insert(product.productID.value).inserted {
                let id = product.productID.value
                defer { earlierDefinitions[id, default: []].append((file.path, product)) }
                // Compared with the first definition of the same app: one in a sibling folder may be another app's.
                guard let earlier = earlierDefinitions[id]?.first(where: {
                    LintContext.areInOneFolderTree(file.path, $0.path)
                }) else { continue }
                let differences = Self.differences(earlier.product.definition, product.definition)
                guard !differences.isEmpty else { continue }
                let other = earlier.path.split(separator: "/").last.map(String.init) ?? earlier.path
                findings.append(finding(
                    "\"\(id)\" is also defined in \(other), with another " + differences.joined(separator: ", ")
                        + "; define it alike in both files, or give one its own product ID",
                    at: FileLocation(path: file.path, position: product.productID.position), key: id,
                    notes: [Diagnostic.Note(
                        location: FileLocation(path: earlier.path, position: earlier.product.productID.position),
                        message: "first defined here")]))
            }
        }
        return findings
    }

    /// What differs between two definitions, in the order they list it: `type ("Consumable", there
    /// "NonConsumable")`, `fr_FR localization`. The locales only one of them has and a reference name only one of
    /// them gives are left out.
    static func differences(
        _ earlier: [(key: String, value: String)], _ later: [(key: String, value: String)]
    ) -> [String] {
        // A value left out is Xcode's default, where it has one.
        func values(_ pairs: [(key: String, value: String)]) -> [String: String] {
            var values = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            for (key, value) in defaults where values[key] ?? "" == "" { values[key] = value }
            return values
        }
        let before = values(earlier)
        let after = values(later)
        var keys: [String] = []
        for key in (later + earlier).map(\.key)
        where !keys.contains(key) && before[key] != after[key]
            && (!onlyWhereBothSet(key) || (before[key] ?? "" != "" && after[key] ?? "" != "")) {
            keys.append(key)
        }
        return keys.map { key in
            if key.hasPrefix("localization ") { return "\(key.dropFirst("localization ".count)) localization" }
            func shown(_ value: String?) -> String { value.map { $0.isEmpty ? "none" : "\"\($0)\"" } ?? "none" }
            return "\(key) (\(shown(after[key])), there \(shown(before[key])))"
        }
    }

    /// What Xcode reads for a value a file leaves out.
    static let defaults = ["familyShareable": "false"]

    /// Values compared only where both files set them: a locale one file lacks, a reference name never given
    /// (Xcode writes `null`).
    static func onlyWhereBothSet(_ key: String) -> Bool {
        key == "referenceName" || key.hasPrefix("localization ")
    }
}
