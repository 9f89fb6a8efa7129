import Foundation
import Testing
@testable import RatePromptFormats
import RatePromptTestSupport

/// `StringsDictionary` read from bytes (XML straight into its rules, through a `PropertyListTape`) against the same
/// bytes read into the value tree first: the same rules, positions and diagnostics, on every fixture and on seeded
/// random files, malformed ones included.
@Suite("StringsDictionary from bytes")
struct StringsDictionaryFastPathTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The difference between the two readings of `bytes`, or nil.
    static func difference(_ bytes: [UInt8], path: String = "Localizable.stringsdict") -> String? {
        let fast = bytes.withUnsafeBytes { StringsDictionary($0, path: path) }
        let tree = bytes.withUnsafeBytes { StringsDictionary(PropertyListReader().read($0, path: path)) }
        return ModelDifference.of(fast, tree)
    }

    /// Every `.stringsdict` and property list of the fixtures, malformed and hostile ones included.
    @Test func fixturesReadTheSame() throws {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: Self.fixtures.path)
            .filter { $0.hasSuffix(".stringsdict") || $0.hasSuffix(".plist") }
        #expect(paths.count > 20)
        for relative in paths {
            let path = Self.fixtures.appendingPathComponent(relative).path
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(Self.difference(bytes, path: path) == nil, "\(relative)")
            let fromFile = StringsDictionary(contentsOf: path)
            #expect(ModelDifference.of(fromFile, StringsDictionary(PropertyListReader().read(contentsOf: path))) == nil,
                    "\(relative) from the file")
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func generatedFilesReadTheSame(seed: UInt64) {
        var random = RandomStringsdict(seed: seed)
        var loadable = 0, formats = 0, shapeErrors = 0, syntaxErrors = 0
        for index in 0..<150 {
            let bytes = random.variant(of: random.document(count: 1 + index % 6))
            if let difference = Self.difference(bytes) {
                Issue.record("seed \(seed), file \(index): \(difference)\n\(String(decoding: bytes, as: UTF8.self))")
                return
            }
            let dictionary = bytes.withUnsafeBytes { StringsDictionary($0, path: "Localizable.stringsdict") }
            if dictionary.isLoadable { loadable += 1 }
            formats += dictionary.formats.count
            shapeErrors += dictionary.diagnostics.count { $0.code == "malformed-stringsdict" }
            syntaxErrors += dictionary.diagnostics.count { $0.code != "malformed-stringsdict" }
        }
        // The generator reaches both well-formed rules and every kind of failure.
        #expect(loadable > 75 && formats > 150 && shapeErrors > 100 && syntaxErrors > 15,
                "\(loadable) loadable, \(formats) formats, \(shapeErrors) shape errors, \(syntaxErrors) syntax errors")
    }

    /// Binary and OpenStep property lists take the tree, and read as the XML does.
    @Test func otherFormatsReadTheSame() throws {
        var random = RandomStringsdict(seed: 7)
        var compared = 0
        for _ in 0..<60 {
            let xml = Data(random.document(count: 3).utf8)
            guard let value = try? PropertyListSerialization.propertyList(from: xml, format: nil),
                  let data = try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
            else { continue }
            #expect(Self.difference([UInt8](data)) == nil)
            compared += 1
        }
        #expect(compared > 30)
        let openStep = """
            { n = { NSStringLocalizedFormatKey = "%#@count@"; count = { NSStringFormatSpecTypeKey = NSStringPluralRuleType;
            one = "one"; other = <0fa1>; }; }; m = "plain"; }
            """
        #expect(Self.difference(Array(openStep.utf8)) == nil)
        let dictionary = Array(openStep.utf8).withUnsafeBytes { StringsDictionary($0, path: "x.stringsdict") }
        #expect(dictionary.formats.count == 1 && dictionary.diagnostics.count == 2)
    }

    /// A key spelled with KELVIN SIGN equals `NSStringFormatSpecTypeKey` by `String`'s `==`, as the tree's rules
    /// compare it; a repeated key reads its last value.
    @Test func keysCompareAsStringsDo() throws {
        let text = """
            <plist><dict><key>n</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>first</string>
            <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
            <key>count</key><dict>
            <key>NSStringFormatSpecType\u{212A}ey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>one</string><key>other</key><string>other</string>
            </dict></dict></dict></plist>
            """
        let bytes = Array(text.utf8)
        #expect(Self.difference(bytes) == nil)
        let dictionary = bytes.withUnsafeBytes { StringsDictionary($0, path: "x.stringsdict") }
        #expect(dictionary.diagnostics.isEmpty)
        let format = try #require(dictionary.formats.first?.format)
        #expect(format.format.value == "%#@count@")
        #expect(format.variables.first?.isWellFormed == true)
    }

    /// The comparison sees a difference in any field: it is what makes the tests above able to fail.
    @Test func theComparisonSeesEveryField() throws {
        let path = Self.fixtures.appendingPathComponent("stringsdict/shapes.stringsdict").path
        let original = StringsDictionary(contentsOf: path)
        #expect(ModelDifference.of(original, original) == nil)
        var moved = original
        moved.entries[0].keyPosition = TextPosition(line: 99, column: 1)
        #expect(ModelDifference.of(original, moved) != nil)
        var renamed = original
        guard case .format(var format) = renamed.entries[0].rule else { Issue.record("not a format"); return }
        format.variables[0].forms[0].text.position = TextPosition(line: 1, column: 1)
        renamed.entries[0].rule = .format(format)
        #expect(ModelDifference.of(original, renamed) != nil)
        var reworded = original
        reworded.diagnostics[0].message += "."
        #expect(ModelDifference.of(original, reworded) != nil)
    }
}
