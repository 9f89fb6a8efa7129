import Foundation
import Testing
@testable import RatePromptCore

/// The language names the preview shows come from the generated `LanguageNameTable`, so that a binary linked with
/// `--static-swift-stdlib` (where Foundation may lack its ICU data and name nothing) shows what a dynamically linked
/// one does. RatePromptGeneratorsTests holds the table to the dynamically linked Foundation of the test process, on
/// Linux, whose toolchain wrote it.
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

    /// A finding's language name is the page's: from the table, else Foundation's, else the code.
    @Test func englishNameAloneIsTheInfosName() {
        for localization in ["de-AT", "pt_br", "zh-Hant", "en-DE", "skr-arab", "qqq", "igl", "Base", "sr@latin", "x-y", ""] {
            #expect(LanguageInfo.englishName(of: localization) == LanguageInfo(localization: localization).englishName,
                    "\(localization)")
        }
    }

    /// The table is searched by halving, so its lines must stay sorted; every identifier is found with its own line,
    /// and spellings between, before and after them are not.
    @Test func findsEveryLineByHalving() {
        let keys = Self.entries.map(\.key)
        #expect(keys == keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        for (key, english, endonym) in Self.entries {
            let names = LanguageInfo.tableNames(of: key)
            #expect(names?.english == english && names?.endonym == endonym, "\(key)")
        }
        let known = Set(keys)
        let absent = ["a", "aaa_", "zzzz", "zzz", "de_ZZ", "en_US_POSIXX", "mm", "!", "~"] + keys.map { $0 + "a" }
        for key in absent where !known.contains(key) {
            #expect(LanguageInfo.tableLine(key) == nil, "\(key)")
        }
    }
}

extension LanguageNameTableTests {
    /// A language code the table lacks is one Foundation names in no spelling: every two- and three-letter code the
    /// table lacks, alone and with a script, a region or both, has no name from Foundation, so a finding's language
    /// name (`englishName(of:)`) is the code without asking it.
    @Test func languagesTheTableLacksHaveNoNameInAnySpelling() {
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        let codes = letters.flatMap { first in letters.flatMap { second in [first + second] + letters.map { first + second + $0 } } }
        let english = Locale(identifier: "en")
        var named: [String] = []
        var unnamed = 0
        for code in codes where LanguageInfo.tableLine(code) == nil {
            unnamed += 1
            #expect(LanguageInfo.namesNoLanguage(code))
            for spelling in [code, code + "-Arab", code + "_Latn", code + "_US", code + "-BR", code + "_Arab_PK", code + "-419"]
            where english.localizedString(forIdentifier: spelling) != nil {
                named.append(spelling)
            }
        }
        #expect(unnamed > 10_000)
        #expect(named.isEmpty, "\(named.prefix(20))")
        for localization in ["fr", "fr-CA", "zh-Hant", "pt_br", "Base", "x-y", "", "en_US_POSIX"] {
            #expect(!LanguageInfo.namesNoLanguage(localization), "\(localization)")
        }
    }
}
