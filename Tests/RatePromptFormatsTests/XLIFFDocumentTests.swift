import Foundation
import Testing
@testable import RatePromptFormats
import RatePromptTestSupport

@Suite("XLIFF")
struct XLIFFDocumentTests {
    static let xliff = PlistTestSupport.fixtures.deletingLastPathComponent()
        .appendingPathComponent("xcloc/de.xcloc/Localized Contents/de.xliff").path

    static func read(_ text: String, path: String = "t.xliff") -> XLIFFDocument {
        Array(text.utf8).withUnsafeBytes { XLIFFDocument($0, path: path) }
    }

    /// The hand-made export in Xcode's layout: three files, every unit with its id, texts, state and notes where
    /// the file has them.
    @Test func readsAnXcodeExport() throws {
        let document = XLIFFDocument(contentsOf: Self.xliff)
        #expect(document.isLoadable && document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document.files.map(\.original) == ["Ledger/en.lproj/Localizable.strings",
                                                   "Ledger/en.lproj/Localizable.stringsdict", "Ledger/Shared.xcstrings"])
        #expect(document.files.map(\.units.count) == [5, 3, 7])
        let strings = document.files[0]
        #expect(strings.sourceLanguage == "en" && strings.targetLanguage == "de")
        let title = strings.units[0]
        #expect(title.id == "iRateMessageTitle" && title.source == "Rate %@" && title.target == "%@ bewerten")
        #expect(title.state == "translated" && title.notes == ["The prompt's title; %@ is the app's name."])
        #expect(title.position == TextPosition(line: 8, column: 7))
        #expect(title.targetPosition == TextPosition(line: 10, column: 9))
        // No target: not translated yet. An empty note is a note with no text.
        let cancel = strings.units[3]
        #expect(cancel.id == "iRateCancelButton" && cancel.target == nil && cancel.state == nil && cancel.notes == [""])
        #expect(strings.units[2].state == "needs-review-translation")
        #expect(document.files.map(\.tableKey) == ["Ledger/Localizable", "Ledger/Localizable", "Ledger/Shared"])
    }

    /// Every shape of unit id Xcode writes, and where its text goes in a catalog.
    @Test func unitIDsNameTheirPlaceInACatalog() {
        let cases: [(String, XLIFFDocument.File.Origin, String, [String])] = [
            ("greeting", .strings, "greeting", []),
            ("a|b", .strings, "a|b", []),
            ("%lld items|==|plural.one", .catalog, "%lld items", ["variations", "plural", "one"]),
            ("Tap|==|device.iphone", .catalog, "Tap", ["variations", "device", "iphone"]),
            ("Tap|==|device.iphone.plural.few", .catalog, "Tap", ["variations", "device", "iphone", "variations",
                                                                  "plural", "few"]),
            ("k|==|substitutions.count.plural.other", .catalog, "k", ["substitutions", "count", "variations", "plural",
                                                                       "other"]),
            ("k|==|substitutions.@a.b@.plural.one", .catalog, "k", ["substitutions", "a.b", "variations", "plural", "one"]),
            ("/ratings left:dict/NSStringLocalizedFormatKey:dict/:string", .stringsdict, "ratings left", []),
            ("/ratings left:dict/n:dict/few:dict/:string", .stringsdict, "ratings left",
             ["substitutions", "n", "variations", "plural", "few"]),
        ]
        for (id, origin, key, path) in cases {
            let place = XLIFFDocument.place(of: id, origin: origin)
            #expect(place?.key == key && place?.path == path, "\(id)")
        }
        // Shapes that name nothing a catalog holds are left out, not guessed at.
        #expect(XLIFFDocument.place(of: "k|==|width.20", origin: .catalog) == nil)
        #expect(XLIFFDocument.place(of: "k|==|plural", origin: .catalog) == nil)
        #expect(XLIFFDocument.place(of: "/k:dict/a:dict/b:dict/c:dict/:string", origin: .stringsdict) == nil)
    }

    /// Each table becomes a catalog in its source and target language, at the XLIFF's places: the `.strings` and
    /// `.stringsdict` files of one table are one catalog, the `.stringsdict` winning.
    @Test func tablesBecomeCatalogs() throws {
        let catalogs = XLIFFDocument(contentsOf: Self.xliff).catalogs()
        #expect(catalogs.map(\.tableName) == ["Localizable", "Shared"])
        #expect(catalogs.allSatisfy { $0.path == Self.xliff && $0.sourceLanguage == "en" && $0.isLoadable })
        let table = catalogs[0]
        #expect(table.languages == ["en", "de"])
        #expect(table.entries.map(\.key) == ["iRateMessageTitle", "iRateAppMessage", "iRateRateButton",
                                            "iRateCancelButton", "settings.export", "ratings left"])
        #expect(table.entries[0].comment == "The prompt's title; %@ is the app's name.")
        let german = table.table(for: "de")
        #expect(german.effectiveEntries.map(\.key) == ["iRateMessageTitle", "iRateAppMessage", "iRateRateButton",
                                                      "settings.export", "ratings left"])
        #expect(table.entries[2].localizations["de"]?.state == "needs_review")
        #expect(table.entries[0].localizations["de"]?.position == TextPosition(line: 10, column: 9))
        // The `.stringsdict` entry: its format and the forms of its variable, `other` not translated.
        let ratings = try #require(table.entries.last?.localizations["de"])
        #expect(ratings.value == "%#@ratings@" && ratings.substitutions.map(\.name) == ["ratings"])
        #expect(ratings.plurals.first?.forms.map(\.category) == ["one"])
        let shared = catalogs[1]
        let entries = Dictionary(uniqueKeysWithValues: shared.entries.map { ($0.key, $0) })
        #expect(entries["%lld entries"]?.localizations["de"]?.plurals.first?.forms.map(\.value) == ["%lld Eintrag",
                                                                                                  "%lld Einträge"])
        #expect(entries["Synced with %#@devices@"]?.localizations["de"]?.unitStates.map(\.state)
                == ["translated", "translated", "new"])
        #expect(entries["Tap to rate"]?.localizations["de"]?.texts == ["Zum Bewerten tippen", "Zum Bewerten klicken"])
    }

    @Test func statesMapToTheCatalogs() {
        #expect(XLIFFDocument.catalogState(nil) == "translated")
        #expect(XLIFFDocument.catalogState("final") == "translated")
        #expect(XLIFFDocument.catalogState("signed-off") == "translated")
        #expect(XLIFFDocument.catalogState("new") == "new")
        #expect(XLIFFDocument.catalogState("needs-translation") == "new")
        #expect(XLIFFDocument.catalogState("needs-review-translation") == "needs_review")
        #expect(XLIFFDocument.catalogState("needs-l10n") == "needs_review")
        // Xcode 27's machine translation: a translated text whose qualifier is `leveraged-mt`, not one still to do.
        #expect(XLIFFDocument.catalogState("translated", qualifier: "leveraged-mt") == StringCatalog.machineTranslatedState)
        #expect(XLIFFDocument.catalogState(nil, qualifier: "leveraged-mt") == StringCatalog.machineTranslatedState)
        #expect(XLIFFDocument.catalogState("translated", qualifier: "exact-match") == "translated")
        #expect(XLIFFDocument.catalogState("needs-review-translation", qualifier: "leveraged-mt") == "needs_review")
        #expect(XLIFFDocument.catalogState("new", qualifier: "leveraged-mt") == "new")
        #expect(StringCatalog.isUnreviewed(StringCatalog.machineTranslatedState))
        #expect(!StringCatalog.isUnreviewed("translated"))
    }

    /// Xcode 27's export of a catalog with a machine translation and a generated comment: the unit's state
    /// qualifier and its note's origin are read, and carried into the catalog.
    @Test func machineTranslationsAndGeneratedCommentsAreRead() throws {
        let document = Self.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/Localizable.xcstrings" source-language="en" target-language="fr" datatype="plaintext">
                <body>
                  <trans-unit id="%(count)lld vaults" xml:space="preserve">
                    <source>%(count)lld vaults</source>
                    <target state="translated" state-qualifier="leveraged-mt">%(count)lld coffres</target>
                    <note from="auto-generated">The number of vaults in the list.</note>
                  </trans-unit>
                  <trans-unit id="Lock" xml:space="preserve">
                    <source>Lock</source>
                    <target state="translated">Verrouiller</target>
                    <note>A button that locks every vault.</note>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """)
        #expect(document.isLoadable && document.diagnostics.isEmpty, "\(document.diagnostics)")
        let units = document.files[0].units
        #expect(units.map(\.stateQualifier) == ["leveraged-mt", nil])
        #expect(units.map(\.notesAreAutoGenerated) == [true, false])
        let catalog = try #require(document.catalogs().first)
        let entries = Dictionary(uniqueKeysWithValues: catalog.entries.map { ($0.key, $0) })
        #expect(entries["%(count)lld vaults"]?.localizations["fr"]?.state == StringCatalog.machineTranslatedState)
        #expect(entries["%(count)lld vaults"]?.isCommentAutoGenerated == true)
        #expect(entries["%(count)lld vaults"]?.comment == "The number of vaults in the list.")
        #expect(entries["Lock"]?.localizations["fr"]?.state == "translated")
        #expect(entries["Lock"]?.isCommentAutoGenerated == false)
    }

    /// Bad input gets a located error and no files; hostile XML is refused before anything is expanded.
    @Test func badAndHostileInputIsRefused() {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <xliff version="1.2"><file original="a.strings"><body><trans-unit id="k"><source>&b;</source></trans-unit></body></file></xliff>
            """
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff SYSTEM "file:///etc/passwd">
            <xliff version="1.2"><file original="a.strings"><body><trans-unit id="k"><source>&xxe;</source></trans-unit></body></file></xliff>
            """
        let cases: [(String, Diagnostic.Code, TextPosition, String)] = [
            (bomb, .hostileXML, TextPosition(line: 2, column: 17), "internal subset"),
            (external, .syntaxError, TextPosition(line: 3, column: 82), "unknown entity &xxe;"),
            ("", .syntaxError, .start, "empty"),
            ("<xliff version=\"1.2\"><file original=\"a.strings\">", .syntaxError, TextPosition(line: 1, column: 49),
             "ends inside <file>"),
            ("<xliff version=\"2.0\"/>", .syntaxError, TextPosition(line: 1, column: 1), "XLIFF 2.0"),
            ("<plist/>", .syntaxError, TextPosition(line: 1, column: 1), "root element is <plist>"),
            // Found by the fuzzer: content after the root closed (no element open) crashed the error's wording.
            ("<xliff version=\"1.2\"></xliff><x/>", .syntaxError, TextPosition(line: 1, column: 30),
             "Extra content at the end"),
            ("<xliff version=\"1.2\"><file></xliff>", .syntaxError, TextPosition(line: 1, column: 28),
             "closing tag </xliff> does not match <file>"),
            ("<xliff version=\"1.2\"><file original=\"a.strings\"><body><trans-unit id=\"k\"><source>a < b</source>"
                + "</trans-unit></body></file></xliff>", .syntaxError, TextPosition(line: 1, column: 85),
             "not well-formed XML"),
        ]
        for (text, code, position, words) in cases {
            let document = Self.read(text)
            #expect(!document.isLoadable && document.files.isEmpty, "\(words)")
            let error = document.diagnostics.last
            #expect(error?.code == code && error?.severity == .error, "\(words): \(document.diagnostics)")
            #expect(error?.location.position == position, "\(words): \(document.diagnostics)")
            #expect(error?.message.contains(words) == true, "\(words): \(document.diagnostics)")
        }
    }

    /// What Xcode cannot import is said, and the rest is read.
    @Test func unitsXcodeCannotImportAreReported() {
        let document = Self.read("""
            <xliff version="1.2"><file original="a/en.lproj/T.strings" source-language="en" target-language="fr"><body>
            <trans-unit><source>x</source></trans-unit>
            <trans-unit id="k"><source>one</source><target>un <g id="1">deux</g></target></trans-unit>
            <trans-unit id="k"><source>two</source></trans-unit>
            </body></file><file><body/></file></xliff>
            """)
        #expect(document.isLoadable)
        #expect(document.diagnostics.map(\.location.position.line) == [2, 4, 5])
        #expect(document.diagnostics.map(\.code) == [.syntaxError, .duplicateKey, .syntaxError])
        // Inline markup keeps its text.
        #expect(document.files[0].units.map(\.target) == ["un deux", nil])
    }
}
