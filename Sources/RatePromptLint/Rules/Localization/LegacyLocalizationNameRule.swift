import Foundation
import RatePromptFormats
import RatePromptCore

/// An `.lproj` folder with an old spelling devices no longer report.
struct LegacyLocalizationNameRule: LintRule {
    static let description = RuleDescription(
        id: "legacy-localization-name", category: .localization, severity: .note,
        summary: "A localization folder with a legacy name (`English`, `zh_CN`, `no`, `iw`, `deu`); says the tag to use.",
        rationale: "Devices report Norwegian Bokmål as `nb` and Hebrew as `he`; iRate's `no.lproj` was never picked "
            + "by its own language logic (PR #137). Full names and underscores date from NeXTSTEP and old Xcode; "
            + "3-letter codes of languages that have a 2-letter one (`deu`, and ISO 639-2's bibliographic `arm` for "
            + "Armenian) are matched by Apple's aliases, but devices report `de` and `hy`. Apple's matcher still "
            + "picks such a folder for its language (a device set to Norwegian gets `no.lproj`, one set to Bulgarian "
            + "`bg_BG.lproj`), so the old name alone shows nothing wrong: a note. Where the folder with the right name "
            + "already exists beside it, devices pick that one and never the old one, whose strings are lost: a "
            + "warning, and the advice is to merge the old one into it, then delete it. A name that differs from the "
            + "tag only by its underscores (`sr_Latn`, `pt_BR`) is read by CFBundle as the tag itself, so renaming it "
            + "is cosmetic: no finding, and a note where the tag's folder is beside it.",
        triggering: [
            LintExample(.strings("no", "↓\"iRateRateButton\" = \"Vurder\";\n")),
            LintExample(.strings("English", "↓\"iRateRateButton\" = \"Rate\";\n")),
            LintExample(.strings("zh_CN", "↓\"iRateRateButton\" = \"评分\";\n")),
            // Both spellings of one tag side by side: a note, merge them.
            LintExample(
                .strings("sr-Latn", "\"iRateRateButton\" = \"Oceni\";\n"),
                .strings("sr_Latn", "↓\"iRateRateButton\" = \"Oceni sada\";\n")),
            LintExample(.strings("arm", "↓\"iRateRateButton\" = \"Գնահատել\";\n")),
            // The right name is taken: devices pick nb.lproj, never no.lproj (a warning); merge, then delete.
            LintExample(
                .strings("nb", "\"iRateRateButton\" = \"Vurder\";\n"),
                .strings("no", "↓\"iRateRateButton\" = \"Vurder nå\";\n\"iRateCancelButton\" = \"Nei takk\";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("nb", "\"iRateRateButton\" = \"Vurder\";\n"), .strings("he", "\"iRateRateButton\" = \"דרג\";\n")),
            // Underscores for hyphens: CFBundle reads `sr_Latn` as `sr-Latn`.
            LintExample(.strings("sr_Latn", "\"iRateRateButton\" = \"Oceni\";\n"),
                        .strings("pt_BR", "\"iRateRateButton\" = \"Avaliar\";\n")),
        ])

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        let legacy: [(localization: String, tag: String, table: LocalizationProject.Table)] =
            LocalizationFolders.first(in: context).compactMap { localization, table in
                guard case .legacy(let tag) = LocalizationName.classify(localization) else { return nil }
                return (localization, tag, table)
            }
        guard !legacy.isEmpty else { return [] }
        // The folders that hold the `.lproj` of each legacy name and of its tag, to know where the tag is taken.
        let wanted = Set(legacy.flatMap { [$0.localization, $0.tag] })
        var parents: [String: Set<String>] = [:]
        for table in context.project.tables where wanted.contains(table.localization) && !table.isFromCatalog {
            parents[table.localization, default: []].insert(Self.parent(ofLproj: table.file.path))
        }
        return legacy.compactMap { localization, tag, table in
            // `sr_Latn` is `sr-Latn` to CFBundle: the underscores alone change nothing a device does.
            let cosmetic = localization.replacingOccurrences(of: "_", with: "-").lowercased() == tag.lowercased()
            guard !(parents[localization] ?? []).isDisjoint(with: parents[tag] ?? []) else {
                guard !cosmetic else { return nil }
                return finding("\"\(localization)\" is a legacy localization name: devices report \"\(tag)\"; "
                               + "rename the folder to \(tag).lproj", at: table.startLocation, key: localization)
            }
            // Renaming would collide with the folder devices already pick: its strings belong in that one.
            return finding("\"\(localization)\" is a legacy localization name: devices report \"\(tag)\", and "
                           + "\(tag).lproj is beside it; merge what \(localization).lproj has that \(tag).lproj "
                           + "lacks into \(tag).lproj, then delete \(localization).lproj",
                           at: table.startLocation, key: localization, severity: cosmetic ? .note : .warning)
        }
    }

    /// The folder that holds a table's `.lproj` folder.
    private static func parent(ofLproj path: String) -> String {
        FileSystemPath.deletingLastComponent(FileSystemPath.deletingLastComponent(path))
    }
}
