import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore

/// Which targets ship or compile each file of an Xcode app and of a Swift package written for it
/// (`Tests/Fixtures/projects/membership`, see its README), file by file.
@Suite struct ProjectMembershipTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects/membership").path

    /// `Studio,Widget` for the targets that take it, `-` for no target, `?` for unknown, `undescribed`.
    static func summary(_ membership: ProjectMembership) -> String {
        switch membership {
        case .targets(let targets): targets.map(\.name).joined(separator: ",")
        case .noTarget: "-"
        case .unknown: "?"
        case .undescribed: "undescribed"
        }
    }

    /// Every file below `folder` (sorted, relative) with what the targets of the projects inside it do with it:
    /// `resources | sources`.
    static func table(_ folder: String, locator: ProjectLocator = ProjectLocator()) -> [String: String] {
        let root = "\(fixtures)/\(folder)"
        var table: [String: String] = [:]
        for relative in FileManager.default.enumerator(atPath: root)!.compactMap({ $0 as? String }) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue,
                  relative != "README.md" else { continue }
            let resource = locator.membership(ofFileAt: root + "/" + relative, as: .resource, within: root)
            let source = locator.membership(ofFileAt: root + "/" + relative, as: .source, within: root)
            table[relative] = summary(resource) + " | " + summary(source)
        }
        return table
    }

    static let studio: [String: String] = [
        "App/AppDelegate.swift": "- | Studio",
        "App/Base.lproj/Intents.intentdefinition": "- | Studio",
        "App/Base.lproj/Main.storyboard": "Studio | -",
        "App/Model.xcdatamodeld/Model.xcdatamodel/contents": "- | Studio",
        // A folder reference copies everything below it.
        "App/Sounds/en.lproj/Cues.strings": "Studio | -",
        "App/de.lproj/Main.strings": "Studio | -",
        "App/en.lproj/Localizable.strings": "Studio | -",
        // An intent definition is compiled; its translations are copied.
        "App/fr.lproj/Intents.strings": "Studio | -",
        "App/fr.lproj/Localizable.strings": "Studio | -",
        "App/fr.lproj/Main.strings": "Studio | -",
        // A language on disk that the variant group does not list (as translation services leave them) never ships.
        "App/it.lproj/Localizable.strings": "- | -",
        // Copy Files into the bundle's Resources ships; Copy Files into the products folder does not.
        "Extra/en.lproj/Extra.strings": "Studio | -",
        "Tools/Notes/en.lproj/Notes.strings": "- | -",
        // Inside the package's folder, but the app's project copies it: the search goes on above the package.
        "Packages/Badges/Docs/en.lproj/Guide.strings": "Studio | -",
        "Packages/Badges/Docs/fr.lproj/Guide.strings": "- | -",
        "Packages/Badges/Package.swift": "- | -",
        "Packages/Badges/Sources/Badges/Badges.swift": "- | Badges",
        "Packages/Badges/Sources/Badges/Resources/en.lproj/Badges.strings": "Badges | -",
        // One file, two targets.
        "Shared/en.lproj/Shared.strings": "Widget,Studio | -",
        "Studio.xcodeproj/project.pbxproj": "- | -",
        // The project copies a Theme.strings from a source tree named after a setting it does not set.
        "Themes/en.lproj/Theme.strings": "? | -",
        "Tools/Converter/en.lproj/Input.strings": "- | -",
        // A group relative to the project folder (SOURCE_ROOT).
        "Vendor/Kit/en.lproj/Kit.strings": "Studio | -",
        // The synchronized folder: its exception set takes Info.plist and the Legacy folder out of the widget, and
        // the app, which does not list the folder, takes two of its files through its own exception set.
        "Widget/Info.plist": "- | -",
        "Widget/Legacy/en.lproj/Old.strings": "- | -",
        "Widget/Localizable.xcstrings": "Widget | -",
        "Widget/WidgetShared.swift": "- | Widget,Studio",
        "Widget/WidgetView.swift": "- | Widget",
        "Widget/en.lproj/Widget.strings": "Widget,Studio | -",
        "Widget/fr.lproj/Widget.strings": "Widget | -",
    ]

    /// Every file of the fixture `folder` is in `expected`, with its answers.
    static func expectTable(_ folder: String, _ expected: [String: String]) {
        let table = table(folder)
        #expect(table.keys.sorted() == expected.keys.sorted())
        for (file, answers) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(table[file] == answers, "\(file)")
        }
    }

    @Test func eachFileOfTheAppHasItsTargets() {
        Self.expectTable("Studio", Self.studio)
    }

    static let kit: [String: String] = [
        "Custom/Glossary/Glossary.swift": "- | Glossary",
        "Custom/Glossary/Terms.json": "Glossary | -",
        "Custom/Glossary/en.lproj/Glossary.strings": "Glossary | -",
        "Localizations/fr.lproj/Kit.strings": "- | -",
        "Package.swift": "- | -",
        // Glossary's folder is `path: "Custom/Glossary"`, not SwiftPM's Sources/Glossary.
        "Sources/Glossary/en.lproj/Glossary.strings": "- | -",
        "Sources/Kit/Drafts/en.lproj/Draft.strings": "- | -",
        "Sources/Kit/Fonts/en.lproj/Fonts.strings": "Kit | -",
        "Sources/Kit/Kit.swift": "- | Kit",
        // Neither declared nor in an `.lproj` folder: SwiftPM warns that it is unhandled and leaves it out.
        "Sources/Kit/Loose.strings": "- | -",
        "Sources/Kit/Notes/fr.lproj/Notes.strings": "- | -",
        "Sources/Kit/Resources/Localizable.xcstrings": "Kit | -",
        "Sources/Kit/Resources/en.lproj/Localizable.strings": "Kit | -",
        "Sources/Kit/de.lproj/Extra.strings": "Kit | -",
        "Tests/KitTests/Fixtures/en.lproj/Sample.strings": "KitTests | -",
        "Tests/KitTests/KitTests.swift": "- | KitTests",
    ]

    @Test func eachFileOfThePackageHasItsTarget() {
        Self.expectTable("Kit", Self.kit)
    }

    @Test func answersNameTheTargetAndTheFileThatDeclaresIt() throws {
        let locator = ProjectLocator()
        let root = "\(Self.fixtures)/Studio"
        let shared = locator.membership(ofFileAt: "\(root)/Shared/en.lproj/Shared.strings")
        #expect(shared.targets.map(\.kind) == ["com.apple.product-type.app-extension", "com.apple.product-type.application"])
        #expect(shared.targets.allSatisfy { $0.file == "\(root)/Studio.xcodeproj/project.pbxproj" })
        let project = locator.xcodeProject("\(root)/Studio.xcodeproj/project.pbxproj")
        #expect(shared.targets.map { project.targets[$0.index].name } == ["Widget", "Studio"])
        // Described by the package and the app, taken by neither.
        #expect(locator.membership(ofFileAt: "\(root)/Packages/Badges/Docs/fr.lproj/Guide.strings", within: root)
                == .noTarget(describedBy: ["\(root)/Packages/Badges/Package.swift", "\(root)/Studio.xcodeproj/project.pbxproj"]))
        guard case .unknown(let describer, let reason) = locator.membership(ofFileAt: "\(root)/Themes/en.lproj/Theme.strings")
        else {
            Issue.record("expected unknown")
            return
        }
        #expect(describer.hasSuffix("Studio.xcodeproj/project.pbxproj"))
        #expect(reason.contains("Theme.strings"))
        let badges = locator.membership(ofFileAt: "\(root)/Packages/Badges/Sources/Badges/Resources/en.lproj/Badges.strings")
        #expect(badges.targets == [ProjectMembership.Target(file: "\(root)/Packages/Badges/Package.swift", name: "Badges",
                                                             kind: "target", index: 0)])
        #expect(!badges.isInNoTarget && locator.membership(ofFileAt: "\(root)/Tools/Converter/en.lproj/Input.strings").isInNoTarget)
    }

    /// Without a project or package above it, a file is undescribed; a project that lists no build phases, a
    /// manifest too dynamic to read, and an XcodeGen spec that lists no targets, does not parse or includes one that
    /// is not there make it unknown. Both mean: lint it as before.
    @Test func whatCannotBeToldIsSaid() {
        let locator = ProjectLocator(files: [
            "/virtual/fragment/App.xcodeproj/project.pbxproj": Array("""
                { objects = { P = { isa = PBXProject; targets = ( T ); }; T = { isa = PBXNativeTarget; name = App; }; };
                  rootObject = P; }
                """.utf8),
            "/virtual/empty/App.xcodeproj/project.pbxproj": Array("{ objects = { P = { isa = PBXProject; targets = ( ); }; }; rootObject = P; }".utf8),
            "/virtual/damaged/App.xcodeproj/project.pbxproj": Array("{ objects = { P = { isa = PBXProject;".utf8),
            "/virtual/dynamic/Package.swift": Array("""
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Dynamic", targets: makeTargets())
                func makeTargets() -> [Target] { [.target(name: "Dynamic")] }
                """.utf8),
            "/virtual/generated/project.yml": Array("name: Generated".utf8),
            "/virtual/broken/project.yml": Array("name: Broken\ntargets: [App\n".utf8),
            "/virtual/partial/project.yml": Array("""
                include: [missing.yml]
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [App]
                """.utf8),
        ])
        #expect(locator.membership(ofFileAt: "/virtual/nothing/en.lproj/Localizable.strings") == .undescribed)
        func reason(_ folder: String) -> String? {
            if case .unknown(_, let reason) = locator.membership(ofFileAt: "/virtual/\(folder)/en.lproj/Localizable.strings") {
                return reason
            }
            return nil
        }
        #expect(reason("fragment") == "the target App lists no build phases")
        #expect(reason("empty") == "the project lists no targets")
        #expect(reason("damaged") == "the project file does not parse")
        #expect(reason("dynamic") == "its targets cannot be read without running the manifest")
        #expect(reason("generated") == "the spec lists no targets")
        #expect(reason("broken") == "the spec project.yml does not parse")
        // What App takes is known; anything else may be a target's of the spec that is not there.
        #expect(reason("partial") == "the spec /virtual/partial/missing.yml is not there")
        #expect(Self.summary(locator.membership(ofFileAt: "/virtual/partial/App/en.lproj/Localizable.strings")) == "App")
    }

    /// `within:` keeps the projects above a folder out: here the repository's own `Package.swift`, whose targets
    /// do not take the test fixtures.
    @Test func aBoundaryKeepsTheProjectsAboveOut() {
        let file = "\(Self.fixtures)/README.md"
        let locator = ProjectLocator()
        #expect(locator.membership(ofFileAt: file, within: Self.fixtures) == .undescribed)
        guard case .noTarget(let describers) = locator.membership(ofFileAt: file) else {
            Issue.record("expected the repository's package to describe the fixtures")
            return
        }
        #expect(describers.count == 1 && describers[0].hasSuffix("/Package.swift"))
    }

    /// Files given in memory are read before the disk, by their path, as the linter gives them.
    @Test func inMemoryFilesAreReadFirst() {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Memo", targets: [.target(name: "Memo", path: "Code")])
            """
        let locator = ProjectLocator(files: [
            "/virtual/memo/Package.swift": Array(manifest.utf8),
            "/virtual/memo/Code/fr.lproj/Memo.strings": Array("\"a\" = \"b\";".utf8),
        ])
        #expect(Self.summary(locator.membership(ofFileAt: "/virtual/memo/Code/fr.lproj/Memo.strings")) == "Memo")
        #expect(Self.summary(locator.membership(ofFileAt: "/virtual/memo/Code/de.lproj/Memo.strings")) == "Memo")
        #expect(Self.summary(locator.membership(ofFileAt: "/virtual/memo/Other/fr.lproj/Memo.strings")) == "-")
    }

    /// Many threads asking at once get what one thread gets.
    @Test func concurrentQueriesAgree() {
        let root = "\(Self.fixtures)/Studio"
        let files = Self.studio.keys.sorted().map { "\(root)/\($0)" }
        let locator = ProjectLocator()
        final class Answers: @unchecked Sendable {
            let lock = NSLock()
            var byIndex: [Int: String] = [:]
        }
        let answers = Answers()
        DispatchQueue.concurrentPerform(iterations: files.count * 4) { index in
            let answer = Self.summary(locator.membership(ofFileAt: files[index % files.count], within: root))
            answers.lock.lock()
            answers.byIndex[index] = answer
            answers.lock.unlock()
        }
        let sequential = files.map { Self.summary(ProjectLocator().membership(ofFileAt: $0, within: root)) }
        #expect((0..<files.count * 4).map { answers.byIndex[$0] } == sequential + sequential + sequential + sequential)
    }
}

extension ProjectMembershipTests {
    /// Paths are compared by their bytes, as the file system names them.
    @Test func pathsAreComparedByTheirBytes() {
        #expect(ProjectPath.relative("/a/Re\u{301}sume\u{301}/x.strings", to: "/a/Re\u{301}sume\u{301}") == "x.strings")
        #expect(ProjectPath.relative("/a/R\u{E9}sum\u{E9}/x.strings", to: "/a/Re\u{301}sume\u{301}") == nil)
        #expect(ProjectPath.relative("/ab/x", to: "/a") == nil && ProjectPath.relative("/a", to: "/a") == nil)
        #expect(ProjectPath.relative("/x/y", to: "/") == "x/y")
        #expect(ProjectPath.isWithin("Fonts/en.lproj/x.strings", "Fonts") && !ProjectPath.isWithin("FontsOld/x", "Fonts"))
        #expect(ProjectPath.isWithin("anything", ""))
        #expect(ProjectPath.join("/p/App", "../Shared/./en.lproj//x.strings") == "/p/Shared/en.lproj/x.strings")
        #expect(ProjectPath.absolute("b/../c", base: "/a") == "/a/c" && ProjectPath.absolute("/a/b/", base: "/") == "/a/b")
        let whole = PackageManifest.Target(name: "T", kind: .target, resources: [.init(rule: .copy, path: ".")])
        #expect(MembershipIndex.role(of: "notes.txt", in: whole, toolsVersion: OSVersion(5, 9)) == .resource)
    }
}

extension ProjectMembershipTests {
    static let tracker: [String: String] = [
        // The target's Info.plist goes to no phase; `**/*.md`, `Legacy/**` and `*.{txt,log}` are excluded.
        "App/Info.plist": "- | -",
        "App/Legacy/en.lproj/Old.strings": "- | -",
        "App/README.md": "- | -",
        "App/notes.txt": "- | -",
        // A data model and a settings bundle are one item each.
        "App/Model.xcdatamodeld/Model.xcdatamodel/contents": "- | Tracker",
        "App/Settings.bundle/en.lproj/Root.strings": "Tracker | -",
        "App/TrackerApp.swift": "- | Tracker",
        "App/en.lproj/Localizable.strings": "Tracker | -",
        "App/fr.lproj/Localizable.strings": "Tracker | -",
        // A folder reference copies everything below it, code too.
        "Bundled/Readme.swift": "Tracker | -",
        "Bundled/en.lproj/Help.strings": "Tracker | -",
        // One target per platform.
        "Clock/ClockView.swift": "- | Clock_iOS,Clock_tvOS",
        // `includes:` takes only the `.strings` of Extras.
        "Extras/Extra.swift": "- | -",
        "Extras/en.lproj/Extra.strings": "Tracker | -",
        // The template's sources, `${target_name}` filled.
        "Features/Stats/StatsView.swift": "- | Stats",
        "Features/Stats/en.lproj/Stats.strings": "Stats | -",
        "Orphan/en.lproj/Orphan.strings": "- | -",
        // `buildPhase: none`.
        "Scripts/en.lproj/Tool.strings": "- | -",
        // A source with an extension is one item.
        "Shared/Assets.xcassets/Contents.json": "Tracker | -",
        // The included spec's target, its paths relative to the included file.
        "Shared/Sync.swift": "- | Tracker,TrackerWidget",
        "Specs/extensions.yml": "- | -",
        "Widget/WidgetView.swift": "- | TrackerWidget",
        "Widget/en.lproj/Widget.strings": "TrackerWidget | -",
        "project.yml": "- | -",
    ]

    /// XcodeGen's spec (no generated project is committed) describes its folder as an Xcode project does.
    @Test func eachFileOfTheXcodeGenProjectHasItsTargets() {
        Self.expectTable("Tracker", Self.tracker)
        let locator = ProjectLocator()
        let root = "\(Self.fixtures)/Tracker"
        #expect(locator.membership(ofFileAt: "\(root)/Orphan/en.lproj/Orphan.strings", within: root)
                == .noTarget(describedBy: ["\(root)/project.yml"]))
        let sync = locator.membership(ofFileAt: "\(root)/Shared/Sync.swift", as: .source).targets
        #expect(sync.map(\.file) == ["\(root)/project.yml", "\(root)/project.yml"])
        #expect(sync.map(\.kind) == ["com.apple.product-type.application", "com.apple.product-type.app-extension"])
    }

    /// A project committed beside the spec is what Xcode builds: it is read, the spec is not.
    @Test func aCommittedProjectWinsOverTheSpec() {
        let locator = ProjectLocator(files: [
            "/virtual/both/project.yml": Array("targets: {Spec: {type: application, platform: iOS, sources: [App]}}".utf8),
            "/virtual/both/App.xcodeproj/project.pbxproj": Array("""
                { objects = { P = { isa = PBXProject; mainGroup = G; targets = ( T ); };
                  G = { isa = PBXGroup; children = ( F ); sourceTree = "<group>"; };
                  F = { isa = PBXFileReference; path = App/en.lproj/Localizable.strings; sourceTree = "<group>"; };
                  B = { isa = PBXBuildFile; fileRef = F; };
                  R = { isa = PBXResourcesBuildPhase; files = ( B ); };
                  T = { isa = PBXNativeTarget; name = Generated; buildPhases = ( R ); }; };
                  rootObject = P; }
                """.utf8),
        ])
        #expect(Self.summary(locator.membership(ofFileAt: "/virtual/both/App/en.lproj/Localizable.strings")) == "Generated")
    }
}
