// swift-tools-version: 6.1
// A tiny app package that uses RatePrompt's plugins: `swift build` lints its resources, and
// `swift package rateprompt-lint` lints on demand. See Documentation/Plugins.md.
import PackageDescription

let package = Package(
    name: "PluginDemo",
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "RatePrompt", path: "../..")],
    targets: [
        .executableTarget(
            name: "DemoApp",
            resources: [.process("Resources")],
            plugins: [.plugin(name: "RatePromptLintPlugin", package: "RatePrompt")]
        ),
    ]
)
