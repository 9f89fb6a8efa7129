import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// The outcome of a `LintRequest`: the findings, the reports of them, and the exit status.
public struct LintResult: Sendable {
    /// The exit status of a run with errors (or warnings under `strict`), or that could not finish.
    static let failureStatus: Int32 = 2

    var linted: Linter.Result
    /// Reports shorten paths relative to this folder where their format wants them relative.
    var workingDirectory: String
    /// False when a baseline could not be read or written: nothing is reported then.
    var isComplete = true

    /// Every finding after the baseline, sorted by file, line and column.
    public var findings: [LintFinding] {
        get { linted.findings }
        set { linted.findings = newValue }
    }

    /// The number of files read: tables, catalogs, configurations and `.rateprompt.yml`.
    public var fileCount: Int { linted.fileCount }

    /// Why the run could not do all it was asked (a baseline or the stamp could not be read or written), as the line
    /// `rateprompt` prints; nil when it could.
    public var failure: String?

    /// 0 without errors, 2 with errors, with warnings under `strict`, or with a `failure`: `rateprompt lint`'s exit
    /// status.
    public var exitStatus: Int32

    /// `lint --fix`: a line for each file left alone (`path: error: reason`) and the totals of the fixes.
    package internal(set) var fixMessages: [String] = []
    /// `lint --fix --dry-run`: the unified diff of the fixes, which were not written.
    package internal(set) var fixDiff = ""

    /// A result holding `findings`, for reporting findings gathered elsewhere; `fileCount` goes into the totals.
    public init(findings: [LintFinding], fileCount: Int, workingDirectory: String) {
        self.init(Linter.Result(findings: findings, fileCount: fileCount), workingDirectory: workingDirectory,
                  strict: false)
    }

    init(_ linted: Linter.Result, workingDirectory: String, strict: Bool) {
        self.linted = linted
        self.workingDirectory = workingDirectory
        let failed = linted.errorCount > 0 || (strict && linted.warningCount > 0)
        exitStatus = failed ? Self.failureStatus : 0
    }

    /// The result of a run that stopped before reporting, with the reason.
    func stopped(_ failure: String) -> LintResult {
        var result = self
        result.isComplete = false
        result.failure = failure
        result.exitStatus = Self.failureStatus
        return result
    }

    /// The findings as `reporter` writes them (UTF-8), paths relative to the working directory where the format wants
    /// them so; empty when the run stopped at a baseline.
    public func report(_ reporter: LintReporter) -> [UInt8] {
        guard isComplete else { return [] }
        return reporter.reportUTF8(linted, relativeTo: workingDirectory)
    }

    /// The bytes of `report(_:)`, handed to `write` a piece at a time (`LintReporter.write(_:relativeTo:to:)`).
    package func write(_ reporter: LintReporter, to write: (UnsafeRawBufferPointer) -> Void) {
        guard isComplete else { return }
        reporter.write(linted, relativeTo: workingDirectory, to: write)
    }

    /// `Linted 12 files: 2 errors, 3 warnings.`, to show beside the report of `reporter`; nil when that report ends
    /// with it already (`summary`) or when the run stopped at a baseline.
    package func totals(besides reporter: LintReporter) -> String? {
        guard isComplete, reporter != .summary else { return nil }
        return LintReporter.totals(linted)
    }
}
