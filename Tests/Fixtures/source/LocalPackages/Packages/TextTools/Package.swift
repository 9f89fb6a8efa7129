// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TextTools",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Formatting", targets: ["Formatting"]),
    ],
    targets: [
        .target(name: "Formatting"),
    ]
)
