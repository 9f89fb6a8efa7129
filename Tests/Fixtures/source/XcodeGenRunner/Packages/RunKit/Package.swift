// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "RunKit",
    platforms: [.iOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "RunKit", targets: ["RunKit"]),
    ],
    targets: [
        .target(name: "RunKit"),
    ]
)
