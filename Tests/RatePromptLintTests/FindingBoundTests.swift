import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
import RatePromptTestSupport

/// No input makes unbounded findings: the strings reader lists the first `DiagnosticBound.limit` diagnostics of a
/// kind in a file and sums up the rest in one, and the linter does the same past `Linter.findingLimit` findings of
/// a rule in a file.
@Suite struct FindingBoundTests {
    /// One key written over and over, as in the 90 MB file that took lint past 12 GiB: 18 MB here.
    static let repeatedKey: [UInt8] = {
        let line = Array("\"iRateRateButton\" = \"Rate\";\n".utf8)
        var bytes: [UInt8] = []
        let count = 18_000_000 / line.count
        bytes.reserveCapacity(count * line.count)
        for _ in 0..<count { bytes += line }
        return bytes
    }()

    @Test func duplicateKeysPastTheLimitAreSummedUp() throws {
        let entryCount = Self.repeatedKey.count / 28
        let file = StringsFileParser().parse(Self.repeatedKey, path: "/p/en.lproj/Localizable.strings")
        #expect(file.entries.count == entryCount)
        #expect(file.effectiveEntries.count == 1)
        let duplicates = file.diagnostics.filter { $0.code == .duplicateKey }
        #expect(duplicates.count == DiagnosticBound.limit + 1)
        #expect(duplicates.dropLast().allSatisfy { $0.message.hasPrefix("duplicate key \"iRateRateButton\"") })
        #expect(duplicates.dropLast().allSatisfy { $0.notes.count == 1 })
        let summary = try #require(duplicates.last)
        let omitted = entryCount - 1 - DiagnosticBound.limit
        #expect(summary.message.hasPrefix("\(omitted) more duplicate keys in this file from here on are not listed"))
        // At the first duplicate not listed: the key on line 1 is the original, lines 2…1001 the listed ones.
        #expect(summary.location.line == DiagnosticBound.limit + 2 && summary.location.column == 1)
        // Every repetition has the same value: notes, and so is their summary.
        #expect(summary.severity == .note)
        #expect(summary.notes.isEmpty)

        let result = Linter().lint([.init(path: "/p/en.lproj/Localizable.strings", bytes: Self.repeatedKey)])
        // The listed duplicates are one finding for the table, each a key of it; the reader's count stays apart.
        let findings = result.findings.filter { $0.rule == "duplicate-key" }
        #expect(findings.count == 2)
        #expect(findings.last?.message == summary.message)
        let group = try #require(findings.first?.group)
        #expect(group.members.map(\.location.line) == Array(2...DiagnosticBound.limit + 1))
        #expect(group.members.allSatisfy { $0.key == "iRateRateButton" && $0.detail?.hasPrefix("also on line ") == true })
        // The same value each time: harmless on a device, a note.
        #expect(findings.first?.message.hasPrefix("\(DiagnosticBound.limit) keys are defined twice in this table") == true)
        #expect(findings.first?.message.contains("a device shows the same value") == true)
        #expect(findings.first?.severity == .note)
    }

    /// A summary's severity is the highest of what it stands for: non-string values are errors.
    @Test func unknownEscapesAndNonStringValuesAreBoundedToo() {
        let count = DiagnosticBound.limit + 5
        var text = ""
        for index in 0..<count { text += "\"k\(index)\" = \"a\\qb\";\n\"v\(index)\" = (x);\n" }
        let file = StringsFileParser().parse(Array(text.utf8), path: "/p/en.lproj/Localizable.strings")
        #expect(file.entries.count == 2 * count)
        for (code, what, severity) in [(Diagnostic.Code.unknownEscape, "unknown escapes", Diagnostic.Severity.warning),
                                       (.nonStringValue, "values that are not strings", .error)] {
            let found = file.diagnostics.filter { $0.code == code }
            #expect(found.count == DiagnosticBound.limit + 1, "\(code)")
            #expect(found.last?.message.hasPrefix("5 more \(what) in this file") == true, "\(code)")
            #expect(found.last?.location.line == 2 * DiagnosticBound.limit + (code == .unknownEscape ? 1 : 2), "\(code)")
            #expect(found.last?.severity == severity, "\(code)")
        }
    }

    /// A translation that lacks ten thousand keys of a bigger source table: one finding that holds every key, in the
    /// source's order, each at its line in the source.
    @Test func missingKeysPastTheLimitAreOneGroup() throws {
        let keyCount = Linter.findingLimit + 7
        var source = ""
        var translation = ""
        for index in 0..<keyCount { source += "\"key\(index)\" = \"Value \(index)\";\n" }
        for index in 0..<(keyCount + 1) {
            source += "\"done\(index)\" = \"Done \(index)\";\n"
            translation += "\"done\(index)\" = \"Fait \(index)\";\n"
        }
        let result = Linter().lint([
            .init(path: "/p/en.lproj/Localizable.strings", bytes: Array(source.utf8)),
            .init(path: "/p/fr.lproj/Localizable.strings", bytes: Array(translation.utf8)),
        ])
        let missing = result.findings.filter { $0.rule == "missing-key" }
        #expect(missing.count == 1)
        let group = try #require(missing.first?.group)
        #expect(group.members.map(\.key) == (0..<keyCount).map { "key\($0)" })
        #expect(group.members.map(\.location.line) == Array(1...keyCount))
        #expect(group.members.allSatisfy { $0.location.path == "/p/en.lproj/Localizable.strings" })
        #expect(missing[0].location == FileLocation(path: "/p/fr.lproj/Localizable.strings", line: 1, column: 1))
        #expect(missing[0].message.hasPrefix("\(keyCount) keys of en are missing in fr (\"key0\" (\"Value 0\"), \"key1\" "
                                             + "(\"Value 1\"), \"key2\" (\"Value 2\"), …)"))
    }

    /// The linter's own bound keeps the first findings in the report's order and gives the summary the highest
    /// severity of the rest; other files and small groups pass untouched.
    @Test func linterBoundKeepsTheFirstFindingsOfEachFile() throws {
        var random = SplitMix64(seed: 0xB0B0)
        let count = Linter.findingLimit + 50
        var findings = (0..<count).map { index in
            LintFinding(rule: "whitespace", severity: index == count - 1 ? .error : .warning, message: "m\(index)",
                        location: FileLocation(path: "/p/a.strings", line: index + 1, column: 1))
        }
        findings += (0..<3).map {
            LintFinding(rule: "whitespace", severity: .warning, message: "x", location: FileLocation(path: "/p/b.strings", line: $0 + 1, column: 1))
        }
        findings.shuffle(using: &random)
        let bounded = Linter.bounded(findings)
        #expect(bounded.count == Linter.findingLimit + 1 + 3)
        let kept = bounded.filter { $0.location.path == "/p/a.strings" }
        let summary = try #require(kept.last)
        #expect(kept.dropLast().map(\.location.line) == Array(1...Linter.findingLimit))
        #expect(summary.location.line == Linter.findingLimit + 1)
        #expect(summary.severity == .error)
        #expect(summary.message.hasPrefix("50 more whitespace findings in this file"))
        #expect(Linter.bounded(Array(findings.prefix(Linter.findingLimit + 1))).count == Linter.findingLimit + 1)
    }
}
