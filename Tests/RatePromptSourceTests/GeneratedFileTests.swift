import Foundation
import Testing
@testable import RatePromptLint
@testable import RatePromptSourceLint
import RatePromptTestSupport

/// The generator of the rules page (`scripts/regenerate` runs it with `RATEPROMPT_REGENERATE=1`): here, where both
/// RatePromptKit's rules and the source stage's are known, as `rateprompt rules` knows them.
@Suite("Generated files: rules")
struct GeneratedFileTests {
    /// `Documentation/Rules.md`, from the rule catalog (what `rateprompt rules --format markdown` prints).
    @Test func rulesPage() throws {
        try GeneratedFile.check("Documentation/Rules.md", RuleDocumentation.markdown([LintStage.builtIn, .source].descriptions))
    }

    /// The ids RatePromptKit accepts for the source stage's rules are that stage's.
    @Test func sourceRuleIDsAreTheStagesRules() {
        #expect(RuleCatalog.sourceRuleIDs == LintStage.source.rules.map { $0.description.id })
    }
}
