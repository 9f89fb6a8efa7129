import RatePromptFormats
import RatePromptCore

/// An `.lproj` folder whose name is not a language tag.
struct UnknownLocalizationRule: LintRule {
    static let description = RuleDescription(
        id: "unknown-localization", category: .localization, severity: .error,
        summary: "A localization folder whose language is no ISO 639 code (`cz`), or a private-use one (`qqq`, a "
            + "note); suggests the tag meant.",
        rationale: "No device reports such a language, so the folder is never chosen: iRate's `cz.lproj` (Czech is "
            + "`cs`, CZ is the country) shipped unused until renamed. Every language ISO 639 defines is one (`kmr`, "
            + "`son`, `sh`, `tw`, and `mul`, where Xcode keeps multilingual String Catalogs), as are the newer ones "
            + "ICU knows; 3-letter spellings of 2-letter codes (`deu`, `arm`) are `legacy-localization-name`.",
        triggering: [
            LintExample(.strings("cz", "↓\"iRateRateButton\" = \"Ohodnotit\";\n")),
            // A folder of plural strings only, named with a POSIX modifier.
            LintExample(.strings("en", "\"done\" = \"Done\";\n"),
                        Self.marked(.stringsdict("sr@latin", LintExample.File.pluralEntry("%d files", [
                            "one": "%d fajl", "other": "%d fajlova",
                        ])))),
            // translatewiki's message documentation, shipped as a localization.
            LintExample(.strings("en", "\"iRateRateButton\" = \"Rate\";\n"),
                        .strings("qqq", "↓\"iRateRateButton\" = \"The label of the button that opens the App Store\";\n")),
        ],
        nonTriggering: [
            LintExample(
                .strings("cs", "\"iRateRateButton\" = \"Ohodnotit\";\n"),
                .strings("Base", "\"iRateRateButton\" = \"Rate\";\n"),
                .strings("zh-Hant-TW", "\"iRateRateButton\" = \"評分\";\n")),
            // ISO 639 codes: Northern Kurdish, Songhai, Serbo-Croatian, Twi, and Xcode's multilingual folder.
            LintExample(
                .strings("kmr", "\"done\" = \"Qediya\";\n"),
                .strings("son", "\"done\" = \"A ban\";\n"),
                .strings("sh", "\"done\" = \"Gotovo\";\n"),
                .strings("tw", "\"done\" = \"Awie\";\n"),
                .strings("mul", "\"done\" = \"Done\";\n", table: "InfoPlist")),
        ])

    /// `file` with a marker at its start, where a finding about its folder points.
    private static func marked(_ file: LintExample.File) -> LintExample.File {
        var file = file
        file.text = LintExample.marker + file.text
        return file
    }

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        LocalizationFolders.firstFiles(in: context).compactMap { localization, location in
            switch LocalizationName.classify(localization) {
            case .unknown(let suggestion):
                let hint = suggestion.map(DidYouMean.hint) ?? ""
                return finding("\"\(localization)\" is not a language tag: no device ever selects this localization\(hint)",
                               at: location, key: localization)
            case .privateUse:
                // Deliberate (translatewiki's message documentation is `qqq`) and harmless on a device: a note.
                let documentation = localization.lowercased() == "qqq"
                    ? " (qqq is translatewiki's message documentation, for translators: keep it out of the app's resources)" : ""
                return finding("\"\(localization)\" is a private-use code (ISO 639 keeps qaa–qtz for local use): no "
                                   + "device reports it, so none selects this localization\(documentation)",
                               at: location, key: localization, severity: .note)
            case .valid, .legacy:
                return nil
            }
        }
    }
}
