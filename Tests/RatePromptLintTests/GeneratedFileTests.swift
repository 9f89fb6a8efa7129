import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
import RatePromptTestSupport

/// The generator of Lint's generated page (`scripts/regenerate` runs it with `RATEPROMPT_REGENERATE=1`).
@Suite("Generated files: Lint")
struct GeneratedFileTests {
    /// `Documentation/Rules.md`, from the rule catalog (what `rateprompt rules --format markdown` prints).
    @Test func rulesPage() throws {
        try GeneratedFile.check("Documentation/Rules.md", RuleDocumentation.markdown())
    }
}
