import ArgumentParser
import RatePromptFormats
import RatePromptCore
import RatePromptRequests

struct LocaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locale",
        abstract: "Show which localization a device picks for a list of preferred languages.",
        discussion: """
            Apple's matching (Bundle.preferredLocalizations(from:forPreferences:)) is reproduced step by step: the \
            result is the chosen localization followed by its available ancestors. --matching irate shows what \
            iRate 1.12 chose instead (first preference only, stripped once at '-'). With --project, the \
            localizations are those of the bundle that holds --table below the folder, and when none matches, the \
            bundle's development region (read from its Info.plist, Xcode project or Package.swift) is used, as a \
            device does.
            """
    )

    @Option(name: .long, help: "The app's localizations (.lproj names), comma-separated.")
    var available: String?

    @OptionGroup var app: ProjectOptions

    /// Required here, unlike in `render` and `promotions`: a match without languages answers nothing.
    @Option(name: .long, help: LanguageOptions.help)
    var preferred: String

    @Option(name: .long, help: "apple (default) or irate.")
    var matching: LocaleMatcher.Strategy = .apple

    @Flag(name: .long, help: "Print JSON: {\"localizations\": [...], \"matched\": bool, \"outcome\": ..., \"trace\": [...]}.")
    var json = false

    @OptionGroup var explanation: ExplainOption

    func validate() throws {
        _ = try request()
    }

    func request() throws -> LocaleRequest {
        switch (available, app.project) {
        case (nil, nil): throw ValidationError("give the app's localizations with --available, or its folder with --project")
        case (.some, .some): throw ValidationError("give --available or --project, not both")
        default: break
        }
        do {
            let preferences = CommaSeparatedList.items(preferred)
            if let project = app.project {
                return try LocaleRequest(project: project, table: app.table, preferences: preferences,
                                         strategy: matching, explain: explanation.explain, format: json ? .json : .text)
            }
            return try LocaleRequest(available: CommaSeparatedList.items(available ?? ""), preferences: preferences,
                                     strategy: matching, explain: explanation.explain, format: json ? .json : .text)
        } catch {
            throw error.usage()
        }
    }

    func run() throws {
        try request().run().finish()
    }
}

extension LocaleMatcher.Strategy: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument.lowercased() {
        case "apple": self = .apple
        case "irate": self = .iRate
        default: return nil
        }
    }
}
