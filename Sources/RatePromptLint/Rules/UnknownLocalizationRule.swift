import RatePromptFormats
import RatePromptCore

/// An `.lproj` folder whose name is not a language tag.
package struct UnknownLocalizationRule: LintRule {
    package static let description = RuleDescription(
        id: "unknown-localization", category: .localization, severity: .error,
        summary: "A localization folder whose name is not a language (`cz`, `arm`); suggests the tag meant.",
        rationale: "No device reports such a language, so the folder is never chosen: iRate's `cz.lproj` (Czech is "
            + "`cs`, CZ is the country) shipped unused until renamed.",
        triggering: [
            LintExample(.strings("cz", "↓\"iRateRateButton\" = \"Ohodnotit\";\n")),
            LintExample(.strings("arm", "↓\"iRateRateButton\" = \"Գնահատել\";\n")),
        ],
        nonTriggering: [
            LintExample(
                .strings("cs", "\"iRateRateButton\" = \"Ohodnotit\";\n"),
                .strings("Base", "\"iRateRateButton\" = \"Rate\";\n"),
                .strings("zh-Hant-TW", "\"iRateRateButton\" = \"評分\";\n")),
        ])

    package init() {}

    package func checkProject(_ context: LintContext) -> [LintFinding] {
        LocalizationFolders.first(in: context).compactMap { localization, table in
            guard case .unknown(let suggestion) = LocalizationName.classify(localization) else { return nil }
            let hint = suggestion.map(DidYouMean.hint) ?? ""
            return finding("\"\(localization)\" is not a language tag: no device ever selects this localization\(hint)",
                           at: table.startLocation, key: localization)
        }
    }
}

/// The first table of each localization, where findings about a whole localization go.
enum LocalizationFolders {
    static func first(in context: LintContext) -> [(String, LocalizationProject.Table)] {
        var seen: Set<String> = []
        var result: [(String, LocalizationProject.Table)] = []
        for table in context.project.tables.sorted(by: { $0.file.path < $1.file.path }) where !table.isFromCatalog {
            if seen.insert(table.localization).inserted { result.append((table.localization, table)) }
        }
        return result
    }
}
