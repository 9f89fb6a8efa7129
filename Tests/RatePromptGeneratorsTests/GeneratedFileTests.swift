import Foundation
import Testing
@testable import RatePromptLint
@testable import RatePromptSourceLint
import RatePromptTestSupport

/// The generators of the rule registries and the rules page (`scripts/regenerate` runs them with
/// `RATEPROMPT_REGENERATE=1`): here, where both RatePromptKit's rules and the source stage's are compiled in. All of
/// them work from the rule files (`RuleRegistry`), not from the compiled catalogs, so that one run writes them all
/// consistently even when a rule was just added.
@Suite("Generated files: rules")
struct GeneratedFileTests {
    /// The rule files, scanned once.
    static let registry = Result { try RuleRegistry.load() }

    /// `RuleCatalog.rules` and `RuleCatalog.sourceRuleIDs`: every rule file, so that a rule that nobody registers
    /// cannot exist.
    @Test func ruleCatalog() throws {
        let (kit, source) = try Self.registry.get()
        try GeneratedFile.check("Sources/RatePromptLint/Engine/Generated/RuleCatalog+Rules.swift",
                                RuleRegistry.catalogSource(kit: kit, source: source))
    }

    /// `SourceRuleCatalog.rules`: every rule file of the source stage.
    @Test func sourceRuleCatalog() throws {
        try GeneratedFile.check("Sources/RatePromptSourceLint/Generated/SourceRuleCatalog.swift",
                                RuleRegistry.sourceCatalogSource(try Self.registry.get().source))
    }

    /// `Documentation/Rules.md`: what `rateprompt rules --format markdown` prints once the catalogs are built.
    @Test func rulesPage() throws {
        let (kit, source) = try Self.registry.get()
        try GeneratedFile.check("Documentation/Rules.md", RuleDocumentation.markdown((kit + source).map { $0.type.description }))
    }

    /// A rule's folder is its category: `Rules/Copy/…` holds `.copy` rules, the source stage's `Rules/` its own.
    @Test func everyRuleIsInTheFolderOfItsCategory() throws {
        let (kit, source) = try Self.registry.get()
        for rule in kit + source {
            #expect(rule.type.description.category == rule.folderCategory,
                    "\(rule.path): a \(rule.type.description.category) rule in the folder of \(rule.folderCategory) rules")
        }
    }

    /// The ids RatePromptKit accepts for the source stage's rules are that stage's.
    @Test func sourceRuleIDsAreTheStagesRules() {
        #expect(RuleCatalog.sourceRuleIDs == LintStage.source.rules.map { $0.description.id })
    }
}
