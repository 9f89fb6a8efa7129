import RatePromptFormats
import RatePromptCore

/// The app customises the message for one genre but not for the one it will show.
struct GenreCopyMissingRule: LintRule {
    static let description = RuleDescription(
        id: "genre-copy-missing", category: .configuration, severity: .warning,
        summary: "A table has its own app message but no game message (or the reverse) where that one may be shown.",
        rationale: "The message depends on the App Store genre (6014 is Games), looked up at run time unless "
            + "`appStoreGenreID` is set: a game with only `iRateAppMessage` customised shows RatePrompt's game text.",
        triggering: [
            LintExample(.strings("en", "↓\"iRateAppMessage\" = \"Love %@? Rate it!\";\n")),
            LintExample(.config("{\"appStoreGenreID\": 6014}"), .strings("en", "↓\"iRateAppMessage\" = \"Love %@? Rate it!\";\n")),
        ],
        nonTriggering: [
            LintExample(.config("{\"appStoreGenreID\": 6017}"), .strings("en", "\"iRateAppMessage\" = \"Love %@? Rate it!\";\n")),
            LintExample(.config("{\"message\": \"Love %@? Rate it!\"}"), .strings("en", "\"iRateAppMessage\" = \"Love %@? Rate it!\";\n")),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file, context.isPromptTable(table) else { return [] }
        let config = context.configurations.first
        if config?.sets(ConfigurationKey.Name.message) == true { return [] }
        let prepared = context.lintTable(table)
        let app = prepared.entry(PromptKey.appMessage.rawValue)
        let game = prepared.entry(PromptKey.gameMessage.rawValue)
        let genre = config?.configuration.appStoreGenreID
        let needed: [(present: StringsEntry?, missing: PromptKey)] = [
            genre == nil || genre == ConfigurationSchema.gameGenreID ? (app, .gameMessage) : (nil, .gameMessage),
            genre == nil || genre != ConfigurationSchema.gameGenreID ? (game, .appMessage) : (nil, .appMessage),
        ]
        return needed.compactMap { present, missing in
            guard let present, prepared.entry(missing.rawValue) == nil else { return nil }
            let when = genre == nil ? "if the App Store genre turns out to be \(missing == .gameMessage ? "Games" : "another")"
                                    : "as appStoreGenreID is \(genre!)"
            return finding("\(table.localization) customises \(present.key) but not \(missing.rawValue): \(when), "
                           + "the alert shows RatePrompt's \(missing.rawValue) instead",
                           at: context.keyLocation(present, in: table), key: missing.rawValue)
        }
    }
}
