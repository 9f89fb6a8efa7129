// swift-tools-version: 5.9
// A package whose manifest would fool a naive reading: an old manifest kept in a comment, a string that reads like
// code, a target list and exclusions bound to names.
import PackageDescription

/*
let package = Package(
    name: "Kit",
    defaultLocalization: "fr", /* the first language it was written in */
    targets: [.target(name: "Kit", resources: [.copy("Resources")])]
)
*/

let sharedExclude = ["Notes"] // what every target leaves out
let summary = "defaultLocalization: \"it\", targets: [.target(name: \"Ghost\")]"

let targets: [Target] = [
    .target(
        name: "Kit",
        exclude: sharedExclude + ["Drafts"],
        resources: [.process("Resources"), .copy("Fonts/")]
    ),
    .target(name: "Glossary", path: "Custom/Glossary", resources: [.process("Terms.json")]),
    .testTarget(name: "KitTests", dependencies: ["Kit"], resources: [.copy("Fixtures")]),
]

let package = Package(
    name: "Kit",
    // defaultLocalization: "en",
    defaultLocalization: "de",
    platforms: [.iOS("16.4"), .macOS(.v13), .iOS(.v17)],
    products: [.library(name: "Kit", targets: ["Kit"])],
    targets: targets
)
