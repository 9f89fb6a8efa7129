import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore

@Suite("Configuration")
struct ConfigurationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static func fixture(_ name: String) -> String {
        repository.appendingPathComponent("Tests/Fixtures/config/\(name)").path
    }

    @Test func schemaHasEveryIRatePropertyOnceWithIRatesDefaults() {
        let names = ConfigurationSchema.keys.map(\.name)
        #expect(Set(names).count == names.count)
        let iRate = ["appStoreID", "appStoreGenreID", "appStoreCountry", "applicationName", "applicationVersion",
                     "applicationBundleID", "daysUntilPrompt", "usesUntilPrompt", "eventsUntilPrompt",
                     "usesPerWeekForPrompt", "remindPeriod", "messageTitle", "message", "updateMessage",
                     "cancelButtonLabel", "remindButtonLabel", "rateButtonLabel", "useAllAvailableLanguages",
                     "promptForNewVersionIfUserRated", "onlyPromptIfLatestVersion",
                     "onlyPromptIfMainWindowIsAvailable", "promptAtLaunch", "verboseLogging", "previewMode",
                     "useSKStoreReviewControllerIfAvailable", "useUIAlertControllerIfAvailable"]
        for name in iRate {
            #expect(ConfigurationSchema.key(named: name)?.origin == .iRate, "\(name)")
        }
        let defaults = PromptConfiguration()
        #expect(defaults.daysUntilPrompt == 10)
        #expect(defaults.usesUntilPrompt == 10)
        #expect(defaults.eventsUntilPrompt == 10)
        #expect(defaults.usesPerWeekForPrompt == 0)
        #expect(defaults.remindPeriod == 1)
        #expect(defaults.promptAtLaunch)
        #expect(!defaults.promptForNewVersionIfUserRated)
        #expect(defaults.value("useUIAlertControllerIfAvailable") == .boolean(false))
        #expect(defaults.value("onlyPromptIfLatestVersion") == .boolean(true))
        #expect(ConfigurationSchema.keys.contains { $0.origin == .apple && $0.type == .integer })
        #expect(ConfigurationSchema.keys.contains { $0.origin == .apple && $0.type == .string })
    }

    /// `Configs/default.plist`, generated from the schema (generate-rateprompt), reads back as exactly the defaults.
    @Test func generatedDefaultPlistLoadsToTheDefaults() throws {
        let path = Self.repository.appendingPathComponent("Configs/default.plist").path
        let result = ConfigurationLoader().load(contentsOf: path)
        #expect(result.isReadable)
        #expect(result.diagnostics.isEmpty)
        for setting in result.configuration.settings {
            #expect(setting.value == setting.key.defaultValue, "\(setting.key.name)")
        }
        // Foundation reads the same values.
        let foundation = try PropertyListSerialization.propertyList(
            from: Data(contentsOf: URL(fileURLWithPath: path)), format: nil) as? [String: Any]
        #expect(foundation?.count == ConfigurationSchema.keys.filter { $0.defaultValue != nil }.count)
    }

    @Test func exampleConfigsAreClean() {
        for name in ["app", "game"] {
            let path = Self.repository.appendingPathComponent("Configs/\(name).plist").path
            let result = ConfigurationLoader().load(contentsOf: path)
            #expect(result.isReadable && result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
        }
        let game = ConfigurationLoader().load(contentsOf: Self.repository.appendingPathComponent("Configs/game.plist").path)
        #expect(game.configuration.isGame)
    }

    @Test func valuesCarryTheirSource() throws {
        let path = Self.fixture("valid.json")
        let result = ConfigurationLoader().load(contentsOf: path)
        #expect(result.diagnostics.isEmpty)
        let configuration = result.configuration
        #expect(configuration.daysUntilPrompt == 2.5)
        #expect(configuration.usesUntilPrompt == 3)
        #expect(configuration.isGame)
        #expect(!configuration.promptAtLaunch)
        #expect(configuration.setting("daysUntilPrompt")?.source == .file(FileLocation(path: path, line: 3, column: 22)))
        #expect(configuration.setting("eventsUntilPrompt")?.source == .default)
        #expect(configuration.eventsUntilPrompt == 10)
    }

    @Test func typosWrongTypesAndBadValuesAreFindingsWithLocations() throws {
        let path = Self.fixture("typos.json")
        let result = ConfigurationLoader().load(contentsOf: path)
        let found = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code) \($0.message)" }
        #expect(result.diagnostics.allSatisfy { $0.severity == .error && $0.location.path == path })
        #expect(found.count == 7, "\(found)")
        #expect(found.contains { $0.hasPrefix("3:3 unknown-config-key") && $0.contains("did you mean \"daysUntilPrompt\"") })
        #expect(found.contains { $0.hasPrefix("4:3 unknown-config-key") && $0.contains("did you mean \"eventsUntilPrompt\"") })
        #expect(found.contains { $0.hasPrefix("5:22 config-type-mismatch") && $0.contains("without quotes") })
        #expect(found.contains { $0.hasPrefix("6:19 config-out-of-range") && $0.contains("promptAtLaunch") })
        #expect(found.contains { $0.hasPrefix("7:21 config-type-mismatch") && $0.contains("boolean") })
        #expect(found.contains { $0.hasPrefix("8:22 config-type-mismatch") && $0.contains("fraction") })
        #expect(found.contains { $0.hasPrefix("9:3 unknown-config-key") && $0.contains("config --schema") })
        // What could not be used keeps its default.
        #expect(result.configuration.usesUntilPrompt == 10)
        #expect(result.configuration.remindPeriod == 1)
        #expect(result.configuration.applicationName == "Ledger")
    }

    @Test func aPropertyListConfigurationIsCheckedTheSameWay() {
        let path = Self.fixture("typos.plist")
        let result = ConfigurationLoader().load(contentsOf: path)
        let found = result.diagnostics.map { "\($0.location.line) \($0.code) \($0.message)" }
        #expect(found.count == 3, "\(found)")
        #expect(found.contains { $0.hasPrefix("6 config-out-of-range") })
        #expect(found.contains { $0.hasPrefix("7 unknown-config-key") && $0.contains("\"usesUntilPrompt\"") })
        #expect(found.contains { $0.hasPrefix("10 config-type-mismatch") && $0.contains("<true/>") })
    }

    @Test func aConfigurationMustBeADictionary() {
        let document = Array("[1, 2]".utf8).withUnsafeBytes { JSONReader().read($0, path: "list.json") }
        let result = ConfigurationLoader().load(document)
        #expect(result.diagnostics.map(\.code) == [.configTypeMismatch])
        #expect(result.diagnostics.first?.message.contains("an array") == true)
    }

    /// `promotions` is a dictionary of two arrays of product IDs; each ID keeps its place, and a wrong member or
    /// element is a finding there while the rest is kept.
    @Test func promotionsAreReadMemberByMember() throws {
        let text = """
            {"promotions": {"order": ["a", "b", 3],
                            "hiden": ["c"],
                            "hidden": ["c"]}}
            """
        let document = Array(text.utf8).withUnsafeBytes { JSONReader().read($0, path: "promo.json") }
        let result = ConfigurationLoader().load(document)
        let promotions = try #require(result.configuration.promotions)
        #expect(promotions.order.map(\.productID) == ["a", "b"])
        #expect(promotions.order.last?.location == FileLocation(path: "promo.json", line: 1, column: 32))
        #expect(promotions.hidden.map(\.productID) == ["c"])
        #expect(promotions.promotedIDs == ["a", "b", "c"])
        #expect(result.diagnostics.map { "\($0.location.position) \($0.code) \($0.message)" } == [
            "1:37 config-type-mismatch a product ID in \"promotions.order\" is a string, not an integer",
            "2:17 unknown-config-key \"promotions\" has no member \"hiden\"; did you mean \"hidden\"?",
        ])
        let wrong = Array("{\"promotions\": [\"a\"]}".utf8).withUnsafeBytes { JSONReader().read($0, path: "p.json") }
        let refused = ConfigurationLoader().load(wrong)
        #expect(refused.configuration.promotions == nil)
        #expect(refused.diagnostics.map(\.code) == [.configTypeMismatch])
    }

    @Test func duplicateSettingsWarnAndTheLastWins() {
        let text = "{\"usesUntilPrompt\": 3,\n \"usesUntilPrompt\": 4}"
        let document = Array(text.utf8).withUnsafeBytes { JSONReader().read($0, path: "dup.json") }
        let result = ConfigurationLoader().load(document)
        #expect(result.configuration.usesUntilPrompt == 4)
        #expect(result.diagnostics.map(\.code) == [.duplicateKey])
        #expect(result.diagnostics.first?.location.line == 2)
        #expect(result.diagnostics.first?.notes.first?.location.line == 1)
    }

    @Test(arguments: [
        ("daysuntilprompt", "daysUntilPrompt"), ("iRateUsesUntilPrompt", "usesUntilPrompt"),
        ("timeBeforeReminding", "remindPeriod"), ("remindPeriode", "remindPeriod"), ("appId", "appStoreID"),
        ("debug", "verboseLogging"),
    ])
    func suggestions(name: String, expected: String) {
        #expect(ConfigurationSchema.suggestion(for: name)?.name == expected)
    }

    @Test func noSuggestionForSomethingUnrelated() {
        #expect(ConfigurationSchema.suggestion(for: "backgroundColor") == nil)
    }
}
