import ArgumentParser
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput
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

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(name: .long, help: "The app's localizations (.lproj names), comma-separated.")
    var available: String?

    @Option(name: .long, help: "A folder with the app's .lproj folders: match against the bundle that holds --table.")
    var project: String?

    @Option(name: .long, help: "With --project, the table whose bundle is matched.")
    var table: String = "Localizable"

    @Option(name: .long, help: "The user's preferred languages, most preferred first, comma-separated.")
    var preferred: String

    @Option(name: .long, help: "apple (default) or irate.")
    var matching: LocaleMatcher.Strategy = .apple

    @Flag(name: .long, help: "Print JSON: {\"localizations\": [...], \"matched\": bool, \"outcome\": ..., \"trace\": [...]}.")
    var json = false

    @Flag(name: .long, help: "Print every step of the matching.")
    var explain = false

    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func validate() throws {
        _ = try request()
    }

    func request() throws -> LocaleRequest {
        switch (available, project) {
        case (nil, nil): throw ValidationError("give the app's localizations with --available, or its folder with --project")
        case (.some, .some): throw ValidationError("give --available or --project, not both")
        default: break
        }
        do {
            if let project {
                return try LocaleRequest(project: project, table: table, preferences: Self.list(preferred),
                                         strategy: matching, explain: explain, format: json ? .json : .text)
            }
            return try LocaleRequest(available: Self.list(available ?? ""), preferences: Self.list(preferred),
                                     strategy: matching, explain: explain, format: json ? .json : .text)
        } catch {
            throw error.usage(["preferences": "--preferred"])
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
