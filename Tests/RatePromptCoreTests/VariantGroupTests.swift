import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore

/// The project model on an app with several bundles (`Tests/Fixtures/projects/bundles`, see its README).
@Suite struct VariantGroupTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects/bundles").path

    static func project() -> LocalizationProject { LocalizationProject.discover(at: fixture).project }

    /// "folder/name: language from origin-kind" per group, folders below the fixture.
    static func summary(_ project: LocalizationProject) -> [String] {
        project.groups.map { group in
            let folder = String(group.folder.dropFirst(fixture.count + 1))
            let origin = switch group.sourceLanguage?.origin {
            case .lintConfiguration?: "lint configuration"
            case .catalog?: "catalog"
            case .infoPlist?: "Info.plist"
            case .xcodeProject?: "Xcode project"
            case .projectSpec?: "XcodeGen spec"
            case .packageManifest?: "Package.swift"
            case .convention?: "convention"
            case nil: "nothing"
            }
            let source = group.sourceTableIndex.map { project.tables[$0].localization } ?? "none"
            return "\(folder) \(group.name): \(group.sourceLanguage?.language ?? "?") from \(origin), source table \(source)"
        }.sorted()
    }

    @Test func eachGroupKnowsItsSourceLanguageAndWhereItCameFrom() {
        #expect(Self.summary(Self.project()) == [
            "Ledger Localizable: es from Info.plist, source table es",
            "Ledger/mul.lproj/Main.xcstrings Main: es from catalog, source table es",
            "Packages/Charts/Sources/Charts/Resources Localizable: de from Package.swift, source table de",
            "Share Localizable: ja from Info.plist, source table none",
            "Widget Localizable: fr from Info.plist, source table fr",
        ])
    }

    @Test func theInfoPlistsBuildSettingIsResolvedFromTheXcodeProject() throws {
        let group = try #require(Self.project().groups.first { $0.folder.hasSuffix("/Ledger") })
        guard case .infoPlist(let location)? = group.sourceLanguage?.origin else {
            Issue.record("expected Info.plist, got \(String(describing: group.sourceLanguage))")
            return
        }
        #expect(location.path.hasSuffix("Ledger/Info.plist"))
        #expect(group.bundle.knownRegions == ["es", "en", "Base"])
    }

    @Test func anOverrideIsEveryGroupsSource() {
        let override = SourceLanguage("en", origin: .lintConfiguration(FileLocation(path: ".rateprompt.yml", line: 1, column: 22)))
        let project = LocalizationProject.discover(at: Self.fixture, sourceOverride: override).project
        #expect(project.groups.allSatisfy { $0.sourceLanguage == override })
        #expect(project.groups.allSatisfy { group in group.sourceTableIndex.map { project.tables[$0].localization } == "en" })
    }

    @Test func aPackageInsideAnAppTakesItsOwnDefaultLocalization() throws {
        // The app's Xcode project (es) is above the package; the nearer manifest decides.
        let group = try #require(Self.project().groups.first { $0.folder.contains("/Packages/Charts/") })
        guard case .packageManifest(let location)? = group.sourceLanguage?.origin else {
            Issue.record("expected Package.swift, got \(String(describing: group.sourceLanguage))")
            return
        }
        #expect(location.line == 7)
        #expect(location.column == 27)
    }

    /// Render resolves copy in the prompt's bundle: the app's group (it has prompt keys), its development region
    /// when nothing matches the user's languages.
    @Test func renderFallsBackToTheBundlesDevelopmentRegion() {
        let resolver = CopyResolver(project: Self.project())
        #expect(resolver.group?.folder.hasSuffix("/Ledger") == true)
        #expect(resolver.developmentRegion == "es")
        let prompt = PromptRenderer(resolver: resolver).render(preferences: ["ja-JP"], appName: "Ledger")
        #expect(prompt.title.text == "¿Te gusta Ledger?")
        #expect(prompt.title.source.localization == "es")
        let resolution = resolver.resolution(for: ["ja-JP"])
        #expect(resolution.steps.contains { $0.contains("development region es (CFBundleDevelopmentRegion in ") })
    }
}
