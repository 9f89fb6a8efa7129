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
            + "`source_localization` in `.rateprompt.yml` if the build files do not. A table that translates a "
            + "storyboard or xib (its `Base.lproj/<table>.storyboard`) has that file as its source, and one the code "
            + "always asks for with a default value (`value:`) has the code's text: neither is noted.",
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
            // The translations of a storyboard: their source is the storyboard in Base.lproj.
            LintExample(
                .init("Base.lproj/Main.storyboard", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>\n"),
                .strings("de", "\"abc-12-xyz.text\" = \"Speichern\";\n", table: "Main"),
                .strings("fr", "\"abc-12-xyz.text\" = \"Enregistrer\";\n", table: "Main")),
        ])

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        context.project.groups.enumerated().compactMap { index, group in
            // InfoPlist tables translate the Info.plist, which is their source: none of them needs to be in it. A
            // storyboard's or xib's translations have that file as theirs; the code's default values are the text of
            // a table it always asks for with one.
            guard group.sourceTableIndex == nil, group.name != "InfoPlist", group.interfaceFile == nil,
                  !context.codeStrings.givesDefaultValues(toGroupAt: index), let first = group.tableIndices.first
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
