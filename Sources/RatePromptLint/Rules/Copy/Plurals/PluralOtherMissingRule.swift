import RatePromptFormats
import RatePromptCore

/// A plural variable without its `other` form.
struct PluralOtherMissingRule: LintRule {
    static let description = RuleDescription(
        id: "plural-other-missing", category: .copy, severity: .error,
        summary: "A plural variable has no other form, and some count it can be given falls back to it: a whole "
            + "count of a category no form is written for (an error), or a fraction of a floating-point count (a "
            + "warning).",
        rationale: "Foundation uses other for every count whose category has no form: whole counts of categories "
            + "the translation left out, and fractions. Without it those counts find no text. A variable whose "
            + "count is an integer (NSStringFormatValueTypeKey `d`, `ld`, a formatSpecifier `lld`, or forms that "
            + "read `%d`) is never given a fraction: in Russian, Polish, Ukrainian and Belarusian every whole count "
            + "is one, few or many (other is for fractions only: 1.5, 0.5), so a variable with those three forms "
            + "shows a form for every count a device formats, and is not reported. A floating-point count (`f`, "
            + "`g`) can be 1.5, whose category there is other: a warning, since many apps never pass one.",
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
            // A floating-point count: 1.5 km is "other" in Russian, which has no form.
            LintExample(.stringsdict("ru", key: "distance", format: "%#@km@", .variable("↓km", type: "f", [
                "one": "%.1f километр", "few": "%.1f километра", "many": "%.1f километров"]))),
        ],
        nonTriggering: [
            // A whole count in Polish is one, few or many: no count a device formats reaches "other".
            LintExample(.stringsdict("pl", key: "files", format: "%#@count@", .variable("count", type: "ld", [
                "one": "%ld plik", "few": "%ld pliki", "many": "%ld plików"]))),
            LintExample(.catalog(strings: """
                    "%lld files" : {
                      "localizations" : {
                        "uk" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                          "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файли" } },
                          "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлів" } }
                        } } }
                      }
                    }
                """)),
            LintExample(.stringsdict("ja", key: "files", format: "%#@count@",
                .variable("count", type: "d", ["other": "%d 件"]))),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        var cache = CountCache()
        switch file {
        case .pluralTable(let table):
            let rules = table.pluralRules
            var findings: [LintFinding] = []
            for (entry, variant, format) in table.dictionary.formats {
                for variable in format.variables where variable.isWellFormed && variable.form("other") == nil {
                    let kind = Self.countKind(declared: variable.valueType?.value, forms: variable.forms.map(\.text.value))
                    let categories = variable.forms.map(\.category)
                    guard let (unmatched, severity) = cache.unmatched(rules, table.localization, categories, kind)
                    else { continue }
                    findings.append(finding(
                        "\(PluralTable.place(entry.key, variant: variant)): variable \"\(variable.name)\""
                            + "\(table.inLocalization) has no \"other\" form" + Self.written(categories)
                            + ": \(unmatched) find no text",
                        at: FileLocation(path: table.dictionary.path, position: variable.position), key: entry.key,
                        severity: severity))
                }
            }
            return findings
        case .catalog(let catalog):
            var findings: [LintFinding] = []
            // Only the units that vary by plural: the rest hold no form to miss.
            for (entry, language, unit) in catalog.livePluralLocalizations where entry.shouldTranslate {
                let rules = cache.rules(language)
                for plural in unit.plurals where plural.form("other") == nil {
                    // A substitution's plural reads its argument as the substitution's formatSpecifier says.
                    let substitution = unit.substitutions.last { plural.name?.hasSuffix("substitution \($0.name)") == true }
                    let kind = Self.countKind(declared: substitution?.formatSpecifier, forms: plural.forms.map(\.value))
                    let categories = plural.forms.map(\.category)
                    guard let (unmatched, severity) = cache.unmatched(rules, language, categories, kind) else { continue }
                    findings.append(finding(
                        "\"\(entry.key)\"\(plural.name.map { " (\($0))" } ?? "") in \(language) has no \"other\" "
                            + "form" + Self.written(categories) + ": \(unmatched) find no text",
                        at: FileLocation(path: catalog.path, position: plural.position), key: entry.key,
                        severity: severity))
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

    /// The kind of number a variable counts: its declared type (NSStringFormatValueTypeKey, formatSpecifier), else
    /// what its forms read (`%d`, `%.1f`); nil when nothing says, which is taken for a whole count.
    static func countKind(declared: String?, forms: [String]) -> FormatString.ArgumentKind? {
        if let declared, let kind = FormatString.ArgumentKind(valueType: declared) { return kind }
        let kinds = Set(forms.flatMap { form in
            PluralFormSignatures.reading(form).arguments.map(\.kind)
        }).intersection([.integer, .floatingPoint])
        return kinds.count == 1 ? kinds.first : nil
    }

    /// Fractions a device may format for a floating-point count: each falls in a category of its own per language
    /// (Russian, Polish, Ukrainian and Belarusian put every fraction in `other`, which no whole count reaches).
    static let fractions = ["0.5", "1.5", "2.5", "5.5", "0.1", "1.25"]

    /// Which counts of a language find no form, by the categories written: computed once per run of a file for each
    /// language and set of categories.
    private struct CountCache {
        private var rulesByLanguage: [String: PluralRules] = [:]
        private var answers: [String: (String, Diagnostic.Severity)?] = [:]

        mutating func rules(_ language: String) -> PluralRules {
            if let rules = rulesByLanguage[language] { return rules }
            let rules = PluralRules(localization: language)
            rulesByLanguage[language] = rules
            return rules
        }

        /// "whole counts 5, 6, 7, …" (an error) when a whole count reaches a category not written; else, for a
        /// floating-point count, "fractional counts 0.5, 1.5" (a warning) when a fraction does; nil when every
        /// count the variable can be given has a form. Apple's rule: 0 takes a written `zero` form.
        mutating func unmatched(
            _ rules: PluralRules, _ language: String, _ categories: [String], _ kind: FormatString.ArgumentKind?
        ) -> (String, Diagnostic.Severity)? {
            let key = "\(language)\u{0}\(Set(categories).sorted().joined(separator: ","))\u{0}\(kind?.rawValue ?? "")"
            if let answer = answers[key] { return answer }
            let written = Set(categories.compactMap(PluralCategory.init(rawValue:)))
            var whole: [Int] = []
            for count in 0...PluralCounts.bound
            where !written.contains(rules.stringsdictCategory(for: count, forms: written)) {
                whole.append(count)
                if whole.count > 4 { break }
            }
            var answer: (String, Diagnostic.Severity)?
            if !whole.isEmpty {
                answer = ("whole counts \(PluralCounts.examples(whole))", .error)
            } else if kind == .floatingPoint {
                let fractions = PluralOtherMissingRule.fractions.filter { text in
                    PluralOperands(text).map { !written.contains(rules.category(for: $0)) } ?? false
                }
                if !fractions.isEmpty { answer = ("fractional counts \(fractions.joined(separator: ", "))", .warning) }
            }
            answers[key] = answer
            return answer
        }
    }
}
