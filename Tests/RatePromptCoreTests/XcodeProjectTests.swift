import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore

/// The Xcode project model read from `project.pbxproj`: settings per configuration, platforms and deployment
/// targets, and what each target's phases and synchronized folders name (`Tests/Fixtures/projects/membership`).
@Suite struct XcodeProjectTests {
    static let root = ProjectMembershipTests.fixtures + "/Studio"
    static let project = ProjectLocator().xcodeProject(root + "/Studio.xcodeproj/project.pbxproj")

    static func target(_ name: String) throws -> XcodeTarget {
        try #require(project.targets.first { $0.name == name })
    }

    @Test func theProjectAndItsTargets() {
        let project = Self.project
        #expect(project.membershipProblem == nil)
        #expect(project.diagnostics.isEmpty)
        #expect(project.sourceRoot == Self.root)
        #expect(project.developmentRegion?.language == "en")
        #expect(project.knownRegions == ["en", "fr", "de", "Base"])
        // File order, as the objects are written.
        #expect(project.targets.map(\.name) == ["Widget", "Studio", "Helper"])
        #expect(project.targets.map(\.productType) == ["com.apple.product-type.app-extension",
                                                        "com.apple.product-type.application", "com.apple.product-type.tool"])
    }

    @Test func settingsPerConfigurationAndAgreed() throws {
        #expect(Self.project.settings.agreed["IPHONEOS_DEPLOYMENT_TARGET"]?.value == "15.0")
        let widget = try Self.target("Widget")
        #expect(widget.settings.configurations.map(\.name) == ["Debug", "Release"])
        #expect(widget.settings.settings(of: "Release")["IPHONEOS_DEPLOYMENT_TARGET"]?.value == "17.2")
        // The configurations disagree: no agreed value.
        #expect(widget.settings.agreed["IPHONEOS_DEPLOYMENT_TARGET"] == nil)
        #expect(widget.settings.agreed["INFOPLIST_FILE"]?.value == "Widget/Info.plist")
        let app = try Self.target("Studio")
        // Set in Debug only: every configuration that sets it agrees.
        #expect(app.settings.agreed["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]?.value == "DEBUG")
        let location = try #require(app.settings.agreed["INFOPLIST_FILE"]?.location)
        #expect(location.path.hasSuffix("Studio.xcodeproj/project.pbxproj") && location.line > 1)
        #expect(Self.project.resolve("$(PRODUCT_NAME)", in: [app]) == "Studio")
        #expect(Self.project.targets(buildingInfoPlist: Self.root + "/Widget/Info.plist").map(\.name) == ["Widget"])
    }

    /// A target inherits the project's settings, but only for the platforms it builds for: the macOS tool does not
    /// take the project's iOS deployment target.
    @Test func platformsAndDeploymentTargets() throws {
        #expect(try Self.target("Widget").deploymentTargets == [.iOS: OSVersion(17)])
        #expect(try Self.target("Studio").deploymentTargets == [.iOS: OSVersion(16)])
        #expect(try Self.target("Studio").platforms == [.iOS])
        let helper = try Self.target("Helper")
        #expect(helper.platforms == [.macOS])
        #expect(helper.deploymentTargets == [.macOS: OSVersion(13)])
        #expect(!helper.buildsForIOS)
        #expect(Self.project.leastIOSDeploymentTarget == OSVersion(16))
    }

    @Test func phasesResolveThroughTheGroupTree() throws {
        let app = try Self.target("Studio")
        let resources = Set(app.resources.map { member in
            String(member.path.dropFirst(Self.root.count + 1)) + (member.localization.map { " (\($0))" } ?? "")
        })
        #expect(resources == [
            "App/Base.lproj/Main.storyboard (Base)", "App/fr.lproj/Main.strings (fr)", "App/de.lproj/Main.strings (de)",
            "App/en.lproj/Localizable.strings (en)", "App/fr.lproj/Localizable.strings (fr)", "App/Sounds",
            "Shared/en.lproj/Shared.strings", "Vendor/Kit/en.lproj/Kit.strings", "Packages/Badges/Docs/en.lproj/Guide.strings",
            "App/fr.lproj/Intents.strings (fr)", "Extra/en.lproj/Extra.strings",
        ])
        #expect(Set(app.sources.map { String($0.path.dropFirst(Self.root.count + 1)) })
                == ["App/AppDelegate.swift", "App/Base.lproj/Intents.intentdefinition", "App/Model.xcdatamodeld"])
        #expect(app.unplacedResourceNames == ["Theme.strings"])
        #expect(app.hasResourcesPhase && app.hasSourcesPhase)
        let widget = try Self.target("Widget")
        #expect(widget.resources.map(\.path) == [Self.root + "/Shared/en.lproj/Shared.strings", "/opt/studio/en.lproj/Absolute.strings"])
    }

    @Test func synchronizedFoldersAndTheirExceptions() throws {
        let folders = Self.project.synchronizedFolders
        #expect(folders.map(\.path) == [Self.root + "/Widget"])
        let widget = try #require(Self.project.targets.firstIndex { $0.name == "Widget" })
        let app = try #require(Self.project.targets.firstIndex { $0.name == "Studio" })
        #expect(folders[0].members == [widget: ["Info.plist", "Legacy"]])
        #expect(folders[0].guests == [app: ["en.lproj/Widget.strings", "WidgetShared.swift"]])
        #expect(folders[0].explicitFolders == ["Legacy"])
        #expect(try Self.target("Widget").synchronizedFolders == [0])
        #expect(try Self.target("Studio").synchronizedFolders == [0])
    }

    /// What Xcode does with a file of a synchronized folder, by its type.
    @Test func rolesInASynchronizedFolder() {
        var folder = SynchronizedFolder(path: "/p")
        folder.explicitFolders = ["Web"]
        folder.explicitFileTypes = ["Scripts/build.swift": "text"]
        #expect(folder.role(of: "View.swift") == .source)
        #expect(folder.role(of: "fr.lproj/Localizable.strings") == .resource)
        #expect(folder.role(of: "Localizable.xcstrings") == .resource)
        #expect(folder.role(of: "Bridge.h") == nil)
        #expect(folder.role(of: "App.entitlements") == nil)
        #expect(folder.role(of: "Assets.xcassets/AppIcon.appiconset/Contents.json") == .resource)
        #expect(folder.role(of: "Model.xcdatamodeld/Model.xcdatamodel/contents") == .source)
        #expect(folder.role(of: "Web/app.js") == .resource)
        #expect(folder.role(of: "Web/Tool.swift") == .resource)
        #expect(folder.role(of: "Scripts/build.swift") == .resource)
    }

    /// The same setting read from a fragment, a damaged file, and other sources trees.
    @Test func fragmentsAndDamagedFiles() {
        func project(_ text: String) -> XcodeProject {
            XcodeProject(PropertyListReader().read(Array(text.utf8), path: "/p/A.xcodeproj/project.pbxproj"))
        }
        let damaged = project("{ objects = { P = { isa = PBXProject;")
        #expect(damaged.membershipProblem == "the project file does not parse")
        #expect(!damaged.diagnostics.isEmpty && damaged.diagnostics.allSatisfy { $0.severity == .warning })
        // Configurations no target owns (a hand-written fragment) still give the least iOS version.
        let fragment = project("""
            { objects = {
                A = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.2; }; name = Debug; };
                B = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = "16.0"; }; name = Debug; };
            }; }
            """)
        #expect(fragment.leastIOSDeploymentTarget == OSVersion(16))
        #expect(fragment.membershipProblem == "the project file has no PBXProject object")
        // A source tree named after a setting the project sets to a folder below it.
        let pods = project("""
            { objects = {
                P = { isa = PBXProject; buildConfigurationList = L; mainGroup = G; targets = ( T ); };
                L = { isa = XCConfigurationList; buildConfigurations = ( C ); };
                C = { isa = XCBuildConfiguration; buildSettings = { PODS_ROOT = "$(SRCROOT)/Pods"; }; name = Debug; };
                G = { isa = PBXGroup; children = ( F ); sourceTree = "<group>"; };
                F = { isa = PBXFileReference; path = "Kit/en.lproj/Kit.strings"; sourceTree = PODS_ROOT; };
                T = { isa = PBXNativeTarget; name = App; buildPhases = ( R ); };
                R = { isa = PBXResourcesBuildPhase; files = ( B ); };
                B = { isa = PBXBuildFile; fileRef = F; };
            }; rootObject = P; }
            """)
        #expect(pods.targets.first?.resources.map(\.path) == ["/p/Pods/Kit/en.lproj/Kit.strings"])
        #expect(pods.targets.first?.platforms == nil)
    }
}

