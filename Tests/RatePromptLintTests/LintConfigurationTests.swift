import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint

@Suite struct LintConfigurationTests {
    /// The plugins find the settings file by `FileKind`'s name for it (they cannot import the library).
    @Test func pluginsLookForTheSameFileName() {
        #expect(LintConfiguration.fileName == InputRegistry.settingsName)
    }

    @Test func unknownKeyGetsDidYouMean() {
        let configuration = LintConfiguration.parse("disabled_rule: [whitespace]\n", path: "/p/.rateprompt.yml")
        #expect(configuration.findings.map(\.description) == [
            "/p/.rateprompt.yml:1:1: error: unknown key \"disabled_rule\" in .rateprompt.yml; did you mean \"disabled_rules\"? (invalid-lint-configuration)",
        ])
    }
}

@Suite struct LinterDiscoveryTests {
    /// Only property lists that set a configuration key (or are named RatePrompt*) are configurations.
    @Test func plainPropertyListsAreNotConfigurations() {
        let plist = { (body: String) in
            Array("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict>\(body)</dict></plist>".utf8)
        }
        let result = Linter().lint([
            .init(path: "/p/Info.plist", bytes: plist("<key>CFBundleName</key><string>Demo</string>")),
            .init(path: "/p/Settings.plist", bytes: plist("<key>previewMode</key><true/>")),
        ])
        #expect(result.fileCount == 1)
        #expect(result.findings.map(\.rule).contains("preview-mode-enabled"))
        #expect(result.findings.allSatisfy { $0.location.path == "/p/Settings.plist" })
    }
}
