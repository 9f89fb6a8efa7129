import Testing
@testable import RatePromptKit

@Suite struct LintConfigurationTests {
    @Test func unknownKeyGetsDidYouMean() {
        let configuration = LintConfiguration.parse("disabled_rule: [whitespace]\n", path: "/p/.rateprompt.yml")
        #expect(configuration.findings.map(\.description) == [
            "/p/.rateprompt.yml:1:1: error: unknown key \"disabled_rule\" in .rateprompt.yml; did you mean \"disabled_rules\"? (invalid-lint-configuration)",
        ])
    }
}
