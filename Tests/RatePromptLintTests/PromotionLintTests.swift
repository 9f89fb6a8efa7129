import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptLint

/// The in-app purchase rules over an app with promoted products (`Tests/Fixtures/projects/promotions`, see its README),
/// finding by finding, its clean counterpart, and the cases where they must stay silent.
@Suite struct PromotionLintTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects").path

    static let ruleIDs = Set(RuleCatalog.descriptions.filter { $0.category == .inAppPurchase }.map(\.id))

    /// The in-app purchase findings of linting `folder`, paths relative to it.
    static func findings(in folder: String) -> [LintFinding] {
        Linter().lint(path: folder).findings.filter { ruleIDs.contains($0.rule) }.map { finding in
            var finding = finding
            finding.location.path = String(finding.location.path.dropFirst(folder.count + 1))
            finding.notes = finding.notes.map { note in
                var note = note
                note.location.path = String(note.location.path.dropFirst(folder.count + 1))
                return note
            }
            return finding
        }
    }

    /// The findings of an in-memory project, paths relative to its root.
    static func findings(_ files: LintExample.File...) -> [LintFinding] {
        let sources = files.map { InputBytes(path: "/shop/\($0.path)", bytes: $0.bytes) }
        return Linter().lint(sources).findings.filter { ruleIDs.contains($0.rule) }.map { finding in
            var finding = finding
            finding.location.path = String(finding.location.path.dropFirst("/shop/".count))
            return finding
        }
    }

    @Test func theCategoryHoldsElevenRules() {
        #expect(Self.ruleIDs == [
            "unknown-storekit-key", "invalid-product-id", "reference-name-too-long", "product-name-too-long",
            "product-description-too-long", "missing-product-localization", "conflicting-product-definition",
            "unknown-promoted-product", "duplicate-promoted-product", "promoted-and-hidden", "too-many-promoted-products",
        ])
    }

    @Test func everyDefectOfTheFixtureIsOneFinding() throws {
        let found = Self.findings(in: Self.fixtures + "/promotions")
        #expect(found.map { "\($0.rule) \($0.location)" } == [
            "unknown-storekit-key Shop/Products.storekit:9:7",
            "product-name-too-long Shop/Products.storekit:24:27",
            "missing-product-localization Shop/Products.storekit:43:21",
            "product-description-too-long Shop/Products.storekit:58:27",
            "reference-name-too-long Shop/Products.storekit:69:25",
            "invalid-product-id Shop/Products.storekit:93:21",
            "unknown-promoted-product Shop/RatePrompt.json:4:59",
            "duplicate-promoted-product Shop/RatePrompt.json:4:78",
            "promoted-and-hidden Shop/RatePrompt.json:5:16",
            // The same product, copied into the second file with its defects.
            "product-description-too-long Shop/Sale.storekit:18:27",
            "reference-name-too-long Shop/Sale.storekit:29:25",
            "conflicting-product-definition Shop/Sale.storekit:53:21",
        ])
        func message(_ rule: String, _ path: String) throws -> LintFinding {
            try #require(found.first { $0.rule == rule && $0.location.path == path })
        }
        #expect(try message("unknown-storekit-key", "Shop/Products.storekit").message.contains("\"familySharable\""))
        let name = try message("product-name-too-long", "Shop/Products.storekit").message
        #expect(name.contains("\"com.example.coins\" in de_DE has 36 characters") && name.contains("at most 35 for an in-app purchase"))
        let description = try message("product-description-too-long", "Shop/Products.storekit").message
        #expect(description.contains("\"com.example.pro\" in fr_CA has 69 characters") && description.contains("at most 55 for an in-app purchase"))
        #expect(try message("reference-name-too-long", "Shop/Products.storekit").message
            .contains("has 68 characters; App Store Connect takes at most 64"))
        #expect(try message("invalid-product-id", "Shop/Products.storekit").message
            .hasPrefix("\"com.example.100 coins\" has a space"))
        // French is matched by fr_CA; Esperanto (no App Store Connect localization) and the package's Japanese are
        // not the app's to report.
        let missing = try message("missing-product-localization", "Shop/Products.storekit").message
        #expect(missing.hasPrefix("\"com.example.gems\" has no localization for de (de.lproj) or fr (fr.lproj)"))
        #expect(try message("unknown-promoted-product", "Shop/RatePrompt.json").message
            .hasSuffix("did you mean \"com.example.gems\"?"))
        let duplicate = try message("duplicate-promoted-product", "Shop/RatePrompt.json")
        #expect(duplicate.message.hasPrefix("\"com.example.coins\" is already in promotions.order"))
        #expect(duplicate.notes.map { "\($0.location)" } == ["Shop/RatePrompt.json:4:38"])
        let hidden = try message("promoted-and-hidden", "Shop/RatePrompt.json")
        #expect(hidden.message.hasPrefix("\"com.example.monthly\" is also in promotions.order, but hidden wins"))
        #expect(hidden.notes.map { "\($0.location)" } == ["Shop/RatePrompt.json:4:15"])
        let conflict = try message("conflicting-product-definition", "Shop/Sale.storekit")
        // The price is the storefront's, not compared; familyShareable, misspelt in Products.storekit, is false in
        // both, as Xcode reads a value left out.
        #expect(conflict.message.hasPrefix("\"com.example.coins\" is also defined in Products.storekit, with another "
            + "de_DE localization;"))
        #expect(conflict.notes.map { "\($0.location)" } == ["Shop/Products.storekit:28:21"])
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test func theCleanFixtureHasNoFinding() {
        let result = Linter().lint(path: Self.fixtures + "/promotions-clean")
        #expect(result.findings.map(\.description) == [])
    }

    @Test func aProductPageShowsTwentyPromotedProducts() {
        let ids = (1...22).map { "com.example.item\($0)" }
        let found = Self.findings(
            .config("{\"promotions\": {\"order\": [" + ids.prefix(15).map { "\"\($0)\"" }.joined(separator: ", ")
                + "],\n\"hidden\": [" + ids.dropFirst(15).map { "\"\($0)\"" }.joined(separator: ", ") + "]}}"),
            .storeKit(products: ids.map { "    { \"productID\" : \"\($0)\", \"type\" : \"Consumable\" }" }
                .joined(separator: ",\n")))
        // The 21st is the sixth hidden one: `"hidden": [` is 11 characters, each entry before it 22.
        #expect(found.map { "\($0.rule) \($0.location)" } == ["too-many-promoted-products RatePrompt.json:2:122"])
        #expect(found.first?.message.hasPrefix("promotions lists 22 products, and a product page shows at most 20") == true)
        #expect(found.first?.message.contains("this one and the 1 after it never appear") == true)
    }

    @Test func promotedIDsAreCheckedOnlyAgainstReadableStoreKitFiles() {
        let config = LintExample.File.config("{\"promotions\": {\"order\": [\"com.example.coins\"]}}")
        #expect(Self.findings(config).isEmpty)
        let broken = LintExample.File.storeKit("{ \"products\" : [ { \"productID\" : ", name: "Broken")
        let other = LintExample.File.storeKit(products: "    { \"productID\" : \"com.example.gems\" }")
        #expect(Self.findings(config, broken, other).filter { $0.rule == "unknown-promoted-product" }.isEmpty)
        #expect(Self.findings(config, other).map(\.rule) == ["unknown-promoted-product"])
    }

    @Test func definitionsAreComparedWithinOneAppsFolderTree() {
        func file(_ name: String, _ type: String) -> LintExample.File {
            .storeKit(products: "    { \"productID\" : \"com.example.pro\", \"type\" : \"\(type)\" }", name: name)
        }
        // Arcade's product is another app's; Shop's two files disagree, at the later path.
        let found = Self.findings(file("Arcade/Products", "Consumable"), file("Shop/Products", "NonConsumable"),
                                  file("Shop/UITests/UITests", "Consumable"))
        #expect(found.map { "\($0.rule) \($0.location)" } == ["conflicting-product-definition Shop/UITests/UITests.storekit:3:21"])
        #expect(found.first?.message.contains("with another type (\"Consumable\", there \"NonConsumable\")") == true)
        #expect(found.first?.notes.map(\.location.path) == ["/shop/Shop/Products.storekit"])
    }

    @Test func appLanguagesAreMatchedAsADeviceMatchesThem() {
        let product = LintExample.File.storeKit(products: """
                { "productID" : "com.example.coins", "localizations" : [
                  { "locale" : "en_US" }, { "locale" : "zh_Hans" }, { "locale" : "pt_BR" }, { "locale" : "no" } ] }
            """)
        // Legacy folder names are matched by the tag they stand for; nb by Norwegian's `no`; es-419 and sr are
        // missing, but App Store Connect has no Serbian to add.
        let found = Self.findings(
            .strings("English", "\"a\" = \"A\";\n"), .strings("zh_CN", "\"a\" = \"甲\";\n"),
            .strings("pt", "\"a\" = \"A\";\n"), .strings("nb", "\"a\" = \"A\";\n"), .strings("es-419", "\"a\" = \"A\";\n"),
            .strings("sr", "\"a\" = \"A\";\n"), .strings("Base", "\"a\" = \"A\";\n"), product)
        #expect(found.map(\.rule) == ["missing-product-localization"])
        #expect(found.first?.message.hasPrefix("\"com.example.coins\" has no localization for es-419 (es-419.lproj), a language")
            == true)
        // No app language, or no product: nothing to say.
        #expect(Self.findings(product).isEmpty)
        #expect(Self.findings(.strings("fr", "\"a\" = \"A\";\n")).isEmpty)
    }

    @Test func theKeysXcodeWritesAreKnown() throws {
        // A product as Xcode 16 writes it (configuration version 5) and the key pair of a synced file: nothing to report.
        let file = LintExample.File.storeKit("""
            {
              "appPolicies" : { "eula" : "", "policies" : [ { "locale" : "en_US", "policyText" : "", "policyURL" : "" } ] },
              "identifier" : "B495CDA2",
              "nonRenewingSubscriptions" : [],
              "products" : [],
              "settings" : { "_locale" : "en_US" },
              "subscriptionGroups" : [ { "id" : "7096FF06", "localizations" : [], "name" : "Pro", "subscriptions" : [ {
                "adHocOffers" : [], "billingPlans" : [ { "billingPlanType" : "BILLED_UPFRONT", "displayPrice" : "4.99" } ],
                "codeOffers" : [], "displayPrice" : "4.99", "familyShareable" : true, "groupNumber" : 1,
                "internalID" : "E5E51B92", "introductoryOffer" : null, "introductoryOffers" : [],
                "localizations" : [ { "description" : "Monthly", "displayName" : "Monthly", "locale" : "en_US" } ],
                "productID" : "com.example.monthly", "recurringSubscriptionPeriod" : "P1M", "referenceName" : "Monthly",
                "subscriptionGroupID" : "7096FF06", "type" : "RecurringSubscription", "winbackOffers" : [] } ] } ],
              "subscriptionOffersKeyPair" : { "id" : "851B7BE3", "privateKey" : "" },
              "version" : { "major" : 5, "minor" : 0 }
            }

            """)
        #expect(Self.findings(file).map(\.description) == [])
    }
}
