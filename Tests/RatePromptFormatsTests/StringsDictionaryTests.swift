import Foundation
import Testing
@testable import RatePromptFormats
import RatePromptTestSupport

/// `.stringsdict` files read into rules: every shape Foundation uses, and a located diagnostic for every one it
/// cannot.
@Suite("Strings dictionaries")
struct StringsDictionaryTests {
    static let shapes = PlistTestSupport.fixtures.deletingLastPathComponent()
        .appendingPathComponent("stringsdict/shapes.stringsdict").path

    @Test func everyRuleKindIsRead() throws {
        let dictionary = StringsDictionary(contentsOf: Self.shapes)
        #expect(dictionary.isLoadable)
        #expect(dictionary.entries.map(\.key) == ["ratings left", "rate button", "title", "plain", "no format",
                                                  "format not a string", "broken variables"])
        let formats = dictionary.formats
        // The plural rule: positional and nested references, value types, forms in file order.
        let ratings = try #require(formats.first)
        #expect(ratings.entry.key == "ratings left" && ratings.variant == nil)
        #expect(ratings.format.format.value == "%2$@: %1$#@ratings@")
        #expect(ratings.format.format.position == TextPosition(line: 8, column: 3))
        #expect(ratings.format.variables.map(\.name) == ["ratings", "days"])
        #expect(ratings.format.references == ["ratings", "days"])
        let variable = ratings.format.variables[0]
        #expect(variable.valueType?.value == "ld" && variable.position == TextPosition(line: 9, column: 3))
        #expect(variable.forms.map(\.category) == ["zero", "one", "other"])
        #expect(variable.form("one")?.text.value == "%ld rating in %#@days@")
        // The device rule: a nested plural for iPad, texts for the others; the width rule: texts.
        #expect(formats.count == 3)
        #expect(formats[1].entry.key == "rate button" && formats[1].variant == "ipad")
        #expect(formats[1].format.variables.map(\.name) == ["stars"])
        guard case .device(let devices) = dictionary.entries[1].rule else { Issue.record("not a device rule"); return }
        #expect(devices.map(\.name) == ["ipad", "iphone", "iphon"])
        guard case .text(let text) = devices[1].rule else { Issue.record("iphone is not a text"); return }
        #expect(text.value == "Rate")
        guard case .width(let widths) = dictionary.entries[2].rule else { Issue.record("not a width rule"); return }
        #expect(widths.map(\.name) == ["20", "wide"])
        // Variables that are no dictionaries are left out; the others keep their forms.
        #expect(formats[2].entry.key == "broken variables")
        #expect(formats[2].format.variables.map(\.name) == ["b", "c"])
        #expect(formats[2].format.variables[0].forms.isEmpty)
    }

    @Test func everyMalformedShapeIsLocated() {
        let dictionary = StringsDictionary(contentsOf: Self.shapes)
        let found = dictionary.diagnostics.sorted { $0.location.position < $1.location.position }
            .map { "\($0.location.position.line):\($0.location.position.column) \($0.severity): \($0.message)" }
        #expect(dictionary.diagnostics.allSatisfy { $0.code == "malformed-stringsdict" })
        #expect(found == [
            "54:4 warning: \"iphon\" in \"rate button\" is not a device Foundation knows (iphone, ipad, ipod, mac, "
                + "appletv, applewatch, applevision, other); no device uses it",
            "64:4 warning: \"wide\" in \"title\" is not a width (a whole number of characters); no width picks it",
            "69:2 error: \"plain\" is a string; a .stringsdict entry is a dictionary with NSStringLocalizedFormatKey "
                + "and its variables (a plain string belongs in the .strings table)",
            "71:2 error: \"no format\" has no NSStringLocalizedFormatKey: Foundation shows the key itself",
            "78:3 error: NSStringLocalizedFormatKey of \"format not a string\" is an integer, not a string",
            "85:3 error: variable a of \"broken variables\" is a string; a variable is a dictionary with "
                + "NSStringFormatSpecTypeKey and a text per plural category",
            "86:3 error: variable b of \"broken variables\" has no NSStringFormatSpecTypeKey (NSStringPluralRuleType): "
                + "Foundation does not treat it as a plural rule",
            "90:4 warning: \"One\" in variable b of \"broken variables\" is not a plural category (zero, one, two, few, "
                + "many, other); categories are lowercase: \"one\"; Foundation never uses it",
            "93:4 error: the other form of variable b of \"broken variables\" is an integer, not a string",
            "98:4 error: NSStringFormatSpecTypeKey of variable c of \"broken variables\" is \"NSStringWidthRuleType\"; "
                + "Foundation only knows NSStringPluralRuleType",
        ])
    }

    /// The same dictionary stored as a binary property list reads into the same rules.
    @Test func binaryStorageReadsTheSame() throws {
        let xml = try Data(contentsOf: URL(fileURLWithPath: Self.shapes))
        let value = try PropertyListSerialization.propertyList(from: xml, format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        let fromXML = StringsDictionary(contentsOf: Self.shapes)
        let fromBinary = StringsDictionary(PropertyListReader().read(binary, path: "shapes.stringsdict"))
        // Foundation's dictionaries are unordered: compare by key.
        func summary(_ dictionary: StringsDictionary) -> [String] {
            dictionary.formats.map { entry, variant, format in
                "\(entry.key)|\(variant ?? "")|\(format.format.value)|" + format.variables.sorted { $0.name < $1.name }
                    .map { "\($0.name):\($0.valueType?.value ?? "")=" + $0.forms.sorted { $0.category < $1.category }
                        .map { "\($0.category) \($0.text.value)" }.joined(separator: ",") }.joined(separator: ";")
            }.sorted()
        }
        #expect(summary(fromBinary) == summary(fromXML))
        #expect(fromBinary.diagnostics.count == fromXML.diagnostics.count)
    }

    @Test func referencesAreReadAsFoundationReadsThem() {
        #expect(StringsDictionary.variableReferences(in: "%#@a@ and %2$#@b_2@, 100%% %#@a@") == ["a", "b_2", "a"])
        #expect(StringsDictionary.variableReferences(in: "%%#@not@ %d %#@@ %#@open") == [])
        #expect(StringsDictionary.removingVariableReferences(from: "%d in %2$#@rooms@, 100%%") == "%d in , 100%%")
        #expect(StringsDictionary.removingVariableReferences(from: "no references") == "no references")
    }

    @Test func aRootThatIsNoDictionaryIsNotLoadable() {
        let array = Array("<plist version=\"1.0\"><array/></plist>".utf8)
        let dictionary = StringsDictionary(PropertyListReader().read(array, path: "x.stringsdict"))
        #expect(!dictionary.isLoadable && dictionary.diagnostics.count == 1)
        let broken = StringsDictionary(PropertyListReader().read(Array("<plist><dict>".utf8), path: "y.stringsdict"))
        #expect(!broken.isLoadable && broken.diagnostics.contains { $0.severity == .error })
    }
}
