import Foundation
import Testing
@testable import RatePromptCore
import RatePromptTestSupport

/// The language names the preview shows come from the generated `LanguageNameTable`, so that a binary linked with
/// `--static-swift-stdlib` (where Foundation may lack its ICU data and name nothing) shows what a dynamically linked
/// one does. These tests hold the table to the dynamically linked Foundation of the test process, on Linux, whose
/// toolchain wrote it; elsewhere Foundation's names come from another ICU.
@Suite("Language names")
struct LanguageNameTableTests {
    /// Every identifier of the table, with its names as the table holds them.
    static let entries: [(key: String, english: String, endonym: String)] = LanguageNameTable.lines
        .split(separator: "\n").map { line in
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            return (fields[0], fields[1], fields.count > 2 ? fields[2] : fields[1])
        }

    @Test func readsTheTable() throws {
        #expect(Self.entries.count > 1_700)
        // A region written in its language, a script, a retired region code, a legacy code, lower case and `-`.
        let cases: [(String, String, String)] = [
            ("de-AT", "German (Austria)", "Deutsch (Österreich)"),
            ("zh-hant-tw", "Chinese, Traditional (Taiwan)", "繁體中文（台灣）"),
            ("sr_CS", "Serbian (Serbia)", "српски (Србија)"),
            ("iw", "Hebrew", "עברית"),
            ("pt_br", "Portuguese (Brazil)", "português (Brasil)"),
        ]
        for (localization, english, endonym) in cases {
            let names = try #require(LanguageInfo.tableNames(of: localization), "\(localization)")
            #expect(names.english == english && names.endonym == endonym, "\(localization)")
            let info = LanguageInfo(localization: localization)
            #expect(info.englishName == english && info.endonym == endonym, "\(localization)")
        }
        // Not plain identifiers: left to Foundation, which names none of these.
        for other in ["Base", "English", "sr@latin", "en-US-u-co-phonebk", "de_DE.UTF-8", "en-", "e", "", "zh-Hans-CN-x-a"] {
            #expect(LanguageInfo.tableKey(other) == nil, "\(other)")
        }
    }

    #if os(Linux)
    /// The drift test: the committed table is what the generator writes from this toolchain's Foundation.
    @Test func isWhatTheGeneratorWrites() throws {
        try GeneratedFile.check(LanguageNameTableGenerator.path, LanguageNameTableGenerator.source(repository: GeneratedFile.repository))
    }

    /// Every spelling of every identifier of the table (as listed, with `-`, in lower and in upper case) gets from
    /// the table exactly what Foundation gives for that spelling.
    @Test func everySpellingIsNamedAsFoundationNamesIt() {
        var compared = 0
        for entry in Self.entries {
            let spellings = Set([entry.key, entry.key.replacingOccurrences(of: "_", with: "-"), entry.key.lowercased(),
                                 entry.key.uppercased().replacingOccurrences(of: "_", with: "-")])
            for spelling in spellings {
                let table = LanguageInfo.tableNames(of: spelling)
                let foundation = LanguageNameTableGenerator.foundationNames(spelling)
                #expect(table?.english == foundation?.english && table?.endonym == foundation?.endonym,
                        "\(spelling): table \(String(describing: table)), Foundation \(String(describing: foundation))")
                compared += 1
            }
        }
        #expect(compared > 5_000)
    }

    /// Every localization RatePrompt itself names (its own copy, the test fixtures, CLDR's parent locales, Apple's
    /// alias and parent tables) that Foundation can name is in the table, so a static binary names it too; `root` is
    /// the one that is no plain identifier.
    @Test func coversEveryLocalizationRatePromptNames() throws {
        var identifiers = LanguageNameTableGenerator.ownIdentifiers(repository: GeneratedFile.repository)
        #expect(identifiers.isSuperset(of: ["pt_BR", "zh_Hant", "en_AD", "az_Arab"]))
        for (child, parent) in AppleLocaleTables.aliases.map({ ($0, $1) }) + AppleLocaleTables.parents.map({ ($0, $1) })
            + LocaleData.cldrParentLocales.map({ ($0, $1) }) {
            identifiers.formUnion([child, parent])
        }
        var named = 0
        for identifier in identifiers.sorted()
        where LanguageNameTableGenerator.foundationNames(identifier) != nil && identifier != "root" {
            named += 1
            #expect(LanguageInfo.tableNames(of: identifier) != nil, "\(identifier) is named by Foundation, not by the table")
        }
        #expect(named > 400)
    }
    #endif
}
