import Foundation
import Testing
import RatePromptTestSupport
@testable import RatePromptCore

/// The translators' page of a generated project (30 languages × 3,000 strings in two String Catalogs, seeded), opened
/// in headless Chromium: the language list and its progress, each filter and the search (the rows shown, counted
/// exactly), the view restored from the address, the width check, and nothing loaded, nothing refused by the policy.
/// Every expectation is computed from the generator, not read from the page.
@Suite("rateprompt preview --strings in Chromium", .serialized)
struct StringsPageBrowserTests {
    static let allLanguages = ["de", "fr", "es", "it", "ja", "ko", "zh-Hans", "zh-Hant", "pt-BR", "pt-PT", "ru", "uk",
                               "pl", "nl", "sv", "da", "fi", "nb", "tr", "cs", "sk", "hu", "ro", "el", "he", "ar", "th",
                               "vi", "id", "ms", "ca", "hr", "hi", "bg", "sl", "lt", "lv", "et", "sr", "fa"]

    /// One string in one language, as generated.
    struct Cell {
        var key: String
        var table: String
        var source: String
        var comment: String
        var value: String?
        var state: String?
        /// What the page must call it: translated, untranslated, review or nothing.
        var status: String
        /// Whether lint reports something on it: a missing string (`missing-key`), one awaiting review with words in
        /// it (`unreviewed-translation`), a dropped placeholder (`placeholder-mismatch`).
        var rules: Set<String>
    }

    struct Project {
        var folder: URL
        var page: URL
        var languages: [String]
        var cells: [String: [Cell]]
    }

    static let settingsCount = 200

