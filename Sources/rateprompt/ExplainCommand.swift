import ArgumentParser
import Foundation
import RatePromptCore
import RatePromptRequests
import RatePromptSourceLint

struct ExplainCommand: ParsableCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Say whether the rating prompt appears for a saved usage state, and why, rule by rule; or, with --source, where the app's code asks.",
        discussion: """
            STATE is an app's exported preferences (a property list, usually binary) or JSON with the keys \
            iRateFirstUsed, iRateUseCount, iRateEventCount, iRateLastReminded, iRateRatedVersionChecked, \
            iRateDeclinedVersion, iRateLastVersionUsed and RatePrompt's RatePromptReviewRequestDates, \
            RatePromptCompletedProcessCount, RatePromptLastVersionPromptedForReview (dates as ISO 8601 strings in \
            JSON). Without --config, iRate's defaults apply. When --app-version names a version the state has not run, \
            iRate's launch bookkeeping for that version is applied first. earliestPromptDate is computed from the \
            clock alone: null when only counts block the prompt (outlook "counts") or when it never can (outlook \
            "never"). Bad files are reported as path:line:column: error: lines, with exit status 1.

            With --source DIR instead of --state, lists every review request in the Swift files below DIR \
            (SKStoreReviewController, AppStore.requestReview(in:), SwiftUI's requestReview, iRate, Appirater, \
            SwiftRater, Armchair) with the function, type, closures, conditions and delay around it, how it is \
            reached (at launch, in a user action, on appearance, or from its callers in the file), and the source \
            rules' findings about it; then the promoted-purchase handlers. With --strings as well, lists instead \
            each localized string the code asks for (SwiftUI's text parameters, String(localized:), \
            LocalizedStringKey, LocalizedStringResource, NSLocalizedString): where, the bundle and table it is \
            looked up in, and whether a table there holds it in the development language.
            """
    )

    static let formats: [OutputFormat] = [.text, .json]

    @OptionGroup var policy: PolicyOptions

    @Option(name: .long, help: "The usage state: exported app preferences (property list) or JSON.")
    var state: String?

    @Option(name: .long, help: "A folder (or Swift file) of the app: list where its code requests a review, instead of deciding for a state.")
    var source: String?

    @Flag(name: .long, help: "With --source: list the localized strings the code asks for and whether a table holds each.")
    var strings = false

    @Option(name: .long, help: "The moment to decide at, ISO 8601 (default: now).")
    var now: String?

    @Option(name: .long, help: "The running app version (default: the configuration's applicationVersion, else the state's last version used).")
    var appVersion: String?

    /// The old name of `--app-version`, kept for scripts; hidden, so that help lists one `--version`: the tool's.
    @Option(name: .customLong("version"), help: .hidden)
    var legacyVersion: String?

    @OptionGroup var output: FormatOption<ExplainCommand>

    func validate() throws {
        if let source {
            guard state == nil else { throw ValidationError("give --state STATE or --source DIR, not both") }
            do { _ = try SourceExplainRequest(path: source, format: output.format, strings: strings) } catch { throw error.usage() }
            return
        }
        guard !strings else { throw ValidationError("--strings lists the strings of --source DIR: give --source") }
        guard state != nil else { throw ValidationError("give --state STATE (a usage state to decide for) or --source DIR (the app's code)") }
        if appVersion != nil, legacyVersion != nil {
            throw ValidationError("--version VERSION is the old name of --app-version; give --app-version only")
        }
        _ = try request()
    }

    func request() throws -> ExplainRequest {
        let moment = try now.map { try PolicyOptions.date($0, option: "--now") }
        do {
            return try ExplainRequest(state: state ?? "", configuration: policy.config, now: moment,
                                      version: appVersion ?? legacyVersion,
                                      rules: policy.rules, platform: policy.platform, format: output.format)
        } catch {
            throw error.usage()
        }
    }

    func run() throws {
        if let source {
            try SourceExplainRequest(path: source, format: output.format, strings: strings).run().finish()
            return
        }
        if legacyVersion != nil {
            StandardError.print("warning: --version VERSION is deprecated for explain (it reads like the tool's --version); use --app-version")
        }
        try request().run().finish()
    }
}
