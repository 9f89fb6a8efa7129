import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput

/// What `rateprompt preview` is asked: one self-contained HTML page that shows every localization's prompt as the
/// iOS alert, for translators, written to a file.
public struct PreviewRequest: Sendable {
    var project: String?
    var configuration: String?
    var appName: String?
    var table: String
    var output: String
    var strings: Bool
    var tables: [String]?
    var language: String?

    /// A request for the page of `project` (a folder with the app's `.lproj` folders; default: RatePrompt's own
    /// localizations) with `configuration` (a configuration file), `appName` in place of `%@` (default: as
    /// `RenderRequest` finds it) and the prompt keys from `table`, written to `output`. With `strings`, the page is the translators' one instead: every string of
    /// `tables` (all when nil) in the String Catalogs and XLIFF files of `project` (a folder, an `.xliff` or an
    /// `.xcloc`), for `language` only when given. Throws when `output` does not name an `.html` file.
    public init(
        project: String? = nil, configuration: String? = nil, appName: String? = nil, table: String = "Localizable",
        output: String = "rateprompt-preview.html", strings: Bool = false, tables: [String]? = nil, language: String? = nil
    ) throws(RequestError) {
        let name = output.lowercased()
        guard name.hasSuffix(".html") || name.hasSuffix(".htm") else {
            throw RequestError("takes an .html file name; got '\(output)'", parameter: "output")
        }
        self.project = project
        self.configuration = configuration
        self.appName = appName
        self.table = table
        self.output = output
        self.strings = strings
        self.tables = tables
        self.language = language
    }

    /// Builds and writes the page, never over an input. The value says whether it was written; the output is
    /// `Wrote PATH (N localizations)`, its notes (`note: …`) among the messages. The exit status is 1 when the page
    /// was not written, or when the configuration or a file of the previewed table (in the prompt's own bundle) has
    /// an error: the page may not show what a device shows. The translators' page (`strings`) fails where lint
    /// would: when it shows an error finding (each among the diagnostics).
    public func run() -> CommandResult<Bool> {
        let built = build()
        guard built.outcome.written else { return built.result }
        let count = built.outcome.cards
        var result = built.result
        result.output = RequestSupport.bytes("Wrote \(built.outcome.path) (\(count) localization\(count == 1 ? "" : "s"))\n")
        return result
    }

    /// Builds the page now, and again whenever an input changes, until `stopped` says to stop. `stopped` is called
    /// between polls with the time to wait for a stop (half a second) and returns true to stop; a rebuild in progress
    /// always finishes its write. Each build's result, and each line to show (in `output`), goes to `show` as it
    /// happens. Returns the exit status: 1 when the first build shows the page can never be written (a wrong output
    /// path, a missing project folder or configuration), else 0. A bad input file does not stop the watch, since it
    /// may be fixed while watching.
    public func watch(stopped: (_ seconds: Double) -> Bool, show: (CommandResult<Bool>) -> Void) -> Int32 {
        let first = build()
        if first.outcome.writeFailed || (!first.outcome.written && inputIsMissing) {
            show(first.result)
            return 1
        }
        let (project, configuration) = (self.project, self.configuration)
        var watcher = FileChangeWatcher(paths: { Self.inputPaths(project: project, configuration: configuration) })
        var start = first.result
        let count = watcher.current.count
        start.output = RequestSupport.bytes(
            (first.outcome.written ? "Wrote \(first.outcome.path) (\(first.outcome.cards) localizations)"
                : "Not written yet: \(first.outcome.path)")
            + "\nWatching \(count) file\(count == 1 ? "" : "s"); press Ctrl-C to stop.\n")
        show(start)
        let root = project.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let clock = DateFormatter()
        clock.dateFormat = "HH:mm:ss"
        while !stopped(0.5) {
            let changes = watcher.poll()
            guard !changes.isEmpty else { continue }
            var rebuilt = build()
            let what = FileChangeWatcher.summary(changes, relativeTo: root)
            rebuilt.result.output = RequestSupport.bytes(
                "\(clock.string(from: Date())) \(rebuilt.outcome.written ? "rebuilt" : "not rebuilt (see above)"): \(what)\n")
            show(rebuilt.result)
        }
        show(CommandResult(value: false, output: RequestSupport.bytes("Stopped.\n")))
        return 0
    }

    private struct Outcome {
        var written: Bool
        /// The page was built but could not be written: the output path is wrong, not an input.
        var writeFailed = false
        var path: String
        var cards: Int
    }

