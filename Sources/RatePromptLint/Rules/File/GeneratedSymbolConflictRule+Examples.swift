import RatePromptFormats

extension GeneratedSymbolConflictRule {
    static let triggeringExamples: [LintExample] = [
        // The project sets the build setting: "OK" and "Ok" make `.ok`, "Total: %@" a function `.total(_:)` as
        // "total" a property; "" and "%lld" make none. In Discover, "TITLE" and "Title" make `.Discover.title`.
        LintExample(
            project(setting: "YES"),
            .init("Localizable.xcstrings", catalog("""
                    ↓"" : { "extractionState" : "manual" },
                    ↓"%lld" : { "extractionState" : "manual" },
                    "Total: %@" : { "extractionState" : "manual" },
                    "OK" : { "extractionState" : "manual" },
                    ↓"Ok" : { "extractionState" : "manual" },
                    ↓"total" : { "extractionState" : "manual" },
                    "Open in Maps" : { "extractionState" : "manual" }
                """)),
            .init("Discover.xcstrings", catalog("""
                    "TITLE" : { "extractionState" : "manual" },
                    ↓"Title" : { "extractionState" : "manual" },
                    "subtitle" : { "extractionState" : "manual" }
                """))),
        // The target sets it in one configuration: "Sign in", "Sign-in" and "sign_in" all make `.signIn`, one finding
        // with the third key as a note. (A Swift package's catalog, which always gets symbols, is read from disk in
        // GeneratedSymbolTests.)
        LintExample(
            project(setting: nil, targetSetting: "YES"),
            .init("Localizable.xcstrings", catalog("""
                    "Sign in" : { "extractionState" : "manual" },
                    ↓"Sign-in" : { "extractionState" : "manual" },
                    "sign_in" : { "extractionState" : "manual" }
                """))),
    ]

    static let nonTriggeringExamples: [LintExample] = [
        // The setting is off (unset in a project that reads no .xcconfig builds none).
        LintExample(
            project(setting: nil),
            .init("Localizable.xcstrings", catalog("""
                    "OK" : { "extractionState" : "manual" },
                    "Ok" : { "extractionState" : "manual" }
                """)),
            .init("Discover.xcstrings", catalog("""
                    "" : { "extractionState" : "manual" }
                """))),
        // On, but Xcode makes symbols only of the strings added by hand, and not of one unchecked.
        LintExample(
            project(setting: "YES"),
            .init("Localizable.xcstrings", catalog("""
                    "" : { "shouldTranslate" : false },
                    "OK" : { },
                    "Ok" : { "extractionState" : "manual" },
                    "ok" : { "extractionState" : "manual", "generatesSymbol" : false }
                """))),
        // Nothing tells whether symbols are generated (no project), and no Swift uses them.
        LintExample(.catalog(strings: """
                "OK" : { "extractionState" : "manual" },
                "Ok" : { "extractionState" : "manual" }
            """)),
    ]

    /// A String Catalog whose `strings` object holds `strings`.
    private static func catalog(_ strings: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
        \(strings)
          },
          "version" : "1.1"
        }
        """
    }

    /// `Travel.xcodeproj`: an app target that copies `Localizable.xcstrings` and `Discover.xcstrings`, the project
    /// setting `STRING_CATALOG_GENERATE_SYMBOLS` to `setting` and the target's Release to `targetSetting` (nil: not at
    /// all).
    private static func project(setting: String?, targetSetting: String? = nil) -> LintExample.File {
        .xcodeProject("Travel", objects: """
                    P1 = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G1; targets = (T1); };
                    G1 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                    F1 = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = Discover.xcstrings; sourceTree = "<group>"; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    B2 = {isa = PBXBuildFile; fileRef = F2; };
                    T1 = {isa = PBXNativeTarget; name = Travel; productType = "com.apple.product-type.application";
                        buildConfigurationList = L2; buildPhases = (R1); };
                    R1 = {isa = PBXResourcesBuildPhase; files = (B1, B2); };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                    C1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
                        \(setting.map { "STRING_CATALOG_GENERATE_SYMBOLS = \($0);" } ?? "") SWIFT_VERSION = 6.0; }; };
                    L2 = {isa = XCConfigurationList; buildConfigurations = (C2, C3); };
                    C2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = Travel; }; };
                    C3 = {isa = XCBuildConfiguration; name = Release; buildSettings = {
                        \(targetSetting.map { "STRING_CATALOG_GENERATE_SYMBOLS = \($0);" } ?? "") PRODUCT_NAME = Travel; }; };
            """)
    }
}
