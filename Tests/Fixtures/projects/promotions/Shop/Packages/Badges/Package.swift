// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Badges",
    defaultLocalization: "ja",
    targets: [.target(name: "Badges", resources: [.process("Resources")])]
)
