// swift-tools-version: 6.1
// RatePrompt's plugins over the released `rateprompt` binary: a package that applies them downloads the artifact
// bundle and builds neither RatePrompt nor swift-syntax. A release publishes this package with the bundle's URL and
// checksum (scripts/build-artifactbundle.sh --url, run by .github/workflows/release.yml); the plugins' sources are
// the repository's own (links here, copied into the published package). Documentation/Plugins.md shows how to use it.
import PackageDescription

let package = Package(
    name: "RatePromptPlugins",
    products: [
        .plugin(name: "RatePromptLintPlugin", targets: ["RatePromptLintPlugin"]),
        .plugin(name: "RatePromptLintCommand", targets: ["RatePromptLintCommand"]),
    ],
    targets: [
        .plugin(name: "RatePromptLintPlugin", capability: .buildTool(), dependencies: ["rateprompt"]),
        .plugin(
            name: "RatePromptLintCommand",
            capability: .command(
                intent: .custom(verb: "rateprompt-lint", description: "Lint prompt copy and configuration"),
                // `--fix` rewrites tables and catalogs in place (`lint --fix`); without it nothing is written.
                permissions: [.writeToPackageDirectory(reason: "rateprompt-lint --fix rewrites the string tables and String Catalogs it fixes")]),
            dependencies: ["rateprompt"]
        ),
        // Written by the release workflow (scripts/build-artifactbundle.sh --url); until the first release, OWNER
        // and the zeros stand in for them.
        .binaryTarget(
            name: "rateprompt",
            url: "https://github.com/OWNER/RatePrompt/releases/download/0.1.0/rateprompt.artifactbundle.zip",
            checksum: "0000000000000000000000000000000000000000000000000000000000000000"
        ),
    ]
)
