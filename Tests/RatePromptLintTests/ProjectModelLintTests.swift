import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint

/// Lint of an app with several bundles (`Tests/Fixtures/projects/bundles`, see its README): each table is compared
/// with its own group's source, in the language its bundle is developed in.
@Suite struct ProjectModelLintTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects/bundles").path

    /// `rule path-below-root:line` for the findings of the comparing rules.
    static func comparisons(_ result: Linter.Result, below root: String) -> [String] {
        let rules: Set = ["missing-key", "unused-key", "untranslated", "placeholder-mismatch", "no-source-table"]
        return result.findings.filter { rules.contains($0.rule) }.map { finding in
            let path = finding.location.path.hasPrefix(root + "/")
                ? String(finding.location.path.dropFirst(root.count + 1)) : finding.location.path
            return "\(finding.rule) \(path):\(finding.location.line)"
        }.sorted()
    }

    @Test func eachTableIsComparedWithItsOwnBundlesSource() {
        let result = Linter().lint(path: Self.fixture)
        #expect(Self.comparisons(result, below: Self.fixture) == [
            // The app is developed in Spanish ($(DEVELOPMENT_LANGUAGE) from the Xcode project): English lacks one.
            "missing-key Ledger/en.lproj/Localizable.strings:1",
            // The storyboard's catalog names Spanish itself.
            "missing-key Ledger/mul.lproj/Main.xcstrings:22",
            // The package is developed in German (Package.swift), though the app around it is not.
            "missing-key Packages/Charts/Sources/Charts/Resources/en.lproj/Localizable.strings:1",
            // The share extension says Japanese and has no Japanese table: nothing is compared, once.
            "no-source-table Share/de.lproj/Localizable.strings:1",
        ])
        let messages = result.findings.map(\.message)
        #expect(messages.contains { $0.hasPrefix("1 key of es is missing in en (\"transfer\")") })
        #expect(messages.contains { $0.hasPrefix("1 key of de is missing in en (\"chart.spending\" (") })
        #expect(messages.contains { $0.contains("has no ja table") && $0.contains("CFBundleDevelopmentRegion in ") })
        // The widget's keys are not the app's: pooled by name, each would be "missing" from the other.
        #expect(!result.findings.contains { $0.location.path.contains("/Widget/") })
    }

    @Test func lintingTheRootFindsWhatLintingEachBundleFinds() {
        let whole = Set(Self.comparisons(Linter().lint(path: Self.fixture), below: Self.fixture))
        var separately: Set<String> = []
        for bundle in ["Ledger", "Widget", "Share", "Packages/Charts"] {
            separately.formUnion(Self.comparisons(Linter().lint(path: Self.fixture + "/" + bundle), below: Self.fixture))
        }
        #expect(whole == separately)
        #expect(whole.count == 4)
    }

    @Test func sourceLocalizationInTheLintConfigurationWinsForEveryGroup() {
        var configuration = LintConfiguration.parse("source_localization: en\n", path: Self.fixture + "/.rateprompt.yml")
        configuration.path = nil
        let result = Linter(configuration: configuration).lint(path: Self.fixture)
        let found = Self.comparisons(result, below: Self.fixture)
        // English is now every group's source: Spanish has a key English lacks, German two.
        #expect(found.contains { $0.hasPrefix("unused-key Ledger/es.lproj/Localizable.strings") })
        #expect(found.contains { $0.hasPrefix("missing-key Share/de.lproj/Localizable.strings") })
        #expect(!found.contains { $0.hasPrefix("no-source-table") })
    }

    @Test func aFolderLinkLoopIsWalkedOnce() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-loop-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: scratch)
        try FileManager.default.createSymbolicLink(atPath: scratch + "/Ledger/es.lproj/app", withDestinationPath: "../..")
        try FileManager.default.createSymbolicLink(atPath: scratch + "/Widget/ledger", withDestinationPath: scratch + "/Ledger")
        let withLoops = Linter().lint(path: scratch)
        try FileManager.default.removeItem(atPath: scratch + "/Ledger/es.lproj/app")
        try FileManager.default.removeItem(atPath: scratch + "/Widget/ledger")
        let without = Linter().lint(path: scratch)
        #expect(Self.comparisons(withLoops, below: scratch) == Self.comparisons(without, below: scratch))
        #expect(withLoops.inputPaths.count == without.inputPaths.count)
    }

    /// What a device shows for a missing key, said truly: an InfoPlist.strings key shows the Info.plist's value, a
    /// storyboard's string (an Interface Builder object ID) its interface file's text; a catalog string keyed by its
    /// source text shows that text; any other key shows itself unless the code passes a default value.
    @Test func aMissingKeySaysWhatADeviceShows() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-missing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("App/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Ledger\";\n\"NSCameraUsageDescription\" = \"Scan receipts\";\n")
        try write("App/fr.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Ledger\";\n")
        try write("App/en.lproj/Localizable.strings", "\"scan.title\" = \"Scan\";\n\"ok\" = \"OK\";\n")
        try write("App/fr.lproj/Localizable.strings", "\"ok\" = \"OK\";\n")
        try write("App/en.lproj/Main.strings", "\"Xb3-1q-9Zk.title\" = \"Scan\";\n\"p0Q-aa-Z9z.normalTitle\" = \"Done\";\n")
        try write("App/fr.lproj/Main.strings", "\"p0Q-aa-Z9z.normalTitle\" = \"OK\";\n")
        try write("App/Settings.xcstrings", """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "Export" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Exporter" } } } },
              "Import" : { }
            } }
            """)
        let messages = Linter().lint(path: root.path).findings.filter { $0.rule == "missing-key" }.map(\.message).sorted()
        let device = "in its place a device set to French (fr) shows"
        #expect(messages == [
            "1 key of en is missing in fr (\"Import\"): \(device) the English text, which is its key. Add it to the catalog",
            "1 key of en is missing in fr (\"NSCameraUsageDescription\"): \(device) the Info.plist's value, untranslated. "
                + "Add it to fr.lproj/InfoPlist.strings",
            "1 key of en is missing in fr (\"Xb3-1q-9Zk.title\" (\"Scan\")): \(device) the interface file's own text, "
                + "untranslated. "
                + "Add it to fr.lproj/Main.strings",
            "1 key of en is missing in fr (\"scan.title\" (\"Scan\")): \(device) the key itself, or the default value the "
                + "code passes. Add it to fr.lproj/Localizable.strings",
        ])
    }
}
