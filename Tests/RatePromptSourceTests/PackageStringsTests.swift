import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
@testable import RatePromptSourceLint

/// `missing-code-key` and `explain --strings` on apps split into local packages and targets
/// (`Tests/Fixtures/source/LocalPackages`, `FolderPackages`, `XcodeGenRunner`; see its README): a package's code is
/// looked up in every app and extension that links it, a target without a table is one finding, and what Xcode
/// extracts into a catalog on the next build is one finding at the catalog.
@Suite struct PackageStringsTests {
    static func lint(_ app: String) -> (root: String, result: Linter.Result) {
        let root = "\(SourceRuleTests.fixtures)/\(app)"
        return (root, Linter(rules: [MissingCodeKeyRule.self], swiftReader: LintStage.source.swiftReader).lint(path: root))
    }

    /// `path:line:column` of each finding, below the app, with its message and its keys.
    static func findings(_ app: String) -> [(place: String, message: String, keys: [String])] {
        let (root, result) = lint(app)
        return result.findings.map { finding in
            ("\(finding.location.path.dropFirst(root.count + 1)):\(finding.location.line):\(finding.location.column)",
             finding.message, finding.group?.members.map(\.key) ?? finding.key.map { [$0] } ?? [])
        }
    }

    /// The `explain --strings` status of each key, as `key: status`.
    static func statuses(_ app: String) -> [String: String] {
        let (_, result) = lint(app)
        var statuses: [String: String] = [:]
        for resolved in result.codeStrings.references {
            statuses[resolved.reference.key.display] = StringReferenceFormatter.held(resolved)
        }
        return statuses
    }

    @Test func aPackageUsedByAnAppAndAnExtension() throws {
        let findings = Self.findings("LocalPackages")
        #expect(findings.map(\.place) == [
            "App/Localizable.xcstrings:1:1",
            "Packages/JournalKit/Sources/JournalUI/EntryView.swift:13:18",
            "Packages/JournalKit/Sources/JournalUI/EntryView.swift:15:18",
            "Packages/TextTools/Sources/Formatting/Counts.swift:9:54",
            "Share/ShareView.swift:9:20",
            "Widget/WidgetView.swift:11:18",
        ])
        // Strings Xcode adds to Diary's catalog when it next builds: one finding, every key listed.
        #expect(findings[0].keys == ["Yesterday", "Add reminder"])
        #expect(findings[0].message.hasPrefix("2 strings the app's Swift asks for are not in Localizable.xcstrings yet "
                                              + "(\"Yesterday\", \"Add reminder\"): Xcode adds them when it next builds Diary"))
        // The extension that lacks it is named, and the app that holds it said.
        #expect(findings[1].message.contains("the Localizable table of the main bundle of DiaryShare (which links package "
                                             + "target JournalUI; Diary holds it) does not hold in en"))
        #expect(findings[2].message.contains("the main bundle of Diary, DiaryShare (which link package target JournalUI)"))
        // Linked through JournalUI's dependency on the local package TextTools.
        #expect(findings[3].message.contains("DiaryShare (which links package target Formatting; Diary holds it)"))
        #expect(findings[4].message.contains("the main bundle of target DiaryShare does not hold"))
        // The widget ships no table: one finding for the target, with the count of its strings.
        #expect(findings[5].keys == ["Streak", "Entries today"])
        #expect(findings[5].message.hasPrefix("The app extension target DiaryWidget ships no Localizable table, so the 2 "
                                              + "strings its code asks for (\"Streak\", \"Entries today\") show as written"))
        let statuses = Self.statuses("LocalPackages")
        #expect(statuses["Camera"] == "held")
        #expect(statuses["Untitled entry"] == "held")
        #expect(statuses["New Entry"] == "not held in DiaryShare")
        #expect(statuses["Mood"] == "not held")
        #expect(statuses["Yesterday"]?.hasPrefix("not held yet: Xcode adds it to ") == true)
        #expect(statuses["Streak"] == "DiaryWidget ships no Localizable table")
        #expect(!statuses.values.contains { $0.contains("cannot be told") })
    }

    @Test func aPackageFolderAndAFramework() {
        let findings = Self.findings("FolderPackages")
        #expect(findings.map(\.place) == ["Packages/NotesKit/Sources/NotesUI/NoteRow.swift:11:20"])
        #expect(findings.first?.message.contains("the main bundle of Notes (which links package target NotesUI)") == true)
        #expect(Self.statuses("FolderPackages")["Pin"] == "held")
    }

    /// The XcodeGen project: its targets compile and ship what `project.yml` and the spec it includes say.
    @Test func anXcodeGenProjectWithAWatchApp() {
        let findings = Self.findings("XcodeGenRunner")
        #expect(findings.map(\.place) == [
            "Packages/RunKit/Sources/RunKit/SummaryView.swift:11:18",
            "Runner/Localizable.xcstrings:1:1",
            "RunnerWatch/WatchView.swift:8:18",
        ])
        #expect(findings[0].message.contains("the main bundle of Runner (which links package target RunKit)"))
        #expect(findings[1].keys == ["Splits"])
        #expect(findings[2].keys == ["Pace", "Heart rate"])
        #expect(findings[2].message.hasPrefix("The app target RunnerWatch ships no Localizable table"))
        let statuses = Self.statuses("XcodeGenRunner")
        #expect(statuses["Distance"] == "held" && statuses["Start run"] == "held")
        // What no target of the spec ships is left out, as an Xcode project's.
        let (root, result) = Self.lint("XcodeGenRunner")
        #expect(!result.inputPaths.contains("\(root)/Runner/Drafts/en.lproj/Old.strings"))
    }

    /// `SWIFT_EMIT_LOC_STRINGS` off (or not set: Xcode's default): the keys a catalog lacks are one finding each.
    @Test func withoutExtractionEachKeyIsAFinding() {
        let project = """
            // !$*UTF8*$!
            {
            objects = {
            ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP); };
            MAIN = {isa = PBXGroup; children = (S, C); path = App; sourceTree = "<group>"; };
            S = {isa = PBXFileReference; path = View.swift; sourceTree = "<group>"; };
            C = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
            BS = {isa = PBXBuildFile; fileRef = S; };
            BC = {isa = PBXBuildFile; fileRef = C; };
            APP = {isa = PBXNativeTarget; name = Plain; productType = "com.apple.product-type.application"; buildPhases = (SRC, RES); };
            SRC = {isa = PBXSourcesBuildPhase; files = (BS); };
            RES = {isa = PBXResourcesBuildPhase; files = (BC); };
            };
            rootObject = ROOT;
            }
            """
        let example = LintExample(
            .init("Plain.xcodeproj/project.pbxproj", project),
            MissingCodeKeyRule.catalog("App/Localizable.xcstrings", keys: ["Hello"]),
            .swift("App/View.swift", "import SwiftUI\nlet a = Text(\"Hello\")\nlet b = Text(\"One\")\nlet c = Text(\"Two\")\n"))
        let findings = example.findings(of: MissingCodeKeyRule.self, swiftReader: LintStage.source.swiftReader)
        #expect(findings.map { "\($0.location.path):\($0.location.line)" } == ["App/View.swift:3", "App/View.swift:4"])
    }
}

