import Foundation
import RatePromptFormats
import RatePromptCore

/// The translators' page as one self-contained HTML file. The strings travel as data, not markup: one JSON block
/// with what every language shares (tables, keys, sources, comments, files, each language's progress), and one block
/// per language with its translations, forms and findings. Each block is deflated (`Deflate`) and written in base64:
/// the page's script unpacks the shared block and the language shown (`DecompressionStream`), parses them and draws
/// only the rows in view. The other languages stay text the browser neither parses nor holds as objects until one is
/// picked; a 34-language page is an eighth of its JSON's size, and opens about as fast as a one-language page.
///
/// Blocks are `<script type="application/octet-stream">`: data, never run, so the Content-Security-Policy stays
/// `default-src 'none'` with the one style sheet and the one script allowed by hash. Base64 has no `<`, so no
/// translation can end its block.
extension StringsPage {
    package func html() -> String {
        let policy = "default-src 'none'; style-src 'sha256-\(SHA256.base64Digest(of: StringsPageAssets.style))'; "
            + "script-src 'sha256-\(SHA256.base64Digest(of: StringsPageAssets.script))'; base-uri 'none'; form-action 'none'"
        let data = data()
        let strings = data.stringCount
        var html = """
            <!DOCTYPE html>
            <html lang="en" dir="ltr">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy"\(HTML.attribute("content", policy))>
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta name="generator" content="rateprompt \(RatePromptVersion.current) preview --strings">
            <title>Strings for translators — \(HTML.escape(VisibleText.line(title)))</title>
            <style>\(StringsPageAssets.style)</style>
            </head>
            <body>
            <header class="page-head"><h1>Strings for translators</h1>
            <p class="subtitle"><strong>\(HTML.escape(VisibleText.line(title)))</strong> · \(cards.count) \
            language\(cards.count == 1 ? "" : "s") · \(strings) string\(strings == 1 ? "" : "s"). Keys: \
            <kbd>j</kbd>/<kbd>n</kbd> next problem, <kbd>k</kbd>/<kbd>p</kbd> previous, <kbd>/</kbd> search. \
            Each plural form lists numbers that select it in the language.</p>
            </header>

            """
        if !diagnostics.isEmpty {
            // Only findings that belong to no string: a file's syntax error, with its file, line and column.
            html += "<section class=\"page-findings\"><h2>Findings about files</h2><ul class=\"findings\">"
            for finding in diagnostics {
                let place = "\(finding.location.path):\(finding.location.line):\(finding.location.column)"
                html += "<li" + HTML.attribute("class", "finding " + finding.severity.rawValue)
                    + HTML.attribute("data-code", finding.code.rawValue) + "><code class=\"where\">"
                    + HTML.escape(VisibleText.line(place)) + "</code> "
                    + HTML.escape(VisibleText.line(finding.message)) + "</li>"
            }
            html += "</ul></section>\n"
        }
        html += """
            <div class="layout">
            <nav class="languages" aria-label="Languages"><h2>Languages</h2><ol id="languages"></ol></nav>
            <main id="view">
            <div class="toolbar">
            <label>State <select id="state"><option value="">all</option><option value="problems">any problem</option>\
            <option value="untranslated">untranslated</option><option value="review">needs review</option>\
            <option value="findings">with findings</option><option value="long">longer than the ratio</option>\
            <option value="translated">translated</option><option value="nothing">nothing to translate</option></select></label>
            <label>Finding <select id="rule"><option value="">any</option></select></label>
            <label>Table <select id="table"><option value="">all</option></select></label>
            <label class="search">Search <input id="search" type="search" placeholder="key, source, translation, comment"></label>
            <label>Order <select id="order"><option value="file">as in the files</option>\
            <option value="problems">problems first</option></select></label>
            <label>Width ratio <input id="ratio" type="number" min="1" max="10" step="0.1" value="1.5"></label>
            </div>
            <p class="summary" id="summary" aria-live="polite"></p>
            <ul class="findings table-findings" id="table-findings" hidden></ul>
            <div id="rows" class="rows"></div>
            <p id="more" class="more" hidden><button type="button" id="more-button">Show more</button></p>
            </main>
            </div>
            <canvas id="ruler" width="1" height="1" hidden></canvas>

            """
        // The blocks are independent: packed on every core.
        let packed = ParallelMap.map([data.meta] + data.languages) { Data(Deflate.compress($0)).base64EncodedString() }
        for (index, block) in packed.enumerated() {
            let id = index == 0 ? "strings-meta" : "strings-\(index - 1)"
            html += "<script type=\"application/octet-stream\" id=\"\(id)\">" + block + "</script>\n"
        }
        return html + "<script>\(StringsPageAssets.script)</script>\n</body>\n</html>\n"
    }

