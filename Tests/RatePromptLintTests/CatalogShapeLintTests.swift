import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint

/// What the copy rules say about String Catalogs as Xcode 26 and 27 write them.
@Suite("Catalogs of 2026 in lint")
struct CatalogShapeLintTests {
    /// A catalog whose strings have what copy rules report (a retyped placeholder, an empty translation, a misread
    /// percent sign, a missing plural form, a prompt title without the app name, a long button label), each string
    /// marked `shouldTranslate: false` when `marked`.
    static func catalog(marked: Bool) -> LintExample {
        let flag = marked ? ",\n      \"shouldTranslate\" : false" : ""
        return LintExample(.init("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld Pro" : {
                  "localizations" : {
                    "de" : { "variations" : { "plural" : {
                      "other" : { "stringUnit" : { "state" : "new", "value" : "%@ Pro" } }
                    } } },
                    "en" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Pro" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Pro" } }
                    } } }
                  }\(flag)
                },
                "Vaultkeeper %@" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "needs_review", "value" : " Vaultkeeper %d " } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Vaultkeeper %@ 100% sure" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "" } }
                  }\(flag)
                },
                "iRateMessageTitle" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Bewerten" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Rate now" } }
                  }\(flag)
                },
                "iRateRateButton" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Jetzt sofort im App Store mit fünf Sternen bewerten" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Rate" } }
                  }\(flag)
                },
                "Starred: " : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Markiert:" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Starred: " } }
                  }\(flag)
                },
                "Hello" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
                  }
                }
              },
              "version" : "1.1"
            }
            """))
    }

    /// The copy rules and what each reports about `example`, rule by rule (opt-in rules included). Not
    /// `mixed-copy-sources`, which is about the prompt keys a table lacks: those of this catalog are there.
    static func copyFindings(_ example: LintExample) -> [String: Int] {
        var counts: [String: Int] = [:]
        for rule in RuleCatalog.rules where rule.description.category == .copy && rule.description.id != "mixed-copy-sources" {
            let found = example.findings(of: rule)
            if !found.isEmpty { counts[rule.description.id] = found.count }
        }
        return counts
    }

    /// A string marked not to translate gets `unwanted-translation` for its translations, and no other copy
    /// finding: Xcode leaves it out of translation, and what its translations or forms say is not a translator's.
    @Test func stringsNotToTranslateGetOnlyUnwantedTranslation() {
        let unmarked = Self.copyFindings(Self.catalog(marked: false))
        for rule in ["placeholder-mismatch", "empty-value", "invalid-format-specifier", "plural-category-missing",
                     "missing-app-name", "button-label-too-long", "whitespace"] {
            #expect(unmarked[rule] != nil, "\(rule) finds nothing even where it should: \(unmarked)")
        }
        #expect(Self.copyFindings(Self.catalog(marked: true)) == ["unwanted-translation": 5])
    }
}
