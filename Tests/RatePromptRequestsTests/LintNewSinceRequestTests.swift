import Foundation
import Testing
import RatePromptFormats
@testable import RatePromptRequests
import RatePromptLint

/// What `--new-since` takes of the old tree, and what it refuses before running git.
@Suite struct LintNewSinceRequestTests {
    static func entry(_ path: String, link: Bool = false) -> GitRepository.TreeEntry {
        GitRepository.TreeEntry(path: path, object: "0", isLink: link)
    }

    /// Below a root: its inputs, project files and links; above it: only what tells the app's development region
    /// and deployment target; files `config:` lists wherever they are; nothing else.
    @Test func theOldTreeHoldsWhatALintOfTheRootsReads() {
        let files = LintRequest.OldTreeFiles(roots: ["Apps/My App"], listed: ["Config/RatePrompt.plist"])
        let taken = [
            "Apps/My App/fr.lproj/Localizable.strings", "Apps/My App/Localizable.xcstrings", "Apps/My App/Sources/Review.swift",
            "Apps/My App/Info.plist", "Apps/My App/My App.xcodeproj/project.pbxproj", "Apps/Info.plist", "Package.swift",
            "Other.xcodeproj/project.pbxproj", "project.yml", "Config/RatePrompt.plist",
        ]
        let left = [
            "Apps/My App/Assets/icon.png", "Apps/My App/README.md", "Apps/Other/fr.lproj/Localizable.strings",
            "Apps/Other/Info.plist", "Apps/My Application/en.lproj/Localizable.strings", "Config/Other.plist",
            "Apps/My App.xcodeproj/project.pbxproj/extra",
        ]
        #expect(taken.filter { !files.contains(Self.entry($0)) } == [])
        #expect(left.filter { files.contains(Self.entry($0)) } == [])
        #expect(files.contains(Self.entry("Apps/My App/Shared", link: true)))
        #expect(!files.contains(Self.entry("Apps/Shared", link: true)))
        // The whole tree when the top is linted; a single file's folders above it.
        #expect(LintRequest.OldTreeFiles(roots: [""], listed: []).contains(Self.entry("A/b.lproj/C.strings")))
        let single = LintRequest.OldTreeFiles(roots: ["A/fr.lproj/Localizable.strings"], listed: [])
        #expect(single.contains(Self.entry("A/Info.plist")) && !single.contains(Self.entry("A/en.lproj/Localizable.strings")))
    }

    /// The working tree's settings, moved to the old tree's copy of their folder, so that `excluded` and `config:`
    /// name the old files; settings from outside the repository stay.
    @Test func settingsAreRebasedIntoTheOldTree() {
        var settings = LintConfiguration.parse("excluded: [Generated]\nconfig: [Config/App.plist, /repo/Other.plist]\n",
                                               path: "/repo/App/.rateprompt.yml")
        settings.findings = [LintFinding(rule: "invalid-lint-configuration", severity: .error, message: "m",
                                         location: FileLocation(path: "/repo/App/.rateprompt.yml", line: 1, column: 1))]
        let moved = LintRequest.rebased(settings, from: "/repo", to: "/tmp/x/tree")
        #expect(moved.path == "/tmp/x/tree/App/.rateprompt.yml")
        #expect(moved.configurationFiles == ["Config/App.plist", "/tmp/x/tree/Other.plist"])
        #expect(moved.findings.map(\.location.path) == ["/tmp/x/tree/App/.rateprompt.yml"])
        #expect(!moved.includes("/tmp/x/tree/App/Generated/a.strings") && moved.includes("/tmp/x/tree/App/b.strings"))
        let outside = LintConfiguration.parse("excluded: [Generated]\n", path: "/elsewhere/settings.yml")
        #expect(LintRequest.rebased(outside, from: "/repo", to: "/tmp/x/tree").path == "/elsewhere/settings.yml")
    }

    @Test func aRevisionThatReadsAsAnOptionIsRefused() throws {
        for revision in ["", "-x", "--output=/tmp/a"] {
            #expect(throws: RequestError.self) { try LintRequest(paths: [], newSince: revision) }
        }
        _ = try LintRequest(paths: [], newSince: "origin/main")
    }
}
