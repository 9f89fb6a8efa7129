// swift-tools-version: 6.1
// libFuzzer harnesses for RatePrompt's readers, one executable per reader. A package of its own, so that library
// users never resolve it. Build and run them with `bash Fuzz/fuzz.sh` (see README.md); a plain `swift build` here
// links no fuzzer and is of no use.
import PackageDescription

/// Harness target name → the public entry point it drives.
let harnesses = [
    "FuzzStrings",               // StringsFileParser
    "FuzzXMLPropertyList",       // XMLPropertyListParser
    "FuzzBinaryPropertyList",    // BinaryPropertyListParser
    "FuzzOpenStepPropertyList",  // PropertyListReader (old-style text, and its fallbacks)
    "FuzzJSON",                  // JSONReader
    "FuzzStringCatalog",         // StringCatalog
    "FuzzCatalogFormat",         // StringCatalog.xcodeFormatted (`rateprompt format`'s writer)
    "FuzzStringsDictionary",     // StringsDictionary (.stringsdict)
    "FuzzXLIFF",                 // StringCatalog.catalogs(xliff:path:) (XLIFF 1.2, libxml2)
    "FuzzConfiguration",         // ConfigurationLoader
    "FuzzUsageState",            // UsageStateLoader
    "FuzzLintConfiguration",     // LintConfiguration (.rateprompt.yml)
    "FuzzStoreKit",              // StoreKitConfiguration (.storekit)
]

let package = Package(
    name: "RatePromptFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "RatePrompt", path: ".."),
    ],
    targets: [
        // What several harnesses check of a value tree.
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "RatePromptKit", package: "RatePrompt")]
        ),
    ] + harnesses.map { name in
        .executableTarget(
            name: name,
            dependencies: ["FuzzSupport", .product(name: "RatePromptKit", package: "RatePrompt")]
        )
    }
)
