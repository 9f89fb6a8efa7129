import ArgumentParser
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
            Settings come from the nearest .rateprompt.yml in or above the path. Exit status: 0 without errors, 2 \
            with errors (or with warnings under --strict), 64 on a usage error. Input files are never written. \
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

    @Flag(name: .long, help: "Do not print the totals line on standard error.")
    var quiet = false

    @Option(name: .long, help: ArgumentHelp("Touch this file after linting (the build plugin's declared output).", visibility: .hidden))
    var stamp: String?

    func validate() throws {
        _ = try selectedReporter()
        _ = try request()
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
            return try LintRequest(paths: paths, strict: strict, baseline: baseline, writeBaseline: writeBaseline,
                                   stamp: stamp, stages: [.source])
        } catch {
            throw error.usage()
        }
    }

    func run() throws {
        let reporter = try selectedReporter()
        let result = try request().run()
        StandardOutput.write(result.report(reporter))
        if !quiet, let totals = result.totals(besides: reporter) {
            StandardError.print(totals)
        }
        if let failure = result.failure {
            StandardError.print(failure)
        }
        if result.exitStatus != 0 {
            throw ExitCode(result.exitStatus)
        }
    }
}

struct RulesCommand: ParsableCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the lint rules: id, default severity and summary (markdown: the Documentation/Rules.md page)."
    )

    static let formats: [OutputFormat] = [.text, .markdown]

    @OptionGroup var output: FormatOption<RulesCommand>

    func run() throws {
        let rules = [LintStage.builtIn, .source].descriptions
        print(output.format == .markdown ? RuleDocumentation.markdown(rules) : RuleDocumentation.text(rules), terminator: "")
    }
}
