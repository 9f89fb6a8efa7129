// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Charts",
    // defaultLocalization: "en" was the template's; the package is written in German.
    defaultLocalization: "de",
    targets: [.target(name: "Charts", resources: [.process("Resources")])]
)
