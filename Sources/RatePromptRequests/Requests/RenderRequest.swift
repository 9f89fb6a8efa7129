import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput

/// What `rateprompt render` is asked: the prompt a user with these languages sees, and where each string comes from.
///
/// Without a project, RatePrompt's own copy is rendered. With one, the app's tables come first, as iRate reads them:
/// configuration strings, then the app's table, then RatePrompt's copy, then built-in English.
public struct RenderRequest: Sendable {
    var preferences: [String]
    var appName: String?
    var isGame: Bool?
    var ratedPreviousVersion: Bool
    var project: String?
    var configuration: String?
    var table: String
    var allLocalizations: Bool
    var explain: Bool
    var format: OutputFormat

    /// A request for the prompt a user with `preferences` (most preferred first) sees. `appName` replaces `%@`
    /// (default: the configuration's `applicationName`, else the app bundle's localized `CFBundleDisplayName` or
    /// `CFBundleName`, else MyApp); `isGame` picks the game message (default: the
    /// configuration's `appStoreGenreID`); `ratedPreviousVersion` shows the update message. `project` is a folder
    /// with the app's `.lproj` folders and String Catalogs, `configuration` a configuration file, `table` the app
    /// table that holds the prompt keys. `allLocalizations` renders every localization (the project's, else
    /// RatePrompt's), one row each, instead of the one the preferences pick; `explain` adds how each localization
    /// was chosen and where each string came from. `format` is text or json.
    public init(
        preferences: [String] = ["en"], appName: String? = nil, isGame: Bool? = nil, ratedPreviousVersion: Bool = false,
        project: String? = nil, configuration: String? = nil, table: String = "Localizable",
        allLocalizations: Bool = false, explain: Bool = false, format: OutputFormat = .text
    ) throws(RequestError) {
        guard !preferences.isEmpty else {
            throw RequestError("needs at least one language, such as fr-CA,en", parameter: "preferences")
        }
        self.preferences = preferences
        self.appName = appName
        self.isGame = isGame
        self.ratedPreviousVersion = ratedPreviousVersion
        self.project = project
        self.configuration = configuration
        self.table = table
        self.allLocalizations = allLocalizations
        self.explain = explain
        self.format = try RequestSupport.format(format, default: .text, allowed: [.text, .json], what: "for a prompt")
    }

    /// Renders the prompt, or every localization's. The exit status is 1 when the configuration or a file of the
    /// rendered table has an error (other tables, and the same table of other bundles, are not rendered, so theirs
    /// do not count); nothing is rendered when
    /// the configuration cannot be read or the project folder is missing.
    public func run() -> CommandResult<[RenderedPrompt]> {
        var diagnostics: [Diagnostic] = []
        var failed = false
        var configuration = PromptConfiguration()
        if let path = self.configuration {
            let loaded = RequestSupport.configuration(path, for: .show)
            diagnostics += loaded.diagnostics
            guard let used = loaded.configuration else { return CommandResult(value: [], diagnostics: diagnostics, exitStatus: 1) }
            failed = loaded.hasErrors
            configuration = used
        }
        var localizationProject: LocalizationProject?
        var tableProblems: [Diagnostic] = []
        if let project {
            guard let found = RequestSupport.project(project, into: &diagnostics) else {
                return CommandResult(value: [], diagnostics: diagnostics, exitStatus: 1)
            }
            // The rendered table's own files: a same-named table of another bundle (a widget's) changes nothing here.
            tableProblems = found.promptGroup(named: table).map(found.diagnostics(of:)) ?? []
            failed = failed || tableProblems.contains { $0.severity == .error }
            localizationProject = found
        }
        let renderer = PromptRenderer(resolver: CopyResolver(
            configuration: configuration, project: localizationProject, tableName: table))
        let genre: PromptRenderer.Genre? = isGame.map { $0 ? .game : .app }
        func notes(_ prompts: [RenderedPrompt]) -> [String] {
            PromptNotes.notes(prompts, table: table)
        }
        func render(_ preferences: [String]) -> RenderedPrompt {
            renderer.render(preferences: preferences, appName: appName, genre: genre,
                            ratedPreviousVersion: ratedPreviousVersion)
        }
        let prompts: [RenderedPrompt]
        let output: [UInt8]
        if allLocalizations {
            let localizations = localizationProject.map { $0.localizations(of: table).filter { $0 != "Base" } }
                ?? renderer.resolver.defaults.localizations
            prompts = localizations.map { render([$0]) }
            output = format == .json
                ? RequestSupport.bytes(.array(prompts.map { RenderedPromptFormatter.json($0, notes: notes([$0])) }))
                : RequestSupport.bytes(RenderedPromptFormatter.table(prompts, notes: notes(prompts)))
        } else {
            prompts = [render(preferences)]
            output = format == .json ? RequestSupport.bytes(RenderedPromptFormatter.json(prompts[0], notes: notes(prompts)))
                : RequestSupport.bytes(RenderedPromptFormatter.text(prompts[0], explain: explain, notes: notes(prompts)))
        }
        // Every error of the table's files (it may change what another user sees), and the warnings of the files
        // the prompt was read from: a hundred other languages' warnings would bury the answer.
        let read = Set(prompts.flatMap { prompt in
            [prompt.title, prompt.message, prompt.cancelButton, prompt.remindButton, prompt.rateButton]
                .compactMap { $0?.source.location?.path }
        })
        diagnostics += tableProblems.filter { $0.severity == .error || read.contains($0.location.path) }
        return CommandResult(value: prompts, diagnostics: diagnostics, output: output, exitStatus: failed ? 1 : 0)
    }
}
