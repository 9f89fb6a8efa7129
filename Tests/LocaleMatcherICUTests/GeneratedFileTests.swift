#if canImport(_FoundationICU)
import Foundation
import Testing
import RatePromptTestSupport

/// The generator of `LocaleTables.swift` (`scripts/regenerate` runs it with `RATEPROMPT_REGENERATE=1`).
@Suite("Generated files: locale tables")
struct GeneratedFileTests {
    /// What the toolchain's ICU answers is what the committed tables hold. Regenerating probes every language with
    /// every region and script; the check probes the pairs ICU's own table of results names (seconds, not a minute).
    @Test func localeTables() throws {
        let source = LocaleTablesGenerator.source(exhaustive: GeneratedFile.regenerating)
        try GeneratedFile.check("Sources/RatePromptCore/Localization/Generated/LocaleTables.swift", source)
    }
}
#endif
