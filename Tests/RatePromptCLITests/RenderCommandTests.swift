import Foundation
import Testing
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput
import RatePromptTestSupport

@Suite("rateprompt render and locale")
struct RenderCommandTests {
    @Test func theReadmeCommandRendersTheEmbeddedCopy() async throws {
        // Run from an unrelated folder: the defaults are compiled in.
        let result = try await CommandRunner.run(["render", "--preferred", "fr-CA", "--app-name", "MyApp"],
                                           in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Localization: fr "))
        #expect(result.stdout.contains("Title:    Noter MyApp"))
        #expect(!result.stdout.contains("iRate"))
    }

    @Test func jsonHasTheDocumentedShape() async throws {
        let result = try await CommandRunner.run(["render", "--preferred", "ja,en", "--app-name", "Ledger", "--format", "json"])
        #expect(result.status == 0)
        let json = try #require(try result.json() as? [String: Any])
        #expect(json["localization"] as? String == "ja")
        #expect((json["title"] as? String)?.contains("Ledger") == true)
        for key in ["message", "cancelButton", "remindButton", "rateButton"] {
            #expect(json[key] is String, "\(key)")
        }
        let sources = try #require(json["sources"] as? [String: [String: Any]])
        #expect(sources["title"]?["layer"] as? String == "defaults")
        #expect(sources["title"]?["file"] as? String == "Localizations/ja.lproj/RatePrompt.strings")
        #expect((sources["title"]?["line"] as? Int ?? 0) > 1)
        #expect(sources["title"]?["key"] as? String == "iRateMessageTitle")
    }

    @Test func projectConfigAndExplain() async throws {
        let project = CommandRunner.fixture("projects/app")
        let result = try await CommandRunner.run(["render", "--preferred", "fr-CA", "--project", project, "--app-name", "Ledger",
                                            "--genre", "game", "--explain"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Title:    Vous aimez Ledger ?"))
        #expect(result.stdout.contains("jouer à Ledger"))
        #expect(result.stdout.contains("iRateMessageTitle: app table, fr — \(project)/fr.lproj/Localizable.strings:4:23"))
        #expect(result.stdout.contains("iRateCancelButton: hidden (empty label)"))
        #expect(result.stdout.contains("app: fr-CA → fr"))
    }

    @Test func allLocalesListsEveryLocalization() async throws {
        let result = try await CommandRunner.run(["render", "--all-locales", "--format", "json", "--app-name", "Q"])
        #expect(result.status == 0)
        let rows = try #require(try result.json() as? [[String: Any]])
        #expect(rows.count == DefaultCopy.embedded.localizations.count)
        #expect(Set(rows.compactMap { $0["localization"] as? String }) == Set(DefaultCopy.embedded.localizations))
        let text = try await CommandRunner.run(["render", "--all-locales", "--app-name", "Q"])
        #expect(text.stdout.split(separator: "\n").count == DefaultCopy.embedded.localizations.count + 1)
    }

    @Test func badInputIsReportedClearly() async throws {
        let genre = try await CommandRunner.run(["render", "--genre", "puzzle"])
        #expect(genre.status == 64)
        #expect(genre.stderr.contains("--genre takes app, game"))
        let project = try await CommandRunner.run(["render", "--project", "/nonexistent/app"])
        #expect(project.status == 1)
        #expect(project.stderr.hasPrefix("/nonexistent/app:1:1: error: no such folder"))
        let config = CommandRunner.fixture("config/typos.json")
        let typos = try await CommandRunner.run(["render", "--config", config])
        #expect(typos.status == 1)
        #expect(typos.stderr.contains("\(config):3:3: error: unknown setting"))
        #expect(typos.stdout.contains("Title:"))
    }

    @Test func localeMatchingAndIRatesOwn() async throws {
        let apple = try await CommandRunner.run(["locale", "--available", "en,fr,zh-Hant", "--preferred", "zh-HK,en", "--json"])
        #expect(apple.status == 0)
        let json = try #require(try apple.json() as? [String: Any])
        #expect(json["localizations"] as? [String] == ["zh-Hant"])
        #expect(json["matched"] as? Bool == true)
        #expect((json["trace"] as? [Any])?.isEmpty == false)
        let iRate = try await CommandRunner.run(["locale", "--available", "en,fr,zh-Hant", "--preferred", "zh-HK,en",
                                           "--matching", "irate", "--json"])
        let iRateJSON = try #require(try iRate.json() as? [String: Any])
        #expect(iRateJSON["localizations"] as? [String] == ["en"])
        let explained = try await CommandRunner.run(["locale", "--available", "en,fr", "--preferred", "fr-CA", "--explain"])
        #expect(explained.stdout.hasPrefix("fr\n"))
        #expect(explained.stdout.split(separator: "\n").count > 2)
        let missing = try await CommandRunner.run(["locale", "--available", "en"])
        #expect(missing.status == 64)
    }
}
