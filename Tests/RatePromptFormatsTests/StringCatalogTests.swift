import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
@testable import RatePromptOutput

@Suite("StringCatalog")
struct StringCatalogTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects/catalog").path

    @Test func languagesBecomeTablesWithPositions() throws {
        let catalog = StringCatalog(contentsOf: Self.folder + "/Localizable.xcstrings")
        #expect(catalog.isLoadable && catalog.diagnostics.isEmpty)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["en", "de"])
        let german = catalog.table(for: "de")
        #expect(german.entries.map(\.key) == ["iRateMessageTitle"])
        #expect(german.entries.first?.valuePosition == TextPosition(line: 10, column: 23))
        let english = catalog.table(for: "en")
        // An entry with no unit reads as its key in the source language; a plural-only entry has no single value.
        #expect(english.entries.map(\.key) == ["iRateMessageTitle", "Settings"])
        #expect(english.value(forKey: "Settings") == "Settings")
        #expect(catalog.entries.first?.comment == "Title of the rating alert; %@ is the app name.")
    }

    @Test func aProjectRendersFromACatalog() {
        let project = LocalizationProject.discover(at: Self.folder).project
        #expect(project.localizations(of: "Localizable") == ["de", "en"])
        let prompt = PromptRenderer(resolver: CopyResolver(project: project)).render(preferences: ["de-CH"], appName: "Ledger")
        #expect(prompt.title.text == "Gefällt dir Ledger?")
        #expect(prompt.title.source.location?.path.hasSuffix("Localizable.xcstrings") == true)
        #expect(prompt.message.source.layer == .defaults)
    }

    /// A storyboard's catalog (`mul.lproj/Main.xcstrings`) keeps the source language's text in the storyboard: a
    /// string without a source unit reads as the object's text Xcode copied into its comment, not as its key.
    @Test func interfaceBuilderStringsReadTheirTextFromTheComment() {
        let text = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "YGs-j5-SAR.title" : {
                  "comment" : "Class = \"NSMenuItem\"; title = \"\\tDefault \\\"Big\\\"\"; ObjectID = \"YGs-j5-SAR\";",
                  "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "\tStandard" } } }
                },
                "Nop-cj-93Q.title" : { "comment" : "Class = \"NSMenuItem\"; ObjectID = \"Nop-cj-93Q\";" },
                "Settings" : { "comment" : "title = \"Preferences\";" }
              },
              "version" : "1.0"
            }
            """#
        let catalog = StringCatalog(Array(text.utf8).withUnsafeBytes { JSONReader().read($0, path: "Main.xcstrings") })
        let english = catalog.table(for: "en")
        #expect(english.value(forKey: "YGs-j5-SAR.title") == "\tDefault \"Big\"")
        // Without the property in its comment, and for a key that names no object, the key it is.
        #expect(english.value(forKey: "Nop-cj-93Q.title") == "Nop-cj-93Q.title")
        #expect(english.value(forKey: "Settings") == "Settings")
    }

    @Test(arguments: [
        ("[]", "a String Catalog is a JSON object"),
        ("{\"sourceLanguage\": \"en\"}", "no \"strings\""),
        ("{\"sourceLanguage\": \"en\", \"strings\": []}", "\"strings\" must be an object"),
    ])
    func malformedCatalogsAreReported(text: String, message: String) {
        let catalog = StringCatalog(Array(text.utf8).withUnsafeBytes { JSONReader().read($0, path: "x.xcstrings") })
        #expect(!catalog.isLoadable)
        #expect(catalog.diagnostics.contains { $0.severity == .error && $0.message.contains(message) })
    }

    /// Every unit's state and every plural variation is kept, under device variants and substitutions too; stale
    /// strings are left out of the tables.
    @Test func variationsStatesAndStaleStrings() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld of %lld" : {
                  "localizations" : {
                    "ru" : {
                      "stringUnit" : { "state" : "needs_review", "value" : "%#@done@ из %lld" },
                      "substitutions" : { "done" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg готов" } },
                        "other" : { "stringUnit" : { "state" : "new", "value" : "%arg готово" } }
                      } } } }
                    },
                    "de" : { "variations" : { "device" : {
                      "mac" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld von %lld" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld von %lld" } }
                      } } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld/%lld" } }
                    } } }
                  }
                },
                "Old" : { "extractionState" : "stale" }
              },
              "version" : "1.1"
            }
            """
        let catalog = StringCatalog(Array(text.utf8).withUnsafeBytes { JSONReader().read($0, path: "x.xcstrings") })
        let entry = try #require(catalog.entries.first)
        let russian = try #require(entry.localizations["ru"])
        #expect(russian.unitStates.map(\.state) == ["needs_review", "translated", "new"])
        #expect(russian.plurals.map(\.name) == ["substitution done"])
        #expect(russian.plurals.first?.forms.map(\.category) == ["one", "other"])
        #expect(russian.plurals.first?.form("other")?.value == "%arg готово")
        let done = try #require(russian.substitutions.first)
        #expect(done.name == "done" && done.argumentNumber == 1 && done.formatSpecifier == "lld")
        #expect(done.position == TextPosition(line: 8, column: 31))
        #expect(done.formatSpecifierPosition == TextPosition(line: 8, column: 76))
        let german = try #require(entry.localizations["de"])
        #expect(german.plurals.map(\.name) == ["mac"] && german.unitStates.count == 3)
        #expect(russian.plurals.map(\.owner) == [.substitution("done")] && german.plurals.map(\.owner) == [.device("mac")])
        #expect(!catalog.table(for: "en").entries.contains { $0.key == "Old" })
    }

    /// A plural variation's owner (where `lint --fix` adds forms) is known for the shapes Xcode writes: the string's
    /// own, a device's, a substitution's; deeper (a substitution's device, a device's device) it is none.
    @Test func pluralOwnersAreTheShapesXcodeWrites() throws {
        let plural = #"{ "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } } } }"#
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld" : {
                  "localizations" : {
                    "en" : { "variations" : \(plural) },
                    "de" : { "variations" : { "device" : { "ipad" : { "variations" : \(plural) } } } },
                    "fr" : { "substitutions" : { "n" : { "variations" : { "device" : { "mac" : { "variations" : \(plural) } } } } } },
                    "it" : { "variations" : { "device" : { "mac" : { "variations" : { "device" : { "mac" : { "variations" : \(plural) } } } } } } },
                    "ja" : { "variations" : { "plural" : { "other" : { "variations" : \(plural) } } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let catalog = StringCatalog(Array(text.utf8).withUnsafeBytes { JSONReader().read($0, path: "x.xcstrings") })
        let localizations = try #require(catalog.entries.first?.localizations)
        #expect(localizations["en"]?.plurals.map(\.owner) == [.string])
        #expect(localizations["de"]?.plurals.map(\.owner) == [.device("ipad")])
        #expect(localizations["fr"]?.plurals.map(\.owner) == [nil])
        #expect(localizations["it"]?.plurals.map(\.owner) == [nil])
        #expect(localizations["ja"]?.plurals.map(\.owner) == [.string, nil])
    }
}
