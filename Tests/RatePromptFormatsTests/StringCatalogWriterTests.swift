import Foundation
import Testing
@testable import RatePromptFormats
import RatePromptTestSupport

/// `StringCatalogWriter` against Foundation's JSON writer with Xcode's options (pretty, sorted keys, unescaped
/// slashes), which gives the bytes of every Xcode-written catalog of the corpus (`scripts/format_corpus.sh`).
@Suite("StringCatalogWriter")
struct StringCatalogWriterTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/format")

    static func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

    static func format(_ bytes: [UInt8]) -> Result<[UInt8], Diagnostic> {
        bytes.withUnsafeBytes { StringCatalogWriter.format($0, path: "test.xcstrings") }
    }

    /// What Xcode writes for a value (Foundation's writer, as Xcode calls it).
    static func reference(_ object: Any) throws -> [UInt8] {
        [UInt8](try JSONSerialization.data(withJSONObject: object,
                                           options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
    }

    /// Catalogs in the shapes of the corpus's Xcode-written ones (a storyboard's, a code catalog with variations and
    /// escapes, an empty one) and of 2026's (Xcode 26's version 1.1 with generated comments, `generatesSymbol`, named
    /// placeholders and substitutions; an Interface Builder file's version 1.2; a version 1.3), made with
    /// `reference`: each comes back byte for byte.
    @Test(arguments: ["Storyboard.xcstrings", "Localizable.xcstrings", "Empty.xcstrings", "Xcode26.xcstrings",
                      "InterfaceBuilder.xcstrings", "Version13.xcstrings"])
    func anXcodeWrittenCatalogIsUnchanged(_ name: String) throws {
        let bytes = try Self.fixture(name)
        #expect(try Self.format(bytes).get() == bytes)
        #expect(try Self.reference(JSONSerialization.jsonObject(with: Data(bytes))) == bytes, "the fixture is Xcode's")
        #expect(bytes.last == UInt8(ascii: "}"), "no line break at the end")
    }

    /// The same content, its members shuffled at every level and written on one line, comes back as Xcode's bytes.
    @Test(arguments: ["Storyboard.xcstrings", "Localizable.xcstrings", "Xcode26.xcstrings", "InterfaceBuilder.xcstrings",
                      "Version13.xcstrings"])
    func anyOrderComesBackAsXcodesBytes(_ name: String) throws {
        let bytes = try Self.fixture(name)
        let model = try bytes.withUnsafeBytes { try CatalogJSON.read($0, path: name).get() }
        var random = SplitMix64(seed: 26)
        for _ in 0..<3 {
            let shuffled = Self.shuffled(model, using: &random)
            let compact = CatalogJSONLayout.compact(shuffled)
            #expect(compact != bytes)
            #expect(try Self.format(compact).get() == bytes)
        }
    }

    static func shuffled(_ value: CatalogJSON, using random: inout SplitMix64) -> CatalogJSON {
        switch value {
        case .object(let members):
            return .object(members.shuffled(using: &random).map { .init($0.key, shuffled($0.value, using: &random)) })
        case .array(let elements):
            return .array(elements.map { shuffled($0, using: &random) })
        default:
            return value
        }
    }

    /// Generated catalogs of every shape, written by Foundation without sorting: the output is Foundation's sorted
    /// bytes (so Xcode's), holds the same values as the input, and formatting it again changes nothing.
    @Test func generatedCatalogsRoundTrip() throws {
        for seed in UInt64(1)...120 {
            var generator = CatalogGenerator(seed: seed)
            let catalog = generator.catalog()
            let input = [UInt8](try JSONSerialization.data(
                withJSONObject: catalog, options: seed % 2 == 0 ? [] : [.prettyPrinted]))
            let output = try Self.format(input).get()
            #expect(output == (try Self.reference(catalog)), "seed \(seed)")
            let read = try JSONSerialization.jsonObject(with: Data(output)) as? NSDictionary
            #expect(read == (catalog as NSDictionary), "seed \(seed): the values changed")
            #expect(try Self.format(output).get() == output, "seed \(seed): a second format changed it")
        }
    }

    @Test func stringsAreEscapedAsFoundationEscapesThem() throws {
        let controls = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) })
        let text = controls + "\"\\/ \u{7F} é \u{2028} 🙂 \u{FEFF}"
        let object: [String: Any] = ["k\u{1}/": text]
        let output = try Self.format(Array(#"{"k\u0001\/":"# .utf8) + Self.quotedWithEscapes(text) + [UInt8(ascii: "}")]).get()
        #expect(output == (try Self.reference(object)))
        #expect(String(decoding: output, as: UTF8.self).contains(#"\u0000\u0001"#))
        #expect(String(decoding: output, as: UTF8.self).contains(#"\b\t\n\u000b\f\r"#))
    }

    /// Every character as `\uXXXX` (surrogate pairs for the astral ones): none of the input's escapes survive.
    static func quotedWithEscapes(_ text: String) -> [UInt8] {
        Array(("\"" + text.utf16.map { String(format: "\\u%04X", $0) }.joined() + "\"").utf8)
    }

    @Test func numbersBooleansAndNullKeepTheirText() throws {
        let output = try Self.format(Array(#"{"b":[1.0,-0,2E+3,true,false,null],"a":{}}"#.utf8)).get()
        #expect(String(decoding: output, as: UTF8.self) == """
            {
              "a" : {

              },
              "b" : [
                1.0,
                -0,
                2E+3,
                true,
                false,
                null
              ]
            }
            """)
    }

    /// Xcode 26's members sort among the others as Foundation sorts them: `generatesSymbol` after `extractionState`,
    /// `isCommentAutoGenerated` after `comment`, before `localizations` and `shouldTranslate`.
    @Test func newerMembersAreOrderedAsXcodeOrdersThem() throws {
        let entry: [String: Any] = ["shouldTranslate": false, "localizations": [:] as [String: Any],
                                    "isCommentAutoGenerated": true, "generatesSymbol": false, "extractionState": "manual",
                                    "comment": "c"]
        let value: [String: Any] = ["version": "1.1", "strings": ["k": entry], "sourceLanguage": "en"]
        let written = try Self.format(Array(try JSONSerialization.data(withJSONObject: value))).get()
        #expect(written == (try Self.reference(value)))
        let text = String(decoding: written, as: UTF8.self)
        let order = ["comment", "extractionState", "generatesSymbol", "isCommentAutoGenerated", "localizations",
                     "shouldTranslate"].map { text.range(of: "\"\($0)\" :")!.lowerBound }
        #expect(order == order.sorted())
    }

    /// Keys that Foundation's comparison orders both ways (a precomposed `é` against a decomposed one, with a control
    /// character or a mark after it: the fuzzer's find, kept as `Fuzz/Seeds/catalog-format/keys-ordered-both-ways.xcstrings`)
    /// come out in one order whatever order they were read in, and formatting that again changes nothing.
    @Test func keysFoundationOrdersBothWaysComeOutInOneOrder() throws {
        let keys = ["\u{E9}\u{301}_", "ea\u{301}", "e-\u{301}", "\u{E9}\u{301}\u{0}", "e\u{301}", "plain"]
        let orderedBothWays = keys.indices.contains { a in
            keys.indices.contains { b in
                a != b && XcodeKeyOrder.foundationOrder(keys[a], keys[b]) == XcodeKeyOrder.foundationOrder(keys[b], keys[a])
            }
        }
        #expect(orderedBothWays, "Foundation orders none of these both ways any more: the test needs other keys")
        var outputs: Set<[UInt8]> = []
        var random = SplitMix64(seed: 29)
        for _ in 0..<40 {
            let members = keys.shuffled(using: &random).map { CatalogJSON.Member($0, .object([])) }
            let catalog = CatalogJSON.object([.init("sourceLanguage", .string("en")), .init("strings", .object(members)),
                                              .init("version", .string("1.0"))])
            let once = try Self.format(CatalogJSONLayout.compact(catalog)).get()
            #expect(try Self.format(once).get() == once)
            outputs.insert(once)
        }
        #expect(outputs.count == 1)
    }

    /// The fuzzer's finds, byte for byte (`Fuzz/Seeds/catalog-format/`): keys Foundation ordered both ways, and long
    /// keys, with a digit or an emoji at their difference after a long run of `#`, that Foundation compared by reading
    /// past its window. Each formats to bytes that format to themselves, in every order of its members.
    @Test(arguments: ["keys-ordered-both-ways.xcstrings", "long-keys-digit-past-the-window.xcstrings",
                      "long-keys-emoji-past-the-window.xcstrings"])
    func theFuzzersFindsFormatOnce(_ name: String) throws {
        let seeds = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Seeds/catalog-format")
        let bytes = [UInt8](try Data(contentsOf: seeds.appendingPathComponent(name)))
        let once = try Self.format(bytes).get()
        #expect(try Self.format(once).get() == once)
        let model = try bytes.withUnsafeBytes { try CatalogJSON.read($0, path: name).get() }
        var random = SplitMix64(seed: 30)
        for _ in 0..<20 {
            #expect(try Self.format(CatalogJSONLayout.compact(Self.shuffled(model, using: &random))).get() == once)
        }
    }

    /// A catalog of a version newer than RatePrompt knows is not rewritten, in Xcode's layout or not: the writer says
    /// why, as a warning at the version.
    @Test func aNewerVersionIsLeftAlone() throws {
        let bytes = try Self.fixture("Newer.xcstrings")
        guard case .failure(let warning) = Self.format(bytes) else {
            Issue.record("a version 1.4 catalog was rewritten")
            return
        }
        #expect(warning.severity == .warning)
        #expect(warning.code == .newerCatalogVersion)
        #expect(warning.message.contains("\"1.4\""))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(warning.location.line == text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("\"version\"") }.map { $0 + 1 })
        let compact = Array(#"{"version":"2.0","sourceLanguage":"en","strings":{}}"#.utf8)
        guard case .failure(let other) = Self.format(compact) else {
            Issue.record("a version 2.0 catalog was rewritten")
            return
        }
        #expect(other.code == .newerCatalogVersion)
        // The versions RatePrompt knows, and what is no version number, are written as before.
        for version in StringCatalogVersion.known + ["1", "1.0.0", "", "beta", "1.x"] {
            let catalog = Array(#"{"version":"\#(version)","sourceLanguage":"en","strings":{}}"#.utf8)
            #expect((try? Self.format(catalog).get()) != nil, "\(version)")
        }
    }

    @Test(arguments: [("1.4", true), ("2.0", true), ("1.10", true), ("1.3.1", true), ("10", true), ("1.3", false),
                      ("1.0", false), ("0.9", false), ("1.3.0", false), ("1", false), ("", false), ("1.3b", false),
                      ("v2", false), ("1..4", false)])
    func versionsNewerThanKnown(version: String, newer: Bool) {
        #expect(StringCatalogVersion.isNewer(version) == newer)
    }

    @Test func aSyntaxErrorIsReportedAtItsLineAndColumn() throws {
        let failure = try #require(Self.format(Array("{\n  \"a\" : \"b\",\n  \"c\" : }".utf8)).failure)
        #expect(failure.location.position == TextPosition(line: 3, column: 9))
        #expect(failure.severity == .error)
    }

    @Test func aKeyTwiceIsRefused() throws {
        let failure = try #require(Self.format(Array("{\n  \"a\" : 1,\n  \"a\" : 2\n}".utf8)).failure)
        #expect(failure.location.position == TextPosition(line: 3, column: 3))
        #expect(failure.message.contains("twice"))
    }

    @Test func aLoneSurrogateIsRefused() throws {
        let failure = try #require(Self.format(Array(#"{"a" : "x\ud800y"}"#.utf8)).failure)
        #expect(failure.location.position == TextPosition(line: 1, column: 10))
        #expect(failure.message.contains("surrogate"))
        #expect(try Self.format(Array(#"{"a":"\ud83d\ude42"}"#.utf8)).get() == Array("{\n  \"a\" : \"🙂\"\n}".utf8))
    }

    @Test func bytesThatAreNotUTF8AreRefused() throws {
        let failure = try #require(Self.format(Array(#"{"a" : ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)).failure)
        #expect(failure.message.contains("UTF-8"))
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}

/// Lays a value out in other ways than Xcode's, for the tests to undo.
enum CatalogJSONLayout {
    /// One line, no spaces.
    static func compact(_ value: CatalogJSON) -> [UInt8] {
        var output: [UInt8] = []
        write(value, to: &output)
        return output
    }

    private static func write(_ value: CatalogJSON, to output: inout [UInt8]) {
        switch value {
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                StringCatalogWriter.appendQuoted(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(member.value, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        default:
            output.append(contentsOf: StringCatalogWriter.bytes(of: value))
        }
    }
}