    /// Writes `Localizable.xcstrings` (all but the last 200 strings) and `Settings.xcstrings` (those) in English and
    /// `languageCount` languages. Per language and string, from the seed: 2 in 20 missing, 1 in 20 `needs_review`,
    /// 1 in 20 `new`. Every 50th string (`%lld files in %@`) has a translation that drops `%@`; every 100th (`%@ ·`)
    /// has nothing to translate; `s11.title` (`Save`) is far longer in German; `s21.title` in French is hostile markup.
    static func generate(languageCount: Int, strings count: Int, seed: UInt64, in folder: URL) throws -> Project {
        let languages = Array(allLanguages.prefix(languageCount))
        var random = SplitMix64(seed: seed)
        var cells: [String: [Cell]] = [:]
        var catalogs: [String: [String: Any]] = ["Localizable": [:], "Settings": [:]]
        for i in 0..<count {
            let key = "s\(i).title"
            let table = i < count - settingsCount ? "Localizable" : "Settings"
            let source = i % 50 == 3 ? "%lld files in %@" : i % 100 == 7 ? "%@ ·" : i == 11 ? "Save" : "Open item number \(i) now"
            let comment = "Shown on screen \(i % 17)"
            var localizations: [String: Any] = ["en": ["stringUnit": ["state": "translated", "value": source]]]
            for language in languages {
                let roll = random.next() % 20
                let missing = (roll == 15 || roll == 16) && i != 11
                let state = i == 11 ? "translated" : roll == 17 ? "needs_review" : roll == 18 ? "new" : "translated"
                var value: String
                if i % 50 == 3 {
                    value = "%lld Dateien"
                } else if i % 100 == 7 {
                    value = source
                } else if i == 11 {
                    value = language == "de" ? "Änderungen dauerhaft speichern und das Fenster schließen" : "Sv"
                } else if i == 21 && language == "fr" {
                    value = "</script><img src=\"http://127.0.0.1:9/x.png\"><!-- <script>"
                } else {
                    value = "Eintrag \(i) \(language)"
                }
                let nothing = i % 100 == 7
                var rules: Set<String> = []
                let status: String
                if missing {
                    status = nothing ? "nothing" : "untranslated"
                    rules.insert("missing-key")
                } else {
                    localizations[language] = ["stringUnit": ["state": state, "value": value]]
                    if nothing {
                        status = "nothing"
                    } else if state == "translated" {
                        status = "translated"
                    } else {
                        status = "review"
                        rules.insert("unreviewed-translation")
                    }
                    if i % 50 == 3 { rules.insert("placeholder-mismatch") }
                }
                cells[language, default: []].append(Cell(key: key, table: table, source: source, comment: comment,
                                                         value: missing ? nil : value, state: missing ? nil : state,
                                                         status: status, rules: rules))
            }
            catalogs[table]![key] = ["comment": comment, "localizations": localizations]
        }
        for (table, strings) in catalogs {
            let catalog: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": strings]
            let data = try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys])
            try data.write(to: folder.appendingPathComponent("\(table).xcstrings"))
        }
        return Project(folder: folder, page: folder.appendingPathComponent("strings.html"), languages: languages, cells: cells)
    }

    /// The 30 × 3,000 project and its page, written once for the suite.
    actor Shared {
        static let instance = Shared()
        private var project: Project?

        func get() async throws -> Project {
            if let project { return project }
            let folder = try PreviewBrowserTests.scratch()
            let project = try StringsPageBrowserTests.generate(languageCount: 30, strings: 3_000, seed: 28, in: folder)
            let result = try await CommandRunner.run(["preview", "--strings", "--project", folder.path, "--out", project.page.path])
            // Lint's findings are on the page, and its exit status is lint's: each translation that drops `%@` is an
            // error, one line each.
            let dropped = project.cells.values.joined().count { $0.rules.contains("placeholder-mismatch") }
            #expect(result.status == 1, "\(result.stderr.suffix(2000))")
            #expect(result.stderr.components(separatedBy: ": error: ").count - 1 == dropped, "\(result.stderr.suffix(2000))")
            #expect(dropped > 0 && !result.stderr.contains(": warning: "))
            #expect(FileManager.default.fileExists(atPath: project.page.path), "\(result.stderr.suffix(2000))")
            self.project = project
            return project
        }
    }

    static func tags(_ name: String, in dom: String) -> [[String: String]] { PreviewBrowserTests.startTags(name, in: dom) }

    /// The rows drawn in the live DOM, by key, in order, with their status.
    static func rows(in dom: String) -> [[String: String]] {
        tags("div", in: dom).filter { $0["class"]?.split(separator: " ").first == "row" }
    }

    @Test func theLanguageListShowsEveryLanguagesProgress() async throws {
        let chromium = try Chromium.find()
        let project = try await Shared.instance.get()
        let html = try String(contentsOf: project.page, encoding: .utf8)
        // One shared block and one per language, packed; one script to run, allowed by hash.
        #expect(StringsPageData.ids(in: html) == ["strings-meta"] + (0..<30).map { "strings-\($0)" })
        #expect(Self.tags("script", in: html).filter { $0["type"] == nil }.count == 1)
        let dom = try await chromium.dumpDOM(of: project.page)
        let root = try #require(Self.tags("html", in: dom).first)
        #expect(root["data-ready"] == "1", "the page's script did not run to the end")
        #expect(root["data-resource-count"] == "0")
        #expect(root["data-csp-violations"] == "0")
        let buttons = Self.tags("button", in: dom).filter { $0["data-language"] != nil }
        #expect(buttons.compactMap { $0["data-language"] } == project.languages.sorted())
        for button in buttons {
            let language = try #require(button["data-language"])
            let cells = try #require(project.cells[language])
            for status in ["translated", "untranslated", "review", "nothing"] {
                #expect(button["data-\(status)"] == String(cells.count { $0.status == status }), "\(language) \(status)")
            }
            #expect(button["data-findings"] == String(cells.count { !$0.rules.isEmpty }), "\(language) findings")
            #expect(button["data-total"] == "3000")
        }
        // The first language is shown, its counts in the summary bar, its first rows drawn; no other language's
        // block was unpacked.
        let first = project.languages.sorted()[0]
        #expect(root["data-language"] == first)
        #expect(root["data-unpacked"] == first)
        let cells = try #require(project.cells[first])
        for (status, expected) in [("untranslated", cells.count { $0.status == "untranslated" }),
                                   ("review", cells.count { $0.status == "review" }),
                                   ("findings", cells.count { !$0.rules.isEmpty })] {
            let badge = Self.tags("span", in: dom).first { $0["id"] == "count-\(status)" }
            #expect(badge?["data-count"] == String(expected), "\(status)")
        }
        #expect(root["data-shown"] == "3000")
        let drawn = Self.rows(in: dom)
        #expect(drawn.count >= 150 && drawn.count < 3000 && String(drawn.count) == root["data-drawn"])
        #expect(drawn.prefix(3).compactMap { $0["data-key"] } == ["s0.title", "s1.title", "s2.title"])
        #expect(Double(root["data-first-rows-ms"] ?? "") != nil)
        // Hostile French text is text: nothing was loaded (checked above), no element made of it.
        for name in ["img", "iframe", "object", "embed", "link"] { #expect(Self.tags(name, in: dom).isEmpty) }
    }

    @Test func eachFilterAndTheSearchShowExactlyTheirRows() async throws {
        let chromium = try Chromium.find()
        let project = try await Shared.instance.get()
        let cells = try #require(project.cells["de"])
        func keys(_ predicate: (Cell) -> Bool) -> [String] { cells.filter(predicate).map(\.key) }
        let cases: [(String, [String])] = [
            ("state=untranslated", keys { $0.status == "untranslated" }),
            ("state=review", keys { $0.status == "review" }),
            ("state=translated", keys { $0.status == "translated" }),
            ("state=nothing", keys { $0.status == "nothing" }),
            ("state=findings", keys { !$0.rules.isEmpty }),
            ("state=long", ["s11.title"]),
            ("state=problems", keys { $0.status == "untranslated" || $0.status == "review" || !$0.rules.isEmpty || $0.key == "s11.title" }),
            ("rule=placeholder-mismatch", keys { $0.rules.contains("placeholder-mismatch") }),
            ("rule=missing-key", keys { $0.rules.contains("missing-key") }),
            ("rule=unreviewed-translation", keys { $0.rules.contains("unreviewed-translation") }),
            ("table=Settings", keys { $0.table == "Settings" }),
            ("table=Settings&state=untranslated", keys { $0.table == "Settings" && $0.status == "untranslated" }),
            // Keys, sources, comments and translations; case and accents folded.
            ("q=s299", ["s299.title"] + (2990...2999).map { "s\($0).title" }),
            ("q=number%201234", ["s1234.title"]),
            ("q=screen%2013", keys { $0.comment == "Shown on screen 13" }),
            ("q=dateien", keys { $0.value == "%lld Dateien" }),
            ("q=ANDERUNGEN", ["s11.title"]),
            ("q=screen%205&table=Settings&state=untranslated",
             keys { $0.comment == "Shown on screen 5" && $0.table == "Settings" && $0.status == "untranslated" }),
        ]
        for (fragment, expected) in cases {
            let dom = try await chromium.dumpDOM(of: project.page, fragment: "lang=de&" + fragment)
            let root = try #require(Self.tags("html", in: dom).first)
            #expect(root["data-language"] == "de")
            #expect(root["data-shown"] == String(expected.count), "\(fragment)")
            let drawn = Self.rows(in: dom).compactMap { $0["data-key"] }
            #expect(String(drawn.count) == root["data-drawn"], "\(fragment)")
            if expected.count <= 150 {
                #expect(drawn == expected, "\(fragment)")
            } else {
                #expect(drawn.count >= 150 && drawn == Array(expected.prefix(drawn.count)), "\(fragment)")
            }
        }
    }

    /// A link opens the same view: the language, the filters, the order and the ratio, right to left for Arabic.
    @Test func theAddressRestoresAView() async throws {
        let chromium = try Chromium.find()
        let project = try await Shared.instance.get()
        let view = "lang=ar&state=review&table=Settings&q=screen&order=problems&ratio=2"
        let dom = try await chromium.dumpDOM(of: project.page, fragment: view)
        let root = try #require(Self.tags("html", in: dom).first)
        #expect(root["data-view"] == view.replacingOccurrences(of: "&", with: "&amp;"))
        #expect(root["data-language"] == "ar")
        #expect(Self.tags("button", in: dom).filter { $0["aria-current"] == "true" }.compactMap { $0["data-language"] } == ["ar"])
        let cells = try #require(project.cells["ar"])
        let expected = cells.filter { $0.status == "review" && $0.table == "Settings" }
        #expect(root["data-shown"] == String(expected.count))
        #expect(Self.tags("div", in: dom).first { $0["id"] == "rows" }?["dir"] == "rtl")
        let values = Self.tags("div", in: dom).filter { $0["class"]?.hasPrefix("value") == true }
        #expect(values.count == expected.count && values.allSatisfy { $0["lang"] == "ar" && $0["dir"] == "rtl" })
        #expect(Self.tags("div", in: dom).filter { $0["class"] == "source" }.allSatisfy { $0["lang"] == "en" && $0["dir"] == "ltr" })

        // Problems first: errors (the dropped placeholder), then untranslated, then needing review, then the rest.
        let ordered = try await chromium.dumpDOM(of: project.page, fragment: "lang=de&order=problems")
        let drawn = Self.rows(in: ordered).compactMap { $0["data-key"] }
        let byKey = Dictionary(uniqueKeysWithValues: try #require(project.cells["de"]).map { ($0.key, $0) })
        func rank(_ cell: Cell) -> Int {
            if cell.rules.contains("placeholder-mismatch") { return 0 }
            if cell.status == "untranslated" { return 1 }
            if cell.status == "review" { return 2 }
            return cell.rules.isEmpty ? (cell.key == "s11.title" ? 4 : 5) : 3
        }
        let expectedOrder = byKey.values.sorted {
            (rank($0), Int($0.key.dropFirst().prefix { $0.isNumber })!) < (rank($1), Int($1.key.dropFirst().prefix { $0.isNumber })!)
        }.map(\.key)
        #expect(drawn.count >= 150 && drawn == Array(expectedOrder.prefix(drawn.count)))
    }

    /// A language other than the first, from the address: only its block is unpacked, and its rows carry its own
    /// translations, as generated (the browser's `DecompressionStream` read what RatePrompt deflated). The page
    /// itself holds no translation in clear.
    @Test func aLanguageIsUnpackedWhenShown() async throws {
        let chromium = try Chromium.find()
        let project = try await Shared.instance.get()
        let html = try String(contentsOf: project.page, encoding: .utf8)
        #expect(!html.contains("Eintrag") && !html.contains("Open item number"))
        for language in ["zh-Hant", "pt-BR"] {
            let dom = try await chromium.dumpDOM(of: project.page, fragment: "lang=\(language)&state=review&table=Settings")
            let root = try #require(Self.tags("html", in: dom).first)
            #expect(root["data-language"] == language && root["data-unpacked"] == language)
            #expect(root["data-ready"] == "1" && root["data-csp-violations"] == "0" && root["data-resource-count"] == "0")
            let expected = try #require(project.cells[language]).filter { $0.status == "review" && $0.table == "Settings" }
            #expect(root["data-shown"] == String(expected.count) && expected.count > 0)
            #expect(Self.rows(in: dom).compactMap { $0["data-key"] } == expected.map(\.key))
            // Each row's translation, as text.
            let values = dom.components(separatedBy: "<div class=\"value\" lang=\"").dropFirst().map { piece in
                String(piece.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
            }
            #expect(values == expected.map { $0.value ?? "" }, "\(language)")
        }
    }

    /// A block that cannot be unpacked (a damaged file) is said in the summary, where the counts go; the other
    /// languages still open.
    @Test func aDamagedBlockIsReported() async throws {
        let chromium = try Chromium.find()
        let project = try await Shared.instance.get()
        var html = try String(contentsOf: project.page, encoding: .utf8)
        let opening = try #require(html.range(of: "<script type=\"application/octet-stream\" id=\"strings-3\">"))
        let end = try #require(html[opening.upperBound...].range(of: "</script>"))
        // A stored block whose length and its complement disagree.
        html.replaceSubrange(opening.upperBound..<end.lowerBound, with: "AAAA")
        let damaged = project.folder.appendingPathComponent("damaged.html")
        try html.write(to: damaged, atomically: true, encoding: .utf8)
        let dom = try await chromium.dumpDOM(of: damaged, fragment: "lang=de")
        let root = try #require(Self.tags("html", in: dom).first)
        #expect(root["data-error"] != nil && Self.rows(in: dom).isEmpty)
        #expect(dom.contains("The strings of German could not be unpacked ("))
        let french = try await chromium.dumpDOM(of: damaged, fragment: "lang=fr")
        #expect(Self.tags("html", in: french).first?["data-language"] == "fr" && !Self.rows(in: french).isEmpty)
    }

    /// Each translation's width against its source's, in the page's font: German's `Save` is marked over 1.5×, and
    /// the ratio set in the address changes what is marked.
    @Test func translationsWiderThanTheRatioAreMarked() async throws {
        let chromium = try Chromium.find()
        let project = try await Shared.instance.get()
        let dom = try await chromium.dumpDOM(of: project.page, fragment: "lang=de&q=s11.title")
        let root = try #require(Self.tags("html", in: dom).first)
        #expect(root["data-long-count"] == "1")
        let row = try #require(Self.rows(in: dom).first)
        #expect(row["data-key"] == "s11.title" && row["data-long"] == "true")
        #expect(Double(row["data-ratio"] ?? "") ?? 0 > 5)
        #expect(dom.contains("× the source's width</span>"))
        #expect(Self.tags("div", in: dom).contains { $0["class"] == "value too-wide" })
        // French `Sv` for `Save` is narrower; at 20× nothing is marked.
        let french = try #require(Self.rows(in: try await chromium.dumpDOM(of: project.page, fragment: "lang=fr&q=s11.title")).first)
        #expect(french["data-long"] == nil && Double(french["data-ratio"] ?? "") ?? 9 < 1)
        let relaxed = try await chromium.dumpDOM(of: project.page, fragment: "lang=de&ratio=20&state=long")
        let relaxedRoot = try #require(Self.tags("html", in: relaxed).first)
        #expect(relaxedRoot["data-long-count"] == "0" && relaxedRoot["data-shown"] == "0")
    }

    /// `--language` writes one language: its block alone, its counts the same as on the whole page.
    @Test func aOneLanguagePage() async throws {
        let chromium = try Chromium.find()
        let project = try await Shared.instance.get()
        let page = project.folder.appendingPathComponent("de.html")
        _ = try await CommandRunner.run(["preview", "--strings", "--language", "de", "--project", project.folder.path,
                                         "--out", page.path])
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(StringsPageData.ids(in: html) == ["strings-meta", "strings-0"])
        let whole = try String(contentsOf: project.page, encoding: .utf8)
        #expect(try StringsPageData.json("strings-0", in: html) == StringsPageData.json("strings-3", in: whole),
                "German's block, as on the whole page")
        #expect(!html.contains("class=\"page-findings\""), "another language's findings")
        let dom = try await chromium.dumpDOM(of: page)
        let buttons = Self.tags("button", in: dom).filter { $0["data-language"] != nil }
        #expect(buttons.compactMap { $0["data-language"] } == ["de"])
        let cells = try #require(project.cells["de"])
        #expect(buttons.first?["data-untranslated"] == String(cells.count { $0.status == "untranslated" }))
        #expect(Self.tags("html", in: dom).first?["data-csp-violations"] == "0")

        let missing = try await CommandRunner.run(["preview", "--strings", "--language", "xx", "--project",
                                                   project.folder.path, "--out", project.folder.appendingPathComponent("xx.html").path])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("no strings in 'xx'"))
        #expect(!FileManager.default.fileExists(atPath: project.folder.appendingPathComponent("xx.html").path))
    }
}
