import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore

/// The app name in place of `%@`, found as iRate finds it (`objectForInfoDictionaryKey:`), on the `names` fixture:
/// an app target `Abacus` whose `Info.plist` says `CFBundleName = $(PRODUCT_NAME)` (the target's `$(TARGET_NAME)`),
/// whose Japanese `InfoPlist.strings` localizes `CFBundleDisplayName`, whose English and French ones do not, and
/// whose tables set no iRate key; a widget whose name is Xcode's `INFOPLIST_KEY_CFBundleDisplayName` setting.
@Suite("App name")
struct AppNameTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects/names").standardizedFileURL.path

    static func resolver(_ path: String = fixture, configuration: PromptConfiguration = PromptConfiguration()) -> CopyResolver {
        CopyResolver(configuration: configuration, project: LocalizationProject.discover(at: path).project)
    }

    static func name(_ preferences: [String], given: String? = nil, resolver: CopyResolver = resolver()) -> AppName {
        resolver.appName(given: given, in: resolver.resolution(for: preferences))
    }

    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\(body)</dict>\n</plist>\n"
    }

    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theLocalizedDisplayNameOfTheChosenLocalizationComesFirst() throws {
        let name = Self.name(["ja-JP", "en"])
        #expect(name.name == "そろばん")
        #expect(name.origin == .localizedInfoPlist)
        #expect(name.key == "CFBundleDisplayName")
        #expect(name.localization == "ja")
        #expect(name.location == FileLocation(path: Self.fixture + "/Abacus/ja.lproj/InfoPlist.strings", line: 2, column: 25))
    }

    /// French has an InfoPlist.strings without a name, Arabic and Sorani none (the development region's is read):
    /// the Info.plist's `CFBundleName` then, its `$(PRODUCT_NAME)` resolved for the target that builds that Info.plist.
    @Test(arguments: ["fr", "ar", "ckb"])
    func elseTheInfoPlistsNameWithItsBuildSettingsResolvedForItsTarget(_ language: String) throws {
        let name = Self.name([language])
        #expect(name.name == "Abacus")
        #expect(name.origin == .infoPlist)
        #expect(name.key == "CFBundleName")
        #expect(name.location == FileLocation(path: Self.fixture + "/Abacus/Info.plist", line: 10, column: 2))
        let read = language == "fr" ? "fr" : "en"
        #expect(name.steps == ["InfoPlist in \(read).lproj has no CFBundleDisplayName",
                               "InfoPlist in \(read).lproj has no CFBundleName",
                               "CFBundleName is $(PRODUCT_NAME), resolved from the Xcode project"])
    }

    @Test func aGivenNameThenTheConfigurationsComeBeforeTheBundles() throws {
        #expect(Self.name(["ja"], given: "Ledger") == AppName(name: "Ledger", origin: .given))
        var configuration = PromptConfiguration()
        let location = FileLocation(path: "config.json", line: 2, column: 22)
        configuration.set(ConfigurationKey.Name.applicationName, to: .string("Tally"), source: .file(location))
        let name = Self.name(["ja"], resolver: Self.resolver(configuration: configuration))
        #expect(name == AppName(name: "Tally", origin: .configuration, key: "applicationName", location: location))
    }

    /// The widget's Info.plist names nothing; Xcode writes the target's `INFOPLIST_KEY_CFBundleDisplayName` into the
    /// one it generates. `INFOPLIST_FILE` says `$(SRCROOT)/…`, the folder of the `.xcodeproj`.
    @Test func aTargetsInfoPlistKeySettingNamesTheBundleItGenerates() throws {
        let project = LocalizationProject.discover(at: Self.fixture).project
        let widget = try #require(project.groups.first { $0.folder.hasSuffix("Extensions/Widget") })
        #expect(widget.bundle.names == [BundleName(
            key: "CFBundleDisplayName", written: "Abacus Widget", value: "Abacus Widget",
            location: FileLocation(path: Self.fixture + "/Abacus.xcodeproj/project.pbxproj", line: 94, column: 41),
            buildSetting: "INFOPLIST_KEY_CFBundleDisplayName")])
        // The app's group is the one nearest the root, and its InfoPlist table is its own bundle's.
        let resolver = Self.resolver()
        #expect(resolver.bundleGroup?.folder == Self.fixture + "/Abacus")
        #expect(resolver.infoPlistGroup?.folder == Self.fixture + "/Abacus")
    }

    /// What the corpus shows: an Info.plist without a name (Xcode generates the real one), a build setting with a
    /// modifier, or no Info.plist at all. "MyApp" stands in, and the steps say why.
    @Test func nothingThatNamesTheAppLeavesTheStandInWithTheReason() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lproj = folder.appendingPathComponent("App/en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data("\"Settings\" = \"Settings\";\n".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        let noPlist = Self.name(["en"], resolver: Self.resolver(folder.path))
        #expect(noPlist.name == "MyApp" && noPlist.origin == .placeholder)
        #expect(noPlist.steps == ["no InfoPlist.strings in en", "no Info.plist in or above \(folder.path)/App"])

        let plist = folder.appendingPathComponent("App/Info.plist")
        try Data(Self.plist("<key>CFBundleName</key><string>$(TARGET_NAME:c99extidentifier)</string>").utf8)
            .write(to: plist)
        let unresolved = Self.name(["en"], resolver: Self.resolver(folder.path))
        #expect(unresolved.origin == .placeholder)
        #expect(unresolved.steps.last == "CFBundleName in \(plist.path) is $(TARGET_NAME:c99extidentifier), "
            + "a build setting RatePrompt cannot resolve")

        try Data(Self.plist("<key>CFBundleIdentifier</key><string>com.example.app</string>").utf8).write(to: plist)
        let nameless = Self.name(["en"], resolver: Self.resolver(folder.path))
        #expect(nameless.origin == .placeholder)
        #expect(nameless.steps.last == "\(plist.path) has neither CFBundleDisplayName nor CFBundleName")

        // Without a project there is no bundle to read.
        let resolver = CopyResolver()
        #expect(resolver.appName(given: nil, in: resolver.resolution(for: ["en"])).origin == .placeholder)
    }

    @Test func whetherTheAppsTableCanSupplyThePrompt() throws {
        let fixtures = URL(fileURLWithPath: Self.fixture).deletingLastPathComponent().path
        #expect(Self.resolver().appCopy == .noPromptKeys(folder: Self.fixture + "/Abacus"))
        #expect(Self.resolver(fixtures + "/preview").appCopy == .present)
        #expect(CopyResolver().appCopy == .notAsked)
        let noTable = CopyResolver(project: LocalizationProject.discover(at: Self.fixture).project, tableName: "Missing")
        #expect(noTable.appCopy == .noTable(root: Self.fixture))
    }

    /// RatePrompt's copy is the copy of an app that sets no prompt key, not a fallback; built-in English, in a
    /// language RatePrompt has no copy for (Sorani Kurdish), still is.
    @Test func ratePromptsCopyIsNoFallbackForAnAppWithoutPromptKeys() throws {
        let renderer = PromptRenderer(resolver: Self.resolver())
        let french = renderer.render(preferences: ["fr"])
        #expect(french.strings.allSatisfy { $0.source.layer == .defaults && !$0.source.isFallback })
        let sorani = renderer.render(preferences: ["ckb"])
        #expect(sorani.strings.allSatisfy { $0.source.layer == .builtInEnglish && $0.source.isFallback })
        #expect(sorani.appName == "Abacus")
        #expect(sorani.appNameSource.origin == .infoPlist)
    }

    /// The widget's Localizable has an error; it is no file of the prompt's table, which is the app's.
    @Test func aGroupsDiagnosticsAreItsOwnFilesOnly() throws {
        let project = LocalizationProject.discover(at: Self.fixture).project
        let app = try #require(project.promptGroup(named: "Localizable"))
        #expect(app.folder == Self.fixture + "/Abacus")
        #expect(project.diagnostics(of: app).isEmpty)
        #expect(project.diagnostics(ofTable: "Localizable").contains { $0.severity == .error })
    }
}
