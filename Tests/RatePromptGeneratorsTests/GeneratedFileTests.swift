import Foundation
import Testing
@testable import RatePromptGenerators

/// The drift tests: each generated file is what its generator writes, run here as `swift run generate-rateprompt`
/// runs it (the ICU tables with the quick probes of `--check`). On Linux every generator runs, given the packages the
/// README names (babel 2.17.0, iso-codes 4.15.0), and one that cannot fails its test with what it needs; elsewhere the
/// Linux-only ones (the toolchain's ICU and Foundation) cancel theirs.
@Suite("Generated files")
struct GeneratedFileTests {
    /// Records an issue for each file of `generator` that differs from what it writes.
    static func check(_ generator: Generator, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let context = Generator.Context(exhaustive: false)
        let files: [GeneratedFile]
        do {
            files = try generator.files(context)
        } catch let unavailable as Generator.Unavailable {
            #if os(Linux)
            Issue.record("\(generator.name) cannot run here: \(unavailable)", sourceLocation: sourceLocation)
            return
            #else
            try Test.cancel("\(generator.name) cannot run here: \(unavailable)", sourceLocation: sourceLocation)
            #endif
        }
        for file in files {
            if let line = file.firstDifference(in: context.repository) {
                Issue.record("""
                    \(file.path) is not what its generator writes (from line \(line); generated from \
                    \(generator.source)): run swift run generate-rateprompt
                    """, sourceLocation: sourceLocation)
            }
        }
    }

    /// `EmbeddedDefaultCopy.swift`: `Localizations/` is the one source of RatePrompt's copy.
    @Test func embeddedDefaultCopy() throws {
        try Self.check(.embeddedDefaultCopy)
    }

    /// `PromptConfiguration+Settings.swift`: one accessor per schema key, with its Swift type and default.
    @Test func typedSettings() throws {
        try Self.check(.typedSettings)
    }

    /// `Configs/default.plist`: what `rateprompt config --schema --format plist` prints.
    @Test func defaultPropertyList() throws {
        try Self.check(.defaultPropertyList)
    }

    /// `RuleCatalog+Rules.swift`, `SourceRuleCatalog.swift` and `Documentation/Rules.md`: every rule file, so that a
    /// rule that nobody registers cannot exist.
    @Test func rules() throws {
        try Self.check(.rules)
    }

    /// `.pre-commit-hooks.yaml` and the table of kinds in `ARCHITECTURE.md`: the registry of inputs, so that a hook
    /// runs the lint when a file of a new kind changes.
    @Test func inputKinds() throws {
        try Self.check(.inputKinds)
    }

    /// `LocaleTables.swift`: what the toolchain's ICU answers (Linux).
    @Test func localeTables() throws {
        try Self.check(.localeTables)
    }

    /// `LanguageNameTable.swift`: Foundation's names on the Linux toolchain.
    @Test func languageNames() throws {
        try Self.check(.languageNames)
    }

    /// `PluralRuleTable.swift`: CLDR's plural rules as babel 2.17.0 ships them.
    @Test func pluralRules() throws {
        try Self.check(.pluralRules)
    }

    /// `LanguageCodeTables.swift`: ISO 639 as iso-codes 4.15.0 ships it.
    @Test func languageCodes() throws {
        try Self.check(.languageCodes)
    }

    /// Every generator has its test above, and writes files no other writes.
    @Test func everyGeneratorIsChecked() {
        #expect(Generator.all.map(\.name) == ["default-copy", "settings", "default-plist", "rules", "input-kinds",
                                              "locale-tables", "language-names", "plural-rules", "language-codes"])
        let paths = Generator.all.flatMap(\.paths)
        #expect(Set(paths).count == paths.count)
    }
}
