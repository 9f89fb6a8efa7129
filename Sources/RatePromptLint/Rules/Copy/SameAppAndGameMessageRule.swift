import RatePromptFormats
import RatePromptCore

/// A game message that is the app message, or still calls the game an app.
struct SameAppAndGameMessageRule: LintRule {
    static let description = RuleDescription(
        id: "same-app-and-game-message", category: .copy, severity: .warning,
        summary: "The game message is the app message word for word, or still calls the game an app.",
        rationale: "Games get `iRateGameMessage` (genre 6014). iRate's German and Polish game messages equal the "
            + "app message, and its Japanese and Korean ones still say \"this app\": players read copy meant for apps.",
        triggering: [
            LintExample(.strings("de", """
                "iRateAppMessage" = "Gefällt dir %@? Dann bewerte es bitte.";
                "iRateGameMessage" = ↓"Gefällt dir %@? Dann bewerte es bitte.";

                """)),
            LintExample(.strings("ja", """
                "iRateAppMessage" = "このアプリ%@を評価してください。";
                "iRateGameMessage" = ↓"%@で遊んでいただきありがとうございます。このアプリを評価してください。";

                """)),
        ],
        nonTriggering: [
            LintExample(.strings("en", """
                "iRateAppMessage" = "If you like %@, please rate the app.";
                "iRateGameMessage" = "If you enjoy playing %@, please rate it.";

                """)),
        ])

    init() {}

    /// Words for "app" in the languages that have them, matched at the start of a word (Latin, Cyrillic) or
    /// anywhere (CJK); only reported when the app message uses the same word.
    static let appWords = ["app", "apps", "appli", "applica", "aplica", "aplikac", "aplikác", "приложени", "застосун"]
    static let appWordsCJK = ["アプリ", "앱", "应用", "應用", "程式"]

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file, context.isPromptTable(table) else { return [] }
        let prepared = context.lintTable(table)
        // A catalog's string marked not to translate is `unwanted-translation`'s alone.
        guard context.keysNotToTranslate(in: table)?.contains(PromptKey.gameMessage.rawValue) != true,
              let game = prepared.entry(PromptKey.gameMessage.rawValue), let gameText = game.value.stringValue,
              let appText = prepared.entry(PromptKey.appMessage.rawValue)?.value.stringValue else { return [] }
        let location = context.valueLocation(game, in: table)
        if gameText == appText {
            return [finding("iRateGameMessage in \(table.localization) is the app message word for word: "
                            + "write it for players", at: location, key: game.key)]
        }
        let shared = Self.appWords(in: gameText).intersection(Self.appWords(in: appText))
        guard let word = shared.sorted().first else { return [] }
        return [finding("iRateGameMessage in \(table.localization) still calls the game an app (\"\(word)\")",
                        at: location, key: game.key)]
    }

    static func appWords(in text: String) -> Set<String> {
        var found: Set<String> = []
        let words = text.lowercased().split { !$0.isLetter }
        for word in words {
            for stem in appWords where stem == "app" || stem == "apps" ? word == stem : word.hasPrefix(stem) {
                found.insert(String(word))
            }
        }
        for word in appWordsCJK where text.contains(word) { found.insert(word) }
        return found
    }
}
