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

    /// A catalog with named placeholders in plain strings and plural forms, some translations reading their
    /// arguments wrong (one dropped, one retyped, one shown twice, a plural form reading an object), none naming
    /// them otherwise than the source.
    static let named = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "vault.unlock" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%1$(vaultName)@ entsperren" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Unlock %1$(vaultName)@ for %2$(minutes)lld minutes" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Déverrouiller %1$(vaultName)@ pendant %2$(minutes)@ min" } },
                "it" : { "stringUnit" : { "state" : "translated", "value" : "Sblocca %1$(vaultName)@ per %1$(vaultName)@ minuti" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "%1$(vaultName)@を%2$(minutes)lld分間ロック解除" } }
              }
            },
            "landmarks.count" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%(landmarkCount)lld Ort" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%(landmarkCount)@ Orte" } }
                } } },
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%(landmarkCount)lld landmark" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%(landmarkCount)lld landmarks" } }
                } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%(landmarkCount)lld место" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%(landmarkCount)lld места" } }
                } } }
              }
            },
            "percent" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%(done)lld % erledigt" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%(done)lld%% done" } }
              }
            }
          },
          "version" : "1.1"
        }
        """

    /// `text` without the placeholders' names: what Xcode builds.
    static func stripped(_ text: String) -> String {
        text.replacingOccurrences(of: #"%([0-9]+\$)?\([A-Za-z_][A-Za-z0-9_]*\)"#, with: "%$1", options: .regularExpression)
    }

    /// With the names stripped, the same text gets the same findings, rule by rule and place by place: the names add
    /// to what the format rules say, never take from it.
    @Test func namesStrippedTheSameTextGetsTheSameFindings() {
        #expect(Self.stripped("%1$(vaultName)@ and %(count)lld, 100%% (x)") == "%1$@ and %lld, 100%% (x)")
        func places(_ text: String) -> [String: [Int]] {
            let example = LintExample(.init("Localizable.xcstrings", text))
            var found: [String: [Int]] = [:]
            for rule in RuleCatalog.rules where rule.description.category == .copy {
                let lines = example.findings(of: rule).map(\.location.line).sorted()
                if !lines.isEmpty { found[rule.description.id] = lines }
            }
            return found
        }
        let named = places(Self.named)
        #expect(named == places(Self.stripped(Self.named)))
        #expect(named["placeholder-mismatch"]?.count == 3, "\(named)")
        #expect(named["plural-form-placeholder-mismatch"]?.count == 1, "\(named)")
        #expect(named["invalid-format-specifier"]?.count == 1, "\(named)")
    }
}
