import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint

/// One finding per fix, in the shapes real apps have: a table a translator left half in English, or nearly all; a
/// source `.stringsdict` whose keys no translation has; translations that copy the source's plural forms.
@Suite struct GroupedFindingTests {
    static func lint(_ files: [(String, String)], rule: String) -> [LintFinding] {
        Linter().lint(files.map { InputBytes(path: "/app/\($0.0)", bytes: Array($0.1.utf8)) }).findings
            .filter { $0.rule == rule }
    }

    static func table(_ count: Int, english: Set<Int>) -> String {
        (0..<count).map { index in
            english.contains(index) ? "\"row.\(index)\" = \"Row \(index) of the list\";\n"
                : "\"row.\(index)\" = \"Zeile \(index) der Liste\";\n"
        }.joined()
    }

    /// 99 of 200 strings (49.5 %) and 170 of 200 (85 %) left in English: one finding each, with every key, where the
    /// old half-or-more threshold gave 99 findings for one and one for the other.
    @Test(arguments: [99, 170])
    func aTableLeftInEnglishIsOneFindingWhateverTheShare(count: Int) throws {
        let english = Set((0..<200).filter { $0 % 200 < count })
        let found = Self.lint([("en.lproj/Localizable.strings", Self.table(200, english: Set(0..<200))),
                               ("de.lproj/Localizable.strings", Self.table(200, english: english))], rule: "untranslated")
        #expect(found.count == 1)
        let group = try #require(found.first?.group)
        #expect(group.members.count == count)
        #expect(group.members.map(\.location.line) == english.sorted().map { $0 + 1 })
        #expect(found[0].location.line == 1)
        // An opaque key is named with its text, what the translator acts on.
        #expect(found[0].message.hasPrefix("\(count) strings in de read exactly as in en (\"row.0\" (\"Row 0 of the list\"), "
                                           + "\"row.1\" (\"Row 1 of the list\"), \"row.2\" (\"Row 2 of the list\"), …): "
                                           + "a device set to German (de) shows the English text there."))
        // Xcode's output: one line, no note per key for so many.
        #expect(found[0].description.split(separator: "\n").count == 1)
    }

    /// The source's `.stringsdict` holds 14 plural strings that no translation has: each translation's table is one
    /// finding holding its 14 misses (with its own missing `.strings` key), each at its line in the source.
    @Test func pluralStringsNoTranslationHasAreInEachTablesFinding() throws {
        let keys = (1...14).map { "%d item\($0)" }
        let plural = keys.map { LintExample.File.pluralEntry($0, format: "%#@n@", variable: "n", ["one": "%d thing", "other": "%d things"]) }
            .joined(separator: "\n")
        let stringsdict = LintExample.File.stringsdict("en", plural).plainText
        var files = [("en.lproj/Localizable.strings", "\"title\" = \"Inventory\";\n\"close\" = \"Close\";\n"),
                     ("en.lproj/Localizable.stringsdict", stringsdict)]
        for language in ["de", "fr", "it"] {
            files.append(("\(language).lproj/Localizable.strings", "\"title\" = \"Inventar-\(language)\";\n"))
        }
        let found = Self.lint(files, rule: "missing-key")
        #expect(found.map { $0.location.path } == ["de", "fr", "it"].map { "/app/\($0).lproj/Localizable.strings" })
        for finding in found {
            let group = try #require(finding.group)
            #expect(group.members.map(\.key) == ["close"] + keys)
            #expect(group.members.dropFirst().allSatisfy { $0.location.path == "/app/en.lproj/Localizable.stringsdict" })
            #expect(finding.message.hasSuffix("(the plural strings to its .stringsdict)"))
        }
        #expect(found.reduce(0) { $0 + ($1.group?.members.count ?? 0) } == 3 * 15)
    }

    /// Translations whose `.stringsdict` copies the source's forms: their plural forms join the table's untranslated
    /// finding, one per form.
    @Test func pluralFormsCopiedFromTheSourceJoinTheTablesFinding() throws {
        let body = """
            <key>%d files</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@files@ to sync</string>
                <key>files</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key><string>d</string>
                    <key>one</key><string>%d file is waiting</string>
                    <key>other</key><string>%d files are waiting</string>
                </dict>
            </dict>
            """
        let found = Self.lint([
            ("en.lproj/Localizable.strings", "\"title\" = \"Sync your files\";\n"),
            ("en.lproj/Localizable.stringsdict", LintExample.File.stringsdict("en", body).plainText),
            ("nl.lproj/Localizable.strings", "\"title\" = \"Bestanden synchroniseren\";\n"),
            ("nl.lproj/Localizable.stringsdict", LintExample.File.stringsdict("nl", body).plainText),
        ], rule: "untranslated")
        #expect(found.count == 1)
        let group = try #require(found.first?.group)
        #expect(group.members.map { $0.place ?? "" } == ["format", "files: one", "files: other"])
        #expect(group.file == "/app/nl.lproj/Localizable.strings")
        #expect(found[0].location.path == "/app/nl.lproj/Localizable.stringsdict")
        // A few keys: each a note line in Xcode's output, to jump to.
        let lines = found[0].description.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.dropFirst().allSatisfy { $0.contains("/app/nl.lproj/Localizable.stringsdict:") && $0.contains(": note: \"%d files\" (") })
    }

    /// A grouped finding lists what a translator acts on: a key that is its own text with nothing to translate is left
    /// out (a device shows the text itself), and an opaque id is named with its source text.
    @Test func groupsListWhatATranslatorActsOn() throws {
        let english = "\"%@\" = \"%@\";\n\"%lld. \" = \"%lld. \";\n\"settings.title\" = \"Settings\";\n\"Done\" = \"Done\";\n"
        let found = Self.lint([("en.lproj/Localizable.strings", english), ("de.lproj/Localizable.strings", "\"x\" = \"y\";\n")],
                              rule: "missing-key")
        let group = try #require(found.first?.group)
        #expect(group.members.map(\.key) == ["settings.title", "Done"])
        #expect(found[0].message.contains("(\"settings.title\" (\"Settings\"), \"Done\")"), "\(found[0].message)")
    }
}
