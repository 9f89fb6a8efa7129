import RatePromptFormats
import RatePromptCore

/// A plural variable without a form its language needs for whole counts.
package struct PluralCategoryMissingRule: LintRule {
    package static let description = RuleDescription(
        id: "plural-category-missing", category: .copy, severity: .warning,
        summary: "A plural variable lacks a category its language uses for whole counts (Russian few and many, "
            + "Romanian few, Arabic two): those counts show the other form.",
        rationale: "Foundation picks the form by the language's CLDR rules and falls back to other. In Russian and "
            + "Polish other is the form for fractions, so without few and many \"5 файла\" is shown where "
            + "\"5 файлов\" is right. Categories reached only by millions (French and Spanish many) are not asked for.",
        triggering: [
            LintExample(.stringsdict("ru", key: "files", format: "%#@count@",
                .variable("↓count", type: "d", ["one": "%d файл", "other": "%d файла"]))),
            // A String Catalog's plural variation, built into a .stringsdict.
            LintExample(.catalog(strings: """
                    "%lld files" : {
                      "localizations" : {
                        "ru" : { "variations" : { ↓"plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
                        } } }
                      }
                    }
                """)),
        ],
        nonTriggering: [
            LintExample(.stringsdict("ru", key: "files", format: "%#@count@",
                .variable("count", type: "d", [
                    "one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла",
                ]))),
            // French `many` is for millions only.
            LintExample(.stringsdict("fr", key: "files", format: "%#@count@",
                .variable("count", type: "d", ["one": "%d fichier", "other": "%d fichiers"]))),
        ])

    package init() {}

    /// Whole counts up to this bound decide which categories a language needs: CLDR's rules repeat by tens, hundreds
    /// and thousands below it, and above it only French-like `many` for exact millions begins.
    static let countBound = 9_999

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file {
        case .pluralTable(let table):
            let rules = table.pluralRules
            guard rules.locale != nil else { return [] }
            let counts = rules.integersByCategory(upTo: Self.countBound)
            var findings: [LintFinding] = []
            for (entry, variant, format) in table.dictionary.formats {
                for variable in format.variables where variable.isWellFormed {
                    let written = Set(variable.forms.compactMap { PluralCategory(rawValue: $0.category) })
                    guard let lacks = Self.lacks(rules, counts, written: written) else { continue }
                    let other = variable.form("other").map { "the \"other\" form \"\($0.text.value)\"" }
                        ?? "no form at all (there is no \"other\" either)"
                    findings.append(finding(
                        "\(PluralTable.place(entry.key, variant: variant)): variable \"\(variable.name)\""
                            + "\(table.inLocalization) has no \(lacks) form: those counts show \(other)",
                        at: SourceLocation(path: table.dictionary.path, position: variable.position), key: entry.key))
                }
            }
            return findings
        case .catalog(let catalog):
            // A catalog's plural variations are built into a .stringsdict: the same rules, per language.
            var findings: [LintFinding] = []
            var byLanguage: [String: (PluralRules, [PluralCategory: [Int]])] = [:]
            for (entry, language, unit) in catalog.liveLocalizations where !unit.plurals.isEmpty {
                if byLanguage[language] == nil {
                    let rules = PluralRules(localization: language)
                    byLanguage[language] = (rules, rules.integersByCategory(upTo: Self.countBound))
                }
                guard let (rules, counts) = byLanguage[language], rules.locale != nil else { continue }
                for plural in unit.plurals {
                    let written = Set(plural.forms.compactMap { PluralCategory(rawValue: $0.category) })
                    guard let lacks = Self.lacks(rules, counts, written: written) else { continue }
                    let other = plural.form("other").map { "the \"other\" form \"\($0.value)\"" }
                        ?? "no form at all (there is no \"other\" either)"
                    findings.append(finding(
                        "\"\(entry.key)\"\(plural.name.map { " (\($0))" } ?? "") in \(language) has no \(lacks) "
                            + "form: those counts show \(other)",
                        at: SourceLocation(path: catalog.path, position: plural.position), key: entry.key))
                }
            }
            return findings
        default:
            return []
        }
    }

    /// `"few" (2, 3, 4, 22, …) or "many" (0, 5, 6, 7, …)`: the categories whole counts reach that `written` lacks,
    /// with their first counts; nil when none. Apple's rule: 0 takes a written `zero` form in every language.
    static func lacks(_ rules: PluralRules, _ counts: [PluralCategory: [Int]], written: Set<PluralCategory>) -> String? {
        let missing = rules.categories.filter { $0 != .other && !written.contains($0) }.compactMap { category in
            let numbers = counts[category, default: []].filter { !(written.contains(.zero) && $0 == 0) }
            return numbers.isEmpty ? nil : "\"\(category.rawValue)\" (\(examples(numbers)))"
        }
        return missing.isEmpty ? nil : list(missing)
    }

    /// The first numbers of a category: `2, 3, 4, 22, …`.
    static func examples(_ numbers: [Int]) -> String {
        numbers.prefix(4).map(String.init).joined(separator: ", ") + (numbers.count > 4 ? ", …" : "")
    }

    static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
    }
}
