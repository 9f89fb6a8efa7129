import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore

/// Which apps and extensions run a package target's code, for both ways a project names a local package, through
/// another product, a local package's product and an embedded framework (`Tests/Fixtures/source`, see its README).
@Suite struct PackageLinksTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/source").path

    /// The targets whose main bundle the package target `name` of the manifest at `manifest` runs in.
    static func hosts(_ manifest: String, _ name: String, locator: ProjectLocator = ProjectLocator()) -> [String] {
        let path = "\(fixtures)/\(manifest)"
        let index = locator.packageManifest(path).targets?.firstIndex { $0.name == name } ?? -1
        return locator.hosts(of: ProjectMembership.Target(file: path, name: name, kind: "target", index: index)).map(\.name)
    }

    /// `XCLocalSwiftPackageReference` (Xcode 15 and later): a product each target names with its package.
    @Test func localPackageReferences() throws {
        let project = ProjectLocator().xcodeProject("\(Self.fixtures)/LocalPackages/Diary.xcodeproj/project.pbxproj")
        let kit = XcodeTarget.PackageProduct.Package.local(folder: "\(Self.fixtures)/LocalPackages/Packages/JournalKit")
        #expect(project.targets.map(\.packageProducts) == [
            [.init(name: "JournalUI", package: kit)], [.init(name: "JournalUI", package: kit)],
            [.init(name: "JournalModels", package: kit)], [.init(name: "JournalUI", package: kit)],
        ])
        #expect(project.packageFolders == ["\(Self.fixtures)/LocalPackages/Packages/JournalKit"])
        // The app embeds its extensions; each extension and the app have a main bundle, the test bundle does not.
        #expect(project.targets[0].dependencies == [1, 2])
        #expect(project.targets.map(\.hasMainBundle) == [true, true, true, false])
        // JournalUI: the product both Diary and DiaryShare link (not the tests). Formatting: through JournalUI's
        // dependency on a product of the local package TextTools. JournalModels: the widget's product, and a
        // dependency of JournalUI by name.
        #expect(Self.hosts("LocalPackages/Packages/JournalKit/Package.swift", "JournalUI") == ["Diary", "DiaryShare"])
        #expect(Self.hosts("LocalPackages/Packages/TextTools/Package.swift", "Formatting") == ["Diary", "DiaryShare"])
        #expect(Self.hosts("LocalPackages/Packages/JournalKit/Package.swift", "JournalModels")
                == ["Diary", "DiaryShare", "DiaryWidget"])
        let locator = ProjectLocator()
        let diary = ProjectMembership.Target(file: project.path, name: "Diary", kind: nil, index: 0)
        #expect(locator.extractsStrings(diary))
        #expect(!locator.extractsStrings(ProjectMembership.Target(file: project.path, name: "DiaryTests", kind: nil, index: 3)))
    }

    /// A package folder in the project (before Xcode 15) and a product named without its package: found by name in
    /// the folders the project holds. The app links it through the framework it embeds.
    @Test func folderReferencesAndFrameworks() {
        let project = ProjectLocator().xcodeProject("\(Self.fixtures)/FolderPackages/Notes.xcodeproj/project.pbxproj")
        #expect(project.targets.map(\.packageProducts) == [[], [.init(name: "NotesUI", package: .unnamed)]])
        #expect(project.packageFolders == ["\(Self.fixtures)/FolderPackages/Packages/NotesKit"])
        #expect(project.targets[1].isLibrary && !project.targets[1].hasMainBundle)
        #expect(Self.hosts("FolderPackages/Packages/NotesKit/Package.swift", "NotesUI") == ["Notes"])
    }

    /// XcodeGen's `packages:` and `- package:`, the watch app's in a spec the project includes.
    @Test func xcodeGenPackages() {
        let spec = ProjectLocator().xcodeGenSpec("\(Self.fixtures)/XcodeGenRunner/project.yml")
        let kit = XcodeTarget.PackageProduct.Package.local(folder: "\(Self.fixtures)/XcodeGenRunner/Packages/RunKit")
        #expect(spec.project.targets.map(\.name) == ["Runner", "RunnerWatch"])
        #expect(spec.project.targets.map(\.packageProducts) == [[.init(name: "RunKit", package: kit)], [.init(name: "RunKit", package: kit)]])
        #expect(Self.hosts("XcodeGenRunner/Packages/RunKit/Package.swift", "RunKit") == ["Runner", "RunnerWatch"])
    }

    /// An app in a folder beside the package is asked when the run found it; a package no project links has no host.
    @Test func projectsElsewhereAreAskedWhenNamed() {
        let locator = ProjectLocator(files: [
            "/virtual/side/Kit/Package.swift": Array("""
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
                                      targets: [.target(name: "Kit")])
                """.utf8),
            "/virtual/side/Kit/Sources/Kit/Kit.swift": Array("".utf8),
            "/virtual/side/App/App.xcodeproj/project.pbxproj": Array("""
                { objects = { P = { isa = PBXProject; mainGroup = G; targets = ( T ); packageReferences = ( L ); };
                  G = { isa = PBXGroup; children = ( ); sourceTree = "<group>"; };
                  L = { isa = XCLocalSwiftPackageReference; relativePath = ../Kit; };
                  D = { isa = XCSwiftPackageProductDependency; package = L; productName = Kit; };
                  T = { isa = PBXNativeTarget; name = Side; buildPhases = ( ); packageProductDependencies = ( D );
                        productType = "com.apple.product-type.application"; }; };
                  rootObject = P; }
                """.utf8),
        ])
        let kit = ProjectMembership.Target(file: "/virtual/side/Kit/Package.swift", name: "Kit", kind: "target", index: 0)
        #expect(locator.hosts(of: kit).isEmpty)
        #expect(locator.hosts(of: kit, alsoAmong: ["/virtual/side/App/App.xcodeproj/project.pbxproj"]).map(\.name) == ["Side"])
    }
}
