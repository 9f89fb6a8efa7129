import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore

/// XcodeGen's `project.yml` read as the project XcodeGen generates (`Tests/Fixtures/projects/membership/Tracker`, see
/// its README): targets, settings, includes and templates, and what each target's sources take.
@Suite struct XcodeGenSpecTests {
    static let root = ProjectMembershipTests.fixtures + "/Tracker"
    static let spec = ProjectLocator().xcodeGenSpec(root + "/project.yml")

    static func target(_ name: String) throws -> XcodeTarget {
        try #require(spec.project.targets.first { $0.name == name })
    }

    @Test func theTargetsAsXcodeGenMakesThem() throws {
        let project = Self.spec.project
        #expect(project.membershipProblem == nil && Self.spec.incompleteness == nil)
        #expect(project.diagnostics.isEmpty)
        #expect(project.path == Self.root + "/project.yml" && project.sourceRoot == Self.root)
        // Sorted by name, the included spec's target among them, one target per platform of a list.
        #expect(project.targets.map(\.name) == ["Clock_iOS", "Clock_tvOS", "Stats", "Tracker", "TrackerWidget"])
        #expect(project.targets.map(\.productType) == [
            "com.apple.product-type.application", "com.apple.product-type.application", "com.apple.product-type.framework",
            "com.apple.product-type.application", "com.apple.product-type.app-extension",
        ])
        #expect(project.targets.map { $0.platforms.map { $0.map(\.rawValue).sorted() } } == [["iOS"], ["tvOS"], ["iOS"], ["iOS"], ["iOS"]])
        // A target's own `deploymentTarget`, else the project's for its platform.
        #expect(try Self.target("Tracker").deploymentTargets == [.iOS: OSVersion(16, 4)])
        #expect(try Self.target("Clock_tvOS").deploymentTargets == [.tvOS: OSVersion(17)])
        #expect(project.leastIOSDeploymentTarget == OSVersion(16))
        #expect(try Self.target("Tracker").dependencies == [2, 4])
        #expect(try Self.target("Tracker").hasMainBundle && !Self.target("Stats").hasMainBundle
                && Self.target("Stats").isLibrary)
    }

    @Test func settingsWithTheirPlaces() throws {
        let tracker = try Self.target("Tracker")
        #expect(tracker.settings.configurations.map(\.name) == ["Debug", "Release"])
        // YAML's `yes` is Xcode's `YES`.
        #expect(tracker.settings.agreed["SWIFT_EMIT_LOC_STRINGS"]?.value == "YES")
        let name = try #require(tracker.settings.agreed["INFOPLIST_KEY_CFBundleDisplayName"])
        #expect(name.value == "Tracker" && name.location == FileLocation(path: Self.root + "/project.yml", line: 50, column: 44))
        #expect(tracker.settings.agreed["INFOPLIST_FILE"]?.value == "App/Info.plist")
        #expect(Self.spec.project.infoPlistPath(of: tracker) == Self.root + "/App/Info.plist")
        // A template's settings, and a configuration's own.
        #expect(try Self.target("Stats").settings.agreed["SWIFT_EMIT_LOC_STRINGS"]?.value == "YES")
        #expect(Self.spec.project.settings.settings(of: "Release")["SWIFT_COMPILATION_MODE"]?.value == "wholemodule")
        #expect(Self.spec.project.settings.settings(of: "Debug")["SWIFT_COMPILATION_MODE"] == nil)
        #expect(Self.spec.project.developmentRegion == SourceLanguage(
            "fr", origin: .projectSpec(FileLocation(path: Self.root + "/project.yml", line: 6, column: 24))))
        // `$(DEVELOPMENT_LANGUAGE)` in the app's Info.plist is the spec's language.
        let bundle = BundleSettings.read(for: Self.root + "/App", locator: ProjectLocator())
        #expect(bundle.developmentRegion?.language == "fr" && bundle.xcodeProject == Self.root + "/project.yml")
        #expect(ProjectLocator().deploymentTarget(forFileAt: Self.root + "/App/TrackerApp.swift")
                == DeploymentTarget(iOS: OSVersion(16), source: Self.root + "/project.yml"))
    }

    /// Included specs merge under the spec as XcodeGen merges them: mappings merged, lists joined, `:REPLACE`
    /// replacing; paths relative to the spec that writes them unless `relativePaths: false`; YAML's merge keys.
    @Test func includesMergeAsXcodeGenMerges() throws {
        let locator = ProjectLocator(files: [
            "/virtual/merge/project.yml": Array("""
                include:
                  - Specs/base.yml
                  - path: Specs/flat.yml
                    relativePaths: false
                  - path: Specs/off.yml
                    enable: false
                defaults: &defaults
                  type: application
                  platform: iOS
                targets:
                  App:
                    sources: [Own]
                    dependencies:REPLACE: []
                    settings:
                      TOOL: own
                  Other:
                    <<: *defaults
                    sources: [Other]
                    settings:
                      groups: [Shared]
                      configs:
                        Debug:
                          base:
                            MODE: debug
                settingGroups:
                  Shared:
                    GROUPED: "yes"
                """.utf8),
            "/virtual/merge/Specs/base.yml": Array("""
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [../Shared]
                    dependencies:
                      - target: Other
                    settings:
                      TOOL: base
                      KEEP: "kept"
                """.utf8),
            "/virtual/merge/Specs/flat.yml": Array("""
                targets:
                  App:
                    sources: [Flat]
                """.utf8),
            "/virtual/merge/Specs/off.yml": Array("targets: {Off: {type: application, platform: iOS}}".utf8),
        ])
        let spec = locator.xcodeGenSpec("/virtual/merge/project.yml")
        #expect(spec.incompleteness == nil)
        #expect(spec.project.targets.map(\.name) == ["App", "Other"])
        let app = spec.project.targets[0]
        #expect(app.settings.agreed["TOOL"]?.value == "own" && app.settings.agreed["KEEP"]?.value == "kept")
        #expect(app.dependencies.isEmpty)
        #expect(spec.sources.filter { $0.target == 0 }.map(\.path) == ["/virtual/merge/Shared", "/virtual/merge/Flat", "/virtual/merge/Own"])
        #expect(spec.project.targets[1].productType == "com.apple.product-type.application")
        // A setting group, and a configuration's own `base`.
        #expect(spec.project.targets[1].settings.settings(of: "Debug")["MODE"]?.value == "debug")
        #expect(spec.project.targets[1].settings.settings(of: "Release")["MODE"] == nil)
        #expect(spec.project.targets[1].settings.agreed["GROUPED"]?.value == "yes")
        #expect(locator.membership(ofFileAt: "/virtual/merge/Flat/a.swift", as: .source).targets.map(\.name) == ["App"])
    }

    @Test func globPatternsAsXcodeGenMatchesThem() {
        func matches(_ pattern: String, _ path: String) -> Bool { GlobPattern(pattern).matches(path[...]) }
        #expect(matches("**/*.md", "README.md") && matches("**/*.md", "Docs/Deep/Notes.md"))
        #expect(!matches("*.md", "Docs/Notes.md") && matches("*.md", "Notes.md"))
        #expect(matches("Legacy/**", "Legacy/en.lproj/Old.strings") && matches("Legacy", "Legacy/x.swift"))
        #expect(!matches("Legacy", "LegacyOld/x.swift"))
        #expect(matches("*.{txt,log}", "notes.txt") && matches("*.{txt,log}", "run.log") && !matches("*.{txt,log}", "a.md"))
        #expect(matches("Fea?ures/*/en.lproj", "Features/Stats/en.lproj/Stats.strings"))
        #expect(!matches("*", ".hidden") && matches(".*", ".hidden"))
        #expect(matches("[A-C]*.swift", "Beta.swift") && !matches("[A-C]*.swift", "Delta.swift"))
    }
}

