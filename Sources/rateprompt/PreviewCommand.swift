import ArgumentParser
import Foundation
import RatePromptCore
import RatePromptRequests

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write one HTML page that shows every localization's rating prompt as the iOS alert, for translators.",
        discussion: """
            The page is self-contained (no network, no fonts or images): open it in any browser. Each card shows \
            one localization in the app, game and update variants, light or dark, with where every string came \
            from (hover for file and line), fallback strings marked, the findings about its files, and a warning \
            when a button label or the message does not fit the alert. With --watch the page is rebuilt whenever \
            an input file changes; reload the browser to see it.
            """
    )

    @Option(name: .long, help: """
        A folder with the app's .lproj folders and String Catalogs, or a translator's .xliff or .xcloc (default: \
        RatePrompt's own localizations).
        """)
    var project: String?

    @OptionGroup var configFile: ConfigurationOption

    @OptionGroup var appName: AppNameOption

    @Option(name: .long, help: "The app table that holds the prompt keys (default: Localizable); with --strings, the table to show (default: all).")
    var table: String?

    @Flag(name: .long, help: "Write the page for translators: every string of the tables, per language, with its plural and device forms, state, comment and findings.")
    var strings = false

    @Option(name: .long, help: "With --strings, write the page for this language only (an .lproj name: de, pt-BR).")
    var language: String?

    @Option(name: .long, help: "The page to write.")
    var out: String = "rateprompt-preview.html"

    @Flag(name: .long, help: "Rebuild the page whenever an input file changes, until interrupted.")
    var watch = false

    func validate() throws {
        if language != nil && !strings { throw ValidationError("--language takes --strings: the translators' page") }
        _ = try request()
    }

    func request() throws -> PreviewRequest {
        do {
            return try PreviewRequest(project: project, configuration: configFile.config, appName: appName.appName,
                                      table: table ?? "Localizable", output: out, strings: strings,
                                      tables: strings ? table.map { [$0] } : nil, language: language)
        } catch {
            throw error.usage()
        }
    }

    func run() throws {
        let request = try request()
        guard watch else { return try request.run().finish() }
        // SIGINT or SIGTERM ends the watch between polls, so a rebuild in progress always finishes its write.
        let stop = DispatchSemaphore(value: 0)
        let signals = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            return source
        }
        defer { signals.forEach { $0.cancel() } }
        let status = request.watch(stopped: { stop.wait(timeout: .now() + $0) == .success }, show: { $0.show() })
        if status != 0 { throw ExitCode(status) }
    }
}
