import RatePromptFormats
import RatePromptCore

/// A product ID App Store Connect would not accept.
struct InvalidProductIDRule: LintRule {
    static let description = RuleDescription(
        id: "invalid-product-id", category: .inAppPurchase, severity: .warning,
        summary: "A product ID in a StoreKit configuration that App Store Connect does not accept: empty, over "
            + "\(maximumLength) characters, or with a character other than an ASCII letter, a digit, `-`, `.` and `_`.",
        rationale: "Xcode tests any ID, but App Store Connect creates only IDs of this shape (App Store Connect Help, "
            + "In-App Purchase information), and an ID cannot be changed once created: the app asks the App Store "
            + "for a product that can never exist. A warning, not an error: a product only local tests use may have "
            + "any ID.",
        triggering: [
            LintExample(.storeKit(products: """
                    { "productID" : ↓"com.example.100 coins", "type" : "Consumable" },
                    { "productID" : ↓"com.example.münzen", "type" : "Consumable" },
                    { "productID" : ↓"", "type" : "Consumable" }
                """)),
            LintExample(.storeKit(products: """
                    { "productID" : ↓"com.example.\(String(repeating: "x", count: 89))", "type" : "Consumable" }
                """)),
        ],
        nonTriggering: [
            LintExample(.storeKit(products: """
                    { "productID" : "com.example.coins_100-pack.v2", "type" : "Consumable" },
                    { "productID" : "com.example.\(String(repeating: "x", count: 88))", "type" : "Consumable" }
                """)),
        ])

    init() {}

    /// App Store Connect's limit.
    static let maximumLength = AppStoreConnectLimits.productID

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .storeKit(let configuration) = file else { return [] }
        return configuration.products.compactMap { product in
            let id = product.productID
            guard let problem = Self.problem(id.value) else { return nil }
            return finding(problem, at: FileLocation(path: configuration.path, position: id.position), key: id.value)
        }
    }

    /// What is wrong with `id` as a product ID, as a message; nil when App Store Connect accepts it.
    static func problem(_ id: String) -> String? {
        let allowed = "letters, digits, \"-\", \".\" and \"_\""
        if id.isEmpty {
            return "the product ID is empty; App Store Connect takes 1 to \(maximumLength) \(allowed)"
        }
        if let bad = id.unicodeScalars.first(where: { !isAllowed($0) }) {
            let hex = String(bad.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            let what = bad == " " ? "a space"
                : bad.properties.isWhitespace || bad.properties.generalCategory == .control
                ? "an invisible character (\(code))" : "\"\(bad)\" (\(code))"
            return "\"\(id)\" has \(what), which App Store Connect does not take in a product ID; use only ASCII "
                + allowed
        }
        if id.count > maximumLength {
            return "the product ID has \(id.count) characters; App Store Connect takes at most \(maximumLength)"
        }
        return nil
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_": true
        default: false
        }
    }
}