    /// The page's data as JSON: the shared block, one block per card, and how many distinct strings they hold.
    func data() -> (meta: [UInt8], languages: [[UInt8]], stringCount: Int) {
        var tables: [String: Int] = [:]
        var tableNames: [String] = []
        var files: [String: Int] = [:]
        var fileNames: [String] = []
        var sources: [String: Int] = [:]
        var sourceTags: [(tag: String, direction: String)] = []
        var strings: [StringKey: Int] = [:]
        var shared = JSONWriter(pretty: false)
        shared.beginArray()

        func index(table name: String) -> Int {
            if let index = tables[name] { return index }
            tables[name] = tableNames.count
            tableNames.append(name)
            return tableNames.count - 1
        }
        func index(file path: String) -> Int {
            if let index = files[path] { return index }
            files[path] = fileNames.count
            fileNames.append(path)
            return fileNames.count - 1
        }
        func index(source language: String?) -> Int {
            let key = language ?? ""
            if let index = sources[key] { return index }
            let info = language.map(LanguageInfo.init(localization:))
            sources[key] = sourceTags.count
            sourceTags.append((info.map { $0.languageTag.isEmpty ? "und" : $0.languageTag } ?? "und",
                               info?.direction.rawValue ?? "auto"))
            return sourceTags.count - 1
        }
        func write(_ finding: Diagnostic, to writer: inout JSONWriter) {
            writer.beginArray()
            writer.string(finding.severity.rawValue)
            writer.string(finding.code.rawValue)
            writer.string(VisibleText.line(finding.message))
            writer.int(Int64(index(file: VisibleText.line(finding.location.path))))
            writer.int(Int64(finding.location.line))
            writer.int(Int64(finding.location.column))
            writer.endArray()
        }
        func optional(_ text: String?, to writer: inout JSONWriter) {
            if let text { writer.string(VisibleText.line(text)) } else { writer.null() }
        }

        var blocks: [[UInt8]] = []
        var progress: [(counts: [Int], findings: Int, rows: Int)] = []
        for card in cards {
            var writer = JSONWriter(pretty: false)
            var counts = [Int](repeating: 0, count: Status.allCases.count)
            var withFindings = 0
            var rowCount = 0
            writer.beginObject()
            writer.key("rows")
            writer.beginArray()
            for table in card.tables {
                let tableIndex = index(table: table.name)
                let sourceIndex = index(source: table.sourceLanguage)
                for row in table.rows {
                    let key = StringKey(table: tableIndex, key: row.key, source: row.source, comment: row.comment ?? "",
                                        sourceIsKey: row.sourceIsKey)
                    let stringIndex: Int
                    if let known = strings[key] {
                        stringIndex = known
                    } else {
                        stringIndex = strings.count
                        strings[key] = stringIndex
                        shared.beginArray()
                        shared.int(Int64(tableIndex))
                        shared.string(VisibleText.line(row.key))
                        shared.string(VisibleText.line(row.source))
                        shared.string(VisibleText.line(row.comment ?? ""))
                        shared.int(Int64(sourceIndex))
                        shared.int(row.sourceIsKey ? 1 : 0)
                        shared.endArray()
                    }
                    let status = row.status
                    counts[status.rawValue] += 1
                    if !row.findings.isEmpty { withFindings += 1 }
                    rowCount += 1
                    // [string, translation, status, state, forms, findings]
                    writer.beginArray()
                    writer.int(Int64(stringIndex))
                    optional(row.value, to: &writer)
                    writer.int(Int64(status.rawValue))
                    // `translated` is the status's own name: not written again for each string.
                    optional(row.state == "translated" ? nil : row.state, to: &writer)
                    if row.forms.isEmpty {
                        writer.null()
                    } else {
                        writer.beginArray()
                        for form in row.forms {
                            // [label, examples, text, state, category, name]
                            writer.beginArray()
                            writer.string(VisibleText.line([form.name, form.category].compactMap { $0 }.joined(separator: " · ")))
                            writer.string(form.examples.joined(separator: ", "))
                            writer.string(VisibleText.line(form.value))
                            optional(form.state, to: &writer)
                            optional(form.category, to: &writer)
                            optional(form.name, to: &writer)
                            writer.endArray()
                        }
                        writer.endArray()
                    }
                    if row.findings.isEmpty {
                        writer.null()
                    } else {
                        writer.beginArray()
                        for finding in row.findings { write(finding, to: &writer) }
                        writer.endArray()
                    }
                    writer.endArray()
                }
            }
            writer.endArray()
            // Findings about a language's table at no string of it.
            writer.key("tableFindings")
            writer.beginArray()
            for table in card.tables {
                for finding in table.findings { write(finding, to: &writer) }
            }
            writer.endArray()
            writer.endObject()
            blocks.append(writer.bytes)
            progress.append((counts, withFindings, rowCount))
        }
        shared.endArray()

        var meta = JSONWriter(pretty: false)
        meta.beginObject()
        meta.key("title")
        meta.string(VisibleText.line(title))
        meta.key("tables")
        meta.beginArray()
        for name in tableNames { meta.string(VisibleText.line(name)) }
        meta.endArray()
        meta.key("files")
        meta.beginArray()
        for path in fileNames { meta.string(path) }
        meta.endArray()
        meta.key("sources")
        meta.beginArray()
        for source in sourceTags {
            meta.beginArray()
            meta.string(source.tag)
            meta.string(source.direction)
            meta.endArray()
        }
        meta.endArray()
        // [localization, English name, endonym, lang, dir, [translated, untranslated, review, nothing], with findings, rows]
        meta.key("languages")
        meta.beginArray()
        for (card, progress) in zip(cards, progress) {
            let language = card.language
            meta.beginArray()
            meta.string(VisibleText.line(language.localization))
            meta.string(VisibleText.line(language.englishName))
            meta.string(VisibleText.line(language.endonym))
            meta.string(VisibleText.line(language.languageTag.isEmpty ? "und" : language.languageTag))
            meta.string(language.direction.rawValue)
            meta.beginArray()
            for count in progress.counts { meta.int(Int64(count)) }
            meta.endArray()
            meta.int(Int64(progress.findings))
            meta.int(Int64(progress.rows))
            meta.endArray()
        }
        meta.endArray()
        meta.key("strings")
        var bytes = meta.bytes
        bytes.append(contentsOf: shared.bytes)
        bytes.append(UInt8(ascii: "}"))
        return (bytes, blocks, strings.count)
    }

    private struct StringKey: Hashable {
        var table: Int
        var key: String
        var source: String
        var comment: String
        var sourceIsKey: Bool
    }
}
