import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
import RatePromptTestSupport

/// Each diagnostic of the strings reader at its exact line:column, with the parts of the message a user relies on.
struct StringsDiagnosticsTests {
    func parse(_ text: String) -> StringsFile { StringsFileParser().parse(Array(text.utf8), path: "Localizable.strings") }
    func parse(bytes: [UInt8]) -> StringsFile { StringsFileParser().parse(bytes, path: "Localizable.strings") }

    func only(_ file: StringsFile, _ code: Diagnostic.Code) -> Diagnostic? {
        let matching = file.diagnostics.filter { $0.code == code }
        #expect(matching.count == 1, "expected one \(code): \(file.diagnostics)")
        return matching.first
    }

    func expectAt(_ diagnostic: Diagnostic?, _ line: Int, _ column: Int, _ severity: Diagnostic.Severity,
                  contains parts: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let diagnostic else {
            Issue.record("missing diagnostic", sourceLocation: sourceLocation)
            return
        }
        #expect(diagnostic.location.path == "Localizable.strings", sourceLocation: sourceLocation)
        #expect(diagnostic.location.line == line && diagnostic.location.column == column,
                "at \(diagnostic.location.line):\(diagnostic.location.column), expected \(line):\(column)",
                sourceLocation: sourceLocation)
        #expect(diagnostic.severity == severity, sourceLocation: sourceLocation)
        for part in parts {
            #expect(diagnostic.message.contains(part), "\"\(part)\" not in: \(diagnostic.message)",
                    sourceLocation: sourceLocation)
        }
        #expect(diagnostic.message.first?.isUppercase == false, sourceLocation: sourceLocation)
    }

    // MARK: Syntax errors

    /// Vector 64: Apple names line 2 (the next token); we point at the end of the value on line 1.
    @Test func missingSemicolonIsReportedWhereItIsMissing() {
        let file = parse("\"a\" = \"b\"\n\"c\" = \"d\";\n")
        #expect(!file.isLoadable)
        #expect(file.effectiveEntries.isEmpty)
        expectAt(only(file, .syntaxError), 1, 10, .error, contains: [
            "missing ';' after the value of \"a\"", "Apple reports this as \"Missing ';' on line 2\"",
            "loads none of this file's strings", "add ';'",
        ])
        #expect(file.diagnostics.count == 1)
    }

    /// A quote inside a value ends it early: the fix is to escape it, which the message says, not to add a `;`.
    @Test func anUnescapedQuoteInAValueSaysToEscapeIt() {
        let file = parse("\"title\" = \"Say \"hi\" now\";\n\"b\" = \"c\";\n")
        #expect(!file.isLoadable)
        expectAt(only(file, .syntaxError), 1, 17, .error, contains: [
            "a '\"' inside the value of \"title\" ends it before this point", "\"Missing ';' on line 1\"",
            "write each quote inside a value as \\\"", "adding ';' does not repair it",
        ])
        // Escaped, the same text reads.
        let escaped = parse("\"title\" = \"Say \\\"hi\\\" now\";\n")
        #expect(escaped.effectiveEntries.first?.value.stringValue == "Say \"hi\" now")
    }

    @Test func missingSemicolonAcrossBlankLines() {
        let file = parse("\"greeting\" = \"Hello\"\n\n\"bye\" = \"x\";")
        expectAt(only(file, .syntaxError), 1, 21, .error, contains: [
            "missing ';' after the value of \"greeting\"", "\"Missing ';' on line 3\"",
        ])
    }

    @Test func syntaxErrorsNameTheRealCause() {
        expectAt(only(parse("\"a\" = ;\n"), .syntaxError), 1, 7, .error,
                 contains: ["found ';'", "Unexpected character '0x3b' at line 1"])
        expectAt(only(parse("\n\"a\" = \"b;\n"), .syntaxError), 2, 7, .error,
                 contains: ["never closed", "Unterminated quoted string starting on line 2"])
        expectAt(only(parse("\"a\"\u{A0}= \"b\";\n"), .syntaxError), 1, 4, .error,
                 contains: ["U+00A0", "non-breaking space", "Expected ';' or '=' after key at line 1"])
        expectAt(only(parse("\"a\" = ( \"x\" \"y\" );\n"), .syntaxError), 1, 13, .error,
                 contains: ["array that starts at 1:7", "Expected terminating ')' for array at line 1"])
        expectAt(only(parse("{ \"a\" = \"b\"; } x\n"), .syntaxError), 1, 16, .error,
                 contains: ["'x'", "Junk after plist at line 1"])
        expectAt(only(parse("a = \"b\\"), .syntaxError), 1, 7, .error,
                 contains: ["backslash", "Unterminated backslash sequence on line 1"])
    }

    /// CRLF counts as one line, as in CoreFoundation (vector 49), and we agree with its line there.
    @Test func crlfLinesMatchApple() {
        let file = parse("\"a\" = \"1\";\r\n\"b\" = \"2\";\r\n\"c\" = ;\r\n")
        expectAt(only(file, .syntaxError), 3, 7, .error, contains: ["at line 3"])
    }

    /// U+2028 ends a `//` comment and is whitespace, but CoreFoundation does not count it as a line break in its
    /// messages (checked with PropertyListSerialization), so neither do we.
    @Test func lineSeparatorIsNotALineBreak() {
        let file = parse("\"a\" = \"1\";\u{2028}\"b\" = ;\n")
        expectAt(only(file, .syntaxError), 1, 18, .error, contains: ["at line 1"])
        #expect(StringsTestSupport.foundationError(Array("\"a\" = \"1\";\u{2028}\"b\" = ;\n".utf8)).contains("at line 1"))
    }

    /// Nesting beyond 512 levels: Apple's message is about the array; ours names the depth at the bracket.
    @Test func deepNestingNamesTheDepth() {
        let file = parse("\"k\" = " + String(repeating: "(", count: 600) + String(repeating: ")", count: 600) + ";")
        expectAt(only(file, .syntaxError), 1, 519, .error,
                 contains: ["deeper than 512", "Expected terminating ')' for array at line 1"])
    }

    // MARK: Silent truncation

    @Test func doubleSemicolonTruncates() {
        let file = parse("\"a\" = \"b\";;\n\"c\" = \"d\";\n\"e\" = \"f\";\n")
        #expect(file.isLoadable)
        #expect(file.entries.map(\.key) == ["a"])
        expectAt(only(file, .silentTruncation), 1, 11, .error,
                 contains: ["extra ';'", "2 entries", "\"c\", \"e\"", "never reach a device", "remove the extra ';'"])
    }

    @Test func hashIsNotAComment() {
        let file = parse("\"a\" = \"b\";\n# not a comment\n\"c\" = \"d\";\n")
        #expect(file.entries.map(\.key) == ["a"])
        expectAt(only(file, .silentTruncation), 2, 1, .error,
                 contains: ["'#' does not start a comment", "1 entry", "\"c\"", "// … or /* … */"])
    }

    @Test func noBreakSpaceAfterSemicolonTruncates() {
        let file = parse("\"a\" = \"b\";\u{A0}\"c\" = \"d\";\n")
        expectAt(only(file, .silentTruncation), 1, 11, .error, contains: ["U+00A0", "\"c\"", "ordinary space"])
    }

    @Test func strayBraceAndJunkTruncate() {
        expectAt(only(parse("\"a\" = \"b\";\n}\n\"c\" = \"d\";\n"), .silentTruncation), 2, 1, .error,
                 contains: ["stray '}'", "\"c\""])
        let junk = parse("\"a\" = \"b\";\n@@@ garbage\nmore junk\n")
        expectAt(only(junk, .silentTruncation), 2, 1, .error, contains: ["'@'", "lines 2–3", "ignored"])
        let unterminatedKey = parse("\"a\" = \"b\";\n\"c")
        expectAt(only(unterminatedKey, .silentTruncation), 2, 1, .error, contains: ["never closed"])
        #expect(unterminatedKey.isLoadable)
    }

    @Test func cleanFileHasNoDiagnostics() {
        let file = parse("/* Title */\n\"title\" = \"Rate MyApp\";\n// Message\nmessage = \"If you enjoy \\\"MyApp\\\"\";\n")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.isLoadable)
        #expect(file.value(forKey: "message") == "If you enjoy \"MyApp\"")
    }

    // MARK: Unterminated comments

    @Test func unterminatedCommentHidingEntriesIsAnError() {
        let file = parse("\"a\" = \"b\";\n/* open comment\n\"c\" = \"d\";\n\"e\" = \"f\";\n")
        #expect(file.entries.map(\.key) == ["a"])
        #expect(file.isLoadable)
        expectAt(only(file, .unterminatedComment), 2, 1, .error,
                 contains: ["never closed", "2 entries", "\"c\", \"e\"", "'*/'"])
        #expect(file.diagnostics.count == 1)
    }

    @Test func unterminatedCommentHidingNothingIsAWarning() {
        let file = parse("\"a\" = \"b\";\n/* a note at the end")
        expectAt(only(file, .unterminatedComment), 2, 1, .warning, contains: ["never closed", "'*/'"])
        #expect(file.comments.last?.text == " a note at the end")
    }

    // MARK: Escapes

    @Test func lowercaseUIsNotAnEscape() {
        let file = parse("\"a\" = \"caf\\u00e9\";\n")
        #expect(file.value(forKey: "a") == "cafu00e9")
        expectAt(only(file, .unknownEscape), 1, 11, .warning, contains: ["\"u00e9\"", "\\U00E9", "the character itself"])
    }

    @Test func otherUnknownEscapes() {
        let file = parse("\"a\" = \"\\x41\";\n\"b\" = \"\\q\";\n")
        let warnings = file.diagnostics.filter { $0.code == .unknownEscape }
        #expect(warnings.count == 2)
        expectAt(warnings.first, 1, 8, .warning, contains: ["'\\x'", "\"x\""])
        expectAt(warnings.last, 2, 8, .warning, contains: ["'\\q'", "'q'"])
    }

    /// Swift's interpolation written into a table is named as such: the text shows "(name)" as written.
    @Test func swiftInterpolationIsNamed() {
        let file = parse("\"a\" = \"Saved \\(name)\";\n")
        #expect(file.value(forKey: "a") == "Saved (name)")
        expectAt(only(file, .unknownEscape), 1, 14, .warning, contains: ["Swift's string interpolation", "%@"])
    }

    /// In a key it is said that no lookup finds the entry: the code interpolates first (genstrings copied the literal).
    @Test func swiftInterpolationInAKeyIsNeverLookedUp() {
        let file = parse("\"Saved \\(name)\" = \"Saved\";\n")
        #expect(file.value(forKey: "Saved (name)") == "Saved")
        expectAt(only(file, .unknownEscape), 1, 8, .warning, contains: ["in a key", "no lookup finds this entry", "%@"])
    }

    /// `\u2022` in a key changes the key: the code's literal holds the character, so no lookup finds the entry.
    @Test func lowercaseUInAKeyIsNeverLookedUp() {
        let file = parse("\"bullet \\u2022 item\" = \"bullet \\u2022 item\";\n")
        #expect(file.value(forKey: "bullet u2022 item") == "bullet u2022 item")
        let warnings = file.diagnostics.filter { $0.code == .unknownEscape }
        expectAt(warnings.first, 1, 9, .warning, contains: ["in a key", "\"u2022\"", "no lookup finds this entry",
                                                            "the code's own text", "\\U2022"])
        expectAt(warnings.last, 1, 32, .warning, contains: ["the text shows \"u2022\""])
    }

    @Test func knownEscapesDoNotWarn() {
        let file = parse("\"a\" = \"\\\\ \\\" \\' \\\n \\n \\t \\r \\a \\b \\f \\v \\U00e9 \\351\";\n")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.value(forKey: "a") == "\\ \" ' \n \n \t \r \u{7} \u{8} \u{C} \u{B} é Ø")
    }

    // MARK: Encodings

    @Test func bomlessUTF16LosingAQuoteIsAnError() {
        let bytes = Array("\"a\" = \"b\";\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let file = parse(bytes: bytes)
        #expect(!file.isLoadable)
        #expect(file.encoding == .utf16WithoutBOM)
        expectAt(only(file, .utf16WithoutBOM), 1, 1, .error, contains: ["without a byte-order mark", "'\"'", "UTF-8"])
        #expect(file.diagnostics.contains { $0.code == .syntaxError })
    }

    @Test func bomlessUTF16LosingANewlineIsAWarningAndPositionsStayReal() {
        let bytes = Array("\n\"a\" = \"b\";\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let file = parse(bytes: bytes)
        #expect(file.isLoadable)
        expectAt(only(file, .utf16WithoutBOM), 1, 1, .warning, contains: ["whitespace"])
        #expect(file.entries.first?.keyPosition == TextPosition(line: 2, column: 1))
        #expect(file.entries.first?.valuePosition == TextPosition(line: 2, column: 7))
    }

    @Test func bigEndianWithoutBOMIsGarbage() {
        let bytes = Array("\n\"a\" = \"b\";\n".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let file = parse(bytes: bytes)
        #expect(!file.isLoadable)
        expectAt(only(file, .utf16WithoutBOM), 1, 1, .error, contains: ["big-endian", "garbage"])
    }

    /// Vector 58: Latin-1 bytes make Apple reject the whole file.
    @Test func latin1IsInvalidEncoding() {
        let file = parse(bytes: Array("\"a\" = \"ok\";\n\"b\" = \"caf".utf8) + [0xE9] + Array("\";\n".utf8))
        #expect(!file.isLoadable)
        #expect(file.entries.isEmpty)
        expectAt(only(file, .invalidEncoding), 2, 11, .error,
                 contains: ["0xE9", "not valid UTF-8", "'é'", "Conversion of string failed.", "save the file as UTF-8"])
    }

    /// Strings and comments are validated as they are made and the rest only when needed: ill-formed bytes
    /// anywhere must still fail the file, as they do in Foundation.
    @Test func illFormedBytesAnywhereFailTheFile() {
        let cases: [[UInt8]] = [
            Array("/* note ".utf8) + [0xFF] + Array(" */\n\"a\" = \"b\";\n".utf8),
            Array("// note ".utf8) + [0xC3] + Array("\n\"a\" = \"b\";\n".utf8),
            Array("\"a\" = \"x\\n".utf8) + [0xE2, 0x82] + Array("\";\n".utf8),
            Array("\"a\" = \"x\\".utf8) + [0xF0, 0x9F] + Array("\";\n".utf8),
            Array("\"a\" = \"b\";;\n".utf8) + [0xFE] + Array("\n".utf8),
            Array("\"a\" = \"b\";\n/* open ".utf8) + [0xED, 0xA0, 0x80],
        ]
        for bytes in cases {
            let file = parse(bytes: bytes)
            #expect(!file.isLoadable)
            #expect(file.diagnostics.map(\.code) == [.invalidEncoding])
            #expect(StringsTestSupport.foundation(bytes) == nil)
        }
    }

    // MARK: Table checks

    @Test func duplicateKeysPointAtBoth() {
        let file = parse("\"a\" = \"1\";\n\"b\" = \"2\";\n  \"a\" = \"3\";\n\"b\" = \"2\";\n")
        let duplicates = file.diagnostics.filter { $0.code == .duplicateKey }
        #expect(duplicates.count == 2)
        expectAt(duplicates.first, 3, 3, .warning, contains: ["\"a\"", "different value", "last one wins"])
        #expect(duplicates.first?.notes.first?.location.line == 1)
        // The same value twice shows nothing on a device: a note.
        expectAt(duplicates.last, 4, 1, .note, contains: ["\"b\"", "same value"])
        #expect(duplicates.last?.notes.first?.location.line == 2)
        #expect(file.value(forKey: "a") == "3")
        #expect(file.effectiveEntries.map(\.key) == ["a", "b"])
    }

    @Test func tripleDuplicateNotesThePreviousOne() {
        let file = parse("k = \"1\";\nk = \"2\";\nk = \"3\";\n")
        let duplicates = file.diagnostics.filter { $0.code == .duplicateKey }
        #expect(duplicates.map(\.location.line) == [2, 3])
        #expect(duplicates.map { $0.notes.first?.location.line } == [1, 2])
    }

    @Test func normalizationTwinsAreTwoKeys() {
        let file = parse("\"x\" = \"0\";\n\"cafe\u{301}\" = \"NFD\";\n\"caf\u{E9}\" = \"NFC\";\n")
        #expect(file.effectiveEntries.count == 3)
        expectAt(only(file, .normalizationDistinctKeys), 3, 1, .warning,
                 contains: ["U+00E9", "U+0301", "two keys", "Linux merges", "NFC"])
        #expect(file.diagnostics.filter { $0.code == .duplicateKey }.isEmpty)
    }

    @Test func nonStringValues() {
        let file = parse("\"a\" = (\"x\");\n\"b\" = {c = d;};\n\"d\" =  <00ff>;\n\"e\" = \"ok\";\n")
        #expect(file.isLoadable)
        let errors = file.diagnostics.filter { $0.code == .nonStringValue }
        #expect(errors.count == 3)
        expectAt(errors[0], 1, 7, .error, contains: ["\"a\"", "an array", "shows the key"])
        expectAt(errors[1], 2, 7, .error, contains: ["a dictionary"])
        expectAt(errors[2], 3, 8, .error, contains: ["<data>"])
        #expect(file.value(forKey: "a") == nil)
        #expect(file.value(forKey: "e") == "ok")
    }

    @Test func nonDictionaryRootIsNotLoadable() {
        let file = parse("\"just a string\"\n")
        #expect(!file.isLoadable)
        expectAt(only(file, .syntaxError), 1, 1, .error, contains: ["single string"])
    }

    @Test func emptyFileIsAnError() {
        let file = parse(bytes: [])
        #expect(!file.isLoadable)
        expectAt(only(file, .syntaxError), 1, 1, .error, contains: ["empty", "zero-length"])
        let bomOnly = parse(bytes: [0xEF, 0xBB, 0xBF])
        expectAt(only(bomOnly, .syntaxError), 1, 1, .error, contains: ["The string is empty."])
    }

    // MARK: Positions

    @Test func positionsInACRLFFile() {
        let text = "/* Title */\r\n\"title\" = \"Rate MyApp\";\r\n\r\n// Message\r\n\"message\" =\r\n  \"If you enjoy\";"
            + " // trailing\r\n\"later\"\t= 'Remind me';\r\n"
        let file = parse(text)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.comments.map(\.text) == [" Title ", " Message", " trailing"])
        #expect(file.comments.map(\.position) == [
            TextPosition(line: 1, column: 1), TextPosition(line: 4, column: 1), TextPosition(line: 6, column: 19),
        ])
        #expect(file.comments.map(\.isBlock) == [true, false, false])
        #expect(file.entries.map(\.key) == ["title", "message", "later"])
        #expect(file.entries.map(\.keyPosition) == [
            TextPosition(line: 2, column: 1), TextPosition(line: 5, column: 1), TextPosition(line: 7, column: 1),
        ])
        #expect(file.entries.map(\.valuePosition) == [
            TextPosition(line: 2, column: 11), TextPosition(line: 6, column: 3), TextPosition(line: 7, column: 11),
        ])
        // The note before each entry; a comment trailing the previous entry's line is not the next one's.
        #expect(file.entries.map(\.commentIndex) == [0, 1, nil])
    }

    @Test func positionsInUTF16WithNonASCII() {
        let text = "\"ключ\" = \"значение\";\r\"😀\" = \"x\"; /* é */\n\"ü\";\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let file = parse(bytes: bytes)
        #expect(file.encoding == .utf16LittleEndian)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.entries.map(\.key) == ["ключ", "😀", "ü"])
        #expect(file.entries.map(\.keyPosition) == [
            TextPosition(line: 1, column: 1), TextPosition(line: 2, column: 1), TextPosition(line: 3, column: 1),
        ])
        // Columns count Unicode scalars: the emoji is one column, not two UTF-16 units.
        #expect(file.entries.map(\.valuePosition) == [
            TextPosition(line: 1, column: 10), TextPosition(line: 2, column: 7), TextPosition(line: 3, column: 1),
        ])
        #expect(file.comments.first?.position == TextPosition(line: 2, column: 12))
        #expect(file.value(forKey: "ü") == "ü")
    }

    // MARK: Never a crash or a hang

    @Test func hostileInputsEndWithAnError() {
        let inputs: [[UInt8]] = [
            Array("\\".utf8),
            Array("\"\\".utf8),
            Array("\"a\" = \"\\".utf8),
            Array(repeating: UInt8(ascii: "("), count: 100_000),
            Array(repeating: UInt8(ascii: "("), count: 1 << 20),
            Array(repeating: UInt8(ascii: "{"), count: 100_000),
            Array("\"a\" = ".utf8) + Array(repeating: UInt8(ascii: "("), count: 100_000),
            Array(String(repeating: "{a=", count: 50_000).utf8),
            Array(String(repeating: "\"", count: 99_999).utf8),
            Array(String(repeating: "a=(", count: 30_000).utf8),
            Array(String(repeating: "<", count: 10_000).utf8),
        ]
        for input in inputs {
            let file = parse(bytes: input)
            #expect(!file.isLoadable)
            #expect(file.diagnostics.contains { $0.severity == .error })
            #expect(PropertyListReader().read(input, path: "x.plist").root == nil)
        }
    }

    @Test func randomBytesNeverCrash() {
        var random = SplitMix64(seed: 0xB17E5)
        var loadable = 0
        let noise = Array("\"';=(){}<>,/*\\ \n\r\tabc09".utf8)
        for length in 0..<600 {
            var bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            if length % 3 == 0 {
                // Mostly printable noise, which gets further into the grammar.
                bytes = bytes.map { noise[Int($0) % noise.count] }
            }
            let file = parse(bytes: bytes)
            if file.isLoadable { loadable += 1 }
            _ = PropertyListReader().read(bytes, path: "x")
            // Every loadable file's entries have valid positions.
            for entry in file.entries {
                #expect(entry.keyPosition.line >= 1 && entry.keyPosition.column >= 1)
            }
        }
        #expect(loadable > 0)
    }

    /// The silent-truncation look-ahead and the comment scan stay linear on long garbage.
    @Test func longGarbageAfterTruncationIsCounted() {
        var text = "\"a\" = \"b\";;"
        for index in 0..<20_000 { text += "\"k\(index)\" = \"v\";\n" }
        text += String(repeating: "x", count: 200_000)
        let file = parse(text)
        expectAt(only(file, .silentTruncation), 1, 11, .error, contains: ["20000 entries"])
        // Retrying at every position must not go 512 levels deep each time.
        let nested = parse("\"a\" = \"b\";;" + String(repeating: "k={", count: 100_000))
        expectAt(only(nested, .silentTruncation), 1, 11, .error, contains: ["ignored"])
        let commented = parse("\"a\" = \"b\";\n/*\n" + String(repeating: "k=(", count: 100_000))
        expectAt(only(commented, .unterminatedComment), 2, 1, .error, contains: ["never closed"])
    }
}
