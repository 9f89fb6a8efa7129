// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "JournalKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "JournalUI", targets: ["JournalUI"]),
        .library(name: "JournalModels", targets: ["JournalModels"]),
    ],
    dependencies: [
        .package(path: "../TextTools"),
    ],
    targets: [
        .target(
            name: "JournalUI",
            dependencies: [
                "JournalModels",
                .product(name: "Formatting", package: "TextTools"),
            ]
        ),
        .target(name: "JournalModels"),
    ]
)
