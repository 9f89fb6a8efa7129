#if canImport(_FoundationICU)
import _FoundationICU
import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
import RatePromptTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Apple's answer: `ualoc_localizationsToUse` from the toolchain's Apple ICU, wrapped like CoreFoundation's
/// `CFBundleCopyLocalizationsForPreferences` (ASCII-only C strings of at most 156 characters, first-entry backstop,
/// `["en"]` for an empty list).
func appleReference(preferences: [String], available: [String]) -> [String] {
    guard let first = available.first else { return ["en"] }
    guard !preferences.isEmpty,
          (preferences + available).allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } && $0.utf8.count <= 156 })
    else { return [first] }
    let prefs = preferences.map { strdup($0)! }
    let avail = available.map { strdup($0)! }
    defer { (prefs + avail).forEach { free($0) } }
    var output = [UnsafePointer<CChar>?](repeating: nil, count: 512)
    var status = U_ZERO_ERROR
    let count = prefs.map { UnsafePointer<CChar>?(UnsafePointer($0)) }.withUnsafeBufferPointer { p in
        avail.map { UnsafePointer<CChar>?(UnsafePointer($0)) }.withUnsafeBufferPointer { a in
            ualoc_localizationsToUse(p.baseAddress, Int32(p.count), a.baseAddress, Int32(a.count),
                                     &output, 512, &status)
        }
    }
    guard count > 0 else { return [first] }
    return output[0..<Int(count)].map { result in
        // ualoc returns the pointers it was given; map them back to the entries (duplicates stay distinct).
        let index = avail.firstIndex { UnsafePointer($0) == result }!
        return available[index]
    }
}

/// `ures_getLocParent`: Apple ICU's lookup in the CLDR parentLocales table (exported, not in the module's headers).
@_silgen_name("ures_getLocParent")
func ures_getLocParent(_ locale: UnsafePointer<CChar>, _ parent: UnsafeMutablePointer<CChar>, _ capacity: Int32,
                       _ status: UnsafeMutablePointer<UErrorCode>) -> Int32

