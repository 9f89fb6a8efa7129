// swift-tools-version: 6.1
// RatePrompt's benchmarks: a package of its own, so that packages depending on RatePrompt never resolve the benchmark
// package and its dependencies. Run them with `python3 Benchmarks/report.py` (from the repository's root), which
// prints the ratios the README quotes; `swift package benchmark` here runs them alone.
import PackageDescription

let package = Package(
    name: "RatePromptBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "RatePrompt", path: ".."),
        // Only the malloc interposer: the default runtime interposer is not available offline.
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Uses the public API only, as any library user would.
        .executableTarget(
            name: "RatePromptBenchmarks",
            dependencies: [
                .product(name: "RatePromptKit", package: "RatePrompt"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "RatePromptBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Foundation's bare parse of an app's localization files, as a whole process: the yardstick of
        // `corpus_lint.py`, which times it against `rateprompt lint` on real apps.
        .executableTarget(name: "FoundationParse", path: "FoundationParse"),
    ]
)
