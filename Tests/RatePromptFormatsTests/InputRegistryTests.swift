import Foundation
import Testing
@testable import RatePromptFormats

/// The registry of inputs: every kind a name can give has one entry, and what asks it gets one answer.
@Suite struct InputRegistryTests {
    @Test func everyKindHasOneEntry() {
        for kind in FileKind.allCases {
            #expect(InputRegistry.entries.filter { $0.kind == kind }.count == 1, "\(kind)")
        }
        #expect(InputRegistry.entries.count == FileKind.allCases.count)
    }

    /// The app's code, Swift and Objective-C, is one yield: read only for the source rules.
    @Test func codeKinds() {
        #expect(FileKind.of("App/Compose.m") == .objectiveCCode)
        #expect(FileKind.of("App/Bridge.MM") == .objectiveCCode)
        #expect(FileKind.of("App/.m") == nil)
        #expect(FileKind.of("App/Header.h") == nil)
        #expect(InputRegistry.kinds(yielding: .code) == [.swiftCode, .objectiveCCode])
        #expect(FileKind.allCases.filter(InputRegistry.isCode) == [.swiftCode, .objectiveCCode])
        #expect(!InputRegistry.entry(.objectiveCCode).ships)
    }

    /// What a device reads: an `.lproj` table and a String Catalog; a translator's XLIFF only travels.
    @Test func whatShipsAndWhatYieldsStrings() {
        #expect(InputRegistry.kinds(yielding: .strings) == [.table, .catalog, .translation])
        #expect(InputRegistry.kinds(yielding: .strings, shipped: true) == [.table, .catalog])
        #expect(InputRegistry.kinds(yielding: .configuration) == [.configuration, .propertyList])
    }

    @Test(arguments: [
        ("App/fr.lproj/Localizable.strings", "Localizable", "fr"),
        ("App/pt-BR.lproj/InfoPlist.stringsdict", "InfoPlist", "pt-BR"),
        ("Localizable.xcstrings", "Localizable", nil),
        ("App/Base.lproj/Main.storyboard.strings", "Main.storyboard", "Base"),
    ] as [(String, String, String?)])
    func namesOfTables(path: String, table: String, localization: String?) throws {
        let input = try #require(Input(path: path))
        #expect(input.table == table)
        #expect(input.localization == localization)
    }

    /// An input's place: the bundle its table goes into is the folder above its `.lproj`, else its own folder.
    @Test func theBundleOfAnInput() throws {
        #expect(try #require(Input(path: "/a/App/fr.lproj/Localizable.strings")).bundleFolder == "/a/App")
        #expect(try #require(Input(path: "/a/App/Localizable.xcstrings")).bundleFolder == "/a/App")
        #expect(try #require(Input(path: "Localizable.xcstrings")).bundleFolder == "")
        #expect(try #require(Input(path: "/Base.lproj/W.intentdefinition")).bundleFolder == "/")
        #expect(Input(path: "/a/notes.txt") == nil)
        #expect(Input(path: "/a/notes.txt", kind: .configuration).kind == .configuration)
        #expect(InputBytes(path: "/a/fr.lproj/L.strings", bytes: []).kind == .table)
        #expect(InputBytes(path: "/a/project.pbxproj", bytes: []).kind == nil)
    }