extension PackageStringsTests {
    /// A unit-test bundle (hosted in the app) and a framework ship no table, but their code reads the main bundle of
    /// the app that runs it, not their own: no "ships no table" finding for them, while an extension's own code gets
    /// one.
    @Test func aTestBundleOrAFrameworkShipsNoTableOfItsOwn() {
        let project = """
            // !$*UTF8*$!
            {
            objects = {
            ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, TESTS, KIT, WIDGET); };
            MAIN = {isa = PBXGroup; children = (A, C, T, K, W); sourceTree = "<group>"; };
            A = {isa = PBXFileReference; path = App/View.swift; sourceTree = "<group>"; };
            C = {isa = PBXFileReference; path = App/Localizable.xcstrings; sourceTree = "<group>"; };
            T = {isa = PBXFileReference; path = AppTests/ViewTests.swift; sourceTree = "<group>"; };
            K = {isa = PBXFileReference; path = Kit/Labels.swift; sourceTree = "<group>"; };
            W = {isa = PBXFileReference; path = Widget/WidgetView.swift; sourceTree = "<group>"; };
            BA = {isa = PBXBuildFile; fileRef = A; };
            BC = {isa = PBXBuildFile; fileRef = C; };
            BT = {isa = PBXBuildFile; fileRef = T; };
            BK = {isa = PBXBuildFile; fileRef = K; };
            BW = {isa = PBXBuildFile; fileRef = W; };
            APP = {isa = PBXNativeTarget; name = Ledger; productType = "com.apple.product-type.application"; buildPhases = (ASRC, ARES); };
            ASRC = {isa = PBXSourcesBuildPhase; files = (BA); };
            ARES = {isa = PBXResourcesBuildPhase; files = (BC); };
            TESTS = {isa = PBXNativeTarget; name = LedgerTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (TSRC); };
            TSRC = {isa = PBXSourcesBuildPhase; files = (BT); };
            KIT = {isa = PBXNativeTarget; name = LedgerKit; productType = "com.apple.product-type.framework"; buildPhases = (KSRC); };
            KSRC = {isa = PBXSourcesBuildPhase; files = (BK); };
            WIDGET = {isa = PBXNativeTarget; name = LedgerWidget; productType = "com.apple.product-type.app-extension"; buildPhases = (WSRC); };
            WSRC = {isa = PBXSourcesBuildPhase; files = (BW); };
            };
            rootObject = ROOT;
            }
            """
        let example = LintExample(
            .init("Ledger.xcodeproj/project.pbxproj", project),
            MissingCodeKeyRule.catalog("App/Localizable.xcstrings", keys: ["Balance"], translatedInto: "de"),
            .swift("App/View.swift", "import SwiftUI\nlet a = Text(\"Balance\")\n"),
            .swift("AppTests/ViewTests.swift", "import Foundation\nlet b = String(localized: \"Balance\")\n"),
            .swift("Kit/Labels.swift", "import Foundation\nlet c = String(localized: \"Balance\")\n"),
            .swift("Widget/WidgetView.swift", "import SwiftUI\nlet d = Text(\"Balance\")\n"))
        let findings = example.findings(of: MissingCodeKeyRule.self, swiftReader: LintStage.source.swiftReader)
        #expect(findings.map { "\($0.location.path):\($0.location.line)" } == ["Widget/WidgetView.swift:2"])
        #expect(findings.first?.message.hasPrefix("The app extension target LedgerWidget ships no Localizable table") == true)
    }

    /// The rule's own examples resolve as the fixtures do: in memory, a package's code is the app's that links it.
    @Test func theExamplesResolveThePackage() throws {
        let example = try #require(MissingCodeKeyRule.description.triggering.first { example in
            example.files.contains { $0.path.hasSuffix("BudgetRow.swift") }
        })
        let findings = example.findings(of: MissingCodeKeyRule.self, swiftReader: LintStage.source.swiftReader)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("the main bundle of Ledger (which links package target LedgerUI)") == true)
    }
}
