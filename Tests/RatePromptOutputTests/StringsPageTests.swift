import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptOutput
import RatePromptLint
import RatePromptTestSupport

@Suite("Translators' page")
struct StringsPageTests {
    static let xliff = StringsTestSupport.fixtures.appendingPathComponent("xcloc/de.xcloc/Localized Contents/de.xliff").path

    /// Each finding goes to its string in its language: at a text's line to that text's row; at a key's line
    /// (a string missing from a language) to the row of the language the message names, even when the key holds
    /// words that look like language codes.
    @Test func findingsGoToTheirStringInTheirLanguage() throws {
        let catalogs = XLIFFDocument(contentsOf: Self.xliff).catalogs()
        func at(_ line: Int, _ message: String) -> Diagnostic {
            Diagnostic(.warning, "missing-key", message, at: FileLocation(path: Self.xliff, position: TextPosition(line: line, column: 9)))
        }
        let findings = [
            at(29, "wrong placeholder"),                                   // the German target of settings.export
            at(23, "\"iRateCancelButton\" is in en but not in de: it shows English"),  // its key line
            at(2, "about the whole file"),
        ]
        let page = StringsPage(title: "Ledger", catalogs: catalogs, findings: findings)
        #expect(page.cards.map(\.language.localization) == ["de"])
        let rows = Dictionary(uniqueKeysWithValues: page.cards[0].tables.flatMap(\.rows).map { ($0.key, $0) })
        #expect(rows["settings.export"]?.findings.map(\.message) == ["wrong placeholder"])
        #expect(rows["iRateCancelButton"]?.findings.map(\.message) == [findings[1].message])
        #expect(rows["iRateCancelButton"]?.value == nil)
        #expect(page.diagnostics.map(\.message) == ["about the whole file"])
        // The .stringsdict entry's forms, with German example numbers.
        let ratings = try #require(rows["ratings left"])
        #expect(ratings.forms.map(\.category) == ["one"] && ratings.forms[0].examples == ["1"])
        #expect(rows["iRateCancelButton"]?.status == .untranslated)
    }

    /// "Nothing to translate" is lint's answer (`TranslatableText`): a string of placeholders, punctuation and symbols
    /// is never untranslated or awaiting review; one with words is.
    @Test func aStringWithNothingToTranslateIsNotUntranslated() {
        func row(_ source: String, _ value: String?, _ state: String? = nil) -> StringsPage.Row {
            StringsPage.Row(key: source, source: source, value: value, state: state, forms: [], findings: [])
        }
        for source in ["%@", "\n", ", ", "%lld ★", "%1$@ – %2$@", "1/5", "%#@count@"] {
            #expect(!TranslatableText.needsTranslation(source), "\(source)")
            #expect(row(source, nil).status == .nothing, "\(source)")
            #expect(row(source, source, "new").status == .nothing, "\(source)")
            #expect(row(source, source).status == .nothing, "\(source)")
        }
        for source in ["Rate %@", "OK", "評価", "%lld stars"] {
            #expect(TranslatableText.needsTranslation(source), "\(source)")
            #expect(row(source, nil).status == .untranslated, "\(source)")
            #expect(row(source, source, "needs_review").status == .review, "\(source)")
            #expect(row(source, source + "!").status == .translated, "\(source)")
        }
        // A form awaiting review counts only with words in it.
        var plural = row("%lld stars", nil)
        plural.forms = [StringsPage.Form(name: nil, category: "one", examples: ["1"], value: "%lld ★", state: "new"),
                        StringsPage.Form(name: nil, category: "other", examples: ["2"], value: "%lld Sterne", state: "translated")]
        #expect(plural.status == .translated)
        plural.forms[1].state = "needs_review"
        #expect(plural.status == .review)
    }

