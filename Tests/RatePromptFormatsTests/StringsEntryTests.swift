import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint

/// Parsed entries keep spans of the file's text (`RetainedText`) and make `String`s when read; they must read,
/// compare and look up exactly like entries made from strings, in every encoding and with escapes.
struct StringsEntryTests {
    static let text = "/* note */\n\"plain\" = \"caf\u{E9} \u{1F600}\";\nunquoted = value_1;\n"
        + "\"esc\\\"aped\" = \"line\\nbreak \\U00e9 \\101\";\n\"short\";\n\"arr\" = (\"x\");\n"
        + "\"plain\" = \"again\";\n\"\u{65E5}\u{672C}\" = '\u{05E9}\u{05DC}';\n"

    static func utf16LE(_ text: String) -> [UInt8] {
        [0xFF, 0xFE] + text.utf16.flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    }

    static func encodings() -> [(String, [UInt8])] {
        [
            ("utf8", Array(text.utf8)),
            ("utf16le", utf16LE(text)),
            ("utf16be", [0xFE, 0xFF] + text.utf16.flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }),
            ("utf32le", [0xFF, 0xFE, 0, 0] + text.unicodeScalars.flatMap { (scalar: Unicode.Scalar) -> [UInt8] in
                (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
            }),
        ]
    }

    static let expected: [(String, PropertyListValue)] = [
        ("plain", .string("caf\u{E9} \u{1F600}")), ("unquoted", .string("value_1")),
        ("esc\"aped", .string("line\nbreak \u{E9} A")), ("short", .string("short")),
        ("arr", .array([PropertyListNode(.string("x"), at: TextPosition(line: 6, column: 10))])),
        ("plain", .string("again")), ("\u{65E5}\u{672C}", .string("\u{05E9}\u{05DC}")),
    ]

    @Test func entriesReadLikeStringsInEveryEncoding() throws {
        for (name, bytes) in Self.encodings() {
            let file = StringsFileParser().parse(bytes, path: "t.strings")
            #expect(file.isLoadable, "\(name)")
            #expect(file.entries.map(\.key) == Self.expected.map(\.0), "\(name)")
            #expect(file.entries.map(\.value) == Self.expected.map(\.1), "\(name)")
            #expect(file.entries.map(\.hasStringValue) == Self.expected.map { $0.1.stringValue != nil }, "\(name)")
            for entry in file.entries {
                let made = StringsEntry(key: entry.key, value: entry.value, keyPosition: entry.keyPosition,
                                        valuePosition: entry.valuePosition, commentIndex: entry.commentIndex)
                #expect(entry == made, "\(name)")
                #expect(entry.hashValue == made.hashValue, "\(name)")
                #expect(entry.materialized == entry, "\(name)")
                #expect(entry.hasKey(made.key), "\(name)")
                #expect(!entry.hasKey(made.key + "x"), "\(name)")
            }
            #expect(file.value(forKey: "plain") == "again", "\(name)")
            #expect(file.value(forKey: "\u{65E5}\u{672C}") == "\u{05E9}\u{05DC}", "\(name)")
            #expect(file.effectiveEntries.map(\.key) == ["plain", "unquoted", "esc\"aped", "short", "arr", "\u{65E5}\u{672C}"],
                    "\(name)")
            #expect(file.diagnostics.map(\.code) == [Diagnostic.Code.duplicateKey, .nonStringValue], "\(name)")
        }
    }

    @Test func settingKeyOrValueReplacesTheSpan() throws {
        var entry = try #require(StringsFileParser().parse(Array(Self.text.utf8), path: "t.strings").entries.first)
        entry.value = .string("new")
        #expect(entry.key == "plain" && entry.value == .string("new"))
        entry.key = "renamed"
        #expect(entry.key == "renamed" && entry.value == .string("new"))
        #expect(entry.hasKey("renamed") && !entry.hasKey("plain"))
    }

    /// A key is compared by its scalars: NFC and NFD spellings are two keys, also when read from a UTF-16 file.
    @Test func lookupComparesScalars() throws {
        let text = "\"caf\u{E9}\" = \"nfc\";\n\"cafe\u{301}\" = \"nfd\";\n"
        for bytes in [Array(text.utf8), Self.utf16LE(text)] {
            let file = StringsFileParser().parse(bytes, path: "t.strings")
            #expect(file.value(forKey: "caf\u{E9}") == "nfc")
            #expect(file.value(forKey: "cafe\u{301}") == "nfd")
            #expect(file.diagnostics.map(\.code) == [Diagnostic.Code.normalizationDistinctKeys])
        }
    }

    /// Lone surrogates from `\U` escapes read as U+FFFD, so two keys that differ only there are one key (the
    /// duplicate check compares what a `String` holds, not the raw units).
    @Test func keysAreComparedAsDecoded() throws {
        let text = "\"a\\UD800\" = \"1\";\n\"a\\UDC00\" = \"2\";\n"
        for bytes in [Array(text.utf8), Self.utf16LE(text)] {
            let file = StringsFileParser().parse(bytes, path: "t.strings")
            #expect(file.entries.map(\.key) == ["a\u{FFFD}", "a\u{FFFD}"])
            #expect(file.diagnostics.map(\.code) == [Diagnostic.Code.duplicateKey])
        }
    }

    /// Making a table's Strings opens each file's text once for a run of its entries; entries of several files,
    /// and entries made from strings, mixed in one list, must come out as each would alone.
    @Test func materializingMixedEntriesReadsEachFromItsOwnText() throws {
        let files = Self.encodings().map { StringsFileParser().parse($0.1, path: "\($0.0).strings") }
        let made = StringsEntry(key: "made", value: .string("here"), keyPosition: .start, valuePosition: .start)
        var mixed: [StringsEntry] = [made]
        for (offset, file) in files.enumerated() {
            mixed += offset.isMultiple(of: 2) ? file.entries : file.entries.reversed()
            mixed.append(made)
        }
        let materialized = StringsEntry.materialized(mixed)
        #expect(materialized == mixed.map(\.materialized))
        #expect(materialized.map(\.key) == mixed.map(\.key))
        #expect(materialized.map(\.value) == mixed.map(\.value))
        let table = StringsFile(path: "mixed.strings", encoding: .utf8, format: .openStep, entries: mixed, comments: [],
                                diagnostics: [], isLoadable: true)
        #expect(table.effectiveEntries.map(\.key) == ["made", "plain", "unquoted", "esc\"aped", "short", "arr",
                                                       "\u{65E5}\u{672C}"])
    }
}
