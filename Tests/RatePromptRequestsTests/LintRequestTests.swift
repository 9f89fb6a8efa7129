import Foundation
import Testing
import RatePromptFormats
import RatePromptCore
import RatePromptRequests
import RatePromptLint

/// `LintRequest.run()` is the whole `lint` command: what the CLI prints and its exit status come from the result.
@Suite("LintRequest")
struct LintRequestTests {
    /// An app whose French table lacks a key (a `missing-key` warning), in a folder of its own.
    static func project(frenchTable: String = "\"iRateMessageTitle\" = \"Noter %@\";\n") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-lintrequest-\(UUID().uuidString)")
        for (localization, text) in [
            ("en", "\"iRateMessageTitle\" = \"Rate %@\";\n\"iRateRateButton\" = \"Rate It Now\";\n"),
            ("fr", frenchTable),
        ] {
            let url = folder.appendingPathComponent("\(localization).lproj/Localizable.strings")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func aPathThatIsNotThereIsAMistakeInTheRequest() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: RequestError.self) { try LintRequest(paths: ["nothing"], workingDirectory: folder.path) }
        do {
            _ = try LintRequest(paths: ["nothing"], workingDirectory: folder.path)
        } catch {
            #expect(error.description == "no such file or folder: nothing")
        }
        // Relative paths are taken from the working directory.
        let result = try LintRequest(paths: ["fr.lproj"], workingDirectory: folder.path).run()
        #expect(result.fileCount == 1)
    }

    @Test func warningsFailOnlyUnderStrict() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let relaxed = try LintRequest(paths: [folder.path]).run()
        #expect(result(relaxed, has: "missing-key"))
        #expect(relaxed.exitStatus == 0)
        #expect(try LintRequest(paths: [folder.path], strict: true).run().exitStatus == 2)
    }

    func result(_ result: LintResult, has rule: String) -> Bool {
        result.findings.contains { $0.rule == rule }
    }

    @Test func errorsFailAndEveryReporterWritesTheSameFindings() throws {
        let folder = try Self.project(frenchTable: "\"iRateMessageTitle\" = \"Noter %@\"\n\"broken\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try LintRequest(paths: [folder.path], workingDirectory: folder.path).run()
        #expect(result.exitStatus == 2)
        #expect(result.failure == nil)
        let errors = result.findings.filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        let xcode = String(decoding: result.report(.xcode), as: UTF8.self)
        #expect(xcode == result.findings.map { $0.description + "\n" }.joined())
        let json = try JSONSerialization.jsonObject(with: Data(result.report(.json))) as? [[String: Any]]
        #expect(json?.count == result.findings.count)
        // GitHub Actions paths are relative to the working directory.
        #expect(String(decoding: result.report(.githubActions), as: UTF8.self).contains("file=fr.lproj/Localizable.strings"))
        #expect(result.totals(besides: .xcode) == "Linted 2 files: \(errors.count) error\(errors.count == 1 ? "" : "s"), "
                + "\(result.findings.count - errors.count) warnings.")
        // The summary ends with the totals itself.
        #expect(result.totals(besides: .summary) == nil)
        #expect(String(decoding: result.report(.summary), as: UTF8.self).hasSuffix(result.totals(besides: .json)! + "\n"))
    }

    @Test func aBaselineWrittenThenAppliedLeavesNoFinding() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let written = try LintRequest(paths: [folder.path], strict: true, writeBaseline: baseline).run()
        #expect(!written.findings.isEmpty && written.exitStatus == 2)
        let applied = try LintRequest(paths: [folder.path], strict: true, baseline: baseline).run()
        #expect(applied.findings.isEmpty)
        #expect(applied.exitStatus == 0)
    }

    @Test func aBaselineThatCannotBeReadStopsTheRunBeforeAnyReport() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json")
        try Data("[1, 2".utf8).write(to: baseline)
        let result = try LintRequest(paths: [folder.path], baseline: baseline.path).run()
        #expect(result.exitStatus == 2)
        #expect(result.failure?.hasPrefix("\(baseline.path):1:1: error: cannot read the baseline: ") == true)
        #expect(result.report(.json).isEmpty)
        #expect(result.totals(besides: .xcode) == nil)
    }

    /// A baseline is never written over an input.
    @Test func aBaselineOverAnInputIsRefused() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("en.lproj/Localizable.strings")
        let before = try Data(contentsOf: table)
        let result = try LintRequest(paths: [folder.path], writeBaseline: table.path).run()
        #expect(result.exitStatus == 2)
        #expect(result.failure?.contains("cannot write the baseline") == true)
        #expect(try Data(contentsOf: table) == before)
    }

    @Test func theStampIsWrittenOnlyAfterARunWithoutErrors() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stamp = folder.appendingPathComponent("lint.stamp")
        let passed = try LintRequest(paths: [folder.path], stamp: stamp.path).run()
        #expect(passed.exitStatus == 0)
        #expect(try String(contentsOf: stamp, encoding: .utf8) == passed.totals(besides: .xcode))
        try FileManager.default.removeItem(at: stamp)
        let failed = try LintRequest(paths: [folder.path], strict: true, stamp: stamp.path).run()
        #expect(failed.exitStatus == 2)
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
    }

    @Test func settingsGivenToTheRequestReplaceTheFile() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("severity: { missing-key: error }\n".utf8).write(to: folder.appendingPathComponent(".rateprompt.yml"))
        #expect(try LintRequest(paths: [folder.path]).run().exitStatus == 2)
        let settings = LintConfiguration.parse("disabled_rules: [missing-key]\n",
                                               path: folder.appendingPathComponent("other.yml").path)
        let result = try LintRequest(paths: [folder.path], configuration: settings).run()
        #expect(!self.result(result, has: "missing-key"))
        #expect(result.exitStatus == 0)
    }

    /// Overlapping paths (a folder given twice, a folder and a file in it) report each finding once.
    @Test func overlappingPathsReportEachFindingOnce() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let once = try LintRequest(paths: [folder.path]).run().findings
        #expect(!once.isEmpty)
        #expect(try LintRequest(paths: [folder.path, folder.path + "/."]).run().findings == once)
        let english = folder.appendingPathComponent("en.lproj/Localizable.strings").path
        let alone = try LintRequest(paths: [english]).run().findings
        #expect(!alone.isEmpty && alone.allSatisfy(once.contains))
        #expect(try LintRequest(paths: [english, folder.path]).run().findings == once)
    }

    @Test func findingsGatheredElsewhereReportAsTheCommandWould() {
        let finding = LintFinding(rule: "whitespace", severity: .warning, message: "doubled spaces",
                                  location: FileLocation(path: "/app/fr.lproj/Localizable.strings", line: 2, column: 21))
        let result = LintResult(findings: [finding], fileCount: 3, workingDirectory: "/app")
        #expect(String(decoding: result.report(.xcode), as: UTF8.self)
                == "/app/fr.lproj/Localizable.strings:2:21: warning: doubled spaces (whitespace)\n")
        #expect(result.totals(besides: .json) == "Linted 3 files: 0 errors, 1 warning.")
        #expect(result.exitStatus == 0)
    }

    /// `Tests/Fixtures/projects/shipped`: what no target ships is not linted, and one note says so, in every reporter,
    /// without failing a build even under `--strict`.
    @Test func filesNoTargetShipsAreANoteThatNeverFails() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/projects/shipped").path
        let only = LintConfiguration.parse("disabled_rules: [mixed-copy-sources, unshipped-translation]\n",
                                           path: root + "/settings.yml")
        let result = try LintRequest(paths: [root], strict: true, configuration: only, workingDirectory: root).run()
        #expect(result.exitStatus == 0)
        let note = try #require(result.findings.first { $0.rule == "unshipped-files" })
        #expect(result.findings.count == 1 && note.severity == .note)
        #expect(note.location.path == root + "/Tally.xcodeproj/project.pbxproj")
        #expect(note.message == "3 localization files that no target of Tally.xcodeproj ships were not linted, since no "
                + "device reads them: App: 1 localization the app does not ship (it), 1 file of Localizable; Tools/Import, "
                + "which no target copies (2 files). To lint them all the same, list them under include_unshipped in "
                + ".rateprompt.yml")
        #expect(note.notes.map { String($0.location.path.dropFirst(root.count + 1)) }
                == ["App/it.lproj/Localizable.strings", "Tools/Import/en.lproj/Import.strings"])
        let xcode = String(decoding: result.report(.xcode), as: UTF8.self)
        #expect(xcode.hasPrefix(root + "/Tally.xcodeproj/project.pbxproj:1:1: note: 3 localization files"))
        #expect(xcode.contains(root + "/App/it.lproj/Localizable.strings:1:1: note: App: 1 localization"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.report(.json))) as? [[String: Any]])
        #expect(json.map { $0["severity"] as? String } == ["note"])
        #expect(String(decoding: result.report(.githubActions), as: UTF8.self).hasPrefix("::notice file=Tally.xcodeproj/project.pbxproj,"))
        let sarif = String(decoding: result.report(.sarif), as: UTF8.self)
        #expect(sarif.contains("\"level\": \"note\""))
        #expect(result.totals(besides: .xcode) == "Linted 6 files: 0 errors, 0 warnings.")

        // Everything else: the German InfoPlist.strings the project forgot is a warning; nothing is said of a file
        // that was left out (the Italian table, the converter's empty French value).
        let all = try LintRequest(paths: [root], workingDirectory: root).run()
        #expect(all.findings.filter { $0.rule == "unshipped-translation" }.map(\.location.path)
                == [root + "/App/de.lproj/InfoPlist.strings"])
        #expect(!all.findings.contains { $0.location.path.contains("/it.lproj/") || $0.location.path.contains("/Tools/") })

        // include_unshipped lints them all the same, and the note no longer lists them.
        let included = LintConfiguration.parse("include_unshipped: [\"Tools/**\"]\n", path: root + "/settings.yml")
        let withTools = try LintRequest(paths: [root], configuration: included, workingDirectory: root).run()
        #expect(withTools.findings.contains { $0.rule == "empty-value" && $0.location.path.hasSuffix("/Tools/Import/fr.lproj/Import.strings") })
        #expect(withTools.findings.first { $0.rule == "unshipped-files" }?.message.hasPrefix("1 localization file that") == true)
    }
}
