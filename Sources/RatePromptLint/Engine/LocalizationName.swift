import Foundation
import RatePromptCore

/// What an `.lproj` folder name is: a language tag a device reports, an old spelling, or not a language at all.
enum LocalizationName: Equatable {
    case valid
    /// An old spelling devices no longer report; the tag to use instead.
    case legacy(String)
    /// A code ISO 639 reserves for local use (`qaa`–`qtz`; translatewiki's `qqq` holds its message documentation):
    /// no device reports one.
    case privateUse
    /// Not a language tag; the likely meant tag, if one can be guessed.
    case unknown(suggestion: String?)

    /// NeXT-era full names Xcode once wrote.
    static let fullNames: [String: String] = [
        "english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es", "italian": "it",
        "dutch": "nl", "portuguese": "pt", "swedish": "sv", "norwegian": "nb", "danish": "da", "finnish": "fi",
        "korean": "ko", "russian": "ru", "polish": "pl", "chinese": "zh-Hans", "turkish": "tr", "greek": "el",
        "hebrew": "he", "arabic": "ar", "czech": "cs", "hungarian": "hu",
    ]

    /// Codes replaced by newer ones: devices report the new code, so the old folder is matched only by fallbacks.
    static let replacedCodes: [String: String] = ["no": "nb", "iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro"]

    /// A language is valid when ISO 639 defines it (`LocaleData.isISO639Language`: `kmr`, `son`, `sh`, `tw`, Xcode's
    /// `mul`) or ICU has likely subtags for it (codes newer than that table); a 3-letter code of a language with a
    /// 2-letter one (`deu`, Armenian's bibliographic `arm`) is a legacy spelling, which Apple's matcher still maps
    /// to the language.
    static func classify(_ name: String) -> LocalizationName {
        if name == "Base" { return .valid }
        // The rules ask for the same few names once per string of a catalog; the answer never changes.
        known.lock.lock()
        let answer = known.names[name]
        known.lock.unlock()
        if let answer { return answer }
        let reading = read(name)
        known.lock.lock()
        known.names[name] = reading
        known.lock.unlock()
        return reading
    }

    private final class Known: @unchecked Sendable {
        let lock = NSLock()
        var names: [String: LocalizationName] = [:]
    }

    private static let known = Known()

    private static func read(_ name: String) -> LocalizationName {
        if let tag = fullNames[name.lowercased()] { return .legacy(tag) }
        let subtags = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = subtags.first?.lowercased() else { return .unknown(suggestion: nil) }
        let rest = subtags.dropFirst()
        if let replacement = replacedCodes[language] ?? LocaleData.iso639ThreeLetterCodes[language] {
            return .legacy(([replacement] + rest).joined(separator: "-"))
        }
        guard language.count >= 2, language.count <= 3,
              LocaleData.isISO639Language(language) || LocaleData.likelyLanguage(language) != nil else {
            if language.count == 3, language.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }),
               language >= "qaa", language <= "qtz" { return .privateUse }
            // A country code used as a language (`cz`, `dk`), or an alias ICU knows.
            let alias = LocaleData.languageAliases[language].map { String($0.prefix { $0 != "_" }) }
            let regional = LocaleData.undeterminedRegions[language.uppercased()].map { String($0.prefix { $0 != "_" }) }
            return .unknown(suggestion: alias ?? regional)
        }
        if name.contains("_") {
            // zh_CN and pt_BR are how Xcode once named folders; devices report zh-Hans-CN, pt-BR.
            let tag = name == "zh_CN" ? "zh-Hans" : name == "zh_TW" ? "zh-Hant" : name.replacingOccurrences(of: "_", with: "-")
            return .legacy(tag)
        }
        return .valid
    }

    /// Whether some device may pick a folder of this name: not one that is no language tag, nor a private-use
    /// code (`qqq`, translatewiki's message documentation). `unknown-localization` reports those once; the copy
    /// rules leave their strings alone, since no one reads them on a device.
    static func isSelectedByDevices(_ name: String) -> Bool {
        switch classify(name) {
        case .valid, .legacy: true
        case .privateUse, .unknown: false
        }
    }

    /// The language subtag, lowercased (`pt` of `pt-BR`).
    static func language(of name: String) -> String {
        String(name.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
