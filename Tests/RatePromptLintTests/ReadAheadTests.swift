import Foundation
import Testing
import RatePromptFormats
@testable import RatePromptLint

/// The files the walk's core reads while a top-level project is parsed are linted as those read after: reading every
/// file ahead (the unshipped ones included) or none gives the same findings, and what no target ships stays unlinted.
@Suite struct ReadAheadTests {
    static let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects/shipped").path

    static func lint(_ readsAhead: Linter.ReadAhead) -> (findings: [String], files: Int) {
        var linter = Linter()
        linter.readsAhead = readsAhead
        let result = linter.lint(path: shipped)
        return (result.findings.map { "\($0.location.path):\($0.location.line) \($0.rule) \($0.message)" }, result.fileCount)
    }

    @Test func filesReadAheadAreLintedAsFilesReadAfter() {
        let never = Self.lint(.never), always = Self.lint(.always), asRun = Self.lint(.whileProjectsAreParsed)
        #expect(!never.findings.isEmpty)
        #expect(always.findings == never.findings && always.files == never.files)
        #expect(asRun.findings == never.findings && asRun.files == never.files)
        // The unshipped files (read ahead with `.always`) are in no finding but the note that says so.
        #expect(!always.findings.contains { ($0.contains("/it.lproj/") || $0.contains("/Tools/")) && !$0.contains("unshipped-files") })
        #expect(always.findings.contains { $0.contains("unshipped-files") })
    }
}
