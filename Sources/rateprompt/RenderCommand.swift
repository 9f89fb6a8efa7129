import ArgumentParser
import RatePromptCore
import RatePromptRequests

struct RenderCommand: ParsableCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Show the rating prompt a user with the given languages sees, and where each string comes from.",
        discussion: """
            Without --project, RatePrompt's own copy is rendered. With it, the app's tables (*.lproj/*.strings \
            below the folder) come first, as iRate reads them: configuration strings, then the app's table, then \
            RatePrompt's copy, then built-in English. With --key, any string of the --table is rendered instead \
            of the prompt: from the localization the bundle picks, a .stringsdict entry before the .strings one, its \
            plural forms chosen for --count by the language's CLDR rules and its variant for --device.
            """
    )

    static let formats: [OutputFormat] = [.text, .json]

    @OptionGroup var languages: LanguageOptions

    @OptionGroup var appName: AppNameOption

    @Option(name: .long, help: "app, game, or an App Store genre ID (6014 is Games).")
    var genre: String?

    @Flag(name: .long, help: "The user rated an earlier version: show the update message.")
    var ratedPreviousVersion = false

    @OptionGroup var app: ProjectOptions

    @OptionGroup var configFile: ConfigurationOption

    @OptionGroup var output: FormatOption<RenderCommand>

    @Option(name: .long, help: "Render this key of --table (with --project) instead of the prompt.")
    var key: String?

    @Option(name: .long, help: "With --key: the count that chooses the plural forms and fills %d (default 1).")
    var count: Int?

    @Option(name: .long, help: "With --key: the device variant (iphone, ipad, mac, appletv, applewatch, …).")
    var device: String?

    @Flag(name: .long, help: "Render every localization, one row each.")
    var allLocales = false

    @OptionGroup var explanation: ExplainOption

    func validate() throws {
        if let key {
            guard let project = app.project else { throw ValidationError("--key needs --project, the folder that holds the table") }
            guard !allLocales else { throw ValidationError("--key renders one localization; leave out --all-locales") }
            _ = try keyRequest(key, project: project)
        } else {
            guard count == nil, device == nil else { throw ValidationError("--count and --device go with --key") }
            _ = try request()
        }
    }

    func keyRequest(_ key: String, project: String) throws -> RenderKeyRequest {
        do {
            return try RenderKeyRequest(key: key, table: app.table, preferences: languages.preferences, project: project,
                                        count: count, device: device, explain: explanation.explain, format: output.format)
        } catch {
            throw error.usage()
        }
    }

    func request() throws -> RenderRequest {
        var isGame: Bool?
        if let genre {
            switch genre {
            case "app": isGame = false
            case "game": isGame = true
            default:
                guard let id = Int64(genre) else {
                    throw ValidationError("--genre takes app, game, or a numeric App Store genre ID; got '\(genre)'")
                }
                isGame = PromptRenderer.Genre.id(id).isGame
            }
        }
        do {
            return try RenderRequest(
                preferences: languages.preferences, appName: appName.appName, isGame: isGame,
                ratedPreviousVersion: ratedPreviousVersion, project: app.project, configuration: configFile.config,
                table: app.table, allLocalizations: allLocales, explain: explanation.explain, format: output.format)
        } catch {
            throw error.usage()
        }
    }

    func run() throws {
        if let key, let project = app.project {
            try keyRequest(key, project: project).run().finish()
        } else {
            try request().run().finish()
        }
    }
}
