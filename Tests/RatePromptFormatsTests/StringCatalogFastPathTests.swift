import Foundation
import Testing
@testable import RatePromptFormats
import RatePromptTestSupport

/// `StringCatalog` read from bytes (JSON straight into the catalog model, through a `PropertyListTape`) against the
/// same bytes read into the value tree first: the same entries, units, forms, positions and diagnostics, on every
/// fixture and on seeded random catalogs, malformed ones included.
@Suite("StringCatalog from bytes")
struct StringCatalogFastPathTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The difference between the two readings of `bytes`, or nil.
    static func difference(_ bytes: [UInt8], path: String = "Localizable.xcstrings") -> String? {
        let fast = bytes.withUnsafeBytes { StringCatalog($0, path: path) }
        let tree = bytes.withUnsafeBytes { StringCatalog(JSONReader().read($0, path: path)) }
        return ModelDifference.of(fast, tree)
    }

    /// Every String Catalog and JSON file of the fixtures.
    @Test func fixturesReadTheSame() throws {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: Self.fixtures.path)
            .filter { $0.hasSuffix(".xcstrings") || $0.hasSuffix(".json") }
        #expect(paths.count > 5)
        for relative in paths {
            let path = Self.fixtures.appendingPathComponent(relative).path
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(Self.difference(bytes, path: path) == nil, "\(relative)")
            #expect(ModelDifference.of(StringCatalog(contentsOf: path), StringCatalog(JSONReader().read(contentsOf: path)))
                    == nil, "\(relative) from the file")
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func generatedCatalogsReadTheSame(seed: UInt64) {
        var random = RandomStringCatalog(seed: seed)
        var loadable = 0, units = 0, forms = 0, substitutions = 0, shapeErrors = 0, syntaxErrors = 0
        for index in 0..<150 {
            let bytes = random.variant(of: random.document(count: 1 + index % 5))
            if let difference = Self.difference(bytes) {
                Issue.record("seed \(seed), file \(index): \(difference)\n\(String(decoding: bytes, as: UTF8.self))")
                return
            }
            let catalog = bytes.withUnsafeBytes { StringCatalog($0, path: "Localizable.xcstrings") }
            if catalog.isLoadable { loadable += 1 }
            for unit in catalog.entries.flatMap(\.localizations.values) {
                units += 1
                forms += unit.forms.count
                substitutions += unit.substitutions.count
            }
            let errors = catalog.diagnostics.filter { $0.severity == .error }
            syntaxErrors += errors.count { $0.message.contains("JSON") || $0.message.contains("expected") }
            shapeErrors += errors.count { $0.message.contains("must be") || $0.message.contains("has no") }
        }
        // The generator reaches rich catalogs and every kind of failure.
        let counts = "\(loadable) loadable, \(units) units, \(forms) forms, \(substitutions) substitutions, "
            + "\(shapeErrors) shape errors, \(syntaxErrors) syntax errors"
        #expect(loadable > 75 && units > 300 && forms > 300 && substitutions > 50 && shapeErrors > 10 && syntaxErrors > 10,
                "\(counts)")
    }

    /// A repeated key reads its last value in the fast path too, at the root, in an entry and in a string unit; a key
    /// that only looks like `plural` is a device-like variation.
    @Test func repeatedKeysAndLookalikes() throws {
        let text = """
            {"sourceLanguage": "de", "strings": {"a": {}}, "sourceLanguage": "en",
             "strings": {"k": {"comment": "first", "comment": "second", "localizations": {"en": {
               "stringUnit": {"state": "new", "value": "one", "value": "two"},
               "variations": {"\\u0440lural": {"one": {"stringUnit": {"value": "x"}}},
                              "plural": {"one": {"stringUnit": {"value": "y"}}, "one": {"stringUnit": {"value": "z"}}}}}}}}}
            """
        let bytes = Array(text.utf8)
        #expect(Self.difference(bytes) == nil)
        let catalog = bytes.withUnsafeBytes { StringCatalog($0, path: "x.xcstrings") }
        #expect(catalog.sourceLanguage == "en" && catalog.entries.map(\.key) == ["k"])
        #expect(catalog.entries[0].comment == "second")
        let unit = try #require(catalog.entries[0].localizations["en"])
        #expect(unit.value == "two")
        #expect(unit.forms.map(\.name) == ["one", nil, nil])
        #expect(unit.plurals.map { $0.forms.map(\.value) } == [["y", "z"]])
    }

    /// Errors at the end of a file leave no catalog, whatever was read before; nesting past JSONReader's depth is an
    /// error at its place, not a crash.
    @Test func lateErrorsAndDeepNesting() {
        let truncated = Array(#"{"sourceLanguage": "en", "strings": {"k": {}}"#.utf8)
        #expect(Self.difference(truncated) == nil)
        #expect(truncated.withUnsafeBytes { StringCatalog($0, path: "x.xcstrings") }.entries.isEmpty)
        let deep = Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect(Self.difference(deep) == nil)
        let catalog = deep.withUnsafeBytes { StringCatalog($0, path: "x.xcstrings") }
        #expect(catalog.diagnostics.first?.message.contains("nested more than 512 deep") == true)
    }

    /// The comparison sees a difference in any field: it is what makes the tests above able to fail.
    @Test func theComparisonSeesEveryField() throws {
        let path = Self.fixtures.appendingPathComponent("projects/variations/Localizable.xcstrings").path
        let original = StringCatalog(contentsOf: path)
        #expect(ModelDifference.of(original, original) == nil)
        let (index, language) = try #require(original.entries.indices.lazy.compactMap { index in
            original.entries[index].localizations.first { !$0.value.forms.isEmpty }.map { (index, $0.key) }
        }.first)
        var moved = original
        moved.entries[index].localizations[language]?.forms[0].position = TextPosition(line: 999, column: 1)
        #expect(ModelDifference.of(original, moved) != nil)
        var restated = original
        restated.entries[index].localizations[language]?.unitStates[0].state = "other"
        #expect(ModelDifference.of(original, restated) != nil)
        var renamed = original
        renamed.entries[index].keyPosition = TextPosition(line: 1, column: 99)
        #expect(ModelDifference.of(original, renamed) != nil)
    }
}