    /// A catalog carries what it was read from: a translator's XLIFF is not a String Catalog of the app.
    @Test func catalogsCarryTheirKind() {
        let catalog = InputRegistry.read(InputBytes(path: "/a/L.xcstrings", bytes: Array(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf8)))
        guard case .catalogs(let catalogs) = catalog else { Issue.record("\(catalog)"); return }
        #expect(catalogs.map(\.kind) == [.catalog])
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
            <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="fr" datatype="plaintext">
            <body><trans-unit id="a"><source>A</source><target>B</target></trans-unit></body>
            </file>
            </xliff>
            """
        let translation = InputRegistry.read(InputBytes(path: "/a/fr.xliff", bytes: Array(xliff.utf8)))
        guard case .catalogs(let translated) = translation else { Issue.record("\(translation)"); return }
        #expect(!translated.isEmpty && translated.allSatisfy { $0.kind == .translation })
        let unreadable = Diagnostic(.error, .unreadableFile, "gone", at: FileLocation(path: "/a/fr.xliff", position: .start))
        guard case .catalogs(let failed) = InputRegistry.read(InputBytes(path: "/a/fr.xliff", failure: unreadable)) else {
            Issue.record("not catalogs")
            return
        }
        #expect(failed.map(\.kind) == [.translation])
    }

    /// The names for tools (a hook's file filter) say of a path what `FileKind.of` says: whether RatePrompt reads it.
    @Test(arguments: [
        "App/fr.lproj/Localizable.strings", "App/Localizable.strings", "App/fr.lproj/.strings", "L.xcstrings",
        ".xcstrings", "App/fr.lproj/L.stringsdict", "de.xliff", "de.XLF", ".xlf", ".xliff", "RatePrompt.plist",
        "config/ratepromptApp.json", "App.json", "Info.plist", ".plist", "Products.storekit",
        "Base.lproj/Widget.intentdefinition", "App/View.swift", "App/Compose.m", "App/Bridge.MM", "App/Header.h",
        "App/.rateprompt.yml", "App/rateprompt.yml", "README.md", "App/fr.lproj/Main.storyboard", "App/x.strings/y.txt",
        "App/Info.plist.orig", "App/Settings.bundle/Root.plist", "App/Settings.bundle/Child.plist",
    ])
    func theNamesForToolsAgreeWithTheKinds(path: String) throws {
        let expression = try Regex(InputRegistry.names)
        #expect((path.firstMatch(of: expression) != nil) == (FileKind.of(path) != nil), "\(path)")
    }

    /// Each kind is read by its own reader; one that could not be read still stands as its kind, with the failure.
    @Test func readsEachKindWithItsReader() throws {
        let strings = InputRegistry.read(InputBytes(path: "/a/fr.lproj/L.strings", bytes: Array("\"k\" = \"v\";".utf8)))
        guard case .table(let file) = strings else { Issue.record("\(strings)"); return }
        #expect(file.entries.map(\.key) == ["k"])
        let failure = Diagnostic(.error, .unreadableFile, "gone", at: FileLocation(path: "/a/P.storekit", position: .start))
        let unreadable = InputRegistry.read(InputBytes(path: "/a/P.storekit", failure: failure))
        guard case .storeKit(let storeKit) = unreadable else { Issue.record("\(unreadable)"); return }
        #expect(storeKit.diagnostics.map(\.message) == ["gone"])
        let swift = InputRegistry.read(InputBytes(path: "/a/App.swift", bytes: Array("let a = 1".utf8)))
        guard case .unparsed(let data) = swift else { Issue.record("\(swift)"); return }
        #expect(data.count == 9)
    }

    /// A file named on the command line is what its name says wherever it is; found by a walk, only where a bundle
    /// reads it.
    @Test func namedFilesAreWhatTheirNameSays() {
        #expect(FileKind.of("Fixtures/29_duplicate.strings") == nil)
        #expect(FileKind.of("Fixtures/29_duplicate.strings", named: true) == .table)
        #expect(FileKind.of("de.xcloc/Source Contents/App/en.lproj/L.strings") == nil)
        #expect(FileKind.of("de.xcloc/Source Contents/App/en.lproj/L.strings", named: true) == .table)
        #expect(FileKind.of("de.xcloc/Localized Contents/de.xliff") == .translation)
    }

    /// An intent definition yields the ids of its texts, at any depth, for the table of its name; one that does not
    /// parse still stands for that table, with the syntax error.
    @Test func anIntentDefinitionYieldsItsIDs() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>INEnums</key>
                <array><dict>
                    <key>INEnumDisplayName</key><string>Period</string>
                    <key>INEnumDisplayNameID</key><string>aB3dE5</string>
                    <key>INEnumValues</key>
                    <array><dict>
                        <key>INEnumValueDisplayName</key><string>Week</string>
                        <key>INEnumValueDisplayNameID</key><string>Wk7pQ2</string>
                        <key>INEnumValueIndex</key><integer>1</integer>
                    </dict></array>
                </dict></array>
                <key>INIntentDefinitionNamespace</key><string>Zz9Yy8</string>
                <key>INIntents</key>
                <array><dict>
                    <key>INIntentParameterMetadata</key>
                    <dict><key>INIntentParameterMetadataDefaultValueID</key><string>dF4gH6</string></dict>
                    <key>INIntentTitle</key><string>Show Tally</string>
                    <key>INIntentTitleID</key><string>tT1uU2</string>
                    <key>INIntentLastParameterTag</key><integer>3</integer>
                </dict></array>
            </dict>
            </plist>
            """
        let read = InputRegistry.read(InputBytes(path: "/a/Base.lproj/Widget.intentdefinition", bytes: Array(text.utf8)))
        guard case .lookups(let lookups) = read else { Issue.record("\(read)"); return }
        #expect(lookups.tableName == "Widget" && lookups.bundleFolder == "/a")
        #expect(lookups.keys == ["aB3dE5", "Wk7pQ2", "dF4gH6", "tT1uU2"])
        #expect(lookups.diagnostics.isEmpty)
        let broken = InputRegistry.read(InputBytes(path: "/a/W.intentdefinition", bytes: Array("<plist><dict>".utf8)))
        guard case .lookups(let failed) = broken else { Issue.record("\(broken)"); return }
        #expect(failed.keys.isEmpty && failed.diagnostics.contains { $0.severity == .error })
        #expect(failed.bundleFolder == "/a")
        #expect(InputRegistry.entry(.intentDefinition).bundled == false)
    }

    /// `rateprompt dump` shows each kind as the registry says: a StoreKit configuration is JSON without its `null`
    /// members, a String Catalog its JSON tree, any other property list its tree; a file of no kind by its name.
    @Test func dumpForms() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url.path
        }
        guard case .tree(let storeKit) = InputRegistry.dump(try write("P.storekit", #"{"a": null, "b": 1}"#)),
              case .dictionary(let members)? = storeKit.root?.value else { Issue.record("not a tree"); return }
        #expect(members.map(\.key) == ["b"])
        guard case .tree(let catalog) = InputRegistry.dump(try write("L.xcstrings", #"{"version": "1.0"}"#)) else {
            Issue.record("not a tree")
            return
        }
        #expect(catalog.root != nil && catalog.format == nil)
        let plist = #"<?xml version="1.0"?><plist version="1.0"><dict><key>a</key><string>b</string></dict></plist>"#
        guard case .tree(let info) = InputRegistry.dump(try write("Info.plist", plist)) else { Issue.record("not a tree"); return }
        #expect(info.format == .xml)
        guard case .tree(let other) = InputRegistry.dump(try write("notes.json", #"{"a": 1}"#)) else {
            Issue.record("not a tree")
            return
        }
        #expect(other.root != nil)
        guard case .strings(let table) = InputRegistry.dump(try write("T.strings", #""k" = "v";"#)) else {
            Issue.record("not a table")
            return
        }
        #expect(table.entries.map(\.key) == ["k"])
        guard case .tree(let missing) = InputRegistry.dump(folder.appendingPathComponent("gone.strings").path) else {
            Issue.record("not a tree")
            return
        }
        #expect(missing.root == nil && missing.diagnostics.map(\.code) == [.unreadableFile])
    }
}
