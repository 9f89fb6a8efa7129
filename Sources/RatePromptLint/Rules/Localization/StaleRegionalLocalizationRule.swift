import RatePromptFormats
import RatePromptCore

/// A regional folder that holds a partial copy of its language's tables (`ku-TR.lproj` beside `ku.lproj`).
struct StaleRegionalLocalizationRule: LintRule {
    static let description = RuleDescription(
        id: "stale-regional-localization", category: .localization, severity: .warning,
        summary: "A regional localization (`ku-TR`) holds an old part, at most half, of what its language's folder "
            + "(`ku`) holds: a device set to the region shows that part, and the key itself for the rest.",
        rationale: "A device set to Kurdish (Turkey) picks `ku-TR.lproj` over `ku.lproj` and reads each table from it "
            + "alone: a bundle never looks a missing key up in the language's folder. A regional folder that is an old "
            + "subset of its language's (every string it holds, the language's folder holds too, and it lacks at least "
            + "as many as it holds) shows its old text and, for each string it lacks, the key. A regional variant kept "
            + "up but for a few new strings is no copy: `missing-key` asks for those. Merge into the language's folder what the regional one should "
            + "keep, then delete it (or complete it, where the region is meant to differ). `missing-key` leaves such a "
            + "table to this rule: the one fix removes both.",
        triggering: [
            LintExample(
                .strings("en", "\"save\" = \"Save\";\n\"share\" = \"Share\";\n\"delete\" = \"Delete\";\n"),
                .strings("ku", "\"save\" = \"Tomar bike\";\n\"share\" = \"Parve bike\";\n\"delete\" = \"Jê bibe\";\n"),
                .strings("ku-TR", "\"save\" = \"Qeyd bike\";\n"), .anchor("ku-TR.lproj")),
            // Partial beside the source itself.
            LintExample(
                .strings("en", "\"save\" = \"Save\";\n\"color\" = \"Color\";\n"),
                .strings("en-GB", "\"color\" = \"Colour\";\n"), .anchor("en-GB.lproj")),
        ],
        nonTriggering: [
            // A complete regional variant of its own.
            LintExample(
                .strings("en", "\"save\" = \"Save\";\n\"color\" = \"Color\";\n"),
                .strings("pt", "\"save\" = \"Salvar\";\n\"color\" = \"Cor\";\n"),
                .strings("pt-PT", "\"save\" = \"Guardar\";\n\"color\" = \"Cor\";\n")),
            // A regional variant kept up but for a new string: missing-key asks for it.
            LintExample(
                .strings("en", "\"save\" = \"Save\";\n\"color\" = \"Color\";\n\"share\" = \"Share\";\n"),
                .strings("en-GB", "\"save\" = \"Save\";\n\"color\" = \"Colour\";\n")),
            // The regional folder holds what its language's lacks: not a copy of it (missing-key speaks for both).
            LintExample(
                .strings("en", "\"save\" = \"Save\";\n\"share\" = \"Share\";\n"),
                .strings("ku", "\"save\" = \"Tomar bike\";\n"),
                .strings("ku-TR", "\"share\" = \"Parve bike\";\n")),
        ])

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        // One finding per regional folder, whatever tables it shadows.
        var byFolder: [(folder: String, table: LocalizationProject.Table, shadows: [(String, RegionalShadow)])] = []
        var position: [String: Int] = [:]
        for table in context.project.tables where LocalizationName.isSelectedByDevices(table.localization) {
            guard let shadow = RegionalShadow(of: table, in: context) else { continue }
            let folder = LocalizationFolders.location(of: table).path
            if position[folder] == nil {
                position[folder] = byFolder.count
                byFolder.append((folder, table, []))
            }
            byFolder[position[folder]!].shadows.append((table.name, shadow))
        }
        return byFolder.map { folder, table, shadows in
            let base = shadows[0].1.base.localization
            let lacking = shadows.reduce(0) { $0 + $1.1.lacking }
            let held = shadows.reduce(0) { $0 + $1.1.held }
            let differing = shadows.reduce(0) { $0 + $1.1.differing }
            let tables = shadows.map(\.0).joined(separator: ", ")
            let regional = table.localization
            var message = "\(regional).lproj holds only part of what \(base).lproj holds (\(tables)): a device set to "
                + "\(regional) reads these tables from it alone, and shows the key itself for the \(lacking) "
                + "string\(lacking == 1 ? "" : "s") it lacks"
            if differing > 0 {
                message += ", and its own older text for \(differing) of the \(held) it holds"
            }
            message += "; merge into \(base).lproj what \(regional).lproj should keep, then delete \(regional).lproj "
                + "(or complete it, if \(regional) is meant to differ)"
            return finding(message, at: LocalizationFolders.location(of: table), key: regional)
        }
    }
}
