import RatePromptFormats
import RatePromptCore

/// String Catalog strings marked not to translate that carry translations all the same.
struct UnwantedTranslationRule: LintRule {
    static let description = RuleDescription(
        id: "unwanted-translation", category: .copy, severity: .warning, isFixable: true,
        summary: "A String Catalog string marked not to translate (shouldTranslate: false) has translations.",
        rationale: "Marking a string not to translate says every language shows the source text (a brand name, a "
            + "code): Xcode leaves it out of what translators receive, so translations it still carries are never "
            + "reviewed again and contradict the mark. One of the two is a mistake: remove the translations, or let "
            + "the string be translated.",
        triggering: [
            LintExample(.catalog(strings: """
                    ↓"Ledger Pro" : {
                      "shouldTranslate" : false,
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Kassenbuch Pro" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ledger Pro" } }
                      }
                    }
                """)),
        ],
        nonTriggering: [
            LintExample(.catalog(strings: """
                    "Ledger Pro" : {
                      "shouldTranslate" : false,
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Ledger Pro" } }
                      }
                    },
                    "Old name" : {
                      "extractionState" : "stale",
                      "shouldTranslate" : false,
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Alter Name" } }
                      }
                    }
                """)),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .catalog(let catalog) = file, catalog.isLoadable else { return [] }
        return catalog.entries.compactMap { entry in
            guard !entry.shouldTranslate, entry.extractionState != "stale" else { return nil }
            let languages = entry.localizations.keys.filter { $0 != catalog.sourceLanguage }.sorted()
            guard !languages.isEmpty else { return nil }
            var found = finding(
                "\"\(entry.key)\" is marked not to translate (shouldTranslate: false) but has "
                    + "\(languages.count == 1 ? "a translation" : "translations") in \(languages.joined(separator: ", ")): "
                    + "translators no longer see it; remove the translations, or let the string be translated",
                at: FileLocation(path: catalog.path, position: entry.keyPosition), key: entry.key)
            // The mark is the later, deliberate decision; the fix keeps it and drops what contradicts it.
            if catalog.kind == .catalog {
                found.fixes = [LintFix(path: catalog.path, .catalog(.dropTranslations(key: entry.key, languages: languages)))]
            }
            return found
        }
    }
}
