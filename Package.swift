// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "RatePrompt",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "RatePromptKit", targets: ["RatePromptKit"]),
        .executable(name: "rateprompt", targets: ["rateprompt"]),
        .plugin(name: "RatePromptLintPlugin", targets: ["RatePromptLintPlugin"]),
        .plugin(name: "RatePromptLintCommand", targets: ["RatePromptLintCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // `.rateprompt.yml`, read with node positions so that its findings point at line and column.
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        // Only the malloc interposer: the default runtime interposer is not available offline.
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(
            name: "RatePromptKit",
            dependencies: ["CLibXML2", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "rateprompt",
            dependencies: [
                "RatePromptKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Lints a target's resources on every build, with the tool built from source (see Documentation/Plugins.md).
        .plugin(name: "RatePromptLintPlugin", capability: .buildTool(), dependencies: ["rateprompt"]),
        .plugin(
            name: "RatePromptLintCommand",
            capability: .command(intent: .custom(verb: "rateprompt-lint", description: "Lint prompt copy and configuration")),
            dependencies: ["rateprompt"]
        ),
        .testTarget(
            name: "RatePromptKitTests",
            dependencies: ["RatePromptKit"]
        ),
        // Differential tests against Apple's ualoc_localizationsToUse in the toolchain's ICU (Linux only; the sources
        // compile to nothing where _FoundationICU is absent).
        .testTarget(
            name: "LocaleMatcherICUTests",
            dependencies: ["RatePromptKit"],
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "RatePromptCLITests",
            dependencies: ["rateprompt", "RatePromptKit"]
        ),
        .executableTarget(
            name: "RatePromptBenchmarks",
            dependencies: [
                "RatePromptKit",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RatePromptBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
