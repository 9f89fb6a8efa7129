import Foundation
import RatePromptFormats

/// What a page needs to show a localization to a person: its English name, its name in itself, and which way its
/// script runs.
package struct LanguageInfo: Hashable, Sendable {
    package enum Direction: String, Hashable, Sendable {
        case leftToRight = "ltr"
        case rightToLeft = "rtl"
    }

    /// The `.lproj` name, as written.
    package var localization: String
    /// "Portuguese (Brazil)"; the code itself when Foundation has no name for it.
    package var englishName: String
    /// "português (Brasil)"; the English name when Foundation has none.
    package var endonym: String
    package var direction: Direction
    /// The BCP 47 tag for a `lang` attribute (`pt-BR`, `zh-Hans`; `und` for `Base`).
    package var languageTag: String

    package init(localization: String) {
        self.localization = localization
        let id = ICULocaleID.readBaseName(localization)
        let english = Locale(identifier: "en").localizedString(forIdentifier: localization)
        englishName = english ?? localization
        endonym = Locale(identifier: localization).localizedString(forIdentifier: localization) ?? englishName
        direction = Self.direction(of: id)
        languageTag = id.language.isEmpty || localization == "Base"
            ? "und"
            : [id.language, id.script, id.region].filter { !$0.isEmpty }.joined(separator: "-")
    }

    /// Scripts written right to left (Unicode's bidi class R/AL for their letters), by ISO 15924 code.
    static let rightToLeftScripts: Set<String> = [
        "Adlm", "Arab", "Aran", "Hebr", "Mand", "Mend", "Nkoo", "Rohg", "Samr", "Syrc", "Thaa", "Yezi",
    ]

    /// The direction of the script the identifier names, or of its language's likely script (ICU's likely
    /// subtags: `ur` → Arab, `pa-PK` → Arab, `pa` → Guru).
    static func direction(of id: ICULocaleID) -> Direction {
        let script = id.script.isEmpty
            ? LikelySubtags.maximize(language: id.language, script: "", region: id.region)?.script ?? ""
            : id.script
        return rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
    }
}