func string(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// A small deterministic PRNG (SplitMix64) so that every run compares the same pairs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let identifierPool: [String] = [
    // English
    "en", "en-US", "en_US", "en-GB", "en_GB", "en-AU", "en-NZ", "en-IN", "en-CA", "en-001", "en-150", "en-IE",
    "en-ZA", "en-SG", "en-JP", "en-IL", "en-DE", "en-CY", "en-PG", "en-HK", "en-US-POSIX", "English", "english",
    "EN-gb", "en-Latn-US", "en-Shaw", "en-CK",
    // legacy names
    "French", "German", "Japanese", "Spanish", "Italian", "Dutch", "Korean", "Chinese", "Portuguese", "Norwegian",
    "Swedish", "Russian", "Polish", "Turkish", "Thai", "Danish", "Finnish", "Arabic",
    // French, German, Italian
    "fr", "fr-FR", "fr-CA", "fr-CH", "fr_CA", "fr-BE", "fr-HT", "ht", "de", "de-DE", "de-AT", "de-CH", "de_CH",
    "gsw", "it", "it-IT", "it-CH", "nl", "nl-BE", "af",
    // Chinese and relatives
    "zh", "zh-Hans", "zh-Hant", "zh-CN", "zh_CN", "zh-TW", "zh_TW", "zh-HK", "zh_HK", "zh-MO", "zh-SG",
    "zh-Hans-CN", "zh-Hant-TW", "zh-Hant-HK", "zh-Hant-MO", "zh-Hans-SG", "zh-Hans-HK", "zh-Latn", "zh-hant",
    "yue", "yue-Hant", "yue-Hans", "yue-HK", "yue-CN", "wuu", "wuu-Hans", "cmn", "cmn-Hans", "zh_Hant_TW",
    // Portuguese and Spanish
    "pt", "pt-PT", "pt_PT", "pt-BR", "pt_BR", "pt-AO", "pt-MO", "pt-MZ", "es", "es-ES", "es-419", "es-MX",
    "es_MX", "es-AR", "es-US", "es-CO", "es-GQ", "ca", "gl",
    // Serbian, Norwegian, aliases
    "sr", "sr-Latn", "sr-Cyrl", "sr-Latn-RS", "sr-ME", "sr-Latn-ME", "sh", "nb", "nn", "no", "nb-NO", "no-NO",
    "no_NO", "nn-NO", "iw", "he", "iw-IL", "he-IL", "in", "id", "ji", "yi", "tl", "fil", "fil-PH", "mo", "ro",
    "jw", "jv", "swh", "sw", "sw-KE",
    // others
    "ar", "ar-SA", "ar-EG", "ars", "hi", "hi-IN", "hi-Latn", "ja", "ja-JP", "ja-Latn", "ko", "ko-KR", "ru", "uk",
    "pl", "tr", "th", "vi", "ms", "ms-Arab", "uz", "uz-Cyrl", "uz-Latn", "az", "az-Cyrl", "pa", "pa-Arab", "pa-PK",
    "ur", "ur-IN", "ur-PK", "fa", "fa-AF", "bs", "hr", "cs", "sk", "el", "hu", "da", "sv", "fi", "mn",
    // specials and odd inputs
    "Base", "base", "zxx", "und", "mul", "mis", "root", "en-u-co-phonebk", "de-DE-u-co-phonebk", "en_US.UTF-8",
    "en@calendar=gregorian", "x-private", "i-klingon", "tlh", "xx", "xx-YY", "qaa", "foo-bar", "EN", "Fr-ca",
    "ZH-HANT-tw", "pt-pt", "es_419", "sr_Latn", "eng", "fra", "deu", "en-USA", "en--US", "en-", "", "art-lojban",
    "de-1996", "sl-rozaj", "en-US-x-twain", "en-Latn-GB", "fr-Latn-CA", "und-US", "und-Hant",
]

/// Odd identifiers built from pieces, to exercise ICU's parsing of whatever a folder may be called.
func garbageIdentifier(_ rng: inout SplitMix64) -> String {
    let pieces = ["en", "EN", "zh", "Hant", "hant", "latn", "US", "us", "419", "1996", "x", "u", "co", "a", "ABC",
                  "posix", "pt", "br", "eng", "und", "12", "Latn1", "", "sr", "ME", "iw", "IL", "tl", "sh", "no"]
    let separators = ["-", "_", "-", "_", "--", ".", "@", "@x="]
    var result = pieces.randomElement(using: &rng)!
    for _ in 0..<Int.random(in: 0...3, using: &rng) {
        result += separators.randomElement(using: &rng)! + pieces.randomElement(using: &rng)!
    }
    return result
}

func randomList(_ rng: inout SplitMix64, count: ClosedRange<Int>, garbageRate: Int?) -> [String] {
    (0..<Int.random(in: count, using: &rng)).map { _ in
        if let garbageRate, Int.random(in: 0..<garbageRate, using: &rng) == 0 { return garbageIdentifier(&rng) }
        return identifierPool.randomElement(using: &rng)!
    }
}

@Suite("Locale matching against Apple's ualoc")
struct LocaleMatcherICUTests {
    /// Compares `total` generated pairs; one identifier in `garbageRate` is an odd string built from pieces.
    func compare(total: Int, seed: UInt64, garbageRate: Int?) -> (agreed: Int, disagreements: [String]) {
        var rng = SplitMix64(state: seed)
        let matcher = LocaleMatcher()
        var agreed = 0
        var disagreements: [String] = []
        for _ in 0..<total {
            let preferences = randomList(&rng, count: 1...4, garbageRate: garbageRate)
            let available = randomList(&rng, count: 0...8, garbageRate: garbageRate)
            let expected = appleReference(preferences: preferences, available: available)
            let actual = matcher.localizations(preferences: preferences, available: available)
            if actual == expected {
                agreed += 1
            } else if disagreements.count < 40 {
                disagreements.append("prefs \(preferences) avail \(available): ualoc \(expected), ours \(actual)")
            }
        }
        return (agreed, disagreements)
    }

