import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore

@Suite("PromptRenderer")
struct PromptRendererTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let appFolder = fixtures.appendingPathComponent("projects/app").path

    static func renderer(configuration: PromptConfiguration = PromptConfiguration(), project: Bool = true) -> PromptRenderer {
        let found = project ? LocalizationProject.discover(at: appFolder).project : nil
        return PromptRenderer(resolver: CopyResolver(configuration: configuration, project: found))
    }

    /// Every shipped localization renders in itself, with the app name in title and message and no raw key.
    @Test func everyShippedLocalizationRendersCompletely() throws {
        let renderer = Self.renderer(project: false)
        let copy = DefaultCopy.embedded
        #expect(copy.localizations.count >= 40)
        for localization in copy.localizations {
            for (genre, rated) in [(PromptRenderer.Genre.app, false), (.game, false), (.app, true)] {
                let prompt = renderer.render(preferences: [localization], appName: "Zyxx", genre: genre,
                                             ratedPreviousVersion: rated)
                #expect(prompt.localization == localization)
                #expect(prompt.title.text.contains("Zyxx"), "\(localization) title")
                #expect(prompt.message.text.contains("Zyxx"), "\(localization) \(prompt.messageKey)")
                #expect(!prompt.message.text.contains("%"), "\(localization)")
                #expect(prompt.messageKey == (rated ? .updateMessage : genre == .game ? .gameMessage : .appMessage))
                for string in prompt.strings {
                    #expect(!PromptKey.allCases.map(\.rawValue).contains(string.text), "\(localization) \(string.key)")
                    #expect(!string.text.isEmpty)
                    #expect(string.source.layer == .defaults)
                    #expect(string.source.localization == localization)
                    #expect(string.source.location?.path == "Localizations/\(localization).lproj/RatePrompt.strings")
                }
                #expect(prompt.cancelButton != nil && prompt.remindButton != nil)
            }
        }
    }

    @Test(arguments: [
        (["fr-CA"], "fr"), (["zh-HK"], "zh-HK"), (["zh-TW"], "zh-Hant"), (["zh-Hans-CN"], "zh-Hans"),
        (["nb-NO"], "nb"), (["pt-PT"], "pt-PT"), (["pt-BR"], "pt-BR"), (["es-MX"], "es-419"), (["es-ES"], "es"),
        (["en-AU"], "en-GB"), (["en-US"], "en"), (["de-AT", "fr"], "de"), (["xx", "it"], "it"),
    ])
    func defaultsFollowApplesMatching(preferences: [String], expected: String) {
        let prompt = Self.renderer(project: false).render(preferences: preferences)
        #expect(prompt.localization == expected, "\(preferences)")
    }

    @Test func noMatchingLocalizationFallsBackToBuiltInEnglish() {
        let prompt = Self.renderer(project: false).render(preferences: ["tlh"], appName: "A")
        #expect(prompt.title.source.layer == .builtInEnglish)
        #expect(prompt.title.text == "Rate A")
        #expect(prompt.title.source.isFallback)
    }

    @Test func appTableWinsPerKeyAndEmptyLabelsHideButtons() throws {
        let prompt = Self.renderer().render(preferences: ["fr-CA", "en"], appName: "Ledger")
        #expect(prompt.title.text == "Vous aimez Ledger ?")
        #expect(prompt.title.source.layer == .app)
        #expect(prompt.title.source.localization == "fr")
        #expect(prompt.title.source.location == FileLocation(path: Self.appFolder + "/fr.lproj/Localizable.strings", line: 4, column: 23))
        #expect(prompt.cancelButton == nil)
        // Keys the app's table lacks come from RatePrompt's French.
        #expect(prompt.message.source.layer == .defaults)
        #expect(prompt.message.source.localization == "fr")
        #expect(prompt.message.source.isFallback)
        #expect(prompt.remindButton?.source.layer == .defaults)
    }

    /// A bundle resolves tables per file: German has no Localizable.strings, so the whole table comes from the
    /// development region's (English) — the app's title is English while RatePrompt's message is German.
    @Test func aLocalizationWithoutTheTableUsesTheDevelopmentRegionsTable() {
        let prompt = Self.renderer().render(preferences: ["de-DE"], appName: "Ledger")
        #expect(prompt.title.text == "Love Ledger?")
        #expect(prompt.title.source.localization == "en")
        #expect(prompt.title.source.isFallback)
        #expect(prompt.message.source.localization == "de")
    }

    @Test func configurationStringsComeFirst() throws {
        var configuration = PromptConfiguration()
        configuration.set("messageTitle", to: .string("Enjoying %@?"), source: .file(FileLocation(path: "rate.plist", line: 7, column: 2)))
        configuration.set("remindButtonLabel", to: .string(""), source: .override("test"))
        let prompt = Self.renderer(configuration: configuration).render(preferences: ["fr"], appName: "Ledger")
        #expect(prompt.title.text == "Enjoying Ledger?")
        #expect(prompt.title.source.layer == .configuration)
        #expect(prompt.title.source.key == "messageTitle")
        #expect(prompt.title.source.location?.line == 7)
        #expect(prompt.remindButton == nil)
    }

    @Test func genreAndUpdateChooseTheMessage() {
        var configuration = PromptConfiguration()
        configuration.set("appStoreGenreID", to: .integer(6014), source: .override("test"))
        configuration.set("applicationName", to: .string("Puzzle Harbor"), source: .override("test"))
        let renderer = Self.renderer(configuration: configuration, project: false)
        let game = renderer.render(preferences: ["en"])
        #expect(game.messageKey == .gameMessage)
        #expect(game.message.text.contains("playing Puzzle Harbor"))
        #expect(renderer.render(preferences: ["en"], genre: .id(6000)).messageKey == .appMessage)
        #expect(renderer.render(preferences: ["en"], ratedPreviousVersion: true).messageKey == .updateMessage)
    }

    @Test func useAllAvailableLanguagesOffLimitsRatePromptToTheAppsLanguages() {
        var configuration = PromptConfiguration()
        configuration.set("useAllAvailableLanguages", to: .boolean(false), source: .override("test"))
        // The app has no Italian, so its search list is English; RatePrompt follows the app.
        let prompt = Self.renderer(configuration: configuration).render(preferences: ["it"], appName: "Ledger")
        #expect(prompt.message.source.localization == "en")
        let all = Self.renderer().render(preferences: ["it"], appName: "Ledger")
        #expect(all.message.source.localization == "it")
    }
}
