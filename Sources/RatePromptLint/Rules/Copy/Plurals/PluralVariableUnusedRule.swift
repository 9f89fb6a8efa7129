import RatePromptFormats
import RatePromptCore

/// A variable dictionary that no `%#@name@` refers to.
struct PluralVariableUnusedRule: LintRule {
    static let description = RuleDescription(
        id: "plural-variable-unused", category: .copy, severity: .warning,
        summary: "A .stringsdict variable that neither the format nor another variable's forms refer to.",
        rationale: "Foundation uses a variable only where %#@name@ names it: an unreferenced one is dead text, and "
            + "usually a renamed or misspelt reference in the format, which then shows no plural at all.",
        triggering: [
            LintExample(.stringsdict("en", key: "files", format: "%d files",
                .variable("↓count", type: "d", ["one": "%d file", "other": "%d files"]))),
            LintExample(.catalog(strings: """
                    "%lld files" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" },
                          "substitutions" : { ↓"count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : {
                            "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } }
                          } } }
                        }
                      }
                    }
                """)),
        ],
        nonTriggering: [
            // A variable referred to from another variable's form is used.
            LintExample(.stringsdict("en", key: "files", format: "%#@count@",
                .variable("count", type: "d", ["one": "%d file in %#@folders@", "other": "%d files in %#@folders@"]),
                .variable("folders", type: "d", ["one": "%d folder", "other": "%d folders"]))),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file {
        case .pluralTable(let table):
            return table.dictionary.formats.flatMap { entry, variant, format in
                // A reference broken with spaces is plural-form-placeholder-mismatch's, which says how to mend it.
                let used = Set(format.references).union(
                    StringsDictionary.spacedVariableReferences(in: format.format.value).map(\.name))
                return format.variables.filter { !used.contains($0.name) }.map { variable in
                    finding(
                        "\(PluralTable.place(entry.key, variant: variant))\(table.inLocalization): variable "
                            + "\"\(variable.name)\" is never referred to (%#@\(variable.name)@); its forms are never shown",
                        at: FileLocation(path: table.dictionary.path, position: variable.position), key: entry.key)
                }
            }
        case .catalog(let catalog):
            var findings: [LintFinding] = []
            for (entry, language, unit) in catalog.liveSubstitutedLocalizations where !unit.substitutions.isEmpty && entry.shouldTranslate {
                let used = Set(unit.texts.flatMap(StringsDictionary.variableReferences(in:))).union(
                    unit.texts.flatMap(StringsDictionary.spacedVariableReferences(in:)).map(\.name))
                for substitution in unit.substitutions where !used.contains(substitution.name) {
                    findings.append(finding(
                        "\"\(entry.key)\" in \(language): substitution \"\(substitution.name)\" is never referred to "
                            + "(%#@\(substitution.name)@); its forms are never shown",
                        at: FileLocation(path: catalog.path, position: substitution.position), key: entry.key))
                }
            }
            return findings
        default:
            return []
        }
    }
}
