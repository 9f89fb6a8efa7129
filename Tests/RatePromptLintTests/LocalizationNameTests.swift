import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint

/// Folder names as `unknown-localization` and `legacy-localization-name` read them.
@Suite("LocalizationName")
struct LocalizationNameTests {
    /// ISO 639 codes of every kind, and the tags devices report.
    @Test(arguments: ["en", "pt-BR", "zh-Hant-TW", "Base", "kmr", "son", "sh", "tw", "mul", "und", "zxx", "kab", "ast",
                      "dag", "igl", "skr-Arab", "ckb", "es-419", "sr-Latn", "fil", "tl", "hsb"])
    func validNames(_ name: String) {
        #expect(LocalizationName.classify(name) == .valid, "\(name)")
    }

    @Test(arguments: [
        ("no", "nb"), ("iw", "he"), ("English", "en"), ("zh_CN", "zh-Hans"), ("pt_BR", "pt-BR"),
        ("deu", "de"), ("ger", "de"), ("arm", "hy"), ("cze", "cs"), ("fra-CA", "fr-CA"), ("deu_CH", "de-CH"),
    ])
    func legacyNames(_ name: String, _ tag: String) {
        #expect(LocalizationName.classify(name) == .legacy(tag), "\(name)")
    }

    @Test func privateUseAndUnknownNames() {
        #expect(LocalizationName.classify("qqq") == .privateUse)
        #expect(LocalizationName.classify("qaa") == .privateUse)
        #expect(LocalizationName.classify("cz") == .unknown(suggestion: "cs"))
        #expect(LocalizationName.classify("dk") == .unknown(suggestion: "da"))
        #expect(LocalizationName.classify("xx") == .unknown(suggestion: nil))
        #expect(LocalizationName.classify("sr@latin") == .unknown(suggestion: nil))
        #expect(LocalizationName.classify("") == .unknown(suggestion: nil))
        #expect(LocalizationName.classify("q1z") == .unknown(suggestion: nil))
    }

    /// What `duplicate-localization` compares: regional variants share a language and script, scripts tell
    /// Chinese and Serbian apart.
    @Test func writtenLanguage() {
        #expect(LocaleData.writtenLanguage(of: "en-GB") == "en_Latn")
        #expect(LocaleData.writtenLanguage(of: "en") == LocaleData.writtenLanguage(of: "en_AU"))
        #expect(LocaleData.writtenLanguage(of: "zh-TW") == "zh_Hant")
        #expect(LocaleData.writtenLanguage(of: "zh-Hant-TW") == "zh_Hant")
        #expect(LocaleData.writtenLanguage(of: "zh-Hans") == "zh_Hans")
        #expect(LocaleData.writtenLanguage(of: "sr") == "sr_Cyrl")
        #expect(LocaleData.writtenLanguage(of: "sr-Latn") == "sr_Latn")
        #expect(LocaleData.writtenLanguage(of: "pt-PT") == LocaleData.writtenLanguage(of: "pt-BR"))
        #expect(LocaleData.writtenLanguage(of: "bs") != LocaleData.writtenLanguage(of: "hr"))
        #expect(LocaleData.writtenLanguage(of: "Base") == nil)
    }

    /// The generated table holds what its header says: 2-letter codes first, every code 2 or 3 lowercase letters,
    /// none of them private-use, and no 3-letter code of a language that has a 2-letter one.
    @Test func languageCodeTableIsWellFormed() {
        let codes = LanguageCodeTables.languageSubtags.split(whereSeparator: { $0 == " " || $0 == "\n" })
        #expect(codes.count > 8_000)
        #expect(codes.allSatisfy { (2...3).contains($0.count) && $0.allSatisfy { $0 >= "a" && $0 <= "z" } })
        #expect(codes.allSatisfy { LocaleData.isISO639Language(String($0)) })
        #expect(!codes.contains { $0.count == 3 && $0 >= "qaa" && $0 <= "qtz" })
        #expect(!codes.contains { LocaleData.iso639ThreeLetterCodes[String($0)] != nil })
        #expect(LocaleData.iso639ThreeLetterCodes.values.allSatisfy(LocaleData.isISO639Language))
        #expect(!LocaleData.isISO639Language("cz") && !LocaleData.isISO639Language("Kmr") && !LocaleData.isISO639Language("k"))
    }

    /// Two spellings of one tag side by side are a note to merge them when they differ only by underscores (CFBundle
    /// reads both as the tag), a warning when devices pick the tag's folder over a legacy name.
    @Test func legacyNameBesideItsTagSeverities() {
        func severities(_ old: String, _ new: String) -> [Diagnostic.Severity] {
            let files = [new, old].map { name in
                InputBytes(path: "/app/\(name).lproj/Localizable.strings", bytes: Array("\"a\" = \"\(name)\";".utf8))
            }
            return Linter(rules: [LegacyLocalizationNameRule.self]).lint(files).findings.map(\.severity)
        }
        #expect(severities("sr_Latn", "sr-Latn") == [.note])
        #expect(severities("no", "nb") == [.warning])
    }
}