extension XcodeProjectTests {
    /// `lint` reads the Xcode projects at the top of a folder while it walks the folder, in a locator of their own,
    /// and hands them to the run's locator: the same projects as reading them there, each read once.
    @Test func projectsReadAheadAreTheLocatorsOwn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-ahead-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["B.xcodeproj", "A.xcodeproj", ".Hidden.xcodeproj", "Sub/C.xcodeproj"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let text = "{ objects = { P = { isa = PBXProject; developmentRegion = fr; mainGroup = G; }; G = { isa = PBXGroup; }; }; rootObject = P; }"
        try text.write(to: folder.appendingPathComponent("A.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let top = ProjectLocator.topLevelProjects(in: folder.path)
        #expect(top == ["A", "B"].map { folder.path + "/\($0).xcodeproj/project.pbxproj" })
        let early = ProjectLocator()
        let ahead = Dictionary(uniqueKeysWithValues: zip(top, top.map(early.xcodeProject)))
        let locator = ProjectLocator(read: ahead)
        let own = ProjectLocator()
        for path in top {
            #expect(locator.xcodeProject(path).developmentRegion == own.xcodeProject(path).developmentRegion)
            #expect(locator.xcodeProject(path).diagnostics.count == own.xcodeProject(path).diagnostics.count)
            #expect(locator.xcodeProject(path).membershipProblem == own.xcodeProject(path).membershipProblem)
        }
        #expect(locator.xcodeProject(top[0]).developmentRegion?.language == "fr")
        // Handed over, not read again: a project changed on disk since reads as it was read ahead.
        try "{ objects = { }; }".write(to: folder.appendingPathComponent("A.xcodeproj/project.pbxproj"), atomically: true,
                                       encoding: .utf8)
        #expect(locator.xcodeProject(top[0]).developmentRegion?.language == "fr")
        #expect(ProjectLocator().xcodeProject(top[0]).developmentRegion == nil)
    }
}
