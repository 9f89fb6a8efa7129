import ArgumentParser
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Show the rating prompt a user with the given languages sees, and where each string comes from.",
        discussion: """
            Without --project, RatePrompt's own copy is rendered. With it, the app's tables (*.lproj/*.strings \
            below the folder) come first, as iRate reads them: configuration strings, then the app's table, then \
            RatePrompt's copy, then built-in English.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(name: .long, help: "The user's preferred languages, most preferred first (comma-separated).")
    var preferred: String = "en"

    @Option(name: .long, help: "The app name put in place of %@ (default: the configuration's applicationName, else MyApp).")
    var appName: String?

    @Option(name: .long, help: "app, game, or an App Store genre ID (6014 is Games).")
    var genre: String?

    @Flag(name: .long, help: "The user rated an earlier version: show the update message.")
    var ratedPreviousVersion = false

    @Option(name: .long, help: "A folder with the app's .lproj folders.")
    var project: String?

    @Option(name: .long, help: "A configuration file (property list or JSON).")
    var config: String?

    @Option(name: .long, help: "The app table that holds the prompt keys.")
    var table: String = "Localizable"

    @Option(name: .long, help: "text or json.")
    var format: Format = .text

    @Flag(name: .long, help: "Render every localization, one row each.")
    var allLocales = false

    @Flag(name: .long, help: "Show how each localization was chosen and where each string came from.")
    var explain = false

    func validate() throws {
        if let genre, genre != "app", genre != "game", Int64(genre) == nil {
            throw ValidationError("--genre takes app, game, or a numeric App Store genre ID; got '\(genre)'")
        }
        if preferences.isEmpty {
            throw ValidationError("--preferred needs at least one language, such as fr-CA,en")
        }
    }

    var preferences: [String] {
        preferred.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func run() throws {
        var failed = false
        var configuration = PromptConfiguration()
        if let config {
            let result = ConfigurationLoader().load(contentsOf: config)
            result.diagnostics.forEach { StandardError.print($0.description) }
            guard result.isReadable else { throw ExitCode.failure }
            failed = result.diagnostics.contains { $0.severity == .error }
            configuration = result.configuration
        }
        var localizationProject: LocalizationProject?
        if let project {
            let (found, problems) = LocalizationProject.discover(at: project)
            problems.forEach { StandardError.print($0.description) }
            guard problems.isEmpty else { throw ExitCode.failure }
            // The rendered table's problems decide the exit status, as in preview; other tables are not rendered.
            let tableProblems = found.diagnostics(ofTable: table)
            tableProblems.forEach { StandardError.print($0.description) }
            failed = failed || tableProblems.contains { $0.severity == .error }
            localizationProject = found
        }
        let renderer = PromptRenderer(resolver: CopyResolver(
            configuration: configuration, project: localizationProject, tableName: table))
        let genreValue: PromptRenderer.Genre? = switch genre {
        case nil: nil
        case "app": .app
        case "game": .game
        case let id?: .id(Int64(id)!)
        }
        func render(_ preferences: [String]) -> RenderedPrompt {
            renderer.render(preferences: preferences, appName: appName, genre: genreValue,
                            ratedPreviousVersion: ratedPreviousVersion)
        }
        if allLocales {
            let localizations = localizationProject.map { $0.localizations(of: table).filter { $0 != "Base" } }
                ?? renderer.resolver.defaults.localizations
            let prompts = localizations.map { render([$0]) }
            switch format {
            case .text: print(RenderedPromptFormatter.table(prompts), terminator: "")
            case .json: print(JSONValue.array(prompts.map(RenderedPromptFormatter.json)).serialized())
            }
        } else {
            let prompt = render(preferences)
            switch format {
            case .text: print(RenderedPromptFormatter.text(prompt, explain: explain), terminator: "")
            case .json: print(RenderedPromptFormatter.json(prompt).serialized())
            }
        }
        if failed { throw ExitCode.failure }
    }
}
