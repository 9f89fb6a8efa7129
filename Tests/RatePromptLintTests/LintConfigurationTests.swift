import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint

@Suite struct LintConfigurationTests {
    /// The plugins find the settings file by `FileKind`'s name for it (they cannot import the library).
    @Test func pluginsLookForTheSameFileName() {
        #expect(LintConfiguration.fileName == InputRegistry.settingsName)
    }

    /// The nearest settings file is found walking up from a folder or a file, the same whether the path is plain
    /// (walked by its text) or not (read through `URL`).
    @Test func theNearestSettingsFileIsFoundFromAFolderOrAFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("find-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App/fr.lproj/deep", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: root + "/App/" + LintConfiguration.fileName, contents: Data("{}\n".utf8))
        FileManager.default.createFile(atPath: root + "/App/fr.lproj/Localizable.strings", contents: Data())
        let expected = root + "/App/" + LintConfiguration.fileName
        for start in ["/App", "/App/fr.lproj", "/App/fr.lproj/deep", "/App/fr.lproj/Localizable.strings", "/App/fr.lproj/Gone.strings"] {
            #expect(LintConfiguration.find(from: root + start) == expected, "\(start)")
            // Through URL: a `.` component makes the path not plain.
            #expect(LintConfiguration.find(from: root + "/./" + start.dropFirst()) == expected, "\(start)")
        }
        // Above the file, the walk goes on to the top: both readings agree on what (if anything) is there.
        #expect(LintConfiguration.find(from: root) == LintConfiguration.find(from: root + "/."))
        // A relative path is the working folder's, not the top's: the same folder named from `/` is another one.
        let working = FileSystem.currentDirectory
        if working != "/" {
            let relative = String(root.dropFirst()) + "/App"
            #expect(LintConfiguration.find(from: relative) == LintConfiguration.find(from: working + "/./" + relative))
            #expect(LintConfiguration.find(from: relative) != expected)
        }
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
