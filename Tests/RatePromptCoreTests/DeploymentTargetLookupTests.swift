import Foundation
import Testing
@testable import RatePromptCore

/// The least iOS version of the project or package around a Swift file, as the deprecation rule reads it.
@Suite struct DeploymentTargetLookupTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    static func target(_ files: [String: String], for file: String) -> DeploymentTarget? {
        ProjectLocator(files: files.mapValues { Array($0.utf8) }).deploymentTarget(forFileAt: file)
    }

    @Test func packagesNameTheirPlatforms() {
        let manifest = "let package = Package(name: \"A\", platforms: [.macOS(.v13), .iOS(.v16_4)])"
        #expect(Self.target(["/v/a/Package.swift": manifest], for: "/v/a/Sources/A/View.swift")
                == DeploymentTarget(iOS: OSVersion(16, 4), source: "/v/a/Package.swift"))
        let macOnly = "let package = Package(name: \"A\", platforms: [.macOS(\"14.0\")])"
        #expect(Self.target(["/v/a/Package.swift": macOnly], for: "/v/a/Sources/A/View.swift")?.iOS == OSVersion(12))
        let none = "let package = Package(name: \"A\")"
        #expect(Self.target(["/v/a/Package.swift": none], for: "/v/a/View.swift")?.iOS == OSVersion(12))
        // Platforms computed by the manifest: unknown, not SwiftPM's oldest.
        let computed = "let package = Package(name: \"A\", platforms: supported)"
        #expect(Self.target(["/v/a/Package.swift": computed], for: "/v/a/View.swift") == nil)
    }

    @Test func projectsGiveTheLeastOfTheirIOSTargets() {
        let project = """
            { objects = {
                A = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.2; }; name = Debug; };
                B = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = "16.0"; }; name = Debug; };
            }; }
            """
        #expect(Self.target(["/v/A.xcodeproj/project.pbxproj": project], for: "/v/App/View.swift")
                == DeploymentTarget(iOS: OSVersion(16), source: "/v/A.xcodeproj/project.pbxproj"))
        let mac = "{ objects = { A = { isa = XCBuildConfiguration; buildSettings = { MACOSX_DEPLOYMENT_TARGET = 14.0; }; }; }; }"
        #expect(Self.target(["/v/A.xcodeproj/project.pbxproj": mac], for: "/v/App/View.swift")
                == DeploymentTarget(iOS: nil, source: "/v/A.xcodeproj/project.pbxproj"))
        // The app's targets are on 16 and 17; the project's own 15.0, which only the macOS tool inherits, is not.
        let studio = ProjectMembershipTests.fixtures + "/Studio"
        #expect(ProjectLocator().deploymentTarget(forFileAt: studio + "/App/AppDelegate.swift")
                == DeploymentTarget(iOS: OSVersion(16), source: studio + "/Studio.xcodeproj/project.pbxproj"))
        // The nearer package wins.
        #expect(ProjectLocator().deploymentTarget(forFileAt: studio + "/Packages/Badges/Sources/Badges/Badges.swift")?.iOS
                == OSVersion(15))
    }

    @Test func aPackageBesideAProjectWins() {
        let files = [
            "/v/Package.swift": "let package = Package(name: \"A\", platforms: [.iOS(.v15)])",
            "/v/A.xcodeproj/project.pbxproj": "{ objects = { A = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; }; }; }",
        ]
        #expect(Self.target(files, for: "/v/View.swift") == DeploymentTarget(iOS: OSVersion(15), source: "/v/Package.swift"))
    }

    /// The source is spelt as the file asked about was: relative to the working folder when that was relative.
    @Test func relativePathsStayRelative() {
        let files = ["Package.swift": "let package = Package(name: \"A\", platforms: [.iOS(\"16.1\")])"]
        #expect(Self.target(files, for: "Sources/App/View.swift") == DeploymentTarget(iOS: OSVersion(16, 1), source: "Package.swift"))
    }

    /// The apps written for the source rules.
    @Test func theSourceFixtures() {
        let journal = "\(Self.fixtures)/source/UIKitJournal"
        #expect(ProjectLocator().deploymentTarget(forFileAt: "\(journal)/Journal/AppDelegate.swift")
                == DeploymentTarget(iOS: OSVersion(15), source: "\(journal)/Journal.xcodeproj/project.pbxproj"))
        let notes = "\(Self.fixtures)/source/SwiftUINotes"
        #expect(ProjectLocator().deploymentTarget(forFileAt: "\(notes)/Sources/Notes/NotesApp.swift")
                == DeploymentTarget(iOS: OSVersion(16), source: "\(notes)/Package.swift"))
    }

    @Test func versions() {
        #expect(OSVersion("16.4") == OSVersion(16, 4) && OSVersion("v16_4") == OSVersion(16, 4))
        #expect(OSVersion("16.0.0") == OSVersion(16) && OSVersion(16).description == "16.0")
        #expect(OSVersion(16, 4) < OSVersion(16, 10) && OSVersion(16) < OSVersion(16, 0, 1))
        #expect(OSVersion("16.x") == nil && OSVersion("") == nil && OSVersion("1..2") == nil)
    }
}
