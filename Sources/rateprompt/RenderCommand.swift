import ArgumentParser
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput
import RatePromptRequests

struct RenderCommand: ParsableCommand {
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

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(name: .long, help: "The user's preferred languages, most preferred first (comma-separated).")
    var preferred: String = "en"

    @Option(name: .long, help: "The app name put in place of %@ (default: the configuration's applicationName, else the app's CFBundleDisplayName or CFBundleName, localized, else MyApp).")
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

    @Option(name: .long, help: "Render this key of --table (with --project) instead of the prompt.")
    var key: String?

    @Option(name: .long, help: "With --key: the count that chooses the plural forms and fills %d (default 1).")
    var count: Int?

    @Option(name: .long, help: "With --key: the device variant (iphone, ipad, mac, appletv, applewatch, …).")
    var device: String?

    @Flag(name: .long, help: "Render every localization, one row each.")
    var allLocales = false

    @Flag(name: .long, help: "Show how each localization was chosen and where each string came from.")
    var explain = false

    var preferences: [String] {
        preferred.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func validate() throws {
        if let key {
            guard let project else { throw ValidationError("--key needs --project, the folder that holds the table") }
            guard !allLocales else { throw ValidationError("--key renders one localization; leave out --all-locales") }
            _ = try keyRequest(key, project: project)
        } else {
            guard count == nil, device == nil else { throw ValidationError("--count and --device go with --key") }
            _ = try request()
        }
    }

    func keyRequest(_ key: String, project: String) throws -> RenderKeyRequest {
        do {
            return try RenderKeyRequest(key: key, table: table, preferences: preferences, project: project, count: count,
                                        device: device, explain: explain, format: format == .json ? .json : .text)
        } catch {
            throw error.usage(["preferences": "--preferred"])
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
                preferences: preferences, appName: appName, isGame: isGame, ratedPreviousVersion: ratedPreviousVersion,
                project: project, configuration: config, table: table, allLocalizations: allLocales, explain: explain,
                format: format == .json ? .json : .text)
        } catch {
            throw error.usage(["preferences": "--preferred"])
        }
    }

    func run() throws {
        if let key, let project {
            try keyRequest(key, project: project).run().finish()
        } else {
            try request().run().finish()
        }
    }
}
