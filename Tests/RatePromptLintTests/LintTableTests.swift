import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
import RatePromptTestSupport

/// `LintContext` prepares each table once (`LintTable`): effective entries, printf readings, keys matched with the
/// source table. The rules trust that preparation, so it is checked here against the obvious computation with
/// dictionaries, on generated projects with duplicates, missing and extra keys, NFC/NFD look-alikes and non-string
/// values.
@Suite struct LintTableTests {
    /// A strings file of `keys` (a key twice makes a duplicate; a nil value an array).
    static func file(_ entries: [(String, String?)]) -> [UInt8] {
        var text = ""
        for (key, value) in entries {
            let escapedKey = key.replacingOccurrences(of: "\"", with: "\\\"")
            if let value {
                text += "\"\(escapedKey)\" = \"\(value.replacingOccurrences(of: "\"", with: "\\\""))\";\n"
            } else {
                text += "\"\(escapedKey)\" = (\"x\");\n"
            }
        }
        return Array(text.utf8)
    }

    static func context(_ files: [String: [(String, String?)]]) -> LintContext {
        let tables = files.map { path, entries in
            let localization = String(path.split(separator: ".").first!)
            return LocalizationProject.Table(name: "Localizable", localization: localization,
                                             file: StringsFileParser().parse(file(entries), path: "/p/" + path))
        }
        return LintContext(project: LocalizationProject(root: "/p", tables: tables))
    }

    @Test func preparedTablesMatchADictionaryComputation() throws {
        var random = SplitMix64(seed: 0x7AB1E)
        let keys = ["title", "message", "caf\u{E9}", "cafe\u{301}", "rate", "later", "no", "quote\"d", "\u{65E5}"]
        let values = ["Rate %@", "%d stars", "Hello", "50% off", "", " padded", "%1$@ %2$d", "%2$d %1$@", "x"]
        for round in 0..<200 {
            var files: [String: [(String, String?)]] = [:]
            for localization in ["en", "fr", "de", "pt-BR"] {
                let count = Int.random(in: 0...12, using: &random)
                files["\(localization).lproj/Localizable.strings"] = (0..<count).map { _ in
                    (keys.randomElement(using: &random)!,
                     Int.random(in: 0..<10, using: &random) == 0 ? nil : values.randomElement(using: &random)!)
                }
            }
            let context = Self.context(files)
            let source = try #require(context.project.table("Localizable", in: "en"))
            // Keys compared by their scalars, as on a device: NFC "café" and NFD "café" are two keys.
            func byKey(_ table: LocalizationProject.Table) -> [[Unicode.Scalar]: StringsEntry] {
                var result: [[Unicode.Scalar]: StringsEntry] = [:]
                for entry in table.file.isLoadable ? table.file.entries : [] {
                    let scalars = Array(entry.key.unicodeScalars)
                    if var earlier = result[scalars] {
                        earlier.value = entry.value
                        earlier.valuePosition = entry.valuePosition
                        result[scalars] = earlier
                    } else {
                        result[scalars] = entry
                    }
                }
                return result
            }
            let sourceEntries = byKey(source)
            for table in context.project.tables {
                let prepared = context.lintTable(table)
                let expected = byKey(table)
                #expect(prepared.entries.count == expected.count, "round \(round)")
                for (offset, entry) in prepared.entries.enumerated() {
                    let scalars = Array(entry.key.unicodeScalars)
                    #expect(expected[scalars] == entry, "round \(round): \(entry.key)")
                    #expect(prepared.index(of: entry.key) == offset)
                    #expect(prepared.entry(entry.key) == entry)
                    let format = entry.value.stringValue.flatMap { $0.contains("%") ? FormatSignature($0) : nil }
                    #expect(prepared.format(at: offset) == format, "round \(round): \(entry.key)")
                    let sourceOffset = prepared.sourceIndex(ofEntryAt: offset)
                    if table.localization == "en" {
                        #expect(sourceOffset == nil)
                    } else if let sourceOffset {
                        let sourceEntry = try #require(context.sourceLintTable(for: table)).entries[sourceOffset]
                        #expect(Array(sourceEntry.key.unicodeScalars) == scalars)
                    } else {
                        #expect(sourceEntries[scalars] == nil, "round \(round): \(entry.key)")
                    }
                }
                guard table.localization != "en" else {
                    #expect(prepared.missingSourceIndices.isEmpty)
                    continue
                }
                let sourcePrepared = try #require(context.sourceLintTable(for: table))
                let missing = Set(prepared.missingSourceIndices.map { Array(sourcePrepared.entries[$0].key.unicodeScalars) })
                let expectedMissing = Set(sourceEntries.filter { expected[$0.key] == nil && $0.value.value.stringValue != nil }
                    .map(\.key))
                #expect(missing == expectedMissing, "round \(round)")
            }
        }
    }

    /// The rules read keys and values in place (`TableText`): the same text as the entries', from a UTF-8 file, a
    /// UTF-16 one (transcoded once) and escapes (decoded once), and equal values compare equal across tables.
    @Test func keysAndValuesReadInPlaceAreTheEntries() throws {
        let entries: [(String, String?)] = [("plain", "Rate it"), ("caf\u{E9}", "\u{65E5}\u{672C} %@"), ("quote\"d", "say \"hi\""),
                                            ("tab", "a\\tb"), ("array", nil), ("", "empty key"), ("emoji", "\u{1F600} ok")]
        let text = String(decoding: Self.file(entries), as: UTF8.self)
        var utf16LE: [UInt8] = [0xFF, 0xFE], utf16BE: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 {
            utf16LE += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            utf16BE += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        var tables: [LocalizationProject.Table] = []
        for (localization, bytes) in [("en", Array(text.utf8)), ("de", utf16LE), ("fr", utf16BE)] {
            let file = StringsFileParser().parse(bytes, path: "/p/\(localization).lproj/Localizable.strings")
            #expect(file.isLoadable && file.entries.count == entries.count, "\(localization)")
            tables.append(LocalizationProject.Table(name: "Localizable", localization: localization, file: file))
        }
        let context = LintContext(project: LocalizationProject(root: "/p", tables: tables))
        let source = context.lintTable(tables[0])
        for table in tables {
            let prepared = context.lintTable(table)
            for (offset, entry) in prepared.entries.enumerated() {
                #expect(prepared.key(at: offset) == entry.key)
                #expect(prepared.withKeyUTF8(at: offset) { Array($0) } == Array(entry.key.utf8))
                #expect(prepared.stringValue(at: offset) == entry.value.stringValue, "\(entry.key)")
                #expect(prepared.withValueUTF8(at: offset) { Array($0) } == entry.value.stringValue.map { Array($0.utf8) })
                let sourceOffset = try #require(source.index(of: entry.key))
                #expect(prepared.sameValue(at: offset, as: source, at: sourceOffset) == (entry.value.stringValue != nil))
                #expect(prepared.sourceIndex(ofEntryAt: offset) == (table.localization == "en" ? nil : sourceOffset))
            }
        }
    }

    /// `untranslated` tells an ASCII text from one with another character without making strings, unless that
    /// character's canonical form is ASCII: the characters it lets through are exactly those, by Foundation's
    /// decomposition of every character up to plane 2 (no character above has a canonical decomposition).
    @Test func asciiEquivalentsAreTheCharactersWithAnASCIICanonicalForm() {
        var found: Set<UInt32> = []
        for value in UInt32(0x80)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let decomposed = String(Character(scalar)).decomposedStringWithCanonicalMapping
            if decomposed.unicodeScalars.allSatisfy(\.isASCII) { found.insert(value) }
        }
        #expect((UInt32(0x80)...0x10FFFF).filter(UntranslatedRule.isASCIIEquivalent) == found.sorted())
    }

    /// A copied value is one equal to the source's after trimming whitespace (Foundation's trimming, Swift's `==`):
    /// the comparison in the tables' bytes answers so for pairs of ASCII and other text, look-alikes and edges.
    @Test func copiesAreEqualTextsAfterTrimming() throws {
        let pairs: [(String, String)] = [
            ("Save", "Сохранить"), ("Save", "Save"), ("Save", " Save "), ("K", "\u{212A}"), ("a;b", "a\u{37E}b"),
            ("`x", "\u{1FEF}x"), ("Kx", "\u{212A}y"), ("Cancel", "Cancel\u{A0}"), ("Cancel", "\u{3000}Cancel"),
            ("Cancel", "Cancél"), ("caf\u{E9}", "cafe\u{301}"), ("cafe", "café"), ("OK", "OK\u{2026}"),
            ("Done", "\u{A0}"), ("Done", "\u{1F600}"), ("\u{1F600}", "\u{1F600} "), ("A\u{30A}", "\u{C5}"),
            ("\u{212B}", "\u{C5}"), ("x", "x\u{212A}"),
        ]
        let entries: [(String, String?)] = pairs.enumerated().map { ("k\($0.offset)", $0.element.0) }
        let translated: [(String, String?)] = pairs.enumerated().map { ("k\($0.offset)", $0.element.1) }
        let context = Self.context(["en.lproj/Localizable.strings": entries, "de.lproj/Localizable.strings": translated])
        let tables = context.project.tables.sorted { $0.localization > $1.localization }
        let source = context.lintTable(tables[0]), translation = context.lintTable(tables[1])
        #expect(source.table.localization == "en")
        for (index, (sourceText, text)) in pairs.enumerated() {
            let offset = try #require(translation.index(of: "k\(index)"))
            let sourceOffset = try #require(source.index(of: "k\(index)"))
            let expected = text.trimmingCharacters(in: .whitespacesAndNewlines)
                == sourceText.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(UntranslatedRule.sameValue(translation, at: offset, as: source, at: sourceOffset) == expected,
                    "\(sourceText.debugDescription) \(text.debugDescription)")
            #expect(UntranslatedRule.sameValue(source, at: sourceOffset, as: translation, at: offset) == expected)
        }
    }

    /// `untranslated` counts the words of ASCII text byte by byte: the same count as its reading by characters.
    @Test func asciiWordsCountAsCharacters() {
        var random = SplitMix64(seed: 0x3A7D5)
        let pieces = ["Rate", "it", "%d", "%@", "x", " ", "  ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "%", "-", "9", "a1", "_"]
        func byCharacters(_ value: String) -> Int {
            value.split(whereSeparator: \.isWhitespace).count { !$0.hasPrefix("%") && $0.contains(where: \.isLetter) }
        }
        for _ in 0..<2_000 {
            let value = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(UntranslatedRule.words(value) == byCharacters(value), "\(Array(value.utf8))")
        }
        for value in ["Caf\u{E9} ouvert", "\u{65E5}\u{672C} %d", "Hello\u{00A0}world"] {
            #expect(UntranslatedRule.words(value) == byCharacters(value))
        }
    }

    /// Duplicate localizations are found by a hash of the content first; equal content in any order hashes alike,
    /// and a hash collision alone never makes a finding.
    @Test func contentHashIsOrderIndependentAndChecked() throws {
        let entries: [(String, String?)] = [("a", "1"), ("b", "2"), ("c", nil), ("d", "%@")]
        let context = Self.context([
            "bs.lproj/Localizable.strings": entries,
            "hr.lproj/Localizable.strings": entries.reversed(),
            "sr.lproj/Localizable.strings": [("a", "1"), ("b", "2"), ("d", "%d")],
            "en.lproj/Localizable.strings": [("a", "2"), ("b", "1"), ("d", "%@")],
        ])
        func prepared(_ localization: String) throws -> LintTable {
            context.lintTable(try #require(context.project.table("Localizable", in: localization)))
        }
        let (bs, hr, sr, en) = try (prepared("bs"), prepared("hr"), prepared("sr"), prepared("en"))
        #expect(bs.contentHash == hr.contentHash && bs.sameContent(as: hr) && hr.sameContent(as: bs))
        #expect(!bs.sameContent(as: sr) && bs.contentHash != sr.contentHash)
        // Swapped values under the same keys: a different hash, and different content.
        #expect(!bs.sameContent(as: en) && bs.contentHash != en.contentHash)
        let findings = DuplicateLocalizationRule().checkProject(context)
        #expect(findings.map(\.message) == ["hr holds exactly the same strings as bs: a device set to hr shows bs's text; translate hr or delete it"])
    }

    /// A parsed file knows when no key is written twice; its effective entries are then its entries, and equal to
    /// those the general path (a lookup table) makes.
    @Test func effectiveEntriesSkipTheLookupOnlyWithoutDuplicates() {
        for entries in [[("a", "1"), ("b", "2")], [("a", "1"), ("b", "2"), ("a", "3")]] as [[(String, String?)]] {
            let parsed = StringsFileParser().parse(Self.file(entries), path: "t.strings")
            #expect(parsed.keysAreDistinct == (entries.count == 2))
            var rebuilt = StringsFile(path: parsed.path, encoding: parsed.encoding, format: parsed.format,
                                      entries: parsed.entries, comments: [], diagnostics: [], isLoadable: true)
            #expect(!rebuilt.keysAreDistinct)
            #expect(rebuilt.effectiveEntries == parsed.effectiveEntries)
            rebuilt.entries = []
            #expect(rebuilt.effectiveEntries.isEmpty)
            var edited = parsed
            edited.entries.append(parsed.entries[0])
            #expect(!edited.keysAreDistinct, "a changed entry list may hold duplicates")
            #expect(edited.effectiveEntries.count == parsed.effectiveEntries.count)
        }
    }
}
