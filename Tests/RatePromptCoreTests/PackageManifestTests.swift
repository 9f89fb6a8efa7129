import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore

/// `Package.swift` read as text, without swift-syntax: what a manifest says plainly is read, whatever comments and
/// strings around it say; what it computes is unknown.
@Suite struct PackageManifestTests {
    static func manifest(_ body: String, toolsVersion: String = "5.9") -> PackageManifest {
        PackageManifest(path: "/p/Package.swift", text: "// swift-tools-version: \(toolsVersion)\nimport PackageDescription\n" + body)
    }

    /// The fixture hides an old manifest in a comment and a target list in a string.
    @Test func aManifestThatFoolsANaiveScan() throws {
        let path = ProjectMembershipTests.fixtures + "/Kit/Package.swift"
        let manifest = ProjectLocator().packageManifest(path)
        #expect(manifest.toolsVersion == OSVersion(5, 9))
        #expect(manifest.unreadable.isEmpty)
        #expect(manifest.defaultLocalization == SourceLanguage(
            "de", origin: .packageManifest(FileLocation(path: path, line: 30, column: 27))))
        #expect(manifest.platforms == [ApplePlatform.iOS: OSVersion(16, 4), .macOS: OSVersion(13)])
        let targets = try #require(manifest.targets)
        #expect(targets.map(\.name) == ["Kit", "Glossary", "KitTests"])
        #expect(targets.map(\.kind) == [.target, .target, .testTarget])
        #expect(targets[0].exclude == ["Notes", "Drafts"])
        #expect(targets[0].resources == [.init(rule: .process, path: "Resources"), .init(rule: .copy, path: "Fonts/")])
        #expect(targets[1].path == "Custom/Glossary")
        #expect(targets.allSatisfy { $0.unreadable.isEmpty })
    }

    @Test func stringsOfEveryKind() throws {
        let manifest = Self.manifest(##"""
            let note = """
                targets: [.target(name: "Ghost")]
                """
            let raw = #"defaultLocalization: "it" \#(note)"#
            let package = Package(
                name: "Strings", // platforms: [.iOS(.v9)]
                defaultLocalization: #"pt-BR"#,
                platforms: [/* .iOS(.v8), */ .iOS(.v16_4), .visionOS("1.1"), .macCatalyst(.v17)],
                targets: [.target(name: "Str\u{69}ngs", exclude: ["a\"b"]), .target(name: "Late\(raw)")]
            )
            """##)
        #expect(manifest.defaultLocalization?.language == "pt-BR")
        #expect(manifest.defaultLocalization?.origin.location?.column == 28)
        #expect(manifest.platforms == [ApplePlatform.iOS: OSVersion(16, 4), .visionOS: OSVersion(1, 1)])
        // The second target's name is interpolated: the list cannot be read.
        #expect(manifest.targets == nil)
        let plain = Self.manifest(#"let package = Package(name: "S", targets: [.target(name: "Str\u{69}ngs", exclude: ["a\"b"])])"#)
        #expect(plain.targets?.map(\.name) == ["Strings"])
        #expect(plain.targets?.first?.exclude == [#"a"b"#])
    }

    @Test func namesBoundByLetAreRead() {
        let manifest = Self.manifest("""
            let resources: [Resource] = [.process("Res")]
            let folder = "Code"
            let language = LanguageTag("fr")
            let package = Package(
                name: "Bound", defaultLocalization: language,
                targets: [.target(name: "Bound", path: folder, resources: resources)] + [.testTarget(name: "BoundTests")]
            )
            """)
        #expect(manifest.defaultLocalization?.language == "fr")
        #expect(manifest.targets?.map(\.name) == ["Bound", "BoundTests"])
        #expect(manifest.targets?.first?.path == "Code")
        #expect(manifest.targets?.first?.resources == [.init(rule: .process, path: "Res")])
        #expect(manifest.platforms == [:])
    }

    /// What is computed, changed after the fact, or chosen by `#if` is unknown, never guessed.
    @Test func whatTheManifestComputesIsUnknown() {
        let function = Self.manifest("""
            let package = Package(name: "F", platforms: supported(), targets: makeTargets())
            """)
        #expect(function.targets == nil && function.platforms == nil)
        #expect(function.unreadable == ["platforms", "targets"])
        let variable = Self.manifest("""
            var targets: [Target] = [.target(name: "V")]
            targets.append(.target(name: "W"))
            let package = Package(name: "V", targets: targets)
            """)
        #expect(variable.targets == nil)
        let appended = Self.manifest("""
            let package = Package(name: "A", targets: [.target(name: "A")])
            package.targets.append(.testTarget(name: "ATests"))
            """)
        #expect(appended.targets == nil)
        let loop = Self.manifest("""
            let package = Package(name: "L", targets: [.target(name: "L")])
            for target in package.targets where target.type == .regular {
                target.resources = [.process("Resources")]
            }
            """)
        #expect(loop.targets == nil)
        let changedTarget = Self.manifest("""
            let core = Target.target(name: "Core")
            core.exclude = ["Old"]
            let package = Package(name: "C", targets: [core])
            """)
        #expect(changedTarget.targets == nil)
        let conditional = Self.manifest("""
            let package = Package(name: "C", targets: [
                .target(name: "C"),
            #if os(macOS)
                .target(name: "MacOnly"),
            #endif
            ])
            """)
        #expect(conditional.targets == nil)
        let twice = Self.manifest("""
            #if swift(>=6.0)
            let package = Package(name: "New", defaultLocalization: "en")
            #else
            let package = Package(name: "Old", defaultLocalization: "fr")
            #endif
            """)
        #expect(twice.defaultLocalization == nil && twice.targets == nil)
        let resources = Self.manifest("""
            let package = Package(name: "R", targets: [.target(name: "R", resources: shared), .target(name: "S")])
            """)
        #expect(resources.targets?.map(\.unreadable) == [["resources"], []])
        #expect(PackageManifest(path: "/p/Package.swift", text: "import PackageDescription\n").toolsVersion == nil)
    }
}

extension PackageManifestTests {
    /// Products, the local packages depended on, and each target's dependencies in every form SwiftPM takes.
    @Test func productsAndDependencies() throws {
        let manifest = Self.manifest("""
            let core = Target.target(name: "Core", dependencies: [.product(name: "Log", package: "swift-log")])
            let package = Package(
                name: "Links",
                products: [.library(name: "UI", type: .dynamic, targets: ["UI", "Core"]), .executable(name: "tool", targets: ["Tool"])],
                dependencies: [
                    .package(path: "../Shared"),
                    .package(name: "Old", path: "Vendor/OldKit"),
                    .package(url: "https://example.com/swift-log.git", from: "1.0.0"),
                ],
                targets: [
                    .target(name: "UI", dependencies: ["Core", .target(name: "Theme"), .byName(name: "Strings"),
                                                       .product(name: "Fonts", package: "Shared"), .product(name: "Old")]),
                    core,
                    .target(name: "Theme"),
                    .executableTarget(name: "Tool", dependencies: computed()),
                ]
            )
            func computed() -> [Target.Dependency] { [] }
            """)
        #expect(manifest.products == [.init(name: "UI", targets: ["UI", "Core"]), .init(name: "tool", targets: ["Tool"])])
        #expect(manifest.localPackages == [.init(name: nil, folder: "/Shared"), .init(name: "Old", folder: "/p/Vendor/OldKit")])
        #expect(manifest.localPackages?[1].isNamed("oldkit") == true && manifest.localPackages?[1].isNamed("old") == true)
        let targets = try #require(manifest.targets)
        #expect(targets[0].dependencies == [.byName("Core"), .target("Theme"), .byName("Strings"),
                                            .product("Fonts", package: "Shared"), .product("Old", package: "Old")])
        #expect(targets[1].dependencies == [.product("Log", package: "swift-log")])
        #expect(targets[2].dependencies == [])
        // A function's result: unknown, and the target's files are read all the same.
        #expect(targets[3].dependencies == nil && targets[3].unreadable.isEmpty)
        #expect(manifest.targets(ofProduct: "UI") == ["UI", "Core"] && manifest.targets(ofProduct: "None") == nil)
    }

    /// What is changed after the `Package(…)` is made is unknown.
    @Test func linksChangedLaterAreUnknown() throws {
        let manifest = Self.manifest("""
            let core = Target.target(name: "Core")
            let package = Package(name: "Later", products: [], targets: [core, .target(name: "UI")])
            core.dependencies.append("UI")
            package.products.append(.library(name: "Core", targets: ["Core"]))
            """)
        #expect(manifest.products == nil)
        #expect(manifest.targets?.map(\.dependencies) == [nil, []])
        let every = Self.manifest("""
            let package = Package(name: "Every", targets: [.target(name: "A")])
            package.targets.forEach { $0.dependencies += ["B"] }
            """)
        #expect(every.targets == nil || every.targets?.first?.dependencies == nil)
    }
}
