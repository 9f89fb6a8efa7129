import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptOutput
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
            Diagnostic(.warning, "missing-key", message, at: SourceLocation(path: Self.xliff, position: SourcePosition(line: line, column: 9)))
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
        #expect(page.html().contains("not translated"))
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
