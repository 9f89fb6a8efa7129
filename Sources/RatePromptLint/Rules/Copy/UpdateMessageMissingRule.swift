import RatePromptFormats
import RatePromptCore

/// `promptForNewVersionIfUserRated` is on, but a table with its own messages lacks `iRateUpdateMessage`.
struct UpdateMessageMissingRule: LintRule {
    static let description = RuleDescription(
        id: "update-message-missing", category: .copy, severity: .warning,
        summary: "With `promptForNewVersionIfUserRated` on, a table that has its own message lacks `iRateUpdateMessage`.",
        rationale: "People who rated an earlier version get the update message. iRate ships it in no language "
            + "(iRate #241: users saw the raw key); here it falls through to RatePrompt's copy, in another voice "
            + "than the app's own message.",
        triggering: [
            LintExample(
                .config("{\"promptForNewVersionIfUserRated\": true}"),
                .strings("en", "↓\"iRateAppMessage\" = \"Love %@? Rate it!\";\n")),
        ],
        nonTriggering: [
            LintExample(
                .config("{\"promptForNewVersionIfUserRated\": true}"),
                .strings("en", "\"iRateAppMessage\" = \"Love %@? Rate it!\";\n\"iRateUpdateMessage\" = \"Thanks for rating %@ before!\";\n")),
            LintExample(.strings("en", "\"iRateAppMessage\" = \"Love %@? Rate it!\";\n")),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file, context.isPromptTable(table),
              let config = context.configurations.first(where: { $0.configuration.promptForNewVersionIfUserRated }),
              !config.sets(ConfigurationKey.Name.updateMessage) else { return [] }
        let prepared = context.lintTable(table)
        guard prepared.entry(PromptKey.updateMessage.rawValue) == nil,
              prepared.entry(PromptKey.appMessage.rawValue) != nil || prepared.entry(PromptKey.gameMessage.rawValue) != nil
        else { return [] }
        let resolver = CopyResolver(configuration: config.configuration, project: context.project, tableName: table.name,
                                    group: context.group(of: table))
        let (value, source) = resolver.lookup(.updateMessage, in: resolver.resolution(for: [table.localization]))
        return [finding(
            "promptForNewVersionIfUserRated is on, but \(table.localization) has no iRateUpdateMessage: people who "
                + "rated before see \"\(value)\" from \(CopyLayerName.describe(source))",
            at: table.startLocation, key: PromptKey.updateMessage.rawValue,
            notes: [Diagnostic.Note(location: config.location(of: ConfigurationKey.Name.promptForNewVersionIfUserRated),
                                    message: "turned on here")])]
    }
}
