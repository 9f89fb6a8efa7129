import Testing
@testable import RatePromptCore

/// CLDR's plural rules as RatePrompt reads them; every locale is also compared with ICU in LocaleMatcherICUTests.
@Suite("Plural rules")
struct PluralRulesTests {
    @Test func operandsAreReadAsWritten() throws {
        let written = try #require(PluralOperands("1.50"))
        #expect((written.i, written.v, written.w, written.f, written.t, written.e) == (1, 2, 1, 50, 5, 0))
        let compact = try #require(PluralOperands("1.2c3"))
        #expect((compact.i, compact.v, compact.f, compact.e) == (1200, 0, 0, 3))
        let negative = try #require(PluralOperands("-21"))
        #expect(negative.i == 21 && negative.v == 0)
        for text in ["", ".5", "1.", "1,5", "1.5.5", "x", "1c", "1c99", "12345678901234567890"] {
            #expect(PluralOperands(text) == nil, "\(text)")
        }
    }

    @Test func categoriesPerLanguage() {
        #expect(PluralRules(localization: "ja").categories == [.other])
        #expect(PluralRules(localization: "en").categories == [.one, .other])
        #expect(PluralRules(localization: "ru").categories == [.one, .few, .many, .other])
        #expect(PluralRules(localization: "ar").categories == [.zero, .one, .two, .few, .many, .other])
        // A region or script of its own only where CLDR gives one: pt-PT, not pt-BR or pt-AO.
        #expect(PluralRules(localization: "pt-PT").locale == "pt_PT")
        #expect(PluralRules(localization: "pt-BR").locale == "pt")
        #expect(PluralRules(localization: "pt_AO").locale == "pt")
        #expect(PluralRules(localization: "zh-Hant").locale == "zh")
        #expect(PluralRules(localization: "sr-Latn").categories == [.one, .few, .other])
        #expect(PluralRules(localization: "sr@latin").locale == "sr")
        #expect(PluralRules(localization: "cy_GB").locale == "cy" && PluralRules(localization: "sk-SK").locale == "sk")
        // A language CLDR does not know: `other` only.
        #expect(PluralRules(localization: "tlh").locale == nil && PluralRules(localization: "tlh").categories == [.other])
    }

    /// "5 файлов", not "5 файла": integers and decimals take different forms in Russian and Polish.
    @Test func integersAndDecimalsDiffer() throws {
        let russian = PluralRules(localization: "ru")
        #expect([1, 2, 5, 11, 21, 22, 25, 101, 111].map(russian.category(for:))
                == [.one, .few, .many, .many, .one, .few, .many, .one, .many])
        #expect(russian.category(for: try #require(PluralOperands("1.5"))) == .other)
        let polish = PluralRules(localization: "pl")
        #expect([1, 21, 22, 0].map(polish.category(for:)) == [.one, .many, .few, .many])
        #expect(PluralRules(localization: "fr").category(for: 0) == .one)
        #expect(PluralRules(localization: "fr").category(for: 1_000_000) == .many)
        #expect(PluralRules(localization: "fr").category(for: try #require(PluralOperands("1c6"))) == .many)
        #expect(PluralRules(localization: "fr").category(for: try #require(PluralOperands("1.5"))) == .one)
        #expect(PluralRules(localization: "en").category(for: try #require(PluralOperands("1.0"))) == .other)
        #expect(PluralRules(localization: "lv").category(for: try #require(PluralOperands("0.1"))) == .one)
        let romanian = PluralRules(localization: "ro").integersByCategory(upTo: 25)
        #expect(romanian[.few] == [0] + Array(2...19) && romanian[.one] == [1] && romanian[.other] == Array(20...25))
        #expect(PluralRules(localization: "ro").integersByCategory(upTo: 25, atMost: 3) == [.few: [0, 2, 3], .one: [1], .other: [20, 21, 22]])
    }

    /// The first counts of each category, kept short, are the first of the whole list, with the same categories,
    /// in every language the table knows.
    @Test func firstIntegersArePrefixesOfAll() {
        for locale in PluralRules.cardinalRuleTable.keys {
            let rules = PluralRules(localization: locale)
            let all = rules.integersByCategory(upTo: 2_000)
            let first = rules.integersByCategory(upTo: 2_000, atMost: 6)
            #expect(first == all.mapValues { Array($0.prefix(6)) }, "\(locale)")
        }
    }

    /// The short lists end their scan once the counts repeat (`integerPeriod`): they are the first counts of each
    /// category asked one count at a time, up to the bound the rules use, in every language the table knows and
    /// one it does not.
    @Test func shortListsMatchEveryCountAskedInTurn() {
        for locale in PluralRules.cardinalRuleTable.keys.sorted() + ["tlh"] {
            let rules = PluralRules(localization: locale)
            var every: [PluralCategory: [Int]] = [:]
            for count in 0...9_999 { every[rules.category(for: count), default: []].append(count) }
            for (limit, kept) in [(9_999, 6), (9_999, 1), (9_999, 20), (150, 6), (0, 6), (1, 2)] {
                let expected = every.mapValues { Array($0.prefix { $0 <= limit }.prefix(kept)) }.filter { !$0.value.isEmpty }
                #expect(rules.integersByCategory(upTo: limit, atMost: kept) == expected, "\(locale) \(limit) \(kept)")
            }
        }
    }

    /// Apple's `.stringsdict`: 0 takes `zero` whenever the rule has that form, in any language.
    @Test func stringsdictZeroForZero() {
        let english = PluralRules(localization: "en")
        #expect(english.stringsdictCategory(for: 0, forms: [.zero, .one, .other]) == .zero)
        #expect(english.stringsdictCategory(for: 0, forms: [.one, .other]) == .other)
        #expect(english.stringsdictCategory(for: 1, forms: [.zero, .one, .other]) == .one)
        #expect(PluralRules(localization: "lv").stringsdictCategory(for: 10, forms: [.zero, .one, .other]) == .zero)
    }

    /// Every condition of the generated table parses, and every category but `other` is reached by some number.
    @Test func everyGeneratedRuleParsesAndIsReachable() throws {
        let decimals = try (0...300).map { try #require(PluralOperands("\($0 / 10).\($0 % 10)")) }
        for locale in PluralRules.cardinalRuleTable.keys {
            let rules = PluralRules(localization: locale)
            var reached = Set((0...1_000).map(rules.category(for:)))
            reached.formUnion(decimals.map(rules.category(for:)))
            reached.formUnion(["1c6", "1c3"].compactMap(PluralOperands.init).map(rules.category(for:)))
            #expect(reached.isSuperset(of: rules.categories.filter { $0 != .other }), "\(locale)")
        }
    }
}
