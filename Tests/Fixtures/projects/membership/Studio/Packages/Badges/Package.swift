// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Badges",
    defaultLocalization: "en",
    platforms: [.iOS(.v15)],
    targets: [.target(name: "Badges", resources: [.process("Resources")])]
)
