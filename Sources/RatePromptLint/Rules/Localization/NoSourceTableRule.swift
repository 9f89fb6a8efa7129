import RatePromptFormats
import RatePromptCore

/// A variant group with no table in its development language: nothing to compare its translations with.
struct NoSourceTableRule: LintRule {
    static let description = RuleDescription(
        id: "no-source-table", category: .localization, severity: .note,
        summary: "A table has no file in its bundle's development language, so its translations are not compared "
            + "with a source.",
        rationale: "Comparing a translation with another bundle's table, or with a language the bundle was not "
            + "written in, reports keys as missing that no device ever misses. Without a source table the copy "
            + "rules that compare keys (missing-key, unused-key, untranslated, placeholder-mismatch) skip the "
            + "table's translations, and this note says so once per table: name the source with "
            + "`source_localization` in `.rateprompt.yml` if the build files do not.",
        triggering: [
            LintExample(
                .strings("de", "↓\"iRateRateButton\" = \"Bewerten\";\n"),
                .strings("fr", "\"iRateRateButton\" = \"Noter\";\n\"extra\" = \"x\";\n")),
            LintExample(
                .lintConfiguration("source_localization: ja\n"),
                .strings("en", "↓\"iRateRateButton\" = \"Rate\";\n"),
                .strings("fr", "\"iRateRateButton\" = \"Noter\";\n")),
        ],
        nonTriggering: [
            LintExample(
                .strings("en", "\"iRateRateButton\" = \"Rate\";\n"),
                .strings("fr", "\"iRateRateButton\" = \"Noter\";\n")),
            LintExample(
                .strings("fr", "\"CFBundleDisplayName\" = \"Carnet\";\n", table: "InfoPlist"),
                .strings("de", "\"CFBundleDisplayName\" = \"Heft\";\n", table: "InfoPlist")),
            LintExample(
                .strings("Base", "\"iRateRateButton\" = \"Rate\";\n"),
                .strings("fr", "\"iRateRateButton\" = \"Noter\";\n")),
            LintExample(
                .lintConfiguration("source_localization: de\n"),
                .strings("de", "\"iRateRateButton\" = \"Bewerten\";\n"),
                .strings("fr", "\"iRateRateButton\" = \"Noter\";\n")),
        ])

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        context.project.groups.compactMap { group in
            // InfoPlist tables translate the Info.plist, which is their source: none of them needs to be in it.
            guard group.sourceTableIndex == nil, group.name != "InfoPlist", let first = group.tableIndices.first
            else { return nil }
            let table = context.project.tables[first]
            let skipped = "its translations are not compared with a source (missing-key, unused-key, untranslated "
                + "and placeholder-mismatch skip them)"
            let message = if let source = group.sourceLanguage {
                "\(group.name) has no \(source.language) table in \(group.displayFolder), the development language "
                    + "from \(source.origin.description): \(skipped)"
            } else {
                "\(group.name) in \(group.displayFolder) has no en or Base table and nothing names its development "
                    + "language: \(skipped); name it with source_localization in .rateprompt.yml"
            }
            return finding(message, at: table.startLocation, key: group.name)
        }
    }
}
