import RatePromptFormats
import RatePromptCore

/// A localization whose alert mixes the app's own strings with RatePrompt's defaults.
struct MixedCopySourcesRule: LintRule {
    static let description = RuleDescription(
        id: "mixed-copy-sources", category: .copy, severity: .warning,
        summary: "In one localization, some prompt strings come from the app and others from RatePrompt's defaults.",
        rationale: "Each key is looked up on its own (iRate's layering), so a table with only some keys yields an "
            + "alert written in two voices, or with the title in one language variant and the buttons in another.",
        triggering: [
            LintExample(.strings("fr", "↓\"iRateMessageTitle\" = \"Notez %@ !\";\n\"iRateAppMessage\" = \"Vous aimez %@ ? Notez-la !\";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("fr", """
                "iRateMessageTitle" = "Notez %@ !";
                "iRateAppMessage" = "Vous aimez %@ ? Notez-la !";
                "iRateGameMessage" = "Vous aimez jouer à %@ ? Notez-le !";
                "iRateCancelButton" = "Non merci";
                "iRateRemindButton" = "Plus tard";
                "iRateRateButton" = "Noter";

                """)),
            LintExample(.strings("fr", "\"greeting\" = \"Salut\";\n")),
        ])

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        guard let tableName = context.promptTables.sorted().first else { return [] }
        let configuration = context.configuration
        let resolver = CopyResolver(configuration: configuration, project: context.project, tableName: tableName)
        guard let group = resolver.group else { return [] }
        let renderer = PromptRenderer(resolver: resolver)
        let tables = group.tableIndices.map { context.project.tables[$0] }
        return tables.filter { $0.localization != "Base" }.compactMap { table in
            let prompt = renderer.render(preferences: [table.localization])
            // Only when the user's localization's own table is the one read; fallbacks are other rules' business.
            guard prompt.title.source.layer != .app || prompt.title.source.localization == table.localization
            else { return nil }
            let strings = prompt.strings
            let own = strings.filter { $0.source.layer == .app || $0.source.layer == .configuration }
            let others = strings.filter { $0.source.layer == .defaults || $0.source.layer == .builtInEnglish }
            guard !own.isEmpty, !others.isEmpty,
                  own.contains(where: { $0.source.layer == .app && $0.source.localization == table.localization })
            else { return nil }
            let from = others.first.map { CopyLayerName.describe($0.source) } ?? ""
            return finding(
                "the \(table.localization) alert mixes copy: \(own.map(\.key.rawValue).joined(separator: ", ")) "
                    + "from the app, \(others.map(\.key.rawValue).joined(separator: ", ")) from \(from)",
                at: table.startLocation)
        }
    }
}