    @Test("Generated pairs of real-world identifiers agree exactly with ualoc_localizationsToUse")
    func generatedPairs() {
        let total = 20_000
        let (agreed, disagreements) = compare(total: total, seed: 0x5EED_0F_A991E, garbageRate: nil)
        print("LocaleMatcher differential (identifier pool): \(total) pairs compared, \(agreed) agree")
        for line in disagreements { print("  " + line) }
        #expect(agreed == total)
    }

    /// ICU's parsing of malformed identifiers (`12-@sr`, `en--.posix-US`) is reproduced only in part; such names
    /// are not language tags and RatePrompt's linter reports them. This measures how often it still matters.
    @Test("Generated pairs with malformed identifiers mostly agree with ualoc_localizationsToUse")
    func generatedPairsWithMalformedIdentifiers() {
        let total = 10_000
        let (agreed, disagreements) = compare(total: total, seed: 0xBAD_1D5, garbageRate: 5)
        print("LocaleMatcher differential (with malformed identifiers): \(total) pairs compared, \(agreed) agree")
        for line in disagreements { print("  " + line) }
        #expect(agreed >= total * 999 / 1000)
    }

    func icuBaseName(_ input: String) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        var status = U_ZERO_ERROR
        _ = swift_uloc_getBaseName(input, &buffer, 256, &status)
        return string(buffer)
    }

    @Test("Base names of real-world identifiers agree with uloc_getBaseName")
    func baseNames() {
        var mismatches: [String] = []
        for input in identifierPool where icuBaseName(input) != ICULocaleID.baseName(of: input) {
            mismatches.append("\(input): ICU \(icuBaseName(input)), ours \(ICULocaleID.baseName(of: input))")
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("Base names of malformed identifiers mostly agree with uloc_getBaseName")
    func malformedBaseNames() {
        var rng = SplitMix64(state: 42)
        let inputs = (0..<20_000).map { _ in garbageIdentifier(&rng) }
        let mismatches = inputs.filter { icuBaseName($0) != ICULocaleID.baseName(of: $0) }
        print("Base names of malformed identifiers: \(inputs.count) compared, \(inputs.count - mismatches.count) agree")
        for input in Set(mismatches).sorted().prefix(20) {
            print("  \(input): ICU \(icuBaseName(input)), ours \(ICULocaleID.baseName(of: input))")
        }
        #expect(mismatches.count <= inputs.count / 50)
    }

    /// Every region of the languages with Apple or CLDR parent rules, as a preference and as an lproj, against
    /// lists holding each possible ancestor: catches any drift in Apple's parent map or CLDR's parentLocales.
    @Test("Every region of en, es, pt, zh, yue, ... agrees with ualoc as preference and as lproj")
    func everyRegion() {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var regions = ["001", "150", "419", "029", "005"]
        for a in letters { for b in letters { regions.append(String([a, b])) } }
        let families: [(String, [String])] = [
            ("en", ["en", "en-GB", "en-AU", "en-001", "en-150", "en-IN", "en-US", "hi"]),
            ("es", ["es", "es-419", "es-MX", "es-ES"]),
            ("pt", ["pt", "pt-PT", "pt-BR"]),
            ("fr", ["fr", "fr-CA", "fr-HT", "ht"]),
            ("zh-Hant", ["zh-Hans", "zh-Hant", "zh-HK", "zh-TW", "yue"]),
            ("zh-Hans", ["zh-Hant", "zh-Hans", "zh-CN", "zh-SG"]),
            ("zh", ["zh-Hant", "zh-Hans", "zh-HK", "zh-TW", "zh"]),
            ("yue", ["zh-Hant", "zh-Hans", "yue", "yue-Hant", "zh-HK"]),
            ("yue-Hans", ["zh-Hans", "zh-Hant", "yue-Hans"]),
            ("wuu", ["zh-Hans", "zh-Hant", "wuu"]),
            ("ar", ["ar", "ars", "ar-SA"]),
            ("sr", ["sr", "sr-Latn", "sr-Cyrl"]),
            ("sr-Latn", ["sr", "sr-Latn"]),
            ("nb", ["no", "nb", "nn"]),
            ("de", ["de", "de-DE", "de-CH", "de-AT"]),
            ("it", ["it-CH", "it-IT", "it"]),
            ("hi-Latn", ["en-IN", "hi", "en"]),
        ]
        let matcher = LocaleMatcher()
        var compared = 0
        var mismatches: [String] = []
        for (language, available) in families {
            for region in regions {
                let id = language + "-" + region
                for (preferences, avail) in [([id], available), ([language], available + [id]), ([id, language], [id] + available)] {
                    compared += 1
                    let expected = appleReference(preferences: preferences, available: avail)
                    let actual = matcher.localizations(preferences: preferences, available: avail)
                    if expected != actual { mismatches.append("\(preferences) \(avail): ualoc \(expected), ours \(actual)") }
                }
            }
        }
        print("Every region: \(compared) pairs compared, \(compared - mismatches.count) agree")
        for line in mismatches.prefix(30) { print("  " + line) }
        #expect(mismatches.isEmpty)
    }

    /// Every locale ICU has data for, as a preference against iRate.bundle's 42 lprojs and as an lproj next to its
    /// own language.
    @Test("Every ICU locale agrees with ualoc against iRate.bundle's lprojs and beside its language")
    func everyICULocale() {
        let iRateBundle = ["ar", "bn", "bs", "ca", "cs", "da", "de", "de-AT", "el", "en", "es", "fa", "fi", "fr", "he",
                           "hi", "hr", "hu", "id", "it", "ja", "ko", "mk", "nl", "no", "pa", "pl", "pt", "ru", "sk", "sl",
                           "sv", "th", "tr", "uk", "ur", "ur-IN", "ur-PK", "vi", "zh-Hans", "zh-Hant", "zh-TW"]
        let matcher = LocaleMatcher()
        var compared = 0
        var mismatches: [String] = []
        for i in 0..<swift_uloc_countAvailable() {
            let id = String(cString: swift_uloc_getAvailable(i))
            let tag = id.replacingOccurrences(of: "_", with: "-")
            let language = String(id.prefix { $0 != "_" })
            for (preferences, available) in [([tag], iRateBundle), ([tag, "fr"], ["en", language, tag]),
                                             ([language], ["en", tag, language + "-" + "US"]), (["en-GB"], [tag, "en-AU"])] {
                compared += 1
                let expected = appleReference(preferences: preferences, available: available)
                let actual = matcher.localizations(preferences: preferences, available: available)
                if expected != actual { mismatches.append("\(preferences) \(available): ualoc \(expected), ours \(actual)") }
            }
        }
        print("Every ICU locale: \(compared) pairs compared, \(compared - mismatches.count) agree")
        for line in mismatches.prefix(30) { print("  " + line) }
        #expect(mismatches.isEmpty)
    }

    @Test("CLDR parents and truncation agree with ures_getLocParent and uloc_getParent for every ICU locale")
    func parents() {
        var ids = identifierPool.map { AppleMatching.entry($0).normalized }
        for i in 0..<swift_uloc_countAvailable() { ids.append(String(cString: swift_uloc_getAvailable(i))) }
        ids += LocaleData.cldrParentLocales.keys
        var mismatches: [String] = []
        for id in Set(ids) where !id.isEmpty {
            var buffer = [CChar](repeating: 0, count: 64)
            var status = U_ZERO_ERROR
            var expected = ures_getLocParent(id, &buffer, 63, &status) > 0 ? string(buffer) : ""
            if expected.isEmpty {
                buffer = [CChar](repeating: 0, count: 64)
                status = U_ZERO_ERROR
                _ = swift_uloc_getParent(id, &buffer, 63, &status)
                expected = string(buffer)
            }
            let ours = AppleLocaleTables.parents[id] == nil ? AppleMatching.parent(of: id).0 : expected
            if ours != expected { mismatches.append("\(id): ICU \(expected), ours \(ours)") }
        }
        print("Parents: \(Set(ids).count) identifiers compared, \(mismatches.count) differ")
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    @Test("The non-default-country penalty agrees with uloc_minimizeSubtags")
    func penalty() {
        var ids: [String] = []
        let regions = ["US", "GB", "CH", "IT", "PT", "BR", "419", "MX", "TW", "HK", "CN", "RS", "ME", "NO", "IN", "PK",
                       "ZZ", "001", "AQ", "XA", "DE", "AT", "CA", "FR", "ES", "SG", "MO", "AF", "IR"]
        let languages = ["en", "it", "pt", "es", "zh", "sr", "nb", "no", "hi", "pa", "uz", "az", "yue", "ar", "fa", "xx",
                         "und", "ff", "kk", "ms", "de", "fr", "tlh", "haw", "english"]
        let scripts = ["", "Latn", "Cyrl", "Arab", "Hans", "Hant", "Zzzz", "Adlm"]
        for l in languages { for s in scripts { for r in regions { ids.append(([l, s, r].filter { !$0.isEmpty }).joined(separator: "_")) } } }
        var mismatches: [String] = []
        for id in ids {
            var buffer = [CChar](repeating: 0, count: 16)
            var status = U_ZERO_ERROR
            _ = swift_uloc_minimizeSubtags(id, &buffer, 16, &status)
            var country = 0
            if status.rawValue <= 0 {
                var s2 = U_ZERO_ERROR
                let minimized = string(buffer)
                country = Int(swift_uloc_getCountry(minimized, nil, 0, &s2))
            }
            let expected = country > 0
            let actual = LikelySubtags.minimizedKeepsRegion(ICULocaleID.parse(id))
            if expected != actual { mismatches.append("\(id): ICU \(expected), ours \(actual)") }
        }
        print("Penalty: \(ids.count) compared, \(ids.count - mismatches.count) agree")
        for line in mismatches.prefix(40) { print("  " + line) }
        #expect(mismatches.isEmpty)
    }
}

/// What `legacy-localization-name` says of a 3-letter code (`deu`, `ger`, `arm`): Apple's matcher still picks the
/// folder for a device that reports the 2-letter code, so it is an old spelling, not an unknown language.
@Suite("Localization names against Apple's ualoc")
struct LocalizationNameICUTests {
    @Test func threeLetterSpellingsAreMatchedByTheirTwoLetterCode() {
        var unmatched: [String] = []
        for (code, language) in LocaleData.iso639ThreeLetterCodes.sorted(by: { $0.key < $1.key }) {
            let other = language == "fr" ? "de" : "fr"
            let chosen = appleReference(preferences: [language], available: [other, code]).first
            if chosen != code { unmatched.append("\(code) for \(language): \(chosen ?? "none")") }
            if LocalizationName.classify(code) != .legacy(language) { unmatched.append("\(code) is not legacy") }
        }
        #expect(LocaleData.iso639ThreeLetterCodes.count > 200)
        #expect(unmatched.isEmpty, "\(unmatched)")
    }

    /// Every language ICU lists (`uloc_getISOLanguages`) is a folder name the rules accept, or an old spelling.
    @Test func everyLanguageICUListsIsKnown() {
        var codes: [String] = []
        if var pointer = swift_uloc_getISOLanguages() {
            while let code = pointer.pointee {
                codes.append(String(cString: code))
                pointer += 1
            }
        }
        #expect(codes.count > 500)
        let unknown = codes.filter {
            if case .unknown = LocalizationName.classify($0) { return true }
            return LocalizationName.classify($0) == .privateUse
        }
        #expect(unknown.isEmpty, "\(unknown)")
    }
}
#endif
