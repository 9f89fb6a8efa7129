// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "Kit", defaultLocalization: "en", platforms: [.iOS(.v17)],
                      targets: [.target(name: "Kit", resources: [.process("Resources")])])
