// swift-tools-version: 6.2
import PackageDescription

let package = Package(name: "TripKit", defaultLocalization: "en", platforms: [.iOS(.v18)],
                      targets: [.target(name: "TripKit", resources: [.process("Resources")])])
