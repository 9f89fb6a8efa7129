import Foundation
import Testing
import RatePromptFormats
import RatePromptCore
import RatePromptLint

@Suite("rateprompt config")
struct ConfigCommandTests {
    static let repository = CommandRunner.fixtures.deletingLastPathComponent().deletingLastPathComponent()

    @Test func schemaAsMarkdownListsEveryKey() async throws {
        let result = try await CommandRunner.run(["config", "--schema"])
        #expect(result.status == 0)
        for key in ConfigurationSchema.keys {
            #expect(result.stdout.contains("| `\(key.name)` |"), "\(key.name)")
        }
    }

    @Test func schemaAsJSON() async throws {
        let result = try await CommandRunner.run(["config", "--schema", "--format", "json"])
        #expect(result.status == 0)
        let rows = try #require(try result.json() as? [[String: Any]])
        #expect(rows.count == ConfigurationSchema.keys.count)
        let days = try #require(rows.first { $0["key"] as? String == "daysUntilPrompt" })
        #expect(days["default"] as? Int == 10)
        #expect(days["unit"] as? String == "days")
        #expect(days["type"] as? String == "number")
    }

    @Test func showFillsInDefaultsAndNamesSources() async throws {
        let path = Self.repository.appendingPathComponent("Configs/app.plist").path
        let result = try await CommandRunner.run(["config", "show", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == ConfigurationSchema.keys.count)
        let days = try #require(lines.first { $0.hasPrefix("daysUntilPrompt ") })
        #expect(days.contains(" 14 ") && days.hasSuffix("\(path):14:2"))
        let genre = try #require(lines.first { $0.hasPrefix("appStoreGenreID ") })
        #expect(genre.contains("default: looked up"))
        let json = try await CommandRunner.run(["config", "show", "--format", "json", path])
        let settings = try #require(try json.json() as? [String: [String: Any]])
        #expect(settings["remindPeriod"]?["value"] as? Int == 14)
        #expect(settings["remindPeriod"]?["line"] as? Int == 22)
        #expect(settings["usesUntilPrompt"]?["source"] as? String == "file")
        #expect(settings["eventsUntilPrompt"]?["source"] as? String == "file")
        #expect(settings["verboseLogging"]?["source"] as? String == "default")
        #expect(settings["verboseLogging"]?["value"] as? Bool == false)
    }

    @Test func badConfigurationsFailWithLocatedErrors() async throws {
        let path = CommandRunner.fixture("config/typos.json")
        let result = try await CommandRunner.run(["config", "show", path])
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 7)
        #expect(result.stderr.contains("\(path):3:3: error: unknown setting \"daysUntilPromt\"; did you mean \"daysUntilPrompt\"?"))
        // The configuration is still shown, defaults in place of what could not be used.
        #expect(result.stdout.contains("usesUntilPrompt"))
    }

    @Test func unreadableConfigurations() async throws {
        let missing = try await CommandRunner.run(["config", "show", "/nonexistent/rate.plist"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("/nonexistent/rate.plist:1:1: error:"))
        #expect(missing.stdout.isEmpty)
        let broken = CommandRunner.fixture("plist/truncated.plist")
        let result = try await CommandRunner.run(["config", "show", broken])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(broken):"))
        #expect(result.stdout.isEmpty)
    }

    @Test func configWithoutSchemaOrSubcommandPrintsHelp() async throws {
        let result = try await CommandRunner.run(["config"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: rateprompt config"))
    }

    /// Text is a form of its own for a terminal, not the Markdown table; a format the schema has not is a usage error
    /// that names the ones it has.
    @Test func schemaAsTextIsOneBlockPerSetting() async throws {
        let result = try await CommandRunner.run(["config", "--schema", "--format", "text"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("|") && !result.stdout.contains("`"))
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let headings = lines.filter { !$0.hasPrefix(" ") && !$0.isEmpty }
        #expect(headings.map { String($0.prefix { $0 != " " }) } == ConfigurationSchema.keys.map(\.name))
        #expect(result.stdout.contains("""
            daysUntilPrompt  (number, days, 0…36500)
                Days since first use (fractions allowed) before the prompt may appear.
                Default: 10

            """))
        let markdown = try await CommandRunner.run(["config", "--schema"])
        #expect(markdown.stdout.hasPrefix("| key | type | default | unit | allowed | meaning |"))
        let wrong = try await CommandRunner.run(["config", "--schema", "--format", "yaml"])
        #expect(wrong.status == 64 && wrong.stdout.isEmpty)
        #expect(["'text'", "'markdown'", "'json'", "'plist'"].allSatisfy(wrong.stderr.contains), "\(wrong.stderr)")
    }
}
