import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// The translators' page (`rateprompt preview --strings`): every string of the chosen tables, per language, each with
/// its source text, its translation, every plural form with example numbers of its category, the device forms, the
/// state, the developer's comment and the findings. The model holds one card per language; the page
/// (`StringsPage+HTML`) carries them as data and draws one language at a time.
package struct StringsPage: Sendable {
    /// One language's strings, table by table.
    package struct Card: Sendable {
        package internal(set) var language: LanguageInfo
        /// Each table's rows, and the findings about its file in this language at no row (a key it lacks); the
        /// language its sources are written in.
        package internal(set) var tables: [(name: String, sourceLanguage: String?, rows: [Row], findings: [Diagnostic])]
    }

    /// One string in one language.
    package struct Row: Sendable {
        package internal(set) var key: String
        package internal(set) var comment: String?
        package internal(set) var source: String
        /// The source language has no text for the string: `source` is its key (no width to compare against).
        var sourceIsKey = false
        /// The translation without variations; nil when the string has only forms, or none in this language.
        package internal(set) var value: String?
        package internal(set) var state: String?
        package internal(set) var forms: [Form]
        package internal(set) var findings: [Diagnostic]

        /// Where the string stands in its language, for the summary and the filters.
        package var status: Status {
            // What lint's `untranslated` reports reads as the source on a device, whatever the text's state: the
            // counts say what lint says.
            if findings.contains(where: { $0.code == .untranslated }) { return .untranslated }
            if !forms.isEmpty {
                // A form counts as unreviewed as lint's `unreviewed-translation` counts it: only with words in it.
                let unreviewed = forms.contains { Self.isUnreviewed($0.state) && TranslatableText.needsTranslation($0.value) }
                return unreviewed ? .review : .translated
            }
            guard let value else { return TranslatableText.needsTranslation(source) ? .untranslated : .nothing }
            if Self.isUnreviewed(state) && TranslatableText.needsTranslation(value) { return .review }
            // A copy of a source with no words (`%@`, `, `) is all its translation can be; lint's `untranslated`
            // agrees (`TranslatableText`).
            return value == source && !TranslatableText.needsTranslation(source) ? .nothing : .translated
        }

        private static func isUnreviewed(_ state: String?) -> Bool { StringCatalog.isUnreviewed(state) }
    }

    /// A string's progress in one language.
    package enum Status: Int, Sendable, CaseIterable {
        case translated, untranslated, review, nothing

        /// The name the page and its address use.
        package var name: String {
            switch self {
            case .translated: "translated"
            case .untranslated: "untranslated"
            case .review: "review"
            case .nothing: "nothing"
            }
        }
    }

    /// A plural or device form of a row.
    package struct Form: Sendable {
        /// `iphone`, `substitution count`, or nil.
        package internal(set) var name: String?
        package internal(set) var category: String?
        /// Numbers of the category in the card's language (`1, 21, 31, 41`), empty for a device form.
        package internal(set) var examples: [String]
        package internal(set) var value: String
        package internal(set) var state: String?
    }

    package internal(set) var title: String
    package internal(set) var cards: [Card]
    /// Findings at no string of the page.
    package internal(set) var diagnostics: [Diagnostic]

    /// Every finding the page shows: at the top, on a language's table, on a string.
    package var shownFindings: [Diagnostic] {
        diagnostics + cards.flatMap { card in
            card.tables.flatMap { table in table.findings + table.rows.flatMap(\.findings) }
        }
    }

    /// The page of `catalogs` (String Catalogs, or an XLIFF's tables read as catalogs): a card per language the
    /// catalogs hold besides their source, or the source alone when they hold nothing else. `findings` go to the
    /// string at their file and line, else to the top of the page; a finding about a file of one language (an
    /// `.lproj` table's) goes to the string its key names (`keys`, one per finding, nil for none), else to that
    /// language's table.
    package init(
        title: String, catalogs: [StringCatalog], findings: [Diagnostic], keys: [String?] = [], languages: [String]? = nil
    ) {
        self.title = title
        var all: [String] = []
        // Each catalog's languages, worked out once (none for a catalog that cannot be read).
        let languagesOf = catalogs.map { $0.isLoadable ? Self.languages(of: $0) : [] }
        for (catalog, languages) in zip(catalogs, languagesOf) {
            for language in languages where language != catalog.sourceLanguage && !all.contains(language) {
                all.append(language)
            }
        }
        if all.isEmpty { all = Array(Set(catalogs.compactMap(\.sourceLanguage))).sorted() }
        // On a page of some languages, a finding that names only languages left out is not about it.
        var hidden: [String] = []
        if let languages {
            hidden = all.filter { !languages.contains($0) }
            all = all.filter(languages.contains)
        }
        // Where each text is, to put a finding on its string.
        var rowAt: [Place: (card: Int, table: Int, row: Int)] = [:]
        // The card and table of each file that holds one language only (an `.lproj` table's), and its rows by key.
        var tableOfFile: [String: (card: Int, table: Int)] = [:]
        var rowOfKey: [String: [String: Int]] = [:]
        // A string's key line is every language's: a finding there (a string missing from a language) goes to the
        // row of the one language its message names.
        var keyRows: [Place: [(card: Int, table: Int, row: Int, language: String)]] = [:]
        var cards: [Card] = []
        for language in all {
            let rules = PluralRules(localization: language)
            let examples = Self.examples(rules)
            var card = Card(language: LanguageInfo(localization: language), tables: [])
            for (catalog, languages) in zip(catalogs, languagesOf) where languages.contains(language) {
                var rows: [Row] = []
                for entry in catalog.entries where entry.extractionState != "stale" && entry.shouldTranslate {
                    let unit = entry.localizations[language]
                    let sourceUnit = catalog.sourceLanguage.flatMap { entry.localizations[$0] }
                    var row = Row(
                        key: entry.key, comment: entry.comment, source: sourceUnit?.value ?? entry.key,
                        value: unit?.value,
                        // The state a translator must act on first: any form's that is not translated.
                        state: ([unit?.state] + (unit?.forms.map(\.state) ?? [])).compactMap { $0 }
                            .first { $0 != "translated" } ?? unit?.state ?? unit?.forms.first?.state,
                        forms: (unit?.forms ?? []).map { form in
                            Form(name: form.name, category: form.category,
                                 examples: form.category.flatMap { PluralCategory(rawValue: $0) }.map { examples[$0] ?? [] } ?? [],
                                 value: form.value, state: form.state)
                        },
                        findings: [])
                    row.sourceIsKey = sourceUnit?.value == nil
                    // An `.lproj` table's texts are in each language's own files.
                    let path = unit?.file?.path ?? catalog.path

                    keyRows[Place(path: path, line: (unit?.file?.keyPosition ?? entry.keyPosition).line), default: []]
                        .append((cards.count, card.tables.count, rows.count, language))
                    for position in [unit?.position].compactMap({ $0 }) + (unit?.forms.map(\.position) ?? []) {
                        rowAt[Place(path: path, line: position.line)] = (cards.count, card.tables.count, rows.count)
                    }
                    rows.append(row)
                }
                // This language's own files (an `.lproj` table's `.strings` and `.stringsdict`, those Apple cannot
                // read too): every row by key.
                let files = Set(catalog.entries.compactMap { $0.localizations[language]?.file?.path }
                                + catalog.tableFiles.filter { $0.localization == language }.map(\.path))
                for file in files {
                    tableOfFile[file] = (cards.count, card.tables.count)
                    rowOfKey[file] = Dictionary(rows.enumerated().map { ($0.element.key, $0.offset) },
                                                uniquingKeysWith: { first, _ in first })
                }
                card.tables.append((catalog.tableName, catalog.sourceLanguage, rows, []))
            }
            cards.append(card)
        }
        var unplaced: [Diagnostic] = []
        for (offset, finding) in findings.enumerated() {
            let place = Place(path: finding.location.path, line: finding.location.line)
            let named = (keyRows[place] ?? []).filter { Self.names(finding.message, $0.language) }
            let key = offset < keys.count ? keys[offset] : nil
            if let table = tableOfFile[finding.location.path], let key {
                // A key's row in this language's table, wherever the finding points (a missing key at the file).
                if let row = rowOfKey[finding.location.path]?[key] {
                    cards[table.card].tables[table.table].rows[row].findings.append(finding)
                } else {
                    cards[table.card].tables[table.table].findings.append(finding)
                }
            } else if let row = rowAt[place] {
                cards[row.card].tables[row.table].rows[row.row].findings.append(finding)
            } else if named.count == 1, let row = named.first {
                cards[row.card].tables[row.table].rows[row.row].findings.append(finding)
            } else if let table = tableOfFile[finding.location.path] {
                cards[table.card].tables[table.table].findings.append(finding)
            } else if !hidden.contains(where: { Self.names(finding.message, $0) })
                        || all.contains(where: { Self.names(finding.message, $0) }) {
                unplaced.append(finding)
            }
        }
        self.cards = cards
        diagnostics = unplaced
    }

    /// The languages of `catalog`, with those of its `.lproj` files that Apple cannot read (they hold no string).
    /// A file read that holds none (an empty `.strings` file) adds none, as a language without the table.
    private static func languages(of catalog: StringCatalog) -> [String] {
        let languages = catalog.languages
        let more = catalog.tableFiles.filter { !$0.isLoadable }.map(\.localization).filter { !languages.contains($0) }
        return more.isEmpty ? languages : languages + Array(Set(more)).sorted()
    }

    /// Whether `message` names `language` as the rules do, `in de` followed by no more of a name (`in de:`, not
    /// `in dec` or `in de-CH`); a key quoted in the message may hold the same letters elsewhere.
    static func names(_ message: String, _ language: String) -> Bool {
        let wanted = "in " + language
        var rest = Substring(message)
        while let range = rest.range(of: wanted) {
            let before = range.lowerBound == message.startIndex ? nil : message[message.index(before: range.lowerBound)]
            let after = range.upperBound == message.endIndex ? nil : message[range.upperBound]
            func isBoundary(_ character: Character?) -> Bool {
                guard let character else { return true }
                return !(character.isLetter || character.isNumber || character == "-" || character == "_")
            }
            if isBoundary(before) && isBoundary(after) { return true }
            rest = message[range.upperBound...]
        }
        return false
    }

    private struct Place: Hashable {
        var path: String
        var line: Int
    }

    /// Up to four numbers of each category: whole numbers up to 1,000, then, for a category none of them reaches,
    /// decimals (Russian `other`) or millions (French `many`).
    static func examples(_ rules: PluralRules) -> [PluralCategory: [String]] {
        var result = rules.integersByCategory(upTo: 1_000).mapValues { $0.prefix(4).map(String.init) }
        let wholeCategories = Set(result.keys)
        // Millions for categories of large round numbers (French and Spanish `many`).
        for decimal in ["0.5", "1.5", "2.5", "10.1", "0.1", "1.1", "1000000", "2000000"] {
            guard let operands = PluralOperands(decimal) else { continue }
            let category = rules.category(for: operands)
            if !wholeCategories.contains(category), result[category, default: []].count < 3 {
                result[category, default: []].append(decimal)
            }
        }
        return result
    }
}
