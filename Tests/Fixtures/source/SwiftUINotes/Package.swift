// swift-tools-version: 6.0
// A SwiftUI app written for RatePrompt's source rules: each view asks for a review in its own way.
import PackageDescription

let package = Package(
    name: "Notes",
    platforms: [.iOS(.v16), .macOS(.v13)],
    targets: [.executableTarget(name: "Notes")]
)
