import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint

/// Baselines see inside grouped findings: each key of a group is matched on its own, by file, rule, scope, key and
/// place, never by line.
@Suite struct LintBaselineTests {
    static let root = "/app"

    /// The findings of one rule over `files` (path below `root` → text).
    static func lint(_ files: [String: String], rule: String) -> [LintFinding] {
        let sources = files.sorted { $0.key < $1.key }.map { InputBytes(path: "\(root)/\($0.key)", bytes: Array($0.value.utf8)) }
        return Linter().lint(sources).findings.filter { $0.rule == rule }
    }

    static let english = (1...6).map { "\"step.\($0)\" = \"Step \($0) of the tour\";\n" }.joined()

    /// French with steps `untranslated` left in English and the others translated, in `order`.
    static func french(untranslated: Set<Int>, order: [Int] = Array(1...6)) -> String {
        order.map { number in
            untranslated.contains(number) ? "\"step.\(number)\" = \"Step \(number) of the tour\";\n"
                : "\"step.\(number)\" = \"Étape \(number) de la visite\";\n"
        }.joined()
    }

    @Test func aKeyNewlyInAGroupIsReportedAloneAndMovedLinesStayKnown() throws {
        let before = Self.lint(["en.lproj/Localizable.strings": Self.english,
                                "fr.lproj/Localizable.strings": Self.french(untranslated: [2, 4])], rule: "untranslated")
        #expect(before.count == 1 && before[0].group?.members.map(\.key) == ["step.2", "step.4"])
        let baseline = LintBaseline(findings: before, baseDirectory: Self.root)
        #expect(baseline.entries.map(\.key) == ["step.2", "step.4"])
        #expect(baseline.entries.allSatisfy { $0.file == "fr.lproj/Localizable.strings" && $0.message == nil })

        // The same strings on other lines (the file reordered): nothing new.
        let moved = Self.lint(["en.lproj/Localizable.strings": Self.english,
                               "fr.lproj/Localizable.strings": Self.french(untranslated: [2, 4], order: [6, 5, 4, 3, 2, 1])],
                              rule: "untranslated")
        #expect(moved[0].location.line == 3)
        #expect(baseline.filter(moved, baseDirectory: Self.root).isEmpty)
        #expect(baseline.compare(moved, baseDirectory: Self.root).map(\.state) == [.known])

        // One more string left in English: the finding is reported with that key alone, and says the rest are known.
        let after = Self.lint(["en.lproj/Localizable.strings": Self.english,
                               "fr.lproj/Localizable.strings": Self.french(untranslated: [2, 4, 5])], rule: "untranslated")
        let compared = baseline.compare(after, baseDirectory: Self.root)
        #expect(compared.map(\.state) == [.partlyNew])
        let new = try #require(baseline.filter(after, baseDirectory: Self.root).first)
        #expect(new.group?.members.map(\.key) == ["step.5"])
        #expect(new.group?.knownCount == 2)
        #expect(new.location == FileLocation(path: "/app/fr.lproj/Localizable.strings", line: 5, column: 12))
        #expect(new.message == "1 string in fr reads exactly as in en (\"step.5\" (\"Step 5 of the tour\")): a device set to "
                + "French (fr) shows the "
                + "English text there. Translate it, or list what stays the same by design (a name, a brand) under "
                + "allowed_untranslated in .rateprompt.yml (2 more are in the baseline)")
        // A string translated meanwhile leaves its entry unused; a new one elsewhere is still new.
        let fixed = Self.lint(["en.lproj/Localizable.strings": Self.english,
                               "fr.lproj/Localizable.strings": Self.french(untranslated: [4, 6])], rule: "untranslated")
        #expect(baseline.filter(fixed, baseDirectory: Self.root).first?.group?.members.map(\.key) == ["step.6"])
    }

    @Test func aKeyNewlyMissingIsNewAndLanguagesOfACatalogAreApart() throws {
        let english = "\"a\" = \"Alpha\";\n\"b\" = \"Beta\";\n\"c\" = \"Gamma\";\n"
        let before = Self.lint(["en.lproj/Localizable.strings": english,
                                "de.lproj/Localizable.strings": "\"a\" = \"Alpha-de\";\n\"b\" = \"Beta-de\";\n"],
                               rule: "missing-key")
        let baseline = LintBaseline(findings: before, baseDirectory: Self.root)
        let after = Self.lint(["en.lproj/Localizable.strings": english,
                               "de.lproj/Localizable.strings": "\"a\" = \"Alpha-de\";\n"], rule: "missing-key")
        let new = baseline.filter(after, baseDirectory: Self.root)
        #expect(new.map { $0.group?.members.map(\.key) } == [["b"]])
        // At the start of the table still: the group stands there, not at a key.
        #expect(new.first?.location == FileLocation(path: "/app/de.lproj/Localizable.strings", line: 1, column: 1))

        // A catalog holds every language in one file: each language's keys are their own (the scope).
        func catalog(_ languages: [String: [String]]) -> String {
            let keys = ["Rate", "Later", "Never"]
            let strings = keys.map { key in
                let units = languages.filter { $0.value.contains(key) }.keys.sorted().map { language in
                    "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(key)-\(language)\" } }"
                }.joined(separator: ", ")
                return "\"\(key)\" : { \"localizations\" : { \(units) } }"
            }.joined(separator: ",\n")
            return "{ \"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : {\n\(strings)\n} }\n"
        }
        let old = Self.lint(["Localizable.xcstrings": catalog(["de": ["Rate", "Later"], "fr": ["Rate", "Later", "Never"]])],
                            rule: "missing-key")
        #expect(old.map { $0.group?.scope } == ["de"])
        let catalogBaseline = LintBaseline(findings: old, baseDirectory: Self.root)
        #expect(catalogBaseline.entries.map { [$0.scope, $0.key] } == [["de", "Never"]])
        // French now lacks the key German lacked: new for French, still known for German.
        let now = Self.lint(["Localizable.xcstrings": catalog(["de": ["Rate", "Later"], "fr": ["Rate", "Later"]])],
                            rule: "missing-key")
        let compared = catalogBaseline.compare(now, baseDirectory: Self.root)
        #expect(compared.map { [$0.finding.group?.scope, "\($0.state)"] } == [["de", "known"], ["fr", "new"]])
    }

    /// A baseline written before findings were grouped (version 1: one entry per key of a `.strings` table) still
    /// absorbs those keys; one written now round-trips through its file.
    @Test func baselineFilesOfBothVersionsAreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("v1.json")
        try Data("""
            {"version": 1, "findings": [
              {"file": "fr.lproj/Localizable.strings", "rule": "untranslated", "key": "step.2",
               "message": "\\"step.2\\" in fr is the same as in en"}
            ]}
            """.utf8).write(to: old)
        let findings = Self.lint(["en.lproj/Localizable.strings": Self.english,
                                  "fr.lproj/Localizable.strings": Self.french(untranslated: [2, 4])], rule: "untranslated")
        let remaining = try LintBaseline.load(contentsOf: old.path).filter(findings, baseDirectory: Self.root)
        #expect(remaining.first?.group?.members.map(\.key) == ["step.4"])

        let written = folder.appendingPathComponent("v2.json")
        try LintBaseline(findings: findings, baseDirectory: Self.root).write(to: written.path, inputs: [])
        let text = try String(contentsOf: written, encoding: .utf8)
        #expect(text.contains("\"version\": 2"))
        #expect(try LintBaseline.load(contentsOf: written.path).filter(findings, baseDirectory: Self.root).isEmpty)
        // A version this build does not know is refused, not half read.
        try Data("{\"version\": 3, \"findings\": []}".utf8).write(to: old)
        #expect(throws: LintBaseline.Failure.self) { try LintBaseline.load(contentsOf: old.path) }
    }

    /// A disable comment silences the keys on its lines, and a group keeps the others.
    @Test func disableCommentsSilenceKeysOfAGroup() throws {
        let french = "\"step.1\" = \"Step 1 of the tour\";\n/* rateprompt:disable-next-line untranslated */\n"
            + "\"step.2\" = \"Step 2 of the tour\";\n\"step.3\" = \"Step 3 of the tour\";\n"
        let found = Self.lint(["en.lproj/Localizable.strings": Self.english, "fr.lproj/Localizable.strings": french],
                              rule: "untranslated")
        #expect(found.count == 1)
        #expect(found.first?.group?.members.map(\.key) == ["step.1", "step.3"])
        #expect(found.first?.message.hasPrefix("2 strings in fr read exactly as in en (\"step.1\" (\"Step 1 of the tour\"), "
                                               + "\"step.3\" (\"Step 3 of the tour\"))") == true)
        // Silencing the rule for the file from its first line drops the group.
        let silenced = Self.lint(["en.lproj/Localizable.strings": Self.english,
                                  "fr.lproj/Localizable.strings": "/* rateprompt:disable untranslated */\n" + french],
                                 rule: "untranslated")
        #expect(silenced.isEmpty)
    }
}
