import ArgumentParser
import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptRequests
import RatePromptSourceLint

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check .lproj tables, String Catalogs, configurations and the app's review requests against the rule catalog.",
        discussion: """
            Each PATH (default: the current folder) is a folder, linted with everything below it, or a single file. \
            Settings come from the nearest .rateprompt.yml in or above the path, or from --settings. With \
            --new-since REF, the files of `git merge-base HEAD REF` are read from git's objects into a temporary \
            folder (the working tree and the index are not touched), linted with the same settings, and only the \
            findings that tree did not have are reported: matched by file, rule and key, never by line, each key of \
            a grouped finding on its own. Exit status: 0 without errors, 2 \
            with errors (or with warnings under --strict), 64 on a usage error. Input files are never written, except by --fix: \
            it changes only the bytes of what it fixes, writes atomically, and leaves alone (with an error, exit status 2) a \
            file with a syntax error, a read-only one, one changed while it ran and one reached through a link out of the \
            folders linted; --fix --dry-run prints the fixes as a unified diff instead (exit status 1 when there are some). \
            Swift files are read for the source rules (where the code requests a review); only those that name a \
            review or promoted-purchase API are parsed.
            """
    )

    @Argument(help: "Folders or files to lint.")
    var paths: [String] = []

    @Option(name: .long, help: "xcode (default), json, sarif, github-actions or summary.")
    var reporter: String = "xcode"

    @Flag(name: .long, help: "Fail on warnings too.")
    var strict = false

    @Option(name: .long, help: "Report only findings not in this baseline file.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Write the findings to this baseline file (JSON).")
    var writeBaseline: String?

    @Option(name: .customLong("new-since"), help: ArgumentHelp(
        "Report only findings that the tree at `git merge-base HEAD <ref>` did not have (in a pull request: origin/main).",
        valueName: "ref"))
    var newSince: String?

    @Option(name: .long, help: ArgumentHelp(
        "The .rateprompt.yml to use for every path, instead of the nearest one in or above it.", valueName: "file"))
    var settings: String?

    @Flag(name: .long, help: ArgumentHelp(
        "Make the one safe fix of each fixable rule (marked in `rateprompt rules`) in place, then report what remains."))
    var fix = false

    @Flag(name: .customLong("dry-run"), help: "With --fix: print the fixes as a unified diff and write nothing.")
    var dryRun = false

    @Flag(name: .long, help: "Do not print the totals line on standard error.")
    var quiet = false

    @Option(name: .long, help: ArgumentHelp("Touch this file after linting (the build plugin's declared output).", visibility: .hidden))
    var stamp: String?

    func validate() throws {
        _ = try validated()
    }

    /// The request, once the arguments are known to go together: what `validate` checks, for a caller that runs it
    /// next (the direct reading builds it once, not once to check and again to run).
    func validated() throws -> LintRequest {
        if dryRun, !fix { throw ValidationError("--dry-run goes with --fix") }
        _ = try selectedReporter()
        return try request()
    }

    func selectedReporter() throws -> LintReporter {
        guard let selected = LintReporter(rawValue: reporter) else {
            throw ValidationError("unknown reporter \"\(reporter)\"; use one of "
                                  + LintReporter.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return selected
    }

    func request() throws -> LintRequest {
        do {
            var request = try LintRequest(paths: paths, strict: strict, baseline: baseline, writeBaseline: writeBaseline,
                                          stamp: stamp, configuration: try lintSettings(), stages: [.source],
                                          newSince: newSince)
            if fix { request.fixMode = dryRun ? .dryRun : .write }
            request.keepsModel = true
            return request
        } catch {
            throw error.usage()
        }
    }

    /// The settings file `--settings` names, read; nil without one (each path's nearest `.rateprompt.yml`).
    func lintSettings() throws(RequestError) -> LintConfiguration? {
        guard let settings else { return nil }
        let path = URL(fileURLWithPath: settings).standardizedFileURL.path
        guard FileSystem.exists(path), !FileSystem.isDirectory(path) else {
            throw RequestError("no such file: \(settings)", parameter: "settings")
        }
        return LintConfiguration.load(contentsOf: path)
    }

    func run() throws {
        try run(request())
    }

    /// Runs `request`, this command's (`request()`), and prints what it found.
    func run(_ request: LintRequest) throws {
        let reporter = try selectedReporter()
        let result = request.run()
        if dryRun {
            // The diff is the output; the findings are those of the files as they are.
            StandardOutput.write(Array(result.fixDiff.utf8))
        } else {
            result.write(reporter, to: StandardOutput.write)
        }
        result.fixMessages.forEach { StandardError.print($0) }
        if !quiet, let totals = result.totals(besides: reporter) {
            StandardError.print(totals)
        }
        if let failure = result.failure {
            StandardError.print(failure)
        }
        // The process ends here, the run's model still held: the system takes it back whole, faster than freeing
        // its tables one by one. With the status alone: the argument parser's exit builds a message for any status
        // but 0 (a millisecond of reflection over the commands), and an exit status has none to print.
        withExtendedLifetime(result) {
            Foundation.exit(Int32(clamping: result.exitStatus))
        }
    }
}
