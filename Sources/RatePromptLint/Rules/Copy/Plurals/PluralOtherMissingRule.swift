import RatePromptFormats
import RatePromptCore

/// A plural variable without its `other` form.
package struct PluralOtherMissingRule: LintRule {
    package static let description = RuleDescription(
        id: "plural-other-missing", category: .copy, severity: .error,
        summary: "A plural variable has no other form, the one every count without a form of its own falls back to.",
        rationale: "Every language has other, and Foundation uses it for every count whose category has no form: "
            + "fractions, and whole counts of categories the translation left out. Without it those counts find "
            + "no text.",
        triggering: [
            LintExample(.stringsdict("en", key: "files", format: "%#@count@",
                .variable("↓count", type: "d", ["one": "%d file"]))),
            LintExample(.catalog(strings: """
                    "%lld files" : {
                      "localizations" : {
                        "en" : { "variations" : { ↓"plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } }
                        } } }
                      }
                    }
                """)),
        ],
        nonTriggering: [
            LintExample(.stringsdict("ja", key: "files", format: "%#@count@",
                .variable("count", type: "d", ["other": "%d 件"]))),
        ])

    package init() {}

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file {
        case .pluralTable(let table):
            return table.dictionary.formats.flatMap { entry, variant, format in
                format.variables.filter { $0.isWellFormed && $0.form("other") == nil }.map { variable in
                    finding(
                        "\(PluralTable.place(entry.key, variant: variant)): variable \"\(variable.name)\""
                            + "\(table.inLocalization) has no \"other\" form" + Self.written(variable.forms.map(\.category))
                            + ": counts of any other category find no text",
                        at: SourceLocation(path: table.dictionary.path, position: variable.position), key: entry.key)
                }
            }
        case .catalog(let catalog):
            var findings: [LintFinding] = []
            for (entry, language, unit) in catalog.liveLocalizations {
                for plural in unit.plurals where plural.form("other") == nil {
                    findings.append(finding(
                        "\"\(entry.key)\"\(plural.name.map { " (\($0))" } ?? "") in \(language) has no \"other\" "
                            + "form" + Self.written(plural.forms.map(\.category))
                            + ": counts of any other category find no text",
                        at: SourceLocation(path: catalog.path, position: plural.position), key: entry.key))
                }
            }
            return findings
        default:
            return []
        }
    }

    static func written(_ categories: [String]) -> String {
        categories.isEmpty ? " (nor any other)" : " (only \(categories.joined(separator: ", ")))"
    }
}
