import Foundation
import RatePromptFormats
import RatePromptCore

/// The translators' page (`rateprompt preview --strings`): every string of the chosen tables, one card per
/// language, each with its source text, its translation, every plural form with example numbers of its category,
/// the device forms, the state, the developer's comment and the findings; one self-contained HTML page, like the
/// prompt preview (inline style and script allowed by hash, nothing loaded).
package struct StringsPage: Sendable {
    /// One language's strings, table by table.
    package struct Card: Sendable {
        package var language: LanguageInfo
        /// Each table's rows, and the findings about its file in this language at no row (a key it lacks).
        package var tables: [(name: String, rows: [Row], findings: [Diagnostic])]
    }

    /// One string in one language.
    package struct Row: Sendable {
        package var key: String
        package var comment: String?
        package var source: String
        /// The translation without variations; nil when the string has only forms, or none in this language.
        package var value: String?
        package var state: String?
        package var forms: [Form]
        package var findings: [Diagnostic]
    }

    /// A plural or device form of a row.
    package struct Form: Sendable {
        /// `iphone`, `substitution count`, or nil.
        package var name: String?
        package var category: String?
        /// Numbers of the category in the card's language (`1, 21, 31, 41`), empty for a device form.
        package var examples: [String]
        package var value: String
        package var state: String?
    }

    package var title: String
    package var cards: [Card]
    /// Findings at no string of the page.
    package var diagnostics: [Diagnostic]

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
        for catalog in catalogs where catalog.isLoadable {
            for language in catalog.languages where language != catalog.sourceLanguage && !all.contains(language) {
                all.append(language)
            }
        }
        if all.isEmpty { all = Array(Set(catalogs.compactMap(\.sourceLanguage))).sorted() }
        if let languages { all = all.filter(languages.contains) }
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
            for catalog in catalogs where catalog.isLoadable && catalog.languages.contains(language) {
                var rows: [Row] = []
                for entry in catalog.entries where entry.extractionState != "stale" && entry.shouldTranslate {
                    let unit = entry.localizations[language]
                    let sourceUnit = catalog.sourceLanguage.flatMap { entry.localizations[$0] }
                    let row = Row(
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
                    // An `.lproj` table's texts are in each language's own files.
                    let path = unit?.file?.path ?? catalog.path

                    keyRows[Place(path: path, line: (unit?.file?.keyPosition ?? entry.keyPosition).line), default: []]
                        .append((cards.count, card.tables.count, rows.count, language))
                    for position in [unit?.position].compactMap({ $0 }) + (unit?.forms.map(\.position) ?? []) {
                        rowAt[Place(path: path, line: position.line)] = (cards.count, card.tables.count, rows.count)
                    }
                    rows.append(row)
                }
                // This language's own files (an `.lproj` table's `.strings` and `.stringsdict`): every row by key.
                let files = Set(catalog.entries.compactMap { $0.localizations[language]?.file?.path })
                for file in files {
                    tableOfFile[file] = (cards.count, card.tables.count)
                    rowOfKey[file] = Dictionary(rows.enumerated().map { ($0.element.key, $0.offset) },
                                                uniquingKeysWith: { first, _ in first })
                }
                card.tables.append((catalog.tableName, rows, []))
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
            } else {
                unplaced.append(finding)
            }
        }
        self.cards = cards
        diagnostics = unplaced
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

    // MARK: - HTML

    static let style = """
        body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:0;background:#f2f2f7;color:#1c1c1e}\
        header.page-head{padding:16px 24px;background:#fff;border-bottom:1px solid #d1d1d6}h1{margin:0;font-size:20px}\
        main{display:grid;grid-template-columns:repeat(auto-fill,minmax(520px,1fr));gap:16px;padding:16px 24px}\
        .card{background:#fff;border-radius:12px;padding:12px 16px}.card h2{margin:0 0 8px;font-size:17px}\
        .table h3{font-size:13px;color:#6e6e73;margin:12px 0 4px}.row{border-top:1px solid #e5e5ea;padding:6px 0}\
        .key{font:12px ui-monospace,monospace;color:#6e6e73;unicode-bidi:isolate}.comment{font-style:italic;color:#6e6e73}\
        .source{color:#3a3a3c}.value{font-weight:600}.missing{color:#c00}.forms{margin:4px 0 0;padding:0;list-style:none}\
        .form{display:grid;grid-template-columns:9em 8em 1fr;gap:8px}.category{font-weight:600}\
        .examples{color:#6e6e73;font-variant-numeric:tabular-nums}.state{font-size:11px;border-radius:4px;padding:0 4px;\
        background:#e5e5ea}.state.needs_review,.state.new{background:#ffe08a}.findings{margin:4px 0 0;padding-left:18px;\
        color:#a0400b}.finding.error{color:#c00}
        """

    /// Counts what the page loaded and any policy violation, so that a test can see that nothing was.
    static let script = """
        (function(){var v=0,r=document.documentElement;\
        document.addEventListener('securitypolicyviolation',function(){v++;r.setAttribute('data-csp-violations',String(v));});\
        addEventListener('load',function(){r.setAttribute('data-csp-violations',String(v));\
        r.setAttribute('data-resource-count',String(performance.getEntriesByType('resource').length));\
        r.setAttribute('data-ready','1');});})();
        """

    package func html() -> String {
        let policy = "default-src 'none'; style-src 'sha256-\(SHA256.base64Digest(of: Self.style))'; "
            + "script-src 'sha256-\(SHA256.base64Digest(of: Self.script))'; base-uri 'none'; form-action 'none'"
        let strings = cards.reduce(0) { $0 + $1.tables.reduce(0) { $0 + $1.rows.count } }
        var html = """
            <!DOCTYPE html>
            <html lang="en" dir="ltr">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy"\(HTML.attribute("content", policy))>
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="rateprompt \(RatePromptVersion.current) preview --strings">
            <title>Strings for translators — \(HTML.escape(VisibleText.line(title)))</title>
            <style>\(Self.style)</style>
            <script>\(Self.script)</script>
            </head>
            <body>
            <header class="page-head"><h1>Strings for translators</h1>
            <p><strong>\(HTML.escape(VisibleText.line(title)))</strong> · \(cards.count) language\(cards.count == 1 ? "" : "s") · \
            \(strings) string\(strings == 1 ? "" : "s"). Each plural form lists numbers that select it in the language.</p>
            </header>

            """
        if !diagnostics.isEmpty {
            html += "<section class=\"page-findings\"><h2>Other findings</h2>" + Self.findings(diagnostics) + "</section>\n"
        }
        html += "<main>\n"
        for card in cards { html += Self.card(card) }
        return html + "</main>\n</body>\n</html>\n"
    }

    private static func card(_ card: Card) -> String {
        let language = card.language
        let tag = HTML.escape(VisibleText.line(language.languageTag.isEmpty ? "und" : language.languageTag))
        var html = "<article class=\"card\"" + HTML.attribute("data-localization", VisibleText.line(language.localization))
            + ">\n<h2>\(HTML.escape(VisibleText.line(language.englishName))) <code>"
            + HTML.escape(VisibleText.line(language.localization)) + "</code></h2>\n"
        for table in card.tables {
            html += "<section class=\"table\"" + HTML.attribute("data-table", VisibleText.line(table.name)) + "><h3>"
                + HTML.escape(VisibleText.line(table.name)) + "</h3>\n"
            if !table.findings.isEmpty { html += findings(table.findings) + "\n" }
            for row in table.rows {
                html += "<div class=\"row\"" + HTML.attribute("data-key", VisibleText.line(row.key)) + ">"
                html += "<div class=\"key\">" + HTML.escape(VisibleText.line(row.key)) + "</div>"
                if let comment = row.comment, !comment.isEmpty {
                    html += "<div class=\"comment\">" + HTML.escape(VisibleText.line(comment)) + "</div>"
                }
                html += "<div class=\"source\" lang=\"und\" dir=\"auto\">" + HTML.escape(VisibleText.line(row.source)) + "</div>"
                if let value = row.value {
                    html += "<div class=\"value\" lang=\"\(tag)\" dir=\"\(language.direction.rawValue)\">"
                        + HTML.escape(VisibleText.line(value)) + "</div>"
                } else if row.forms.isEmpty {
                    html += "<div class=\"value missing\">not translated</div>"
                }
                if let state = row.state {
                    html += " <span" + HTML.attribute("class", "state " + VisibleText.line(state)) + ">"
                        + HTML.escape(VisibleText.line(state)) + "</span>"
                }
                if !row.forms.isEmpty {
                    html += "<ul class=\"forms\">"
                    for form in row.forms {
                        html += "<li class=\"form\"" + (form.category.map { HTML.attribute("data-category", VisibleText.line($0)) } ?? "")
                            + (form.name.map { HTML.attribute("data-name", VisibleText.line($0)) } ?? "") + ">"
                            + "<span class=\"category\">" + HTML.escape(VisibleText.line([form.name, form.category].compactMap { $0 }.joined(separator: " · ")))
                            + "</span><span class=\"examples\">" + HTML.escape(form.examples.joined(separator: ", "))
                            + "</span><span class=\"text\" lang=\"\(tag)\" dir=\"\(language.direction.rawValue)\">"
                            + HTML.escape(VisibleText.line(form.value)) + "</span>"
                            + (form.state.map { state in
                                state == "translated" ? "" : " <span" + HTML.attribute("class", "state " + VisibleText.line(state))
                                    + ">" + HTML.escape(VisibleText.line(state)) + "</span>"
                            } ?? "") + "</li>"
                    }
                    html += "</ul>"
                }
                if !row.findings.isEmpty { html += findings(row.findings) }
                html += "</div>\n"
            }
            html += "</section>\n"
        }
        return html + "</article>\n"
    }

    private static func findings(_ diagnostics: [Diagnostic]) -> String {
        "<ul class=\"findings\">" + diagnostics.map { diagnostic in
            "<li" + HTML.attribute("class", "finding " + diagnostic.severity.rawValue)
                + HTML.attribute("data-code", diagnostic.code.rawValue) + ">"
                + HTML.escape(VisibleText.line(diagnostic.message)) + "</li>"
        }.joined() + "</ul>"
    }
}
