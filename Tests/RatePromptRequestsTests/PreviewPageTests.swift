import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
@testable import RatePromptOutput
@testable import RatePromptRequests

@Suite("PreviewPage")
struct PreviewPageTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let previewFolder = fixtures.appendingPathComponent("projects/preview").path

    /// The start tags of one element name, each as its attributes (values unescaped as far as the page escapes).
    static func startTags(_ name: String, in html: String) -> [[String: String]] {
        let tag = try! NSRegularExpression(pattern: "<\(name)(\\s[^>]*)?>")
        let attribute = try! NSRegularExpression(pattern: "\\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:=\"([^\"]*)\")?")
        let text = html as NSString
        return tag.matches(in: html, range: NSRange(location: 0, length: text.length)).map { match in
            let tagText = text.substring(with: match.range)
            let inner = tagText as NSString
            var attributes: [String: String] = [:]
            for found in attribute.matches(in: tagText, range: NSRange(location: 0, length: inner.length)) {
                let value = found.range(at: 2).location == NSNotFound ? "" : inner.substring(with: found.range(at: 2))
                attributes[inner.substring(with: found.range(at: 1))] = unescape(value)
            }
            return attributes
        }
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The HTML of each card, by localization.
    static func cards(in html: String) -> [String: String] {
        var cards: [String: String] = [:]
        for chunk in html.components(separatedBy: "<article").dropFirst() {
            let card = "<article" + (chunk.components(separatedBy: "</article>").first ?? "")
            if let localization = startTags("article", in: card).first?["data-localization"] {
                cards[localization] = card
            }
        }
        return cards
    }

    static func fixturePage() -> PreviewPage {
        let build = PreviewPage.build(project: previewFolder, configuration: nil, appName: "Ledger")
        return build.page!
    }

    @Test func oneCardPerLocalizationOfTheProjectTable() throws {
        let page = Self.fixturePage()
        #expect(page.cards.map(\.language.localization) == ["ar", "de", "en", "fr", "he", "ja"])  // not Base
        let html = page.html()
        let articles = Self.startTags("article", in: html)
        #expect(articles.map { $0["data-localization"] } == ["ar", "de", "en", "fr", "he", "ja"])
        for card in page.cards {
            #expect(card.prompts.map(\.variant) == [.app, .game, .update])
            #expect(card.prompts.map(\.prompt.messageKey) == [.appMessage, .gameMessage, .updateMessage])
            #expect(card.prompts.allSatisfy { $0.prompt.appName == "Ledger" })
        }
        let cards = Self.cards(in: html)
        let english = try #require(cards["en"])
        #expect(english.contains(">Enjoying Ledger?</p>"))
        #expect(english.contains(">If you like Ledger, would you rate it? It takes a moment and helps a lot.</p>"))
        #expect(english.contains(">Having fun with Ledger? Rating it takes a moment and helps a lot.</p>"))
        #expect(Self.startTags("div", in: english).filter { $0["class"] == "alert" }.map { $0["data-variant"] }
                == ["app", "game", "update"])
    }

    @Test func withoutAProjectEveryRatePromptLocalizationWithItsDirection() {
        let page = PreviewPage.build(project: nil, configuration: nil, appName: nil).page!
        #expect(page.appName == "MyApp")
        #expect(page.cards.map(\.language.localization) == DefaultCopy.embedded.localizations)
        let articles = Self.startTags("article", in: page.html())
        #expect(articles.count == DefaultCopy.embedded.localizations.count)
        let rtl = articles.filter { $0["dir"] == "rtl" }.compactMap { $0["data-localization"] }
        #expect(rtl == ["ar", "fa", "he", "ur"])
        #expect(articles.allSatisfy { $0["dir"] == "rtl" || $0["dir"] == "ltr" })
        let byCode = Dictionary(uniqueKeysWithValues: articles.map { ($0["data-localization"]!, $0) })
        #expect(byCode["pt-BR"]?["lang"] == "pt-BR")
        #expect(byCode["zh-Hant"]?["lang"] == "zh-Hant")
        #expect(byCode["fr"]?["data-name"] == "French")
        #expect(byCode["fr"]?["data-endonym"] == "français")
        #expect(byCode["ja"]?["data-endonym"] == "日本語")
        #expect(byCode["ar"]?["data-search"]?.contains("arabic") == true)
    }

    @Test func languageDirectionFollowsTheScript() {
        for code in ["ar", "he", "fa", "ur", "yi", "dv", "ug", "ckb", "ps", "pa-Arab", "pa-PK", "az-Arab", "uz-Arab"] {
            #expect(LanguageInfo(localization: code).direction == .rightToLeft, "\(code)")
        }
        for code in ["en", "fr", "pa", "az", "uz", "zh-Hant", "ja", "Base", "sr-Latn", "ku", "hi"] {
            #expect(LanguageInfo(localization: code).direction == .leftToRight, "\(code)")
        }
        #expect(LanguageInfo(localization: "Base").languageTag == "und")
        #expect(LanguageInfo(localization: "pt_BR").languageTag == "pt-BR")
    }

    @Test func fallbackStringsAreMarked() throws {
        let page = Self.fixturePage()
        let german = try #require(page.cards.first { $0.language.localization == "de" })
        #expect(german.fallbackCount == 1)
        #expect(page.cards.filter { $0.fallbackCount > 0 }.map(\.language.localization) == ["de"])
        let cards = Self.cards(in: page.html())
        let de = try #require(cards["de"])
        #expect(Self.startTags("article", in: de).first?["class"]?.split(separator: " ").contains("has-fallback") == true)
        let remind = Self.startTags("span", in: de).filter { $0["data-key"] == "iRateRemindButton" }
        #expect(remind.count == 3)  // once per variant
        for label in remind {
            #expect(label["class"]?.split(separator: " ").contains("fallback") == true)
            #expect(label["data-fallback"] == "true")
            #expect(label["data-layer"] == "defaults")
            #expect(label["data-location"]?.hasPrefix("Localizations/de.lproj/RatePrompt.strings:") == true)
            #expect(label["title"]?.contains("Fallback") == true)
        }
        #expect(de.contains(">Später fragen</span>"))
        #expect(de.contains("<span class=\"badge fallback\">1 fallback</span>"))
        // The app's own strings carry their file and line, and no fallback mark.
        let rate = try #require(Self.startTags("span", in: de).first { $0["data-key"] == "iRateRateButton" })
        #expect(rate["data-layer"] == "app")
        #expect(rate["data-fallback"] == nil)
        #expect(rate["class"]?.split(separator: " ").contains("fallback") == false)
        #expect(rate["data-location"] == "\(Self.previewFolder)/de.lproj/Localizable.strings:7:21")
        let english = try #require(cards["en"])
        #expect(!english.contains("data-fallback=") && !english.contains(" fallback\""))
    }

    @Test func configurationStringsShowAsTheirLayer() throws {
        let config = Self.fixtures.appendingPathComponent("config/valid.json").path
        let page = try #require(PreviewPage.build(project: Self.previewFolder, configuration: config, appName: nil).page)
        #expect(page.appName == "Ledger")
        #expect(page.initialVariant == .game)  // appStoreGenreID 6014
        let html = page.html()
        #expect(html.contains("id=\"variant-game\" value=\"game\" checked"))
        let titles = Self.startTags("p", in: html).filter { $0["data-key"] == "iRateMessageTitle" }
        #expect(titles.count == 6 * 3)
        #expect(titles.allSatisfy { $0["data-layer"] == "configuration" && $0["data-location"] == "\(config):7:19" })
    }

    @Test func findingsGoOnTheirLocalizationsCard() throws {
        let config = Self.fixtures.appendingPathComponent("config/typos.json").path
        let build = PreviewPage.build(project: Self.previewFolder, configuration: config, appName: nil)
        let page = try #require(build.page)
        let japanese = try #require(page.cards.first { $0.language.localization == "ja" })
        #expect(japanese.diagnostics.map(\.code) == [.unknownEscape, .unknownEscape, .unknownEscape])
        #expect(page.cards.filter { !$0.diagnostics.isEmpty }.map(\.language.localization) == ["ja"])
        #expect(page.diagnostics.count == 7)
        #expect(page.diagnostics.allSatisfy { $0.location.path == config })
        let html = page.html()
        let ja = try #require(Self.cards(in: html)["ja"])
        let items = Self.startTags("li", in: ja).filter { $0["data-code"] == "unknown-escape" }
        #expect(items.count == 3)
        #expect(items.first?["title"]?.hasPrefix("\(Self.previewFolder)/ja.lproj/Localizable.strings:7:24: warning:") == true)
        #expect(ja.contains("<span class=\"badge warning\">3 warnings</span>"))
        let pageFindings = try #require(html.components(separatedBy: "<section class=\"page-findings\">").dropFirst().first)
        #expect(pageFindings.contains("typos.json:3:3</code> unknown setting &quot;daysUntilPromt&quot;"))
    }

    @Test func buttonsAreOrderedAsUIAlertControllerDrawsThem() throws {
        let renderer = PromptRenderer(resolver: CopyResolver())
        var prompt = renderer.render(preferences: ["en"])
        let (rate, cancel, remind) = (prompt.rateButton, prompt.cancelButton!, prompt.remindButton!)
        var layout = PreviewPage.buttons(of: prompt)
        #expect(!layout.sideBySide)
        #expect(layout.buttons.map(\.key) == [.rateButton, .remindButton, .cancelButton])  // cancel at the bottom
        prompt.remindButton = nil
        layout = PreviewPage.buttons(of: prompt)
        #expect(layout.sideBySide)
        #expect(layout.buttons.map(\.key) == [.cancelButton, .rateButton])  // cancel on the leading side
        prompt.remindButton = remind
        prompt.cancelButton = nil
        layout = PreviewPage.buttons(of: prompt)
        #expect(layout.sideBySide)
        #expect(layout.buttons.map(\.key) == [.rateButton, .remindButton])
        prompt.remindButton = nil
        layout = PreviewPage.buttons(of: prompt)
        #expect(!layout.sideBySide)
        #expect(layout.buttons == [rate])
        _ = cancel
    }

    /// Hostile copy, app name, folder name and diagnostic text all arrive as text: the page keeps exactly its own
    /// one style sheet, one script and no other active element.
    @Test func hostileStringsAreEscapedEverywhere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let hostile = "</script><img src=x onerror=alert(1)><script>alert(2)</script>"
        let lproj = folder.appendingPathComponent("x\"><svg onload=alert(3)>.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let strings = """
            "iRateMessageTitle" = "\(hostile.replacingOccurrences(of: "\"", with: "\\\""))%@";
            "iRateAppMessage" = "<style>*{display:none}</style>' onmouseover='alert(4)";
            "iRateRateButton" = "&lt;b&gt; & <!-- -->";
            "iRateCancelButton" = "\\u0041";
            """
        try strings.write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        let page = try #require(PreviewPage.build(project: folder.path, configuration: nil, appName: "<i>App</i>").page)
        #expect(page.cards.count == 1)
        #expect(page.cards[0].diagnostics.count == 1)  // the \u escape, whose message quotes the text
        let html = page.html()
        for element in ["script", "style"] {
            #expect(html.components(separatedBy: "<\(element)").count == 2, "one <\(element)>")
            #expect(html.components(separatedBy: "</\(element)>").count == 2, "one </\(element)>")
        }
        // Handler names may appear as text (`&lt;img src=x onerror=…`); that they are never attributes is checked below.
        for fragment in ["<img", "<svg", "<i>", "<b>", "<!--"] {
            #expect(!html.contains(fragment), "\(fragment)")
        }
        #expect(html.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;&lt;i&gt;App&lt;/i&gt;"))
        #expect(html.contains("&amp;lt;b&amp;gt; &amp; &lt;!-- --&gt;"))
        #expect(html.contains("&#39; onmouseover=&#39;alert(4)"))
        #expect(html.contains("data-localization=\"x&quot;&gt;&lt;svg onload=alert(3)&gt;\""))
        // Every attribute on every tag is one the page itself writes.
        let allowed: Set<String> = [
            "lang", "dir", "class", "id", "title", "type", "name", "value", "checked", "for", "placeholder",
            "autocomplete", "spellcheck", "hidden", "scope", "colspan", "charset", "content", "http-equiv",
        ]
        let tags = Self.startTags("[a-zA-Z][a-zA-Z0-9]*", in: html)
        #expect(tags.count > 50)
        for tag in tags {
            for name in tag.keys {
                #expect(allowed.contains(name) || name.hasPrefix("data-"), "\(name) in \(tag)")
            }
        }
    }

    /// A folder's name is shown on one line wherever it reaches the page (the card, its findings, the hover texts):
    /// line breaks, terminal escapes and tabs as `\n`, `\u{1B}`, `\t`; a byte that is not UTF-8 as `\xHH`.
    @Test func namesAreShownInTheirVisibleForm() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lproj = folder.appendingPathComponent("x\n\u{1B}[31m\t.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try "\"iRateMessageTitle\" = \"Rate\";\n\"iRateCancelButton\" = \"\\u0041\";\n"
            .write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        let page = try #require(PreviewPage.build(project: folder.path, configuration: nil, appName: "App").page)
        #expect(page.cards.map(\.language.localization) == ["x\n\u{1B}[31m\t"])
        #expect(page.cards[0].diagnostics.count == 1)
        let html = page.html()
        #expect(!html.unicodeScalars.contains("\u{1B}"))
        let card = try #require(Self.cards(in: html)["x\\n\\u{1B}[31m\\t"], "the card is keyed by the visible name")
        #expect(card.contains("<code class=\"badge code\">x\\n\\u{1B}[31m\\t</code>"))
        #expect(card.contains("<code>x\\n\\u{1B}[31m\\t.lproj/Localizable.strings:2:24</code>"))
        let finding = try #require(Self.startTags("li", in: card).first)
        #expect(finding["title"]?.hasPrefix("\(folder.path)/x\\n\\u{1B}[31m\\t.lproj/Localizable.strings:2:24: warning: ") == true)
        let title = try #require(Self.startTags("p", in: card).first { $0["data-key"] == "iRateMessageTitle" })
        #expect(title["data-location"] == "\(folder.path)/x\\n\\u{1B}[31m\\t.lproj/Localizable.strings:1:23")
        #expect(title["title"]?.split(separator: "\n").contains("\(folder.path)/x\\n\\u{1B}[31m\\t.lproj/Localizable.strings:1:23") == true)

        let undecodable = "/app/caf\u{10FFE9}.lproj/Localizable.strings"
        let diagnostic = Diagnostic(.error, .syntaxError, "cannot read \"caf\u{10FFE9}\"", at: FileLocation(path: undecodable, line: 2, column: 3),
                                    notes: [.init(location: FileLocation(path: undecodable, line: 1, column: 1), message: "here\n")])
        let withDiagnostic = PreviewPage(appName: "App", cards: [], diagnostics: [diagnostic]).html()
        #expect(!withDiagnostic.unicodeScalars.contains { $0.value >= FileSystemPath.rawByteBase })
        #expect(withDiagnostic.contains("<code>caf\\xE9.lproj/Localizable.strings:2:3</code> cannot read &quot;caf\\xE9&quot;"))
        #expect(withDiagnostic.contains("note: <code>caf\\xE9.lproj/Localizable.strings:1:1</code> here\\n</span>"))
    }

    @Test func escapeCoversTextAndAttributes() {
        #expect(HTML.escape("a<b>&\"c'\0") == "a&lt;b&gt;&amp;&quot;c&#39;\u{FFFD}")
        #expect(HTML.escape("العربية 日本語 🙂") == "العربية 日本語 🙂")
        #expect(HTML.attribute("title", "x\" onload=\"y") == " title=\"x&quot; onload=&quot;y\"")
    }

    /// The page loads nothing: a policy of `default-src 'none'` that admits its own style and script by hash, and
    /// no tag that names another resource.
    @Test func thePageIsSelfContained() throws {
        let html = Self.fixturePage().html()
        let meta = try #require(Self.startTags("meta", in: html).first { $0["http-equiv"] == "Content-Security-Policy" })
        let policy = try #require(meta["content"])
        #expect(policy.hasPrefix("default-src 'none'; "))
        let style = try #require(html.components(separatedBy: "<style>").dropFirst().first?.components(separatedBy: "</style>").first)
        let script = try #require(html.components(separatedBy: "<script>").dropFirst().first?.components(separatedBy: "</script>").first)
        #expect(policy.contains("style-src 'sha256-\(SHA256.base64Digest(of: style))'"))
        #expect(policy.contains("script-src 'sha256-\(SHA256.base64Digest(of: script))'"))
        #expect(!policy.contains("unsafe"))
        for name in ["link", "img", "iframe", "object", "embed", "source", "video", "audio", "base", "form"] {
            #expect(Self.startTags(name, in: html).isEmpty, "<\(name)>")
        }
        for tag in Self.startTags("[a-zA-Z][a-zA-Z0-9]*", in: html) {
            for name in ["src", "href", "srcset", "action", "poster", "background", "style"] {
                #expect(tag[name] == nil, "\(name)= in \(tag)")
            }
        }
        #expect(!style.contains("url(") && !style.contains("@import") && !style.contains("@font-face"))
        for scheme in ["http:", "https:", "ftp:", "file:", "data:", "blob:"] {
            #expect(!style.contains(scheme) && !script.contains(scheme), "\(scheme)")
        }
        #expect(!script.contains("fetch(") && !script.contains("XMLHttpRequest") && !script.contains("innerHTML"))
    }

    @Test func theSamePageForTheSameInput() {
        #expect(Self.fixturePage().html() == Self.fixturePage().html())
    }

    @Test func sha256MatchesTheStandardVectors() {
        func hex(_ text: String) -> String {
            SHA256.digest(Array(text.utf8)).map { String($0, radix: 16).leftPadded(2) }.joined()
        }
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(String(repeating: "a", count: 1_000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        #expect(SHA256.base64Digest(of: "abc") == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    }

    @Test func metricsAreTheAlertsAndReachThePage() {
        let metrics = AlertMetrics()
        #expect(metrics.width == 270 && metrics.cornerRadius == 13 && metrics.buttonHeight == 44)
        #expect(metrics.rowLabelWidth == 111)
        #expect(metrics.stackedLabelWidth == 246)
        #expect(metrics.messageHeightLimit == 266)
        let html = Self.fixturePage().html()
        let root = Self.startTags("html", in: html).first
        #expect(root?["data-row-label-width"] == "111")
        #expect(root?["data-stacked-label-width"] == "246")
        #expect(root?["data-message-height-limit"] == "266")
        #expect(html.contains(".alert { flex: none; width: 270px; border-radius: 13px;"))
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

/// The promoted purchases under each card: as the product page lists them for that localization, fallbacks marked,
/// lengths measured against App Store Connect's limits.
@Suite("PreviewPage promotions")
struct PreviewPagePromotionTests {
    static let folder = PreviewPageTests.fixtures.appendingPathComponent("projects/preview-promotions").path

    @Test func eachCardListsThePromotedPurchasesOfItsLocalization() throws {
        let build = PreviewPage.build(project: Self.folder + "/App", configuration: Self.folder + "/RatePrompt.json",
                                      appName: nil)
        let page = try #require(build.page)
        #expect(page.cards.map(\.language.localization) == ["en", "fr", "ja"])
        func listed(_ localization: String) -> [String] {
            (page.cards.first { $0.language.localization == localization }?.promotions ?? []).map { product in
                "\(product.displayName ?? "-")|\(product.locale ?? "-")|\(product.isFallback)"
            }
        }
        // The hidden product is left out; the one no .storekit file defines is listed without copy.
        #expect(listed("en") == ["Knot Library|en-US|false", "Crew Sharing|en-US|false", "-|-|false"])
        #expect(listed("fr") == ["Bibliothèque de nœuds|fr|false", "Partage équipage|fr|false", "-|-|false"])
        #expect(listed("ja") == ["結び方ライブラリ|ja|false", "Crew Sharing|en-US|true", "-|-|false"])

        let cards = PreviewPageTests.cards(in: page.html())
        let french = try #require(cards["fr"])
        // The French description is 57 characters: over the 55 App Store Connect allows, and the card says so.
        #expect(french.contains("<span class=\"badge length over\" title=\"description: 57 of at most 55 characters\">57/55</span>"))
        #expect(PreviewPageTests.startTags("article", in: french).first?["class"]?.contains("has-overlong-products") == true)
        let japanese = try #require(cards["ja"])
        let products = PreviewPageTests.startTags("li", in: japanese).filter { $0["data-product-id"] != nil }
        #expect(products.map { $0["data-product-id"] } == [
            "org.example.harbour.knots", "org.example.harbour.crew", "org.example.harbour.stars",
        ])
        // A fallback is English, left to right, and marked as everywhere else on the page.
        #expect(products[1]["class"] == "product fallback" && products[1]["lang"] == "en-US")
        #expect(japanese.contains("<span class=\"badge fallback\">Fallback · en-US</span>"))
        #expect(japanese.contains("No .storekit copy"))
        #expect(!japanese.contains("org.example.harbour.archive"))
    }

    /// Without a `promotions` setting a card has no such section, whatever `.storekit` files the project holds.
    @Test func nothingPromotedMeansNoSection() throws {
        let build = PreviewPage.build(project: Self.folder + "/App", configuration: nil, appName: "Harbour Log")
        let page = try #require(build.page)
        #expect(page.cards.allSatisfy { $0.promotions == nil })
        #expect(!page.html().contains("Promoted in-app purchases"))
    }

    /// A `.storekit` file is an input of the page: a watch rebuilds when it changes.
    @Test func theStoreKitFileIsAnInput() {
        let inputs = PreviewPage.inputPaths(project: Self.folder + "/App", configuration: Self.folder + "/RatePrompt.json")
        #expect(inputs.contains { $0.hasSuffix("/Store.storekit") })
    }
}
