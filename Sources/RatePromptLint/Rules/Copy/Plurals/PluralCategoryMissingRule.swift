import RatePromptFormats
import RatePromptCore

/// A plural variable without a form its language needs for whole counts.
struct PluralCategoryMissingRule: LintRule {
    static let description = RuleDescription(
        id: "plural-category-missing", category: .copy, severity: .warning, isFixable: true,
        summary: "A plural variable lacks a category its language uses for whole counts (Russian few and many, "
            + "Romanian few, Arabic two): those counts show the other form. One finding per file and language.",
        rationale: "Foundation picks the form by the language's CLDR rules and falls back to other. In Russian and "
            + "Polish other is the form for fractions, so without few and many \"5 файла\" is shown where "
            + "\"5 файлов\" is right; each key quotes what a device shows for the first missing count. Translators of "
            + "Polish, Russian, Ukrainian, Belarusian and Czech often write the many text as other: where other differs "
            + "from one and few, a missing many shows those words, and is a note. Categories reached only by millions "
            + "(French and Spanish many) are not asked for. "
            + "In a String Catalog the fix adds the missing forms as copies of other, in state needs_review, so that "
            + "translators see them; a .stringsdict is left to a person.",
        triggering: [
            LintExample(.stringsdict("ru", key: "files", format: "%#@count@",
                .variable("↓count", type: "d", ["one": "%d файл", "other": "%d файла"]))),
            // A language's plural strings that lack forms: one finding for the file, each variable a key of it.
            LintExample(.stringsdict("pl", """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
                    ↓↳<key>count</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>one</key><string>%d plik</string>
                        <key>other</key><string>%d plików</string>
                    </dict>
                </dict>
                <key>votes</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
                    ↳<key>count</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>one</key><string>%d głos</string>
                        <key>few</key><string>%d głosy</string>
                        <key>other</key><string>%d głosów</string>
                    </dict>
                </dict>
                """)),
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
            // The source's forms pasted in untranslated: every count shows English, untranslated's finding.
            LintExample(
                .stringsdict("en", key: "files", format: "%#@count@",
                    .variable("count", type: "d", ["one": "%d file left", "other": "%d files left"])),
                .stringsdict("ru", key: "files", format: "%#@count@",
                    .variable("count", type: "d", ["one": "%d file left", "other": "%d files left"]))),
            LintExample(.stringsdict("ru", key: "files", format: "%#@count@",
                .variable("count", type: "d", [
                    "one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла",
                ]))),
            // French `many` is for millions only.
            LintExample(.stringsdict("fr", key: "files", format: "%#@count@",
                .variable("count", type: "d", ["one": "%d fichier", "other": "%d fichiers"]))),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file {
        case .pluralTable(let table):
            let rules = table.pluralRules
            guard rules.locale != nil, LocalizationName.isSelectedByDevices(table.localization) else { return [] }
            // Worked out when a form is unwritten, which a finished translation never needs.
            var counts: [PluralCategory: [Int]]?
            let source = context.sourceFormats(ofPluralTable: table)
            var members: [FindingGroup.Member] = []
            var notes: Set<FindingGroup.Member> = []
            for (entry, variant, format) in table.dictionary.formats {
                let sourceFormat = source?.format(entry.key, variant: variant)
                for variable in format.variables where variable.isWellFormed {
                    // Forms copied from the source untranslated show the source's language for every count:
                    // `untranslated`'s finding, not a wrong grammatical number.
                    if let sourceVariable = sourceFormat?.variables.first(where: { $0.name == variable.name }),
                       Self.isCopy(variable.forms.map { ($0.category, $0.text.value) },
                                   of: sourceVariable.forms.map { ($0.category, $0.text.value) }) { continue }
                    let written = Set(variable.forms.compactMap { PluralCategory(rawValue: $0.category) })
                    guard let (lacks, categories) = Self.lacks(rules, written: written, counts: {
                        counts = counts ?? PluralCounts.integers(table.localization)
                        return counts!
                    }) else { continue }
                    let forms = Dictionary(variable.forms.map { ($0.category, $0.text.value) }, uniquingKeysWith: { _, last in last })
                    let holdsMany = PluralCounts.otherHoldsMany(language: table.localization, lacking: categories, forms: forms)
                    let first = categories.first.flatMap { counts?[$0]?.first } ?? 0
                    let member = FindingGroup.Member(
                        key: entry.key, location: FileLocation(path: table.dictionary.path, position: variable.position),
                        place: (variant.map { "\($0), " } ?? "") + "variable \(variable.name)",
                        detail: Self.detail(lacks, other: forms["other"], first: first, holdsMany: holdsMany))
                    members.append(member)
                    if holdsMany { notes.insert(member) }
                }
            }
            return grouped(members, table.localization, rules, scope: nil, notes: notes).map { [$0] } ?? []
        case .catalog(let catalog):
            // A catalog's plural variations are built into a .stringsdict: the same rules, per language; an XLIFF
            // file's tables together.
            guard let catalogs = context.catalogs(inFileOf: catalog) else { return [] }
            let isTranslation = catalog.kind == .translation
            // Only a `.xcstrings` file can be written back; an XLIFF file's catalogs are read, not kept.
            let isWritable = catalog.kind == .catalog
            var byLanguage: [String: PluralRules] = [:]
            var counts: [String: [PluralCategory: [Int]]] = [:]
            var members: [String: [FindingGroup.Member]] = [:]
            var notes: Set<FindingGroup.Member> = []
            var fixes: [String: [LintFix]] = [:]
            for catalog in catalogs {
                for (entry, language, unit) in catalog.livePluralLocalizations where !unit.plurals.isEmpty && entry.shouldTranslate {
                    if byLanguage[language] == nil { byLanguage[language] = PluralRules(localization: language) }
                    guard let rules = byLanguage[language], rules.locale != nil, LocalizationName.isSelectedByDevices(language)
                    else { continue }
                    let sourcePlurals = language == catalog.sourceLanguage ? []
                        : catalog.sourceLanguage.flatMap { entry.localizations[$0]?.plurals } ?? []
                    for plural in unit.plurals {
                        if let sourcePlural = sourcePlurals.first(where: { $0.name == plural.name }),
                           Self.isCopy(plural.forms.map { ($0.category, $0.value) },
                                       of: sourcePlural.forms.map { ($0.category, $0.value) }) { continue }
                        let written = Set(plural.forms.compactMap { PluralCategory(rawValue: $0.category) })
                        guard let (lacks, categories) = Self.lacks(rules, written: written, counts: {
                            let made = counts[language] ?? PluralCounts.integers(language)
                            counts[language] = made
                            return made
                        }) else { continue }
                        let forms = Dictionary(plural.forms.map { ($0.category, $0.value) }, uniquingKeysWith: { _, last in last })
                        let holdsMany = PluralCounts.otherHoldsMany(language: language, lacking: categories, forms: forms)
                        let first = categories.first.flatMap { counts[language]?[$0]?.first } ?? 0
                        let place = ([isTranslation ? catalog.tableName : nil, plural.name]).compactMap { $0 }
                        let member = FindingGroup.Member(
                            key: entry.key, location: FileLocation(path: catalog.path, position: plural.position),
                            place: place.isEmpty ? nil : place.joined(separator: ", "),
                            detail: Self.detail(lacks, other: forms["other"], first: first, holdsMany: holdsMany))
                        members[language, default: []].append(member)
                        if holdsMany { notes.insert(member) }
                        // Other's text is the best guess a device would show anyway; needs_review asks for the form.
                        if isWritable, let owner = plural.owner, plural.form("other") != nil {
                            fixes[language, default: []].append(LintFix(path: catalog.path, .catalog(.addPluralForms(
                                key: entry.key, language: language, owner: owner, categories: categories.map(\.rawValue)))))
                        }
                    }
                }
            }
            return members.keys.sorted().compactMap { language in
                var found = grouped(members[language]!.sorted { $0.location.position < $1.location.position }, language,
                                    byLanguage[language]!, scope: language, notes: notes)
                found?.fixes = fixes[language] ?? []
                return found
            }
        default:
            return []
        }
    }

    /// Whether every form of a translation reads exactly as the source's form of its category (or the source's
    /// `other`, for a category the source does not write): the source's forms pasted in, never translated.
    static func isCopy(_ forms: [(category: String, text: String)], of source: [(category: String, text: String)]) -> Bool {
        guard !forms.isEmpty else { return false }
        let sourceForms = Dictionary(source, uniquingKeysWith: { _, last in last })
        return forms.allSatisfy { form in
            (sourceForms[form.category] ?? sourceForms["other"]).map { $0 == form.text } ?? false
        }
    }

    /// What a member says: the forms it lacks, and what a device shows for them (the `other` form with the first
    /// such count filled in).
    static func detail(_ lacks: String, other: String?, first: Int, holdsMany: Bool) -> String {
        guard let other else { return "no \(lacks) form: those counts show no form at all (there is no \"other\" either)" }
        let shown = "no \(lacks) form: those counts show the \"other\" form " + PluralCounts.shown(other: other, count: first)
        return holdsMany ? shown + ", which reads as the \"many\" text: add it as \"many\" too" : shown
    }

    /// One finding for a language's plural strings that lack forms: one translator's task. Where every member's
    /// `other` reads as its missing `many` text (`notes`), the device shows the right words: a note.
    private func grouped(
        _ members: [FindingGroup.Member], _ localization: String, _ rules: PluralRules, scope: String?,
        notes: Set<FindingGroup.Member> = []
    ) -> LintFinding? {
        let categories = rules.categories.map(\.rawValue).joined(separator: ", ")
        let severity: Diagnostic.Severity? = !members.isEmpty && members.allSatisfy(notes.contains) ? .note : nil
        return groupedFinding(members, scope: scope, severity: severity) { members in
            let count = members.count
            let head = "\(FindingGroup.count(count, "plural string")) in \(localization) \(count == 1 ? "lacks" : "lack") "
                + "forms the language needs for whole counts (\(localization) uses \(categories))"
            if count == 1, let detail = members[0].detail {
                var only = members[0]
                only.detail = nil
                let number = severity == .note ? "" : ", in the wrong grammatical number"
                return head + ": \(FindingGroup.describe(only)) has \(detail)\(number). Add the forms"
            }
            let shows = severity == .note ? "its \"other\" form, which reads as the \"many\" text, for those counts"
                : "the \"other\" form for those counts, in the wrong grammatical number"
            return head + " (\(FindingGroup.keyList(members))): a device shows \(shows). Add the forms (each key says which)"
        }
    }

    /// The categories whole counts reach that `written` lacks, and them with their first counts (`"few" (2, 3, 4,
    /// 22, …) or "many" (0, 5, 6, 7, …)`); nil when none. Apple's rule: 0 takes a written `zero` form in every
    /// language. `counts`, the language's whole counts by category, is asked for only when a category is unwritten.
    static func lacks(
        _ rules: PluralRules, written: Set<PluralCategory>, counts: () -> [PluralCategory: [Int]]
    ) -> (text: String, categories: [PluralCategory])? {
        let unwritten = rules.categories.filter { $0 != .other && !written.contains($0) }
        guard !unwritten.isEmpty else { return nil }
        let counts = counts()
        let missing = unwritten.compactMap { category in
            let numbers = counts[category, default: []].filter { !(written.contains(.zero) && $0 == 0) }
            return numbers.isEmpty ? nil : (category, "\"\(category.rawValue)\" (\(PluralCounts.examples(numbers)))")
        }
        return missing.isEmpty ? nil : (list(missing.map(\.1)), missing.map(\.0))
    }

    static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
    }
}
