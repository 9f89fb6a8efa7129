import Foundation
import Testing
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptSourceLint

@Suite struct LintCommandTests {
    static let repository = CommandRunner.fixtures.deletingLastPathComponent().deletingLastPathComponent()

    /// A scratch folder with the given files.
    static func project(_ files: [LintExample.File]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-lint-\(UUID().uuidString)")
        for file in files where !file.isAnchor {
            let url = root.appendingPathComponent(file.path)
            if file.isFolder {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                continue
            }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        return root
    }

    /// (rule, path relative to `root`, line, column) of every finding in JSON output.
    static func findings(_ result: CommandRunner.Result, root: String) throws -> Set<String> {
        let array = try #require(try result.json() as? [[String: Any]])
        return Set(array.map { item in
            let file = (item["file"] as! String).replacingOccurrences(of: root + "/", with: "")
            return "\(item["rule"]!) \(file):\(item["line"]!):\(item["column"]!)"
        })
    }

    /// Every rule the tool has: RatePromptKit's and the source stage's.
    static let stages = [LintStage.builtIn, .source]

    static let firstTriggering = stages.descriptions.map(\.id)

    /// Every rule through the CLI: its first triggering example, written to disk, reported at its markers.
    @Test(arguments: firstTriggering)
    func ruleThroughCLI(id: String) async throws {
        let rule = try #require(Self.stages.rule(id)).description
        let example = rule.triggering[0]
        let written = Testing.SourceLocation(fileID: example.fileID, filePath: example.filePath, line: example.line,
                                             column: example.column)
        // An opt-in rule is turned on as a user would turn it on.
        let settings = rule.isOptIn ? [LintExample.File.lintConfiguration("opt_in_rules: [\(id)]\n")] : []
        let root = try Self.project(example.files + settings)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await CommandRunner.run(["lint", "--reporter", "json", root.path])
        let array = try #require(try result.json() as? [[String: Any]])
        let found = try Self.findings(result, root: root.path).filter { $0.hasPrefix(id + " ") }
        #expect(found == Set(example.expectedLocations.map { "\(id) \($0)" }), sourceLocation: written)
        let hasError = array.contains { $0["severity"] as? String == "error" }
        #expect(result.status == (hasError ? 2 : 0), "\(result.stderr)")
        // A finding that stands for several keys lists them under `keys`, each at its file and line.
        #expect(array.allSatisfy { Set($0.keys).subtracting(["keys"]) == ["file", "line", "column", "severity", "rule", "message"] })
        let members = example.expectedMemberLocations.map { "\($0.path):\($0.line)" }
        if !members.isEmpty {
            let listed = array.filter { $0["rule"] as? String == id }.flatMap { item in
                (item["keys"] as? [[String: Any]] ?? []).map { key in
                    ((key["file"] ?? item["file"]) as! String).replacingOccurrences(of: root.path + "/", with: "")
                        + ":\(key["line"]!)"
                }
            }
            #expect(listed.sorted() == members.sorted(), sourceLocation: written)
        }
    }

    /// The defects found in iRate's shipped tables, reproduced in one project, are all reported, and nothing else.
    @Test func iRateDefectsFixture() async throws {
        let root = CommandRunner.fixture("projects/irate-defects")
        let result = try await CommandRunner.run(["lint", "--reporter", "json", root])
        #expect(result.status == 0, "only warnings")
        let missing = Set(["iRateMessageTitle", "iRateAppMessage", "iRateGameMessage", "iRateCancelButton",
                           "iRateRemindButton", "iRateRateButton"])
        let found = try Self.findings(result, root: root)
        #expect(found == [
            "whitespace fa.lproj/Localizable.strings:1:23",
            // Croatian copies Bosnian: at the copy's folder.
            "duplicate-localization hr.lproj:1:1",
            // The Italian table copied from English: one finding, its five strings of two words or more listed (the
            // title, "Rate %@", is one word besides its placeholder); no duplicate-localization, since it copies
            // the source.
            "untranslated it.lproj/Localizable.strings:2:21",
            "same-app-and-game-message ja.lproj/Localizable.strings:3:22",
            "legacy-localization-name no.lproj/Localizable.strings:1:1",
            "missing-key sv.lproj/Localizable.strings:1:1",
            "unused-key ur.lproj/Localizable.strings:7:1",
        ])
        let array = try #require(try result.json() as? [[String: Any]])
        let untranslated = try #require(array.first { $0["rule"] as? String == "untranslated" }?["keys"] as? [[String: Any]])
        #expect(untranslated.compactMap { $0["line"] as? Int } == Array(2...6))
        // Swedish lacks every prompt key: one finding, each key saying which copy a device shows in its place.
        let missingKey = try #require(array.first { $0["rule"] as? String == "missing-key" })
        let keys = try #require(missingKey["keys"] as? [[String: Any]])
        #expect(Set(keys.compactMap { $0["key"] as? String }) == missing)
        #expect(keys.allSatisfy { ($0["detail"] as? String)?.contains("from RatePrompt's sv copy") == true })
        #expect(keys.allSatisfy { ($0["file"] as? String)?.hasSuffix("/en.lproj/Localizable.strings") == true })
        #expect((missingKey["message"] as? String)?.hasPrefix("6 keys of en are missing in sv (\"iRateMessageTitle\", ") == true)
    }

    @Test func ownLocalizationsLintClean() async throws {
        let result = try await CommandRunner.run(["lint", "--reporter", "json", Self.repository.appendingPathComponent("Localizations").path])
        #expect(result.status == 0)
        #expect(result.stdout == "[]\n")
        #expect(result.stderr.contains("Linted 45 files: 0 errors, 0 warnings."))
    }

    @Test func xcodeReporterAndExitCodes() async throws {
        let root = try Self.project([.strings("en", "\"greeting\" = \"Hi there: \";\n"), .strings("de", "\"greeting\" = \"Hallo du:\";\n")])
        defer { try? FileManager.default.removeItem(at: root) }
        let plain = try await CommandRunner.run(["lint", root.path])
        #expect(plain.status == 0)
        let message = "1 string in de differs from en in whitespace (\"greeting\": drops the trailing whitespace that en "
            + "has): a device shows the text without the space or line break its source has at that edge (where the app "
            + "joins text there, the two run together). Make the edges match en's and the spaces single (whitespace)"
        #expect(plain.stdout == "\(root.path)/de.lproj/Localizable.strings:1:14: warning: \(message)\n")
        #expect(try await CommandRunner.run(["lint", "--strict", root.path]).status == 2)
        #expect(try await CommandRunner.run(["lint", "--reporter", "nope", root.path]).status == 64)
        let actions = try await CommandRunner.run(["lint", "--reporter", "github-actions", "."], in: root)
        #expect(actions.stdout == "::warning file=de.lproj/Localizable.strings,line=1,col=14::\(message)\n")
        // A path that is not there is a usage error, not a finding.
        let missing = try await CommandRunner.run(["lint", root.appendingPathComponent("nothing").path])
        #expect(missing.status == 64)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr.contains("no such file or folder: \(root.path)/nothing"))
    }

    @Test func sarifCarriesTheCatalog() async throws {
        let root = try Self.project([.strings("en", "\"title\" = \"\";\n")])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await CommandRunner.run(["lint", "--reporter", "sarif", "."], in: root)
        let sarif = try #require(try result.json() as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == Self.stages.descriptions.map(\.id))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["empty-value"])
        let location = (results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "en.lproj/Localizable.strings")
    }

    @Test func baselineSurvivesEdits() async throws {
        let root = try Self.project([
            .strings("en", "\"iRateRateButton\" = \"Rate \";\n\"iRateRemindButton\" = \"Later\";\n"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let baseline = root.appendingPathComponent("baseline.json").path
        let written = try await CommandRunner.run(["lint", "--write-baseline", baseline, "--strict", "."], in: root)
        #expect(written.status == 2)
        #expect(FileManager.default.fileExists(atPath: baseline))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["baseline.json", "en.lproj"])
        #expect(try await CommandRunner.run(["lint", "--baseline", baseline, "--strict", "."], in: root).status == 0)
        // Moving the finding to another line keeps it matched; a new finding is still reported.
        let table = root.appendingPathComponent("en.lproj/Localizable.strings")
        try Data("/* moved */\n\"iRateRemindButton\" = \"Later \";\n\"iRateRateButton\" = \"Rate \";\n".utf8).write(to: table)
        let after = try await CommandRunner.run(["lint", "--baseline", baseline, "--reporter", "json", "."], in: root)
        #expect(try Self.findings(after, root: root.path) == ["whitespace en.lproj/Localizable.strings:2:23"])
        let unreadable = try await CommandRunner.run(["lint", "--baseline", root.appendingPathComponent("none.json").path, "."], in: root)
        #expect(unreadable.status == 2)
        #expect(unreadable.stderr.contains("none.json:1:1: error: cannot read the baseline"))
    }

    /// A grouped finding through the command: the baseline holds each key, and one string newly left in English is
    /// reported alone (JSON `keys`, SARIF related locations), whatever moved around it.
    @Test func baselineSeesInsideGroupedFindings() async throws {
        let english = (1...5).map { "\"step.\($0)\" = \"Step \($0) of the tour\";\n" }.joined()
        let root = try Self.project([
            .strings("en", english),
            .strings("fr", "\"step.1\" = \"Step 1 of the tour\";\n\"step.2\" = \"Étape 2\";\n\"step.3\" = \"Step 3 of the tour\";\n"
                     + "\"step.4\" = \"Étape 4\";\n\"step.5\" = \"Étape 5\";\n"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let baseline = root.appendingPathComponent("baseline.json").path
        let written = try await CommandRunner.run(["lint", "--write-baseline", baseline, "--reporter", "json", "."], in: root)
        let all = try #require(try written.json() as? [[String: Any]])
        #expect(all.count == 1 && (all[0]["keys"] as? [[String: Any]])?.compactMap { $0["key"] as? String } == ["step.1", "step.3"])
        #expect(try await CommandRunner.run(["lint", "--baseline", baseline, "--strict", "."], in: root).stdout.isEmpty)
        // Lines moved, and step.4 now left in English too.
        try Data(("/* moved */\n\"step.5\" = \"Étape 5\";\n\"step.4\" = \"Step 4 of the tour\";\n"
                  + "\"step.3\" = \"Step 3 of the tour\";\n\"step.2\" = \"Étape 2\";\n\"step.1\" = \"Step 1 of the tour\";\n").utf8)
            .write(to: root.appendingPathComponent("fr.lproj/Localizable.strings"))
        let json = try await CommandRunner.run(["lint", "--baseline", baseline, "--reporter", "json", "."], in: root)
        let new = try #require(try json.json() as? [[String: Any]])
        #expect(new.count == 1)
        #expect(new.first?["line"] as? Int == 3)
        #expect((new.first?["keys"] as? [[String: Any]])?.map { "\($0["key"]!):\($0["line"]!)" } == ["step.4:3"])
        #expect((new.first?["message"] as? String)?.hasSuffix("(2 more are in the baseline)") == true)
        let sarif = try await CommandRunner.run(["lint", "--baseline", baseline, "--reporter", "sarif", "."], in: root)
        let results = try #require(((try sarif.json() as? [String: Any])?["runs"] as? [[String: Any]])?.first?["results"]
                                   as? [[String: Any]])
        let related = try #require(results.first?["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect((related[0]["message"] as? [String: Any])?["text"] as? String == "\"step.4\"")
        let region = (related[0]["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 3)
        #expect(try await CommandRunner.run(["lint", "--baseline", baseline, "--strict", "."], in: root).status == 2)
    }

    @Test func lintConfigurationFile() async throws {
        let root = try Self.project([
            .lintConfiguration("""
                disabled_rules: [empty-value]
                severity: {whitespace: error}
                excluded: [Vendor]
                opt_in_rule: []

                """),
            .strings("en", "\"a\" = \"Rate  it\";\n\"b\" = \"\";\n"
                     + "/* rateprompt:disable-next-line whitespace */\n\"c\" = \"Later  on\";\n"),
            .init("Vendor/de.lproj/Localizable.strings", "\"x\" = \"y  z\";\n"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await CommandRunner.run(["lint", "--reporter", "json", root.appendingPathComponent("en.lproj").path])
        #expect(try Self.findings(result, root: root.path) == [
            "whitespace en.lproj/Localizable.strings:1:7",
            "invalid-lint-configuration .rateprompt.yml:4:1",
        ])
        #expect(result.stdout.contains("did you mean \\\"opt_in_rules\\\"?"))
        #expect(result.status == 2)
    }

    @Test func rulesPageIsUpToDate() async throws {
        let result = try await CommandRunner.run(["rules", "--format", "markdown"])
        let page = try String(contentsOf: Self.repository.appendingPathComponent("Documentation/Rules.md"), encoding: .utf8)
        #expect(result.stdout == page, "regenerate with: swift run generate-rateprompt")
        let text = try await CommandRunner.run(["rules"])
        #expect(text.stdout.split(separator: "\n").count == Self.stages.rules.count)
    }
}

@Suite("rateprompt lint of a translator's files")
struct TranslationLintTests {
    static let xcloc = CommandRunner.fixture("xcloc/de.xcloc")

    /// The hand-made `.xcloc`: its XLIFF is read as the app's catalogs would be, every finding at the unit to fix,
    /// and the copies in `Source Contents` are not linted again. Each finding checked by hand: the review state, the
    /// missing target, the wrong argument type, the plural without `other`, the new unit (still English), and the prompt that mixes
    /// the app's copy with RatePrompt's.
    @Test func anXclocIsLintedThroughItsXLIFF() async throws {
        let result = try await CommandRunner.run(["lint", "--reporter", "json", Self.xcloc])
        #expect(result.status == 2)
        let found = try LintCommandTests.findings(result, root: Self.xcloc + "/Localized Contents")
        let expected: Set<String> = [
            "mixed-copy-sources de.xliff:1:1", "genre-copy-missing de.xliff:13:7",
            "unreviewed-translation de.xliff:20:9", "missing-key de.xliff:23:7", "placeholder-mismatch de.xliff:29:9",
            // One unreviewed-translation finding for the file's language: the unit at 20:9 (the one at 82:9 still
            // reads as the source: untranslated's).
            "plural-other-missing de.xliff:46:9",
            // The new "other" form of a substitution, still in English.
            "untranslated de.xliff:82:9",
        ]
        #expect(found == expected)
        let array = try #require(try result.json() as? [[String: Any]])
        let unreviewed = array.first { $0["rule"] as? String == "unreviewed-translation" }?["keys"] as? [[String: Any]]
        #expect(unreviewed?.compactMap { $0["line"] as? Int } == [20])
        let text = try await CommandRunner.run(["lint", Self.xcloc])
        #expect((text.stdout + text.stderr).contains("Linted 1 file: 2 errors, 6 warnings."), "\(text.stderr)")
        #expect(!text.stdout.contains("Source Contents"))
        // The XLIFF alone gives the same.
        let alone = try await CommandRunner.run(["lint", "--reporter", "json", Self.xcloc + "/Localized Contents/de.xliff"])
        #expect(try LintCommandTests.findings(alone, root: Self.xcloc + "/Localized Contents") == expected)
    }

    @Test func dumpReadsAnXclocAsItsXLIFF() async throws {
        let result = try await CommandRunner.run(["dump", Self.xcloc])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try #require((try result.json() as? [String: Any])?["files"] as? [[String: Any]])
        #expect(files.map { $0["original"] as? String } == ["Ledger/en.lproj/Localizable.strings",
                                                           "Ledger/en.lproj/Localizable.stringsdict", "Ledger/Shared.xcstrings"])
        let cancel = try #require((files[0]["units"] as? [[String: Any]])?[3])
        #expect(cancel["id"] as? String == "iRateCancelButton" && cancel["target"] == nil)
    }
}
