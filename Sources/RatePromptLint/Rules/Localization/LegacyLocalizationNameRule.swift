import RatePromptFormats
import RatePromptCore

/// An `.lproj` folder with an old spelling devices no longer report.
package struct LegacyLocalizationNameRule: LintRule {
    package static let description = RuleDescription(
        id: "legacy-localization-name", category: .localization, severity: .warning,
        summary: "A localization folder with a legacy name (`English`, `zh_CN`, `no`, `iw`, `deu`); says the tag to use.",
        rationale: "Devices report Norwegian Bokmål as `nb` and Hebrew as `he`; iRate's `no.lproj` was never picked "
            + "by its own language logic (PR #137). Full names and underscores date from NeXTSTEP and old Xcode; "
            + "3-letter codes of languages that have a 2-letter one (`deu`, and ISO 639-2's bibliographic `arm` for "
            + "Armenian) are matched by Apple's aliases, but devices report `de` and `hy`.",
        triggering: [
            LintExample(.strings("no", "↓\"iRateRateButton\" = \"Vurder\";\n")),
            LintExample(.strings("English", "↓\"iRateRateButton\" = \"Rate\";\n")),
            LintExample(.strings("zh_CN", "↓\"iRateRateButton\" = \"评分\";\n")),
            LintExample(.strings("arm", "↓\"iRateRateButton\" = \"Գնահատել\";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("nb", "\"iRateRateButton\" = \"Vurder\";\n"), .strings("he", "\"iRateRateButton\" = \"דרג\";\n")),
        ])

    package init() {}

    package func checkProject(_ context: LintContext) -> [LintFinding] {
        LocalizationFolders.first(in: context).compactMap { localization, table in
            guard case .legacy(let tag) = LocalizationName.classify(localization) else { return nil }
            return finding("\"\(localization)\" is a legacy localization name: devices report \"\(tag)\"; "
                           + "rename the folder to \(tag).lproj", at: table.startLocation, key: localization)
        }
    }
}