extension XcodeGenSpecTests {
    /// A spec that does not parse gives a warning at its place and makes what it describes unknown; what is not a
    /// spec's shape (a list of targets, a source without a path) is read as far as it goes. Never a crash.
    @Test func badSpecsAreSaidNotGuessed() {
        let locator = ProjectLocator(files: [
            "/virtual/bad/project.yml": Array("name: Bad\ntargets:\n  App: [type: application\n".utf8),
            "/virtual/odd/project.yml": Array("""
                targets:
                  - App
                  Other:
                    sources:
                      - excludes: ["*.md"]
                      - 42
                """.utf8),
            "/virtual/loop/project.yml": Array("include: [project.yml]\ntargets: {A: {type: application, sources: [A]}}".utf8),
            "/virtual/scalar/project.yml": Array("just a line".utf8),
        ])
        let bad = locator.xcodeGenSpec("/virtual/bad/project.yml")
        #expect(bad.project.membershipProblem == "the spec project.yml does not parse")
        #expect(bad.project.diagnostics.map(\.location.line) == [4])
        #expect(bad.project.diagnostics.first?.message.hasPrefix("the XcodeGen spec is not valid YAML: ") == true)
        #expect(locator.xcodeGenSpec("/virtual/odd/project.yml").project.membershipProblem != nil)
        let loop = locator.xcodeGenSpec("/virtual/loop/project.yml")
        #expect(loop.project.targets.map(\.name) == ["A"] && loop.incompleteness == nil)
        #expect(locator.xcodeGenSpec("/virtual/scalar/project.yml").project.membershipProblem == "the spec project.yml is not a mapping")
    }
}
