import Testing
@testable import RatePromptCore

/// `LocaleData.likelyLanguage` reads `LocaleTables.likelyLanguages` through a table addressed by the code; it must
/// answer exactly what a dictionary of the blob's items answers, for every possible code and for non-codes.
@Suite struct LikelyLanguageTableTests {
    /// The blob read the plain way: `=Script` starts a group of `language:region` items.
    static let dictionary: [String: (script: String, region: String)] = {
        var result: [String: (script: String, region: String)] = [:]
        var script = ""
        for item in LocaleTables.likelyLanguages.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if item.first == "=" {
                script = String(item.dropFirst())
            } else if let colon = item.firstIndex(of: ":") {
                result[String(item[..<colon])] = (script, String(item[item.index(after: colon)...]))
            }
        }
        return result
    }()

    @Test func answersLikeADictionaryOfTheBlob() {
        #expect(Self.dictionary.count > 7_000)
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        var codes = letters.flatMap { a in letters.map { a + $0 } }
        codes += codes.flatMap { ab in letters.map { ab + $0 } }
        var found = 0
        for code in codes {
            let expected = Self.dictionary[code]
            let actual = LocaleData.likelyLanguage(code)
            #expect(actual?.script == expected?.script && actual?.region == expected?.region, "\(code)")
            if actual != nil { found += 1 }
        }
        #expect(found == Self.dictionary.count)
        for other in ["", "e", "EN", "En", "engl", "en-US", "é", "zh_Hant", "und", "root", "1ab", "a\u{0}"] {
            #expect((LocaleData.likelyLanguage(other) == nil) == (Self.dictionary[other] == nil), "\(other)")
        }
        #expect(LocaleData.likelyLanguage("en")! == ("Latn", "US"))
        #expect(LocaleData.likelyLanguage("sr")! == ("Cyrl", "RS"))
        #expect(LocaleData.likelyLanguage("zh")! == ("Hans", "CN"))
    }
}
