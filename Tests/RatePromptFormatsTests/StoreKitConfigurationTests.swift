import Foundation
import Testing
@testable import RatePromptFormats

@Suite("StoreKitConfiguration")
struct StoreKitConfigurationTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/storekit").path

    static func read(_ text: String) -> StoreKitConfiguration {
        Array(text.utf8).withUnsafeBytes { StoreKitConfiguration($0, path: "Test.storekit") }
    }

    /// Products, non-renewing and auto-renewable subscriptions in one list, in file order; Xcode's `null` values
    /// and its `_` settings are no findings.
    @Test func everyProductKindIsReadWithPositions() throws {
        let file = StoreKitConfiguration(contentsOf: Self.folder + "/TideGuide.storekit")
        #expect(file.isLoadable)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.products.map(\.productID.value) == [
            "org.example.tideguide.seasonpass", "org.example.tideguide.tiles", "org.example.tideguide.rockpools",
            "org.example.tideguide.plus.monthly",
        ])
        #expect(file.products.map(\.kind) == [.nonRenewingSubscription, .consumable, .nonConsumable,
                                              .autoRenewableSubscription])
        let tiles = file.products[1]
        #expect(tiles.productID.position == TextPosition(line: 41, column: 21))
        #expect(tiles.localizations.map(\.languageTag) == ["en-US", "fr"])
        #expect(tiles.localization("EN-us")?.displayName?.value == "Map Tiles")
        let french = try #require(tiles.localization("fr"))
        #expect(french.displayName?.value == "Tuiles de carte")
        #expect(french.displayName?.position == TextPosition(line: 37, column: 27))
        #expect(french.description?.position == TextPosition(line: 36, column: 27))
        let plus = file.products[3]
        #expect(plus.groupName == "Tide Guide Plus")
        #expect(plus.referenceName?.value == "Plus monthly")
    }

    /// What Xcode would not load, or would never read, is reported where it is written.
    @Test func mistakesAreReportedAtTheirPlace() {
        let file = StoreKitConfiguration(contentsOf: Self.folder + "/Mistakes.storekit")
        #expect(file.isLoadable)
        let found = file.diagnostics.map { "\($0.location.position) \($0.severity) \($0.code) \($0.message)" }
        #expect(found == [
            "4:7 warning unknown-storekit-key a product has a key Xcode does not write, \"productId\", so nothing "
                + "reads its value; did you mean \"productID\"?",
            "3:5 error syntax-error the product has no \"productID\": Xcode cannot load it",
            "19:16 error syntax-error \"Durable\" is no product type; Xcode writes \"Consumable\", "
                + "\"NonConsumable\", \"NonRenewingSubscription\", \"RecurringSubscription\"",
            "10:11 warning unknown-storekit-key a localization has a key Xcode does not write, \"displayname\", "
                + "so nothing reads its value; did you mean \"displayName\"?",
            "13:9 error syntax-error the localization has no \"locale\"",
            "18:25 error syntax-error \"referenceName\" must be a string, not an integer",
            "21:5 error syntax-error expected a product (an object), found a string",
            "23:26 error syntax-error \"subscriptionGroups\" must be an array, not a dictionary",
        ], "\(found.joined(separator: "\n"))")
        #expect(file.products.map(\.productID.value) == ["org.example.lantern"])
        #expect(file.products.first?.localizations.count == 1)
        #expect(file.products.first?.kind == nil)
    }

    /// A misspelt key gets the key Xcode writes that it most likely means, by edit distance.
    @Test func misspeltKeysNameTheKeyMeant() {
        let file = Self.read("{\"products\": [{\"productID\": \"a\", \"familySharable\": true, \"refrenceName\": \"A\"}]}")
        #expect(file.diagnostics.map(\.message) == [
            "a product has a key Xcode does not write, \"familySharable\", so nothing reads its value; did you mean "
                + "\"familyShareable\"?",
            "a product has a key Xcode does not write, \"refrenceName\", so nothing reads its value; did you mean "
                + "\"referenceName\"?",
        ])
    }

    /// `null` is what Xcode writes for an unset value: left out, as if the key were absent, at any depth; outside
    /// a StoreKit configuration JSON `null` stays an error.
    @Test func nullIsAnAbsentValue() {
        let file = Self.read("""
            {"products": [null, {"productID": "a", "referenceName": null,
              "localizations": [{"locale": "en_US", "displayName": null, "description": "d"}]}], "x": null}
            """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.products.count == 1)
        #expect(file.products[0].referenceName == nil)
        #expect(file.products[0].localizations[0].displayName == nil)
        #expect(file.products[0].localizations[0].description?.value == "d")
        let strict = Array("{\"a\": null}".utf8).withUnsafeBytes { JSONReader().read($0, path: "x.json") }
        #expect(strict.root == nil && strict.diagnostics.count == 1)
        // The tape path drops the key with its null too, also where the key began a new segment of the tape.
        let keys = (0..<5_000).map { "\"k\($0)\": \($0 % 3 == 0 ? "null" : "1")" }.joined(separator: ", ")
        let tapeKeys = Array("{\(keys)}".utf8).withUnsafeBytes { bytes in
            JSONReader(omittingNull: true).withTape(bytes, path: "t.json") { tape in
                tape.withRoot { root -> [String] in
                    guard let members = root?.members else { return [] }
                    return members.map(\.key)
                }
            }
        }
        let treeKeys = Array("{\(keys)}".utf8).withUnsafeBytes {
            JSONReader(omittingNull: true).read($0, path: "t.json").root?.value.entries?.map(\.key) ?? []
        }
        #expect(tapeKeys.count == 3_333)
        #expect(tapeKeys == treeKeys)
    }

    /// Not JSON, not an object, or not a file: no products, one located error, never a crash.
    @Test(arguments: [
        ("", "1:1"),
        ("[1, 2]", "1:1"),
        ("{\"products\": [", "1:15"),
        ("{\"products\": [{\"productID\": \"a\"}]", "1:34"),
    ])
    func unreadableFilesHaveOneLocatedError(text: String, position: String) {
        let file = Self.read(text)
        #expect(file.products.isEmpty || text.contains("productID"))
        let errors = file.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(file.diagnostics)")
        #expect(errors.first.map { "\($0.location.position)" } == position)
        #expect(!file.isLoadable)
    }

    @Test func aMissingFileIsUnreadable() {
        let file = StoreKitConfiguration(contentsOf: Self.folder + "/Absent.storekit")
        #expect(!file.isLoadable)
        #expect(file.diagnostics.map(\.code) == [.unreadableFile])
    }

    /// Two files define a product alike when the values that define it are equal, whatever Xcode's own IDs.
    @Test func definitionsCompareWhatDefinesAProduct() {
        func product(_ internalID: String, _ price: String) -> StoreKitConfiguration.Product {
            Self.read("""
                {"products": [{"productID": "a", "internalID": "\(internalID)", "displayPrice": "\(price)",
                  "type": "Consumable", "localizations": [{"locale": "fr", "displayName": "A"},
                  {"locale": "en_US", "displayName": "A"}]}]}
                """).products[0]
        }
        func definition(_ product: StoreKitConfiguration.Product) -> [String] {
            product.definition.map { "\($0.key)=\($0.value)" }
        }
        // Xcode's own IDs and the price (the storefront's) do not define a product; its copy does.
        #expect(definition(product("1", "0.99")) == definition(product("2", "1.99")))
        #expect(definition(product("1", "0.99")).last == "localization fr=A\u{0}")
        #expect(definition(product("1", "0.99")).first == "type=Consumable")
    }
}
