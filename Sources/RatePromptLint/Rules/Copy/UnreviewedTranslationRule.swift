import RatePromptFormats
import RatePromptCore

/// String Catalog units that no translator has confirmed, one finding per language.
package struct UnreviewedTranslationRule: LintRule {
    package static let description = RuleDescription(
        id: "unreviewed-translation", category: .copy, severity: .warning,
        summary: "String Catalog strings still \"new\" or \"needs_review\" in a language the catalog ships: one "
            + "finding per language, with the count and the first keys.",
        rationale: "Xcode builds every unit whatever its state, and shows the state only in its editor: a "
            + "needs_review string ships text written for an earlier source, a new one text no translator has "
            + "confirmed. Stale strings (no longer in the code) and those marked not to translate are left out.",
        triggering: [
            LintExample(.catalog(strings: """
                    "Rate" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "needs_review", "value" : ↓"Bewerten" } }
                      }
                    },
                    "Later" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "new", "value" : "Später" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Plus tard" } }
                      }
                    },
                    "%lld stars" : {
                      "localizations" : {
                        "fr" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld étoile" } },
                          "other" : { "stringUnit" : { "state" : "needs_review", "value" : ↓"%lld étoiles" } }
                        } } }
                      }
                    }
                """)),
        ],
        nonTriggering: [
            LintExample(.catalog(strings: """
                    "Rate" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Bewerten" } }
                      }
                    },
                    "Old" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Alt" } }
                      }
                    },
                    "MyApp" : {
                      "shouldTranslate" : false,
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "new", "value" : "MyApp" } }
                      }
                    }
                """)),
        ])

    package init() {}

    /// Keys named in a finding; the rest are counted.
    static let keysShown = 3

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .catalog(let catalog) = file, catalog.isLoadable else { return [] }
        // Per language: the units by state, in file order, with their keys.
        var found: [String: [(key: String, state: String, position: SourcePosition)]] = [:]
        for (entry, language, unit) in catalog.liveLocalizations
        where entry.shouldTranslate && language != catalog.sourceLanguage {
            for (state, position) in unit.unitStates {
                guard let state, state == "new" || state == "needs_review" else { continue }
                found[language, default: []].append((entry.key, state, position))
            }
        }
        return found.keys.sorted().compactMap { language in
            guard let units = found[language]?.sorted(by: { $0.position < $1.position }), let first = units.first
            else { return nil }
            let review = units.filter { $0.state == "needs_review" }.count
            let new = units.count - review
            var counts: [String] = []
            if review > 0 { counts.append("\(review) need\(review == 1 ? "s" : "") review") }
            if new > 0 { counts.append("\(new) \(new == 1 ? "is" : "are") new") }
            var keys: [String] = []
            for unit in units where !keys.contains(unit.key) { keys.append(unit.key) }
            let shown = keys.prefix(Self.keysShown).map { "\"\($0)\"" }.joined(separator: ", ")
                + (keys.count > Self.keysShown ? ", … (\(keys.count) keys)" : "")
            return finding(
                "\(language): \(units.count) string\(units.count == 1 ? "" : "s") not confirmed by a translator "
                    + "(\(counts.joined(separator: ", "))): \(shown); they ship as they are",
                at: SourceLocation(path: catalog.path, position: first.position))
        }
    }
}