    /// Builds and writes the page: the outcome, and the result without output.
    private func build() -> (outcome: Outcome, result: CommandResult<Bool>) {
        let path = URL(fileURLWithPath: output).standardizedFileURL.path
        if strings { return buildStrings(path: path) }
        let build = PreviewPage.build(project: project, configuration: configuration, appName: appName, tableName: table)
        var result = CommandResult(value: false, diagnostics: build.diagnostics, messages: build.notes.map { "note: \($0)" },
                                   exitStatus: 1)
        guard let page = build.page else { return (Outcome(written: false, path: path, cards: 0), result) }
        do {
            try AtomicFileWriter().write(Data(page.html().utf8), to: output,
                                         inputs: Self.inputPaths(project: project, configuration: configuration))
        } catch {
            result.messages.append(error.description)
            return (Outcome(written: false, writeFailed: true, path: path, cards: page.cards.count), result)
        }
        result.value = true
        result.exitStatus = build.hasErrors ? 1 : 0
        return (Outcome(written: true, path: path, cards: page.cards.count), result)
    }

    /// The translators' page: the catalogs of the project (String Catalogs, and XLIFF files read as catalogs) with
    /// lint's findings about them.
    private func buildStrings(path: String) -> (outcome: Outcome, result: CommandResult<Bool>) {
        let root = project ?? "."
        var result = CommandResult(value: false, exitStatus: 1)
        guard FileSystem.exists(root) else {
            result.diagnostics = [Diagnostic(.error, .unreadableFile, "no such file or folder",
                                             at: FileLocation(path: root, position: .start))]
            return (Outcome(written: false, path: path, cards: 0), result)
        }
        // Below an `.xcloc`, discovery finds the XLIFF of its `Localized Contents` (its source copies are no input).
        let files = FileSystem.isDirectory(root)
            ? InputFiles.shipped(below: root).inputs : Input(path: root).map { [$0] } ?? []
        // No file read may be overwritten by the page, the one named too whatever its name.
        let readPaths = FileSystem.isDirectory(root) ? files.map(\.path) : [root]
        // String Catalogs, translators' XLIFF files, and the `.lproj` tables as the project model reads them (each
        // `.strings` table with the `.stringsdict` files beside it as one catalog).
        let kinds = InputRegistry.kinds(yielding: .strings, .pluralRules)
        let inputs = ProjectInputs.read(files.filter { kinds.contains($0.kind) })
        let project = inputs.project(root: root)
        var catalogs = inputs.catalogs
        catalogs += project.tableCatalogs(plurals: inputs.pluralTables.map(\.dictionary))
        if let tables { catalogs = catalogs.filter { tables.contains($0.tableName) } }
        let settings = LintConfiguration.find(from: root).map(LintConfiguration.load(contentsOf:)) ?? LintConfiguration()
        let linted = Linter(configuration: settings).lint(path: root)
        // Findings about files the page does not show (catalogs of other tables, other kinds of input) stay lint's;
        // an `.lproj` file that cannot be read is its table's and language's, and shows its error there.
        let shown = Set(catalogs.flatMap { catalog in
            [catalog.path] + catalog.entries.flatMap { $0.localizations.values.compactMap(\.file?.path) }
                + catalog.tableFiles.map(\.path)
        })
        // The page shows findings string by string: a grouped finding is one per key there.
        let onPage = linted.findings.flatMap(\.perKey).filter { shown.contains($0.location.path) }
        let findings = onPage.map { finding in
            Diagnostic(finding.severity, Diagnostic.Code(rawValue: finding.rule), finding.message, at: finding.location,
                       notes: finding.notes)
        }
        let page = StringsPage(title: URL(fileURLWithPath: root).lastPathComponent, catalogs: catalogs, findings: findings,
                               keys: onPage.map(\.key), languages: language.map { [$0] })
        if let language, page.cards.isEmpty {
            let all = StringsPage(title: "", catalogs: catalogs, findings: []).cards.map(\.language.localization)
            result.messages.append("error: no strings in '\(language)'; the project's languages are: "
                                   + (all.isEmpty ? "none" : all.joined(separator: ", ")))
            return (Outcome(written: false, path: path, cards: 0), result)
        }
        do {
            try AtomicFileWriter().write(Data(page.html().utf8), to: output, inputs: readPaths)
        } catch {
            result.messages.append(error.description)
            return (Outcome(written: false, writeFailed: true, path: path, cards: page.cards.count), result)
        }
        result.value = true
        // As lint's exit status says: an error among the findings the page shows (a file Apple cannot read or reads
        // only partly, a placeholder that crashes) fails the run, with lint's severities and settings.
        result.diagnostics = page.shownFindings.filter { $0.severity == .error }.sorted {
            ($0.location.path, $0.location.line, $0.location.column) < ($1.location.path, $1.location.line, $1.location.column)
        }
        result.exitStatus = result.diagnostics.isEmpty ? 0 : 1
        return (Outcome(written: true, path: path, cards: page.cards.count), result)
    }

    private var inputIsMissing: Bool {
        if let project, !FileSystem.isDirectory(project) { return true }
        if let configuration, !FileSystem.exists(configuration) { return true }
        return false
    }

    private static func inputPaths(project: String?, configuration: String?) -> [String] {
        PreviewPage.inputPaths(project: project, configuration: configuration)
    }
}
