import RatePromptFormats
import RatePromptCore

/// The strings of a String Catalog that Xcode marked stale: the code no longer asks for them.
struct StaleKeyRule: LintRule {
    static let description = RuleDescription(
        id: "stale-key", category: .copy, severity: .note, isFixable: true,
        summary: "Strings of a String Catalog that Xcode marked stale (`extractionState: stale`): no code asks for "
            + "them any more. One note per catalog, with every key; `--fix` deletes them.",
        rationale: "Xcode marks a string stale when a build no longer finds it in the code. No device shows it, yet it "
            + "stays in the catalog: every export hands it to translators, who keep paying for it, and reviewers keep "
            + "reading it. Deleting it is a clean-up (Xcode's \"Remove stale strings\"), so a note. A key the code "
            + "still builds at run time (`String(localized: String.LocalizationValue(name))`) is one Xcode cannot see: "
            + "mark it `manual` in the catalog so that Xcode keeps it. A key the app's code names (when the source "
            + "stage reads it) is not reported.",
        triggering: [
            LintExample(.catalog(strings: """
                    ↓↳"Old title" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Alter Titel" } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Old title" } }
                      }
                    },
                    "Rate" : {
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Bewerten" } } }
                    },
                    ↳"Share (old)" : {
                      "extractionState" : "stale"
                    }
                """)),
        ],
        nonTriggering: [
            // Extracted, added by hand, migrated from a .strings table: all still asked for.
            LintExample(.catalog(strings: """
                    "Rate" : {
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Bewerten" } } }
                    },
                    "settings.title" : {
                      "extractionState" : "manual",
                      "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } } }
                    },
                    "Later" : {
                      "extractionState" : "migrated",
                      "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Later" } } }
                    }
                """)),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        // XLIFF and `.lproj` tables carry no extraction state: only a String Catalog Xcode keeps.
        guard case .catalog(let catalog) = file, catalog.kind == .catalog, catalog.isLoadable else { return [] }
        let table = catalog.languages.lazy.compactMap { context.table(of: catalog, language: $0) }.first
        var members: [FindingGroup.Member] = []
        var fixes: [LintFix] = []
        for entry in catalog.entries where entry.extractionState == "stale" {
            // A key the app's code names is asked for, whatever Xcode last found. One it may build at run time is
            // what the message asks to mark manual: Xcode cannot see it either.
            if let table, context.codeNames(entry.key, in: table) { continue }
            members.append(.init(key: entry.key, location: FileLocation(path: catalog.path, position: entry.keyPosition)))
            fixes.append(LintFix(path: catalog.path, .catalog(.removeStaleString(key: entry.key))))
        }
        let name = catalog.tableName
        let grouped = groupedFinding(members) { members in
            let count = members.count
            return "\(FindingGroup.count(count, "string")) of \(name) \(count == 1 ? "is" : "are") marked stale "
                + "(\(FindingGroup.keyList(members))): no code asks for \(FindingGroup.pronoun(count)), so no device shows "
                + "\(FindingGroup.pronoun(count)), yet translators and reviewers still get \(FindingGroup.pronoun(count)). "
                + "Delete \(FindingGroup.pronoun(count)), or mark "
                + (count == 1 ? "it manual if the code builds its key" : "those manual whose keys the code builds")
                + " at run time"
        }
        return grouped.map { grouped in
            var grouped = grouped
            grouped.fixes = fixes
            return [grouped]
        } ?? []
    }
}
