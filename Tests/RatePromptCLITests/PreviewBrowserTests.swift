import Foundation
import Testing
@testable import RatePromptCore

/// Opens the page `rateprompt preview` writes in headless Chromium and reads back the DOM after its script ran.
///
/// Network freedom is checked three ways: the page's Content-Security-Policy is `default-src 'none'` (asserted in
/// PreviewPageTests together with the absence of any src/href/url()); in the browser, the page's script records
/// `performance.getEntriesByType('resource').length` and every `securitypolicyviolation` event on `<html>`, and both
/// must be 0 although the fixture's Japanese copy carries an `<img src="http://…">` and an `<a href="https://…">`;
/// and no `<img>`, `<a>` or other loading element exists in the live DOM.
@Suite("rateprompt preview in Chromium", .serialized)
struct PreviewBrowserTests {
    /// The start tags named `name` in `html`, each as its attributes.
    static func startTags(_ name: String, in html: String) -> [[String: String]] {
        let tag = try! NSRegularExpression(pattern: "<\(name)(\\s[^>]*)?>")
        let attribute = try! NSRegularExpression(pattern: "\\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:=\"([^\"]*)\")?")
        return tag.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            let text = String(html[Range(match.range, in: html)!])
            var attributes: [String: String] = [:]
            for found in attribute.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let name = String(text[Range(found.range(at: 1), in: text)!])
                attributes[name] = Range(found.range(at: 2), in: text).map { String(text[$0]) } ?? ""
            }
            return attributes
        }
    }

    /// Each card's HTML, by localization.
    static func cards(in html: String) -> [String: String] {
        var cards: [String: String] = [:]
        for chunk in html.components(separatedBy: "<article").dropFirst() {
            let card = "<article" + (chunk.components(separatedBy: "</article>").first ?? "")
            if let localization = startTags("article", in: card).first?["data-localization"] { cards[localization] = card }
        }
        return cards
    }

    static func writePage(in folder: URL) async throws -> URL {
        let page = folder.appendingPathComponent("preview.html")
        let result = try await CommandRunner.run(["preview", "--project", CommandRunner.fixture("projects/preview"),
                                            "--app-name", "Ledger", "--out", page.path])
        // The fixture's Japanese table has \u escapes: warnings, not errors.
        #expect(result.status == 0, "\(result.stderr)")
        return page
    }

    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theScriptMeasuresMarksAndLoadsNothing() async throws {
        let chromium = try Chromium.find()
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try await chromium.dumpDOM(of: try Self.writePage(in: folder))

        let root = try #require(Self.startTags("html", in: dom).first)
        #expect(root["data-measured"] == "6", "the page's script did not run to the end")
        #expect(root["data-resource-count"] == "0")
        #expect(root["data-csp-violations"] == "0")
        #expect(root["data-overflow-count"] == "2")
        for name in ["img", "a", "iframe", "link", "object", "embed", "svg", "video", "audio", "source"] {
            #expect(Self.startTags(name, in: dom).isEmpty, "<\(name)> in the live DOM")
        }
        #expect(Self.startTags("script", in: dom).count == 1)
        #expect(dom.contains("<title>Rating prompt preview — Ledger</title>"))

        // One card per localization of the project's table; right to left where the script is.
        let articles = Self.startTags("article", in: dom)
        #expect(articles.compactMap { $0["data-localization"] } == ["ar", "de", "en", "fr", "he", "ja"])
        #expect(articles.filter { $0["dir"] == "rtl" }.compactMap { $0["data-localization"] } == ["ar", "he"])
        #expect(articles.allSatisfy { $0["lang"] == $0["data-localization"] })

        let cards = Self.cards(in: dom)
        // French: the rate button's label is far too long, even for a full-width button.
        let fr = try #require(cards["fr"])
        #expect(Self.startTags("article", in: fr).first?["data-overflow"] == "button")
        let frenchLabels = Self.startTags("span", in: fr).filter { $0["data-key"] == "iRateRateButton" }
        #expect(frenchLabels.count == 3)
        #expect(frenchLabels.allSatisfy { $0["data-fits"] == "false" && $0["data-overflow"] == "truncated" })
        #expect(frenchLabels.allSatisfy { Int($0["data-width"] ?? "") ?? 0 > 246 })
        #expect(fr.contains("<ul class=\"warnings\" lang=\"en\" dir=\"ltr\"><li>“Évaluer cette application"))
        #expect(!Self.startTags("span", in: fr).contains { $0["class"] == "badge overflow" && $0["hidden"] != nil })
        // Hebrew: the app message is too tall; the game and update messages are not.
        let he = try #require(cards["he"])
        #expect(Self.startTags("article", in: he).first?["data-overflow"] == "message")
        let alerts = Self.startTags("div", in: he).filter { $0["class"] == "alert" }
        #expect(alerts.map { $0["data-overflow"] } == ["message", nil, nil])
        #expect(he.contains("The app message is"))
        // The others fit: every label, every message.
        for localization in ["ar", "de", "en", "ja"] {
            let card = try #require(cards[localization])
            #expect(Self.startTags("article", in: card).first?["data-overflow"] == nil, "\(localization)")
            #expect(!card.contains("data-fits=\"false\""), "\(localization)")
            #expect(card.contains("<ul class=\"warnings\" lang=\"en\" dir=\"ltr\" hidden=\"\"></ul>"), "\(localization)")
        }
        // Three stacked buttons in the default layout; the measured width is set on every label.
        #expect(Self.startTags("div", in: try #require(cards["en"])).filter { $0["class"] == "alert" }
            .allSatisfy { $0["data-layout"] == "stack" })

        // German lacks iRateRemindButton: RatePrompt's German copy fills in, marked as a fallback.
        let de = try #require(cards["de"])
        let remind = Self.startTags("span", in: de).filter { $0["data-key"] == "iRateRemindButton" }
        #expect(remind.count == 3)
        #expect(remind.allSatisfy { $0["class"]?.split(separator: " ").contains("fallback") == true })
        #expect(de.contains(">Später fragen</span>"))

        // The hostile Japanese copy is text.
        let ja = try #require(cards["ja"])
        #expect(ja.contains("&lt;/script&gt;&lt;img src=\"http://127.0.0.1:9/pwned.png\""))
    }

    @Test func theFilterFromTheAddressNarrowsTheCards() async throws {
        let chromium = try Chromium.find()
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try await Self.writePage(in: folder)
        for (query, shown) in [("hebrew", ["he"]), ("FRANCAIS", ["fr"]), ("עברית", ["he"]), ("e", ["de", "en", "fr", "he", "ja"])] {
            let dom = try await chromium.dumpDOM(of: page, fragment: "filter=\(query.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)")
            let visible = Self.startTags("article", in: dom).filter { $0["hidden"] == nil }.compactMap { $0["data-localization"] }
            #expect(visible == shown, "\(query)")
            #expect(dom.contains("<span id=\"shown-count\">\(shown.count)</span>"), "\(query)")
        }
    }

    /// The screenshot is a test artifact: kept in the temporary folder, its path printed.
    @Test func screenshot() async throws {
        let chromium = try Chromium.find()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-preview-artifacts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = try await Self.writePage(in: folder)
        let png = folder.appendingPathComponent("preview.png")
        try? FileManager.default.removeItem(at: png)
        let result = try await chromium.run(["--virtual-time-budget=5000", "--window-size=1400,2000",
                                       "--screenshot=\(png.path)", page.absoluteString])
        #expect(result.status == 0, "\(result.stderr.suffix(2000))")
        let bytes = [UInt8](try Data(contentsOf: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(bytes.count > 24 && bigEndian(16) == 1400 && bigEndian(20) == 2000)
        print("preview screenshot: \(png.path)")
    }

    /// A French `.strings` file without a `;` is drawn as Apple reads it: the French table is there, its strings
    /// untranslated, its error above them with the file, line and column; the run fails as lint's does.
    @Test func theTranslatorsPageShowsAFileAppleCannotRead() async throws {
        let chromium = try Chromium.find()
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("strings.html")
        let project = CommandRunner.fixture("projects/translators-page")
        let written = try await CommandRunner.run(["preview", "--strings", "--project", project, "--table", "Settings",
                                                   "--out", page.path])
        #expect(written.status == 1)
        #expect(written.stderr.contains("fr.lproj/Settings.strings:2:63: error: missing ';' after the value of \"settings.sync\""),
                "\(written.stderr)")
        let dom = try await chromium.dumpDOM(of: page, fragment: "lang=fr")
        #expect(Self.startTags("html", in: dom).first?["data-language"] == "fr")
        let french = try #require(Self.startTags("button", in: dom).first { $0["data-language"] == "fr" })
        #expect(french["data-untranslated"] == "3" && french["data-translated"] == "0")
        let findings = try #require(dom.components(separatedBy: "id=\"table-findings\"").dropFirst().first?
            .components(separatedBy: "</ul>").first)
        #expect(findings.contains("syntax-error") && findings.contains("\(project)/fr.lproj/Settings.strings:2:63</code>"),
                "\(findings)")
    }

    /// The translators' page of a Russian XLIFF, opened in Chromium: its script ran, nothing was loaded and no
    /// policy was broken; the Russian view shows each plural form with numbers of its category, so that 1, 3, 5 and
    /// 1.5 each find the form (and text) a Russian device picks for them; the device forms, the form awaiting review
    /// and the wrong placeholder are on their strings.
    @Test func theTranslatorsPageShowsEachPluralFormWithItsNumbers() async throws {
        let chromium = try Chromium.find()
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("strings.html")
        let written = try await CommandRunner.run(["preview", "--strings", "--project", CommandRunner.fixture("xcloc/ru.xliff"),
                                                   "--out", page.path])
        // The wrong placeholder is an error, as lint says: the page is written and the run fails with it.
        #expect(written.status == 1 && written.stderr.contains("ru.xliff:40:9: error: \"Rate %@\" in ru reads"), "\(written.stderr)")
        let dom = try await chromium.dumpDOM(of: page)
        let root = try #require(Self.startTags("html", in: dom).first)
        #expect(root["data-ready"] == "1", "the page's script did not run")
        #expect(root["data-resource-count"] == "0")
        #expect(root["data-csp-violations"] == "0")
        #expect(root["data-language"] == "ru")
        let card = dom
        // Each form: its category, its example numbers and its text, as the live DOM has them.
        let form = try NSRegularExpression(pattern: #"<li class="form" data-category="([a-z]+)"><span class="category">[^<]*</span><span class="examples">([^<]*)</span><span class="text"[^>]*>([^<]*)</span>"#)
        let forms = form.matches(in: card, range: NSRange(card.startIndex..., in: card)).map { match in
            (1...3).map { String(card[Range(match.range(at: $0), in: card)!]) }
        }
        #expect(forms.map { $0[0] } == ["one", "few", "many", "other"])
        for (number, category, text) in [("1", "one", "%lld оценка"), ("3", "few", "%lld оценки"),
                                         ("5", "many", "%lld оценок"), ("1.5", "other", "%lld оценки")] {
            let shown = forms.filter { $0[1].components(separatedBy: ", ").contains(number) }
            #expect(shown.map { $0[0] } == [category], "\(number)")
            #expect(shown.map { $0[2] } == [text], "\(number)")
            let operands = try #require(PluralOperands(number))
            #expect(PluralRules(localization: "ru").category(for: operands).rawValue == category, "\(number)")
        }
        #expect(card.contains(#"data-name="iphone""#) && card.contains(#"data-name="mac""#))
        #expect(card.contains(#"<span class="badge review">needs review</span></li>"#))
        #expect(card.contains(#"data-code="placeholder-mismatch""#))
    }

    /// What the page's own script leaves out, measured by a script of the test's: at 1400 px wide every source chip
    /// stays inside its cell, clear of the file path beside it, on every card of the fixtures' pages (the `names`
    /// fixture's cards carry two chips a row); and each string is laid out in its own direction, English left to right
    /// in a right-to-left card. The copy of the page drops its Content-Security-Policy, which would refuse the test's
    /// script.
    @Test func chipsStayClearOfThePathAndStringsRunInTheirOwnDirection() async throws {
        let chromium = try Chromium.find()
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let measure = """
            <script>
            window.addEventListener('load', () => {
              const root = document.documentElement;
              const problems = [];
              let chips = 0;
              const overlap = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
              for (const row of document.querySelectorAll('.card .sources tr')) {
                const where = row.querySelector('td.where');
                if (!where || where.getBoundingClientRect().width === 0) continue;
                const path = where.getBoundingClientRect();
                const name = row.closest('.card').dataset.localization + ' ' + row.querySelector('th').textContent;
                if (where.querySelector('code').getBoundingClientRect().left < path.left - 0.5) problems.push(name + ': path starts outside its cell');
                for (const chip of row.querySelectorAll('td.chips .badge')) {
                  const box = chip.getBoundingClientRect();
                  const cell = chip.closest('td').getBoundingClientRect();
                  chips += 1;
                  if (overlap(box, path)) problems.push(name + ': ' + chip.textContent + ' overlaps the path');
                  if (box.right > cell.right + 0.5 || box.left < cell.left - 0.5) problems.push(name + ': ' + chip.textContent + ' leaves its cell');
                }
              }
              root.dataset.viewport = String(window.innerWidth);
              root.dataset.chips = String(chips);
              root.dataset.problems = problems.join(' | ');
              root.dataset.directions = Array.from(document.querySelectorAll('.card .alert[data-variant="app"] .str'))
                .map((string) => string.closest('.card').dataset.localization + ':' + getComputedStyle(string).direction).join(' ');
            });
            </script>
            """
        let policy = try NSRegularExpression(pattern: "<meta http-equiv=\"Content-Security-Policy\"[^>]*>")
        for (project, cards) in [("projects/names", 5), ("projects/preview", 6)] {
            let page = folder.appendingPathComponent("\(cards).html")
            _ = try await CommandRunner.run(["preview", "--project", CommandRunner.fixture(project), "--out", page.path])
            var html = try String(contentsOf: page, encoding: .utf8)
            html = policy.stringByReplacingMatches(in: html, range: NSRange(html.startIndex..., in: html), withTemplate: "")
            html = html.replacingOccurrences(of: "</body>", with: measure + "</body>")
            let measured = folder.appendingPathComponent("measured-\(cards).html")
            try Data(html.utf8).write(to: measured)
            let result = try await chromium.run(["--virtual-time-budget=5000", "--window-size=1400,900", "--dump-dom",
                                                 measured.absoluteString])
            #expect(result.status == 0, "chromium: \(result.stderr.suffix(2000))")
            let root = try #require(Self.startTags("html", in: result.stdout).first)
            #expect(root["data-viewport"] == "1400", "\(project)")
            // Seven rows of chips a card (title, the shown message, three buttons, the app name) at least.
            #expect(Int(root["data-chips"] ?? "") ?? 0 >= cards * 6, "\(project): \(root["data-chips"] ?? "no measurement")")
            #expect(root["data-problems"] == "", "\(project): \(root["data-problems"] ?? "no measurement")")
            let directions = (root["data-directions"] ?? "").split(separator: " ").map(String.init)
            if project == "projects/names" {
                #expect(Set(directions) == ["ar:rtl", "ckb:ltr", "en:ltr", "fr:ltr", "ja:ltr"], "\(directions)")
            } else {
                #expect(Set(directions) == ["ar:rtl", "de:ltr", "en:ltr", "fr:ltr", "he:rtl", "ja:ltr"], "\(directions)")
            }
        }
    }
}
