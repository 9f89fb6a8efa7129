import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptRequests
import RatePromptTestSupport

/// Whether a configuration can be used is decided in one place, by what the command does with it.
@Suite struct ConfigurationUseTests {
    static func fixture(_ name: String) -> String { StringsTestSupport.fixtures.appendingPathComponent("config/\(name)").path }

    @Test func aFileWithAnErrorIsShownButNotDecidedWith() {
        let typos = Self.fixture("typos.json")
        let shown = RequestSupport.configuration(typos, for: .show)
        #expect(shown.configuration != nil && shown.hasErrors)
        let decided = RequestSupport.configuration(typos, for: .decide)
        #expect(decided.configuration == nil && decided.hasErrors)
        #expect(decided.diagnostics.map(\.message) == shown.diagnostics.map(\.message))
    }

    @Test func aValidFileAndNoFileAreUsedForBoth() {
        for use in [RequestSupport.ConfigurationUse.show, .decide] {
            let valid = RequestSupport.configuration(Self.fixture("valid.json"), for: use)
            #expect(valid.configuration != nil && !valid.hasErrors)
            let none = RequestSupport.configuration(nil, for: use)
            #expect(none.configuration != nil && none.diagnostics.isEmpty)
        }
    }

    @Test func aFileThatCannotBeReadIsUsedForNeither() {
        for use in [RequestSupport.ConfigurationUse.show, .decide] {
            let missing = RequestSupport.configuration("/nonexistent/RatePrompt.plist", for: use)
            #expect(missing.configuration == nil && missing.hasErrors)
        }
    }
}
