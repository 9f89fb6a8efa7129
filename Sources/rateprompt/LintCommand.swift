import ArgumentParser
import Foundation
import RatePromptKit

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check .lproj tables, String Catalogs and configurations against the rule catalog.",
        discussion: """
            Each PATH (default: the current folder) is a folder, linted with everything below it, or a single file. \
            Settings come from the nearest .rateprompt.yml in or above the path. Exit status: 0 without errors, 2 \
            with errors (or with warnings under --strict), 64 on a usage error. Input files are never written.
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

    @Flag(name: .long, help: "Do not print the totals line on standard error.")
    var quiet = false

    @Option(name: .long, help: ArgumentHelp("Touch this file after linting (the build plugin's declared output).", visibility: .hidden))
    var stamp: String?

    func validate() throws {
        guard LintReporter(rawValue: reporter) != nil else {
            throw ValidationError("unknown reporter \"\(reporter)\"; use one of "
                                  + LintReporter.allCases.map(\.rawValue).joined(separator: ", "))
        }
        // A path that is not there is a mistake in the command, not a finding about the app.
        for path in paths where !FileSystem.exists(path) {
            throw ValidationError("no such file or folder: \(path)")
        }
    }

    func run() throws {
        let reporter = LintReporter(rawValue: reporter)!
        let cwd = FileSystem.currentDirectory
        let roots = (paths.isEmpty ? ["."] : paths).map {
            URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true)).standardizedFileURL.path
        }
        var result = Linter.Result(findings: [], fileCount: 0)
        for root in roots {
            let configuration = LintConfiguration.find(from: root).map(LintConfiguration.load(contentsOf:))
                ?? LintConfiguration()
            let partial = Linter(configuration: configuration).lint(path: root)
            result.findings += partial.findings
            result.fileCount += partial.fileCount
            result.inputPaths += partial.inputPaths
        }
        // Each root's findings come sorted; roots that overlap (a folder and a file in it) find some twice.
        if roots.count > 1 { LintFinding.sort(&result.findings) }
        LintFinding.removeDuplicates(&result.findings)
        if let writeBaseline {
            let path = absolute(writeBaseline, cwd)
            do {
                try LintBaseline(findings: result.findings, baseDirectory: directory(of: path))
                    .write(to: path, inputs: result.inputPaths)
            } catch {
                StandardError.print("\(error.path): error: cannot write the baseline: \(error.reason)")
                throw ExitCode(2)
            }
        }
        if let baseline {
            let path = absolute(baseline, cwd)
            do {
                result.findings = try LintBaseline.load(contentsOf: path)
                    .filter(result.findings, baseDirectory: directory(of: path))
            } catch {
                StandardError.print("\(path):1:1: error: cannot read the baseline: \(error)")
                throw ExitCode(2)
            }
        }
        StandardOutput.write(reporter.reportUTF8(result, relativeTo: cwd))
        if !quiet && reporter != .summary {
            StandardError.print(LintReporter.totals(result))
        }
        let failed = result.errorCount > 0 || (strict && result.warningCount > 0)
        if let stamp, !failed {
            do {
                try AtomicFileWriter().write(Data(LintReporter.totals(result).utf8), to: stamp, inputs: result.inputPaths)
            } catch {
                StandardError.print(error.description)
                throw ExitCode(2)
            }
        }
        if failed {
            throw ExitCode(2)
        }
    }

    private func absolute(_ path: String, _ cwd: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true)).standardizedFileURL.path
    }

    private func directory(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the lint rules: id, default severity and summary (markdown: the Documentation/Rules.md page)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, markdown }

    @Option(name: .long, help: "text (default) or markdown.")
    var format: Format = .text

    func run() throws {
        print(format == .markdown ? RuleDocumentation.markdown() : RuleDocumentation.text(), terminator: "")
    }
}
