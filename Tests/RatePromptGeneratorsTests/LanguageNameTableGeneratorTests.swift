#if os(Linux)
import Foundation
import Testing
@testable import RatePromptCore
@testable import RatePromptGenerators

/// The generated `LanguageNameTable` against the dynamically linked Foundation of the test process, on Linux, whose
/// toolchain wrote it (elsewhere Foundation's names come from another ICU). Its drift test is in `GeneratedFileTests`.
@Suite("Language names: the table and Foundation")
struct LanguageNameTableGeneratorTests {
    /// Every identifier of the table, with its names as the table holds them.
    static let entries: [(key: String, english: String, endonym: String)] = LanguageNameTable.lines
        .split(separator: "\n").map { line in
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            return (fields[0], fields[1], fields.count > 2 ? fields[2] : fields[1])
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
        var identifiers = LanguageNameTableGenerator.ownIdentifiers(repository: Generator.repository)
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
}
#endif
