import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// What `rateprompt lint` is asked to do: the paths, how strict to be, the baselines, and the settings.
///
/// `run()` is the whole command: each path is linted with the nearest `.rateprompt.yml` in or above it (or with
/// `configuration`, when given), the findings are merged, a baseline is written and one is applied, and a stamp file is
/// written after a run without errors. Input files are never written.
public struct LintRequest: Sendable {
    /// Absolute paths; the working directory alone when none was given.
    var roots: [String]
    var workingDirectory: String
    var strict: Bool
    var baseline: String?
    var writeBaseline: String?
    var stamp: String?
    var configuration: LintConfiguration?
    var stages: [LintStage]
    /// `--new-since`: a revision whose merge base with HEAD holds the findings not to report.
    var newSince: String?
    /// `--fix` (`--dry-run`): fixes made before the lint that reports what remains.
    package var fixMode: FixMode?
    /// Whether the result holds the model the run built, for a process that exits after its report (`rateprompt
    /// lint`): freeing it is left to the system.
    package var keepsModel = false
    /// Called with a file's path between reading it for a fix and writing it: a test's seam for a file changed
    /// meanwhile.
    var beforeFixWrite: (@Sendable (String) -> Void)?

    /// A request to lint `paths` (folders, linted with everything below them, or files; the working directory when
    /// empty). `strict` fails on warnings too. `baseline` reports only findings not in that baseline file;
    /// `writeBaseline` writes the findings to a baseline file first. `stamp` is a file written after a run without
    /// errors (the build plugin's declared output). `configuration` replaces every path's `.rateprompt.yml`. Relative
    /// paths are taken from `workingDirectory` (default: the process's). `stages` add rules besides RatePromptKit's
    /// own (`LintStage.source`, from the `RatePromptSource` product, reads the app's Swift). `newSince` (a branch, tag
    /// or commit) reports only the findings that the tree at `git merge-base HEAD newSince` did not have, linted with
    /// the same settings. Throws when a path does not exist: that is a mistake in the request, not a finding about the
    /// app.
    public init(
        paths: [String] = [], strict: Bool = false, baseline: String? = nil, writeBaseline: String? = nil,
        stamp: String? = nil, configuration: LintConfiguration? = nil, workingDirectory: String? = nil,
        stages: [LintStage] = [], newSince: String? = nil
    ) throws(RequestError) {
        let directory = workingDirectory ?? FileSystem.currentDirectory
        self.workingDirectory = directory
        for path in paths where !FileSystem.exists(Self.absolute(path, in: directory)) {
            throw RequestError("no such file or folder: \(path)")
        }
        roots = (paths.isEmpty ? ["."] : paths).map { Self.absolute($0, in: directory) }
        self.strict = strict
        self.baseline = baseline.map { Self.absolute($0, in: directory) }
        self.writeBaseline = writeBaseline.map { Self.absolute($0, in: directory) }
        self.stamp = stamp
        self.configuration = configuration
        self.stages = [.builtIn] + stages
        if let newSince, newSince.isEmpty || newSince.hasPrefix("-") {
            throw RequestError("takes a branch, tag or commit, not \"\(newSince)\"", parameter: "newSince")
        }
        self.newSince = newSince
    }

    /// Lints, applies and writes the baselines, and writes the stamp.
    public func run() -> LintResult {
        var linted = Linter.Result(findings: [], fileCount: 0)
        linted.catalog = stages.descriptions
        let settings = roots.map { root in
            configuration ?? LintConfiguration.find(from: root).map(LintConfiguration.load(contentsOf:)) ?? LintConfiguration()
        }
        let fixed = fixMode.map { applyFixes($0, settings: settings) }
        for (index, (root, settings)) in zip(roots, settings).enumerated() {
            let partial = fixed?.lastLint?[index] ?? {
                var linter = Linter(configuration: settings, stages: stages)
                linter.keepsModel = keepsModel
                return linter.lint(path: root)
            }()
            if linted.findings.isEmpty { linted.findings = partial.findings } else { linted.findings += partial.findings }
            linted.fileCount += partial.fileCount
            linted.inputPaths += partial.inputPaths
            linted.model += partial.model
        }
        // Each root's findings come sorted; roots that overlap (a folder and a file in it) find some twice.
        if roots.count > 1 { LintFinding.sort(&linted.findings) }
        LintFinding.removeDuplicates(&linted.findings)
        let stopped = { (failure: String) in
            LintResult(linted, workingDirectory: workingDirectory, strict: strict).stopped(failure)
        }
        if let writeBaseline {
            do {
                try LintBaseline(findings: linted.findings, baseDirectory: Self.directory(of: writeBaseline))
                    .write(to: writeBaseline, inputs: linted.inputPaths)
            } catch {
                return stopped("\(error.path): error: cannot write the baseline: \(error.reason)")
            }
        }
        if let baseline {
            do {
                linted.findings = try LintBaseline.load(contentsOf: baseline)
                    .filter(linted.findings, baseDirectory: Self.directory(of: baseline))
            } catch {
                return stopped("\(baseline):1:1: error: cannot read the baseline: \(error)")
            }
            linted.isComparedWithBaseline = true
        }
        if let newSince {
            do {
                linted.findings = try newFindings(linted.findings, since: newSince, settings: settings)
            } catch {
                return stopped("error: --new-since \(newSince): \(error)")
            }
            linted.isComparedWithBaseline = true
        }
        var result = LintResult(linted, workingDirectory: workingDirectory, strict: strict)
        if let fixed {
            result.fixMessages = fixed.messages
            result.fixDiff = fixed.diff
            if fixed.failed { result.exitStatus = LintResult.failureStatus }
            // As `diff` and `format --check`: 1 when there is something to change.
            if fixMode == .dryRun, result.exitStatus == 0, !fixed.diff.isEmpty { result.exitStatus = 1 }
        }
        if let stamp, result.exitStatus == 0 {
            do {
                try AtomicFileWriter().write(Data(LintReporter.totals(result.linted).utf8), to: stamp,
                                             inputs: linted.inputPaths)
            } catch {
                result.failure = error.description
                result.exitStatus = LintResult.failureStatus
            }
        }
        return result
    }

    static func absolute(_ path: String, in directory: String) -> String {
        FileSystemPath.plainAbsolute(path, in: directory)
            ?? URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL.path
    }

    private static func directory(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}
