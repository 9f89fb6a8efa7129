import ArgumentParser
import Foundation
import RatePromptCore
import RatePromptRequests

struct SimulateCommand: ParsableCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Play a usage pattern through the prompt rules: when is the prompt requested, and is it shown?",
        discussion: """
            Day 0 is the first launch; launches are spread evenly over each week, events over each day. On iOS the \
            system review prompt is used (unless useSKStoreReviewControllerIfAvailable is false): at most 3 shown \
            per 365 days, and, as in iRate, its answer never reaches the app (iRate sets the reminder before asking \
            and never marks the version rated). On macOS iRate's own alert is shown and the answers apply. \
            Answers are taken by successive shown prompts, the last one repeating. --compare runs a second \
            configuration through the same pattern.
            """
    )

    static let formats: [OutputFormat] = [.text, .json, .csv, .svg]

    @OptionGroup var policy: PolicyOptions

    @Option(name: .long, help: "How many days to simulate (day 0 is the first launch).")
    var days: Int

    @Option(name: .long, help: "Launches per week, spread evenly (fractions allowed).")
    var launchesPerWeek: Double

    @Option(name: .long, help: "Significant events (completed key processes) per day.")
    var eventsPerDay: Double = 0

    @Option(name: .long, help: "The user's answers to successive prompts, comma-separated: rate, decline, remind. The last repeats.")
    var answers: String = "remind"

    @Option(name: .long, help: "Days on which a new version is installed, comma-separated.")
    var updatesOn: String?

    @Option(name: .long, help: "The date of day 0, ISO 8601 (default 2025-01-01T09:00:00Z).")
    var start: String?

    @OptionGroup var output: FormatOption<SimulateCommand>

    @Option(name: .long, help: "A second configuration file to run through the same pattern.")
    var compare: String?

    @Flag(name: .long, help: "Print the summary only, not one row per request (text or json).")
    var summary = false

    static func items(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func parsedAnswers() throws -> [Simulator.Answer] {
        try Self.items(answers).map { item in
            guard let answer = Simulator.Answer(rawValue: item.lowercased()) else {
                throw ValidationError("--answers takes rate, decline and remind, comma-separated; '\(item)' is none of them")
            }
            return answer
        }
    }

    func parsedUpdates() throws -> [Int] {
        guard let updatesOn else { return [] }
        return try Self.items(updatesOn).map { item in
            guard let day = Int(item) else {
                throw ValidationError("--updates-on takes day numbers, comma-separated; '\(item)' is not a whole number")
            }
            return day
        }
    }

    func validate() throws {
        _ = try request()
    }

    func request() throws -> SimulateRequest {
        let answers = try parsedAnswers()
        let updates = try parsedUpdates()
        let start = try start.map { try PolicyOptions.date($0, option: "--start") }
        do {
            return try SimulateRequest(
                days: days, launchesPerWeek: launchesPerWeek, eventsPerDay: eventsPerDay, answers: answers,
                updateDays: updates, start: start, rules: policy.rules, platform: policy.platform,
                configuration: policy.config, comparison: compare, format: output.format, summaryOnly: summary)
        } catch {
            throw error.usage()
        }
    }

    func run() throws {
        try request().run().finish()
    }
}
