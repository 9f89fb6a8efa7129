// swift-tools-version: 6.1
import PackageDescription

// One module per stage of the flow (DESIGN.md): each knows only the stages before it, stages share internals through
// `package` access, and the public API is what a library user needs. Benchmarks/ and Fuzz/ are packages of their
// own.
let package = Package(
    name: "RatePrompt",
    platforms: [.macOS(.v13)],
    products: [
        // Reading, the project model, localization, policy, lint (without the source rules), output and the requests:
        // no swift-syntax.
        .library(
            name: "RatePromptKit",
            targets: ["RatePromptFormats", "RatePromptCore", "RatePromptLint", "RatePromptOutput", "RatePromptRequests"]
        ),
        // The source stage: the app's Swift read with swift-syntax, its rules, and `explain --source`.
        .library(name: "RatePromptSource", targets: ["RatePromptSource", "RatePromptSourceLint"]),
        .executable(name: "rateprompt", targets: ["rateprompt"]),
        .plugin(name: "RatePromptLintPlugin", targets: ["RatePromptLintPlugin"]),
        .plugin(name: "RatePromptLintCommand", targets: ["RatePromptLintCommand"]),
    ],
    // The source stage needs swift-syntax. It is on by default, so `rateprompt` reads the app's Swift; a package that
    // uses only RatePromptKit builds no swift-syntax either way, and with `traits: []` on its dependency on RatePrompt
    // it does not even resolve it (SwiftPM leaves out a dependency that only a disabled trait uses).
    traits: [
        .trait(name: "SourceStage", description: "Read the app's Swift with swift-syntax: the source rules and explain --source."),
        .default(enabledTraits: ["SourceStage"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // `.rateprompt.yml` and XcodeGen's `project.yml`, read with node positions so that findings point at line and
        // column.
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        // Reading the app's own Swift (where it requests a review): parse only, no type checking. Pinned to the
        // version built and measured here (README, "What reading the app's Swift costs").
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        // Test-only: the CLI tests run the built tool through it. No product uses it, so a package that depends on
        // RatePrompt never resolves it.
        .package(url: "https://github.com/swiftlang/swift-subprocess.git", exact: "1.0.2"),
        // `swift package generate-documentation`: used by no target, so packages that depend on RatePrompt never
        // resolve it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // Parse: bytes on disk → syntax values with their positions, and diagnostics.
        .target(name: "RatePromptFormats", dependencies: ["CLibXML2"], swiftSettings: swiftSettings),
        // Configuration, project, localization, policy, and the models of the app's code the source stage fills.
        .target(
            name: "RatePromptCore",
            dependencies: ["RatePromptFormats", .product(name: "Yams", package: "Yams")],
            swiftSettings: swiftSettings
        ),
        // Rules, .rateprompt.yml, baselines, reporters.
        .target(
            name: "RatePromptLint",
            dependencies: ["RatePromptFormats", "RatePromptCore", .product(name: "Yams", package: "Yams")],
            swiftSettings: swiftSettings
        ),
        // Text, JSON, HTML, SVG, dumps: shows, decides nothing.
        .target(
            name: "RatePromptOutput",
            dependencies: ["RatePromptFormats", "RatePromptCore", "RatePromptLint"],
            swiftSettings: swiftSettings
        ),
        // One request per command: options in, a result out; the one place that decides when an input can be used.
        .target(
            name: "RatePromptRequests",
            dependencies: ["RatePromptFormats", "RatePromptCore", "RatePromptLint", "RatePromptOutput"],
            swiftSettings: swiftSettings
        ),
        // Read the app's Swift sources: where it requests a review or handles a promoted purchase, in which context.
        .target(
            name: "RatePromptSource",
            dependencies: [
                "RatePromptFormats", "RatePromptCore",
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["SourceStage"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["SourceStage"])),
            ],
            swiftSettings: swiftSettings
        ),
        // The source rules, the lint stage that adds them with the Swift reader, and `explain --source`.
        .target(
            name: "RatePromptSourceLint",
            dependencies: ["RatePromptFormats", "RatePromptCore", "RatePromptSource", "RatePromptLint", "RatePromptRequests"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "rateprompt",
            dependencies: [
                "RatePromptFormats", "RatePromptCore", "RatePromptLint", "RatePromptRequests", "RatePromptSourceLint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        // Lints a target's resources on every build, with the tool built from source (see Documentation/Plugins.md).
        .plugin(name: "RatePromptLintPlugin", capability: .buildTool(), dependencies: ["rateprompt"]),
        .plugin(
            name: "RatePromptLintCommand",
            capability: .command(
                intent: .custom(verb: "rateprompt-lint", description: "Lint prompt copy and configuration"),
                // `--fix` rewrites tables and catalogs in place (`lint --fix`); without it nothing is written.
                permissions: [.writeToPackageDirectory(reason: "rateprompt-lint --fix rewrites the string tables and String Catalogs it fixes")]),
            dependencies: ["rateprompt"]
        ),
        // The generators of the committed generated files (README, "Generated files"), as swift-format's
        // generate-swift-format: `swift run generate-rateprompt` writes them all, `--check` lists the stale ones, and
        // RatePromptGeneratorsTests fails while one is. In no product, so a package that depends on RatePrompt never
        // builds them. The ICU tables' generator calls the toolchain's ICU (Linux only; elsewhere it says it cannot run).
        .target(
            name: "RatePromptGenerators",
            dependencies: ["RatePromptCore", "RatePromptLint", "RatePromptOutput", "RatePromptSourceLint"],
            swiftSettings: swiftSettings,
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        .executableTarget(name: "generate-rateprompt", dependencies: ["RatePromptGenerators"], swiftSettings: swiftSettings),
        // Seeded generators and fixture readers the test targets share.
        .target(
            name: "RatePromptTestSupport",
            dependencies: ["RatePromptFormats"],
            path: "Tests/RatePromptTestSupport",
            swiftSettings: swiftSettings
        ),
        // Each test target depends on the modules its files import (the stages before its own stage among them).
        .testTarget(
            name: "RatePromptFormatsTests",
            dependencies: ["RatePromptFormats", "RatePromptCore", "RatePromptLint", "RatePromptOutput", "RatePromptTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RatePromptCoreTests",
            dependencies: ["RatePromptFormats", "RatePromptCore", "RatePromptLint", "RatePromptOutput", "RatePromptTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RatePromptLintTests",
            dependencies: ["RatePromptFormats", "RatePromptCore", "RatePromptLint", "RatePromptTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RatePromptOutputTests",
            dependencies: ["RatePromptFormats", "RatePromptCore", "RatePromptLint", "RatePromptOutput", "RatePromptTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RatePromptRequestsTests",
            dependencies: [
                "RatePromptFormats", "RatePromptCore", "RatePromptLint", "RatePromptOutput", "RatePromptRequests",
                "RatePromptTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RatePromptSourceTests",
            dependencies: ["RatePromptFormats", "RatePromptCore", "RatePromptLint", "RatePromptSource", "RatePromptSourceLint"],
            swiftSettings: swiftSettings
        ),
        // The drift tests of the generated files, and the generators' own.
        .testTarget(
            name: "RatePromptGeneratorsTests",
            dependencies: ["RatePromptCore", "RatePromptLint", "RatePromptSourceLint", "RatePromptGenerators"],
            swiftSettings: swiftSettings
        ),
        // Differential tests against Apple's ualoc_localizationsToUse and uplrules_select in the toolchain's ICU
        // (Linux only; the sources compile to nothing where _FoundationICU is absent).
        .testTarget(
            name: "LocaleMatcherICUTests",
            dependencies: ["RatePromptFormats", "RatePromptCore", "RatePromptLint", "RatePromptTestSupport"],
            swiftSettings: swiftSettings,
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        // The tool is built for these tests, which run it; no file imports it.
        .testTarget(
            name: "RatePromptCLITests",
            dependencies: [
                "rateprompt", "RatePromptFormats", "RatePromptCore", "RatePromptLint", "RatePromptRequests",
                "RatePromptSourceLint", "RatePromptTestSupport", .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)

// Every file imports the modules whose declarations it uses, members included (SE-0444), so that an import cannot
// be dropped or forgotten without the compiler saying so.
var swiftSettings: [SwiftSetting] {
    [.enableUpcomingFeature("MemberImportVisibility")]
}
