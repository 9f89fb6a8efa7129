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
    func namesOfTables(path: String, table: String, localization: String?) {
        #expect(InputRegistry.tableName(of: path) == table)
        #expect(InputRegistry.localization(of: path) == localization)
    }

    /// Each kind is read by its own reader; one that could not be read still stands as its kind, with the failure.
    @Test func readsEachKindWithItsReader() throws {
        let strings = InputRegistry.read(InputBytes(path: "/a/fr.lproj/L.strings", bytes: Array("\"k\" = \"v\";".utf8)),
                                         as: .table)
        guard case .table(let file) = strings else { Issue.record("\(strings)"); return }
        #expect(file.entries.map(\.key) == ["k"])
        let failure = Diagnostic(.error, .unreadableFile, "gone", at: FileLocation(path: "/a/P.storekit", position: .start))
        let unreadable = InputRegistry.read(InputBytes(path: "/a/P.storekit", failure: failure), as: .storeKit)
        guard case .storeKit(let storeKit) = unreadable else { Issue.record("\(unreadable)"); return }
        #expect(storeKit.diagnostics.map(\.message) == ["gone"])
        let swift = InputRegistry.read(InputBytes(path: "/a/App.swift", bytes: Array("let a = 1".utf8)), as: .swiftCode)
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
        let read = InputRegistry.read(InputBytes(path: "/a/Base.lproj/Widget.intentdefinition", bytes: Array(text.utf8)),
                                      as: .intentDefinition)
        guard case .lookups(let lookups) = read else { Issue.record("\(read)"); return }
        #expect(lookups.tableName == "Widget" && lookups.bundleFolder == "/a")
        #expect(lookups.keys == ["aB3dE5", "Wk7pQ2", "dF4gH6", "tT1uU2"])
        #expect(lookups.diagnostics.isEmpty)
        let broken = InputRegistry.read(InputBytes(path: "/a/W.intentdefinition", bytes: Array("<plist><dict>".utf8)),
                                        as: .intentDefinition)
        guard case .lookups(let failed) = broken else { Issue.record("\(broken)"); return }
        #expect(failed.keys.isEmpty && failed.diagnostics.contains { $0.severity == .error })
        #expect(failed.bundleFolder == "/a")
        #expect(InputRegistry.entry(.intentDefinition).bundled == false)
    }

    /// `rateprompt dump` shows each kind as the registry says: a StoreKit configuration is JSON, not a property list.
    @Test func dumpForms() {
        #expect(InputRegistry.entry(of: "P.storekit")?.dump == .jsonWithoutNull)
        #expect(InputRegistry.entry(of: "L.xcstrings")?.dump == .json)
        #expect(InputRegistry.entry(of: "RatePrompt.json")?.dump == .jsonOrPropertyList)
        #expect(InputRegistry.entry(of: "Info.plist")?.dump == .propertyList)
        #expect(InputRegistry.entry(of: "notes.txt") == nil)
    }
}
