import ArgumentParser
import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput

struct SimulateCommand: ParsableCommand {
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

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, csv, svg }

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

    @Option(name: .long, help: "text, json, csv or svg.")
    var format: Format = .text

    @Option(name: .long, help: "A second configuration file to run through the same pattern.")
    var compare: String?

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

    func plan() throws -> Simulator.Plan {
        let plan = Simulator.Plan(
            days: days, launchesPerWeek: launchesPerWeek, eventsPerDay: eventsPerDay, answers: try parsedAnswers(),
            updateDays: try parsedUpdates(), rules: policy.rules, platform: policy.platform,
            start: try start.map { try PolicyInput.date($0, option: "--start") } ?? Simulator.Plan.defaultStart)
        if let problem = plan.problems.first {
            throw ValidationError(problem)
        }
        return plan
    }

    func validate() throws {
        _ = try plan()
    }

    func run() throws {
        let plan = try plan()
        let configuration = try PolicyInput.configuration(policy.config)
        let comparison = try compare.map { try PolicyInput.configuration($0) }
        var labels = [PolicyInput.label(policy.config), PolicyInput.label(compare)]
        if compare != nil, labels[0] == labels[1] { labels = [policy.config ?? "defaults", compare ?? "defaults"] }
        let main = SimulationFormatter.Run(label: labels[0], simulation: Simulator(configuration: configuration).run(plan))
        let other = comparison.map {
            SimulationFormatter.Run(label: labels[1], simulation: Simulator(configuration: $0).run(plan))
        }
        let runs = [main] + (other.map { [$0] } ?? [])
        switch format {
        case .text: print(SimulationFormatter.text(runs), terminator: "")
        case .json: print(SimulationFormatter.json(main, compare: other).serialized())
        case .csv: print(SimulationFormatter.csv(runs), terminator: "")
        case .svg: print(SimulationChart.svg(runs), terminator: "")
        }
    }
}