    /// A string lint's `untranslated` reports is untranslated, whatever its text and state: a plain string, one awaiting
    /// review, one with plural forms. Another rule's finding changes nothing.
    @Test func aStringLintReportsUntranslatedIsUntranslated() {
        let finding = Diagnostic(.warning, .untranslated, "1 string in de reads exactly as in en",
                                 at: FileLocation(path: "de.lproj/Localizable.strings", line: 1, column: 9))
        var plain = StringsPage.Row(key: "k", source: "Save changes", value: "Save changes", state: nil, forms: [], findings: [])
        #expect(plain.status == .translated)
        plain.findings = [Diagnostic(.warning, "whitespace", "x", at: finding.location)]
        #expect(plain.status == .translated)
        plain.findings.append(finding)
        #expect(plain.status == .untranslated)
        var review = StringsPage.Row(key: "k", source: "Save changes", value: "Save changes", state: "needs_review",
                                     forms: [], findings: [])
        #expect(review.status == .review)
        review.findings = [finding]
        #expect(review.status == .untranslated)
        var plural = StringsPage.Row(key: "%lld files", source: "%lld files", value: nil, state: nil, forms: [
            StringsPage.Form(name: nil, category: "one", examples: ["1"], value: "%lld Datei", state: nil),
            StringsPage.Form(name: nil, category: "other", examples: ["2"], value: "%lld files", state: nil),
        ], findings: [])
        #expect(plural.status == .translated)
        plural.findings = [finding]
        #expect(plural.status == .untranslated)
    }

    /// The page carries its strings as data, once: a key, source and comment shared by every language is written
    /// once, in the shared block. Each block is in the page as base64 of its deflated JSON, so no translation can end
    /// it or add markup, and none of its text is in the page in clear.
    @Test func thePageCarriesItsStringsAsDataOnce() throws {
        let catalogs = XLIFFDocument(contentsOf: Self.xliff).catalogs()
        var page = StringsPage(title: "Ledger", catalogs: catalogs, findings: [])
        page.cards[0].tables[0].rows[0].value = "</script><script>alert(1)</script><!--"
        page.cards.append(page.cards[0])
        page.cards[1].language = LanguageInfo(localization: "fr")
        let html = page.html()
        let data = page.data()
        let key = try #require(page.cards[0].tables[0].rows.first { $0.source != $0.key && $0.comment != $0.key }).key
        let json = [data.meta] + data.languages
        #expect(json.map { String(decoding: $0, as: UTF8.self).components(separatedBy: "\"\(key)\"").count - 1 } == [1, 0, 0])
        // In the page: the meta block, one per language, each the deflated JSON in base64, and the one script.
        #expect(StringsPageData.ids(in: html) == ["strings-meta", "strings-0", "strings-1"])
        for (id, bytes) in zip(StringsPageData.ids(in: html), json) { #expect(try StringsPageData.json(id, in: html) == bytes, "\(id)") }
        #expect(html.components(separatedBy: "</script>").count - 1 == 4, "the meta block, two languages, the script")
        #expect(String(decoding: data.languages[0], as: UTF8.self).contains("</script><script>alert(1)</script><!--"))
        #expect(!html.contains("alert(1)") && !html.contains(key))
        // The fixture's hostile copy (`<img src=…>`) is data too.
        #expect(!html.contains("<img") && !html.contains("<a ") && !html.contains("<link"))
        #expect(html.contains("default-src &#39;none&#39;; style-src &#39;sha256-") && !html.contains("unsafe-inline"))
    }

    @Test func aMessageNamesALanguageAsTheRulesDo() {
        #expect(StringsPage.names("\"k\" is in en but not in de: x", "de"))
        #expect(!StringsPage.names("\"enable it, in dec\" is in en but not in de: x", "it"))
        #expect(!StringsPage.names("\"k\" is in en but not in de-CH: x", "de"))
        #expect(StringsPage.names("\"k\" in pt-BR reads", "pt-BR"))
    }

    @Test func everyCategoryHasExampleNumbers() {
        let russian = StringsPage.examples(PluralRules(localization: "ru"))
        #expect(russian[.one] == ["1", "21", "31", "41"] && russian[.few] == ["2", "3", "4", "22"])
        #expect(russian[.many] == ["0", "5", "6", "7"] && russian[.other] == ["0.5", "1.5", "2.5"])
        let french = StringsPage.examples(PluralRules(localization: "fr"))
        #expect(french[.one] == ["0", "1"] && french[.other]?.first == "2" && french[.many] == ["1000000", "2000000"])
    }
}
