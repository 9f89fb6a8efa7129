import Foundation
import Testing
import RatePromptFormats
import RatePromptLint
import RatePromptRequests
import RatePromptTestSupport

/// The translators' page (`preview --strings`) says what lint says about the same files: its untranslated counts are
/// lint's `untranslated` findings (and the strings a language lacks), a file Apple cannot read or reads only partly
/// is on the page with its error, and the exit status fails where lint's does. The fixture is
/// `projects/translators-page` (its README says what each file holds).
@Suite("The translators' page agrees with lint")
struct StringsPageLintTests {
    static let project = CommandRequestTests.fixture("projects/translators-page")

    /// One language's progress and rows as the page carries them.
    struct Language {
        var counts: [Int]
        var rows: [(key: String, table: String, value: String?, status: Int, findings: [[Any]])]
        var tableFindings: [[Any]]
    }

    /// Writes the page of `tables` (all when nil) and reads back its data: the result, and each language by name.
    static func page(tables: [String]? = nil) throws -> (result: CommandResult<Bool>, languages: [String: Language]) {
        let folder = try CommandRequestTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("strings.html")
        let result = try PreviewRequest(project: project, output: out.path, strings: true, tables: tables).run()
        let html = try String(contentsOf: out, encoding: .utf8)
        func block(_ id: String) throws -> [String: Any] { try StringsPageData.block(id, in: html) }
        let meta = try block("strings-meta")
        let strings = try #require(meta["strings"] as? [[Any]])
        let tableNames = try #require(meta["tables"] as? [String])
        var languages: [String: Language] = [:]
        for (index, language) in try #require(meta["languages"] as? [[Any]]).enumerated() {
            let data = try block("strings-\(index)")
            let rows = try #require(data["rows"] as? [[Any]]).map { row in
                let string = strings[row[0] as! Int]
                return (key: string[1] as! String, table: tableNames[string[0] as! Int], value: row[1] as? String,
                        status: row[2] as! Int, findings: row[5] as? [[Any]] ?? [])
            }
            languages[language[0] as! String] = Language(counts: language[5] as! [Int], rows: rows,
                                                         tableFindings: data["tableFindings"] as? [[Any]] ?? [])
        }
        return (result, languages)
    }

    /// Lint's findings about the fixture, one per key.
    static func lint() throws -> (findings: [LintFinding], exitStatus: Int32) {
        let result = try LintRequest(paths: [project]).run()
        return (result.findings.flatMap(\.perKey), result.exitStatus)
    }

    /// A string lint reports as `untranslated` is untranslated on the page, in its language's counts and filters,
    /// whatever else it holds (here a `.stringsdict` string whose `other` form is English and whose `one` form is
    /// German): the page's count is lint's number of keys, language by language.
    @Test func theUntranslatedCountsAreLintsFindings() throws {
        let (result, languages) = try Self.page(tables: ["Localizable"])
        #expect(result.value && result.exitStatus == 0, "\(result.diagnostics)")
        let lint = try Self.lint()
        let untranslated = lint.findings.filter { $0.rule == "untranslated" && $0.location.path.contains("/Localizable.") }
        for language in ["de", "fr"] {
            let page = try #require(languages[language])
            let keys = Set(untranslated.filter { $0.location.path.contains("/\(language).lproj/") }.compactMap(\.key))
            let untranslatedRows = page.rows.filter { $0.status == 1 }
            #expect(Set(untranslatedRows.map(\.key)) == keys, "\(language)")
            #expect(page.counts[1] == keys.count, "\(language)")
            #expect(page.counts.reduce(0, +) == page.rows.count)
        }
        #expect(languages["de"]?.counts == [3, 3, 0, 0])
        #expect(languages["fr"]?.counts == [6, 0, 0, 0])
        // The plural string's row carries the finding on its `other` form, and counts as untranslated.
        let plural = try #require(languages["de"]?.rows.first { $0.key == "recipes saved" })
        #expect(plural.status == 1 && plural.findings.map { $0[1] as? String } == ["untranslated"])
    }

    /// A `.strings` file without a `;` is one Apple cannot read: a device shows none of its strings. The page keeps the
    /// language's table, every string of it untranslated, with the error at its file, line and column, and fails as
    /// lint does.
    @Test func aFileAppleCannotReadIsOnThePageAndFailsIt() throws {
        let (result, languages) = try Self.page(tables: ["Settings"])
        #expect(result.value && result.exitStatus == 1)
        let file = "\(Self.project)/fr.lproj/Settings.strings"
        #expect(result.diagnostics.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.code)" }
                == ["\(file):2:63 syntax-error"])
        let french = try #require(languages["fr"])
        #expect(french.rows.map(\.key) == ["settings.units", "settings.sync", "settings.reset"])
        #expect(french.rows.allSatisfy { $0.value == nil && $0.status == 1 })
        #expect(french.counts == [0, 3, 0, 0])
        let finding = try #require(french.tableFindings.first)
        #expect(french.tableFindings.count == 1)
        // [severity, rule, message, file, line, column]
        #expect(finding[0] as? String == "error" && finding[1] as? String == "syntax-error")
        #expect((finding[2] as? String)?.hasPrefix("missing ';' after the value of \"settings.sync\"") == true)
        #expect(finding[4] as? Int == 2 && finding[5] as? Int == 63)
        // German's file reads: nothing about it.
        #expect(languages["de"]?.counts == [3, 0, 0, 0] && languages["de"]?.tableFindings.isEmpty == true)
        let lint = try Self.lint()
        #expect(lint.exitStatus != 0 && lint.findings.contains { $0.rule == "syntax-error" && $0.location.path == file })
    }

    /// A file Apple stops reading early without an error (`;;`) shows its first string and fails the run: lint calls
    /// it an error.
    @Test func aFileAppleReadsOnlyPartlyFailsIt() throws {
        let (result, languages) = try Self.page(tables: ["Onboarding"])
        #expect(result.value && result.exitStatus == 1)
        let file = "\(Self.project)/es.lproj/Onboarding.strings"
        #expect(result.diagnostics.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.code)" }
                == ["\(file):1:44 silent-truncation"])
        let spanish = try #require(languages["es"])
        #expect(spanish.rows.map { $0.value != nil } == [true, false, false])
        #expect(spanish.counts == [1, 2, 0, 0])
        let truncation = spanish.rows.flatMap(\.findings) + spanish.tableFindings
        #expect(truncation.contains { $0[1] as? String == "silent-truncation" && $0[4] as? Int == 1 && $0[5] as? Int == 44 })
    }

    /// The whole project: the run fails with exactly lint's errors, and lint's warnings stay on the page.
    @Test func theExitStatusAndItsErrorsAreLints() throws {
        let (result, _) = try Self.page()
        let lint = try Self.lint()
        #expect(result.exitStatus == 1 && lint.exitStatus != 0)
        func described(_ location: FileLocation, _ code: String) -> String {
            "\(location.path):\(location.line):\(location.column) \(code)"
        }
        #expect(result.diagnostics.map { described($0.location, $0.code.rawValue) }
                == lint.findings.filter { $0.severity == .error }.map { described($0.location, $0.rule) })
        #expect(result.diagnostics.count == 2)
    }
}
