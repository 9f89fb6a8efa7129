import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint

/// Plural rules in `.stringsdict` files (`Tests/Fixtures/projects/plurals`, see its README) checked against CLDR.
@Suite struct PluralLintTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let project = fixtures.appendingPathComponent("projects/plurals").path

    /// `rule path-below-root:line:column message` of every finding.
    static func findings(_ result: Linter.Result, below root: String) -> [String] {
        result.findings.map { finding in
            let path = finding.location.path.hasPrefix(root + "/")
                ? String(finding.location.path.dropFirst(root.count + 1)) : finding.location.path
            return "\(finding.rule) \(path):\(finding.location.line):\(finding.location.column) \(finding.message)"
        }
    }

    @Test func everyPluralDefectIsFoundOnceWhereItIsFixed() {
        var configuration = LintConfiguration()
        configuration.optInRules.insert("plural-category-unused")
        let result = Linter(configuration: configuration).lint(path: Self.project)
        // Opt-in: without it, no form is reported as unused.
        #expect(!Linter().lint(path: Self.project).findings.contains { $0.rule == "plural-category-unused" })
        #expect(result.fileCount == 10)
        let expected: [String] = [
            // Held to en's .stringsdict: de's forms of "ratings" agree with each other, not with en's other form.
            "plural-form-placeholder-mismatch de.lproj/Localizable.stringsdict:16:4 \"ratings\": the \"one\" and \"other\" "
                + "forms of variable \"count\" in de read argument 1 as object where en's \"other\" reads argument 1 as "
                + "integer: the device prints garbage or crashes for the counts of those forms; write the placeholders "
                + "as en's \"other\" does (%d)",
            // en keeps this key in its .strings table only: de's plural rule, read with its other forms, swaps them.
            "plural-form-placeholder-mismatch de.lproj/Localizable.stringsdict:24:3 \"%@ rated %d times\" in de reads "
                + "argument 1 as integer, argument 2 as object with its \"other\" forms where en's string reads "
                + "argument 1 as object, argument 2 as integer: the device prints garbage or crashes; write the "
                + "placeholders as en's string does (%@ %d)",
            // ko keeps en's plural strings in its .strings table: held to en's .stringsdict read with other forms
            // ("days left" agrees, and neither is an unused key).
            "placeholder-mismatch ko.lproj/Localizable.strings:2:13 \"ratings\" in ko reads argument 1 as object where "
                + "en's .stringsdict (its \"other\" forms) reads argument 1 as integer: the device prints garbage or "
                + "crashes where that argument is read as another type than the code passes; write the placeholders as "
                + "en's .stringsdict (its \"other\" forms) does",
            "missing-key ja.lproj/Localizable.strings:1:1 1 key of en is missing in ja (\"%@ rated %d times\"): in its "
                + "place a device set to Japanese (ja) shows the key itself, or the default value the code passes. Add it "
                + "to ja.lproj/Localizable.strings",
            "missing-key ko.lproj/Localizable.strings:1:1 1 key of en is missing in ko (\"%@ rated %d times\"): in its "
                + "place a device set to Korean (ko) shows the key itself, or the default value the code passes. Add it "
                + "to ko.lproj/Localizable.strings",
            // en's plural string "days left" is in neither of de's files.
            "missing-key de.lproj/Localizable.strings:1:1 1 key of en is missing in de (\"days left\"): in its place a "
                + "device set to German (de) shows the key itself, or the default value the code passes. Add it to "
                + "de.lproj/Localizable.strings (a plural string to its .stringsdict)",
            "plural-variable-unused ja.lproj/Localizable.stringsdict:25:3 \"days left\" in ja: variable \"days\" is "
                + "never referred to (%#@days@); its forms are never shown",
            "plural-variable-undefined ja.lproj/Localizable.stringsdict:24:3 \"days left\" in ja refers to %#@day@, but "
                + "no variable \"day\" is defined; did you mean \"days\"?",
            "plural-category-unused ja.lproj/Localizable.stringsdict:15:4 \"ratings\": ja never uses \"one\" (its "
                + "categories: other); the form of variable \"count\" is never shown",
            "plural-category-missing ru.lproj/Localizable.stringsdict:9:3 1 plural string in ru lacks forms the language "
                + "needs for whole counts (ru uses one, few, many, other): \"ratings\" (variable count) has no \"few\" "
                + "(2, 3, 4, 22, …) or \"many\" (0, 5, 6, 7, …) form: those counts show the \"other\" form \"%d оценки\", \"2 оценки\" for 2, "
                + "in the wrong grammatical number. Add the forms",
            // uk's "ratings" has one, few and many, and no other: no whole count reaches other, so nothing is missing.
            // fr, ru and uk have a .stringsdict and no .strings table: the bundle reads the table from their folder
            // alone, so en's .strings keys show themselves there.
        ] + ["fr": "French", "ru": "Russian", "uk": "Ukrainian"].sorted(by: <).map { code, name in
            "missing-key \(code).lproj/Localizable.stringsdict:1:1 2 keys of en are missing in \(code) (\"title\", "
                + "\"%@ rated %d times\"): in their place a device set to \(name) (\(code)) shows the key itself, or the "
                + "default value the code passes. Add them to a new \(code).lproj/Localizable.strings"
        }
        #expect(Self.findings(result, below: Self.project).sorted() == expected.sorted())
        // The summary names each rule's severity as found: a note is a note.
        let summary = LintReporter.summary.report(result, relativeTo: Self.project)
        #expect(summary.contains("| plural-category-unused | note | 1 |"))
        #expect(summary.contains("| plural-category-missing | warning | 1 |"))
        #expect(summary.contains("| missing-key | warning | 6 |"))
        #expect(summary.hasSuffix("Linted 10 files: 4 errors, 8 warnings.\n"))
    }

    /// The value types Apple documents and Xcode writes read as their kinds; others are no conversion.
    @Test func valueTypesReadAsPrintfDoes() {
        for integer in ["d", "i", "ld", "lld", "lu", "llu", "u", "x", "lx", "zd"] {
            #expect(FormatString.ArgumentKind(valueType: integer) == .integer, "\(integer)")
        }
        for floating in ["f", "lf", "e", "g"] { #expect(FormatString.ArgumentKind(valueType: floating) == .floatingPoint) }
        #expect(FormatString.ArgumentKind(valueType: "@") == .object)
        for bad in ["", "zz", "%d", "d d", "ldd"] { #expect(FormatString.ArgumentKind(valueType: bad) == nil, "\(bad)") }
    }

    /// The fix of a catalog's finding: the forms its language lacks, added to each plural variation at its place
    /// (the string's own, a device's, a substitution's). None for a plural without an other form to copy, nor for
    /// one nested deeper than Xcode writes (a substitution's device), which a person places.
    @Test func aCatalogsFindingCarriesOneEditPerPluralVariation() throws {
        let other = #""other" : { "stringUnit" : { "state" : "translated", "value" : "%lld из" } }"#
        let found = LintExample(.catalog(strings: """
                "%lld files" : {
                  "localizations" : {
                    "pl" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld plik" } },
                      "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld pliki" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld pliku" } }
                    } } },
                    "ru" : { "variations" : { "device" : {
                      "iphone" : { "variations" : { "plural" : { \(other) } } },
                      "other" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } }
                      } } }
                    } } }
                  }
                },
                "%lld of %lld" : {
                  "localizations" : {
                    "ru" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@done@ %#@all@" },
                      "substitutions" : {
                        "done" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { \(other) } } },
                        "all" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "device" : {
                          "mac" : { "variations" : { "plural" : { \(other) } } }
                        } } }
                      }
                    }
                  }
                }
            """)).findings(of: PluralCategoryMissingRule.self)
        #expect(found.map { $0.group?.scope } == ["pl", "ru"])
        #expect(found.map { $0.group?.members.count } == [1, 4])
        let path = "\(LintExample.root)/Localizable.xcstrings"
        #expect(found[0].fixes == [LintFix(path: path, .catalog(.addPluralForms(
            key: "%lld files", language: "pl", owner: .string, categories: ["many"])))])
        #expect(found[1].fixes == [
            LintFix(path: path, .catalog(.addPluralForms(key: "%lld files", language: "ru", owner: .device("iphone"),
                                                         categories: ["one", "few", "many"]))),
            LintFix(path: path, .catalog(.addPluralForms(key: "%lld of %lld", language: "ru", owner: .substitution("done"),
                                                         categories: ["one", "few", "many"]))),
        ])
    }

    /// An XLIFF file's catalogs are read, not written back, and a `.stringsdict` is left to a person: their findings
    /// carry no fix.
    @Test func xliffAndStringsdictFindingsCarryNoFix() {
        let xliff = LintExample(.xliff("ru", [(original: "App/Localizable.xcstrings", units: [
            (id: "%lld files|==|plural.one", source: "%lld file", target: "%lld файл"),
            (id: "%lld files|==|plural.other", source: "%lld files", target: "%lld файла"),
        ])])).findings(of: PluralCategoryMissingRule.self)
        let stringsdict = LintExample(.stringsdict("ru", key: "files", format: "%#@count@",
            .variable("count", type: "d", ["one": "%d файл", "other": "%d файла"])))
            .findings(of: PluralCategoryMissingRule.self)
        #expect(xliff.count == 1 && stringsdict.count == 1)
        #expect((xliff + stringsdict).allSatisfy { $0.fixes.isEmpty })
    }

    /// A Polish `other` that differs from `one` and `few` holds the `many` text, as translators often write it: a
    /// missing `many` then shows those words, a note; where `other` repeats `few`, a device shows the wrong number.
    @Test func anOtherThatHoldsTheManyTextMakesAMissingManyANote() throws {
        func finding(_ forms: KeyValuePairs<String, String>) throws -> LintFinding {
            let found = LintExample(.stringsdict("pl", key: "files", format: "%#@count@", .variable("count", type: "d", forms)))
                .findings(of: PluralCategoryMissingRule.self)
            return try #require(found.first)
        }
        let holds = try finding(["one": "%d plik", "few": "%d pliki", "other": "%d plików"])
        #expect(holds.severity == .note)
        #expect(holds.message.contains("\"%d plików\", \"0 plików\" for 0, which reads as the \"many\" text"), "\(holds.message)")
        let repeats = try finding(["one": "%d plik", "few": "%d pliki", "other": "%d pliki"])
        #expect(repeats.severity == .warning)
        #expect(repeats.message.contains("in the wrong grammatical number"))
    }

    /// `%# @sites @` is no variable reference: the device reads `%# @` as a placeholder, so the finding says what to
    /// write, once; the variable it meant is not also reported unused.
    @Test func aSpacedVariableReferenceIsReportedAsWhatTheDeviceReads() {
        let example = LintExample(files: [
            .stringsdict("en", key: "blocked", format: "%#@sites@ blocked",
                         .variable("sites", type: "d", ["one": "%d site", "other": "%d sites"])),
            .stringsdict("fr", key: "blocked", format: "%# @sites @ bloqués",
                         .variable("sites", type: "d", ["one": "%d site", "other": "%d sites"])),
        ])
        #expect(example.findings(of: PluralVariableUnusedRule.self).isEmpty)
        let messages = example.findings(of: PluralFormPlaceholderMismatchRule.self).map(\.message)
        #expect(messages == [
            "\"blocked\" in fr: its format writes %# @sites @, which the device does not read as variable \"sites\" but "
                + "as a placeholder: it prints garbage or crashes; write %#@sites@ for %# @sites @",
        ], "\(messages)")
    }

    /// The format key is read as CoreFoundation reads it: `%#@files@` consumes argument 1 in en, so de's `%@` before
    /// it reads the count as an object, and the message numbers de's placeholders as en's arguments.
    @Test func aFormatKeyIsReadWithTheArgumentsItsReferencesConsume() {
        let example = LintExample(files: [
            .stringsdict("en", key: "files for name", format: "%#@files@ for %@",
                         .variable("files", type: "d", ["one": "%d file", "other": "%d files"])),
            .stringsdict("de", key: "files for name", format: "Für %@, %#@files@",
                         .variable("files", type: "d", ["one": "%d Datei", "other": "%d Dateien"])),
        ])
        let messages = example.findings(of: PluralFormPlaceholderMismatchRule.self).map(\.message)
        #expect(messages == [
            "\"files for name\" in de: its format Für %@, %#@files@ selects \"files\" by argument 2, where en's selects "
                + "it by argument 1: its form is picked by another argument than its count; %@ reads argument 1, the "
                + "count of \"files\", as object: the device prints garbage or crashes; write %2$@ for %@, %1$#@files@ "
                + "for %#@files@, numbered as en's arguments",
        ], "\(messages)")
        #expect(FormatKeyReading("%2$#@b@ %#@a@ %@").tokens.map(\.argument) == [2, 1, 2])
    }

    /// A file given alone is linted, in or outside an `.lproj`; its shape is checked either way.
    @Test func aStringsdictGivenAloneIsLinted() {
        let shapes = Self.fixtures.appendingPathComponent("stringsdict/shapes.stringsdict").path
        let result = Linter().lint(path: shapes)
        #expect(result.fileCount == 1)
        #expect(result.errorCount == 7 && result.findings.filter { $0.rule == "malformed-stringsdict" }.count == 10)
        // One finding per defect: a malformed variable is neither "undefined" nor "missing other"; and outside an
        // .lproj the language is unknown, so no category is asked for.
        #expect(result.findings.allSatisfy { $0.rule == "malformed-stringsdict" })
    }
}
