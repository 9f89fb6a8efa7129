import Foundation
import RatePromptTestSupport

/// Seeded String Catalogs of every shape, as Foundation objects: plural, device and substitution variations, every
/// state, comments, `shouldTranslate`, empty strings and objects, escapes, non-ASCII keys and keys that Xcode's order
/// and code-point order put apart (`-` and `(`, case, numbers).
struct CatalogGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    static let pieces = ["rate", "Rate", "RATE", "-", "(", ")", ".", "_", " ", "%@", "%lld", "%1$@", "9", "10", "007",
                         "é", "e\u{301}", "Über", "über", "ß", "ı", "İ", "日本", "한국", "ÿ", "Ω", "ω", "🙂", "\"", "\\",
                         "/", "\n", "\t", "\u{1}", "\u{7F}", "\u{A0}", "\u{2028}", "·", "l·l", "ŀ", "ﬁ", "Ⅸ", "x",
                         "a", "A", "b", "B", "z", "Z", "title", "Title", "", "#", "'", ",", ":", "@", "~", "+"]
    static let languages = ["en", "de", "de-CH", "fr", "ja", "ar", "zh-Hans", "zh-Hant", "pt-BR", "pt-PT", "nb", "he",
                            "es-419", "es"]
    static let states = ["translated", "needs_review", "new", "stale", "state-from-the-future"]
    static let plural = ["zero", "one", "two", "few", "many", "other"]
    static let devices = ["iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "vision", "other"]

    mutating func text(maximumPieces: Int = 5) -> String {
        (0..<Int.random(in: 0...maximumPieces, using: &random)).map { _ in random.pick(Self.pieces) }.joined()
    }

    mutating func unit() -> [String: Any] {
        ["stringUnit": ["state": random.pick(Self.states), "value": text()]]
    }

    /// A localization: a string unit, or plural or device variations (nested once), with substitutions sometimes.
    mutating func localization(depth: Int = 0) -> [String: Any] {
        switch Int.random(in: 0..<(depth == 0 ? 5 : 3), using: &random) {
        case 0, 1: return unit()
        case 2:
            let forms = Self.plural.filter { _ in random.chance(60) } + ["other"]
            return ["variations": ["plural": Dictionary(forms.map { ($0, unit()) }, uniquingKeysWith: { a, _ in a })]]
        case 3:
            let devices = Self.devices.filter { _ in random.chance(40) } + ["other"]
            return ["variations": ["device": Dictionary(devices.map { ($0, localization(depth: depth + 1)) },
                                                        uniquingKeysWith: { a, _ in a })]]
        default:
            var localization = unit()
            let name = "arg" + text(maximumPieces: 2)
            localization["substitutions"] = [name: [
                "argNum": Int.random(in: 1...3, using: &random), "formatSpecifier": random.pick(["lld", "@", "d"]),
                "variations": ["plural": ["one": unit(), "other": unit()]],
            ] as [String: Any]]
            return localization
        }
    }

    mutating func entry() -> [String: Any] {
        var entry: [String: Any] = [:]
        if random.chance(40) { entry["comment"] = text(maximumPieces: 8) }
        if random.chance(50) {
            entry["extractionState"] = random.pick(["manual", "extracted_with_value", "stale", "migrated"])
        }
        if random.chance(10) { entry["shouldTranslate"] = false }
        if random.chance(85) {
            var localizations: [String: Any] = [:]
            for language in Self.languages where random.chance(40) { localizations[language] = localization() }
            entry["localizations"] = localizations
        }
        if random.chance(5) { entry["aKeyOfANewerXcode"] = ["nested": [text(), true, 3]] as [String: Any] }
        return entry
    }

    mutating func catalog() -> [String: Any] {
        var strings: [String: Any] = [:]
        for _ in 0..<Int.random(in: 0...40, using: &random) { strings[text()] = entry() }
        var catalog: [String: Any] = ["sourceLanguage": random.pick(Self.languages), "strings": strings, "version": "1.0"]
        if random.chance(10) { catalog["version"] = "1.1" }
        return catalog
    }
}
