// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "NotesKit",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "NotesUI", targets: ["NotesUI"]),
    ],
    targets: [
        .target(name: "NotesUI"),
    ]
)
