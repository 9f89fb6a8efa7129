import RatePromptFormats
import RatePromptCore

/// A plural form for a category the language never uses.
struct PluralCategoryUnusedRule: LintRule {
    static let description = RuleDescription(
        id: "plural-category-unused", category: .copy, severity: .note, isOptIn: true,
        summary: "A plural form for a category the language never uses (one in Japanese, few in English): its text "
            + "is never shown. zero is exempt: Foundation uses it for 0 in every language. Opt-in: translation "
            + "platforms often write every category of the source language, and the form does no harm.",
        rationale: "A form the language never selects is dead text; it often means a translation was copied from "
            + "another language's forms, or the number it was meant for shows the other form instead.",
        triggering: [
            LintExample(.stringsdict("ja", key: "files", format: "%#@count@",
                .variable("count", type: "d", ["↓one": "1 件", "other": "%d 件"]))),
        ],
        nonTriggering: [
            LintExample(.stringsdict("en", key: "files", format: "%#@count@",
                .variable("count", type: "d", ["zero": "No files", "one": "%d file", "other": "%d files"]))),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .pluralTable(let table) = file else { return [] }
        let rules = table.pluralRules
        guard rules.locale != nil else { return [] }
        let used = Set(rules.categories).union([.zero, .other])
        return table.dictionary.formats.flatMap { entry, variant, format in
            format.variables.filter(\.isWellFormed).flatMap { variable in
                variable.forms.filter { PluralCategory(rawValue: $0.category).map(used.contains) == false }.map { form in
                    finding(
                        "\(PluralTable.place(entry.key, variant: variant)): \(table.localization) never uses "
                            + "\"\(form.category)\" (its categories: \(rules.categories.map(\.rawValue).joined(separator: ", "))); "
                            + "the form of variable \"\(variable.name)\" is never shown",
                        at: FileLocation(path: table.dictionary.path, position: form.keyPosition), key: entry.key)
                }
            }
        }
    }
}
