import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput

/// What `rateprompt simulate` is asked: a usage pattern played through the prompt rules. When is the prompt
/// requested, and is it shown?
public struct SimulateRequest: Sendable {
    var plan: Simulator.Plan
    var configuration: String?
    var comparison: String?
    var format: OutputFormat
    var summaryOnly: Bool

    /// A request to simulate `days` days (day 0 is the first launch, at `start`, default 2025-01-01T09:00:00Z) with
    /// `launchesPerWeek` launches spread evenly over each week and `eventsPerDay` significant events over each day.
    /// The user gives `answers` to successive shown prompts, the last one repeating; a new version is installed on
    /// each of `updateDays`. `rules` decide on `platform`, with `configuration` (a configuration file; iRate's defaults
    /// without one); `comparison` runs a second configuration file through the same pattern. `format` is text, json,
    /// csv or svg; `summaryOnly` leaves out the requests, one per row, and keeps the summary (text or json). Throws
    /// when the pattern cannot be simulated (no answers, a day out of range, …).
    public init(
        days: Int, launchesPerWeek: Double, eventsPerDay: Double = 0, answers: [Simulator.Answer] = [.remind],
        updateDays: [Int] = [], start: Date? = nil, rules: PromptRuleSet = .iRate, platform: PromptPlatform = .iOS,
        configuration: String? = nil, comparison: String? = nil, format: OutputFormat = .text, summaryOnly: Bool = false
    ) throws(RequestError) {
        plan = Simulator.Plan(days: days, launchesPerWeek: launchesPerWeek, eventsPerDay: eventsPerDay, answers: answers,
                              updateDays: updateDays, rules: rules, platform: platform,
                              start: start ?? Simulator.Plan.defaultStart)
        if let problem = plan.problems.first { throw RequestError(problem) }
        self.configuration = configuration
        self.comparison = comparison
        self.format = try RequestSupport.format(format, default: .text, allowed: [.text, .json, .csv, .svg],
                                                what: "for a simulation")
        // A CSV is its rows and a chart its requests: neither has a summary of its own.
        if summaryOnly, ![.text, .json].contains(self.format) {
            throw RequestError("takes text or json, not \(self.format.rawValue): a \(self.format.rawValue) has no summary of its own",
                               parameter: "summaryOnly")
        }
        self.summaryOnly = summaryOnly
    }

    /// Simulates: one simulation, or two with a comparison. Nothing is simulated (exit status 1) when a configuration
    /// cannot be read or has an error.
    public func run() -> CommandResult<[Simulation]> {
        var diagnostics: [Diagnostic] = []
        guard let main = RequestSupport.configuration(configuration, into: &diagnostics) else {
            return CommandResult(value: [], diagnostics: diagnostics, exitStatus: 1)
        }
        var other: PromptConfiguration?
        if let comparison {
            guard let loaded = RequestSupport.configuration(comparison, into: &diagnostics) else {
                return CommandResult(value: [], diagnostics: diagnostics, exitStatus: 1)
            }
            other = loaded
        }
        // Each run is shown under its file's name; under its path when both files have the same name.
        var labels = [Self.label(configuration), Self.label(comparison)]
        if comparison != nil, labels[0] == labels[1] { labels = [configuration ?? "defaults", comparison ?? "defaults"] }
        let first = SimulationFormatter.Run(label: labels[0], simulation: Simulator(configuration: main).run(plan))
        let second = other.map {
            SimulationFormatter.Run(label: labels[1], simulation: Simulator(configuration: $0).run(plan))
        }
        let runs = [first] + (second.map { [$0] } ?? [])
        let output = switch format {
        case .json: RequestSupport.bytes(SimulationFormatter.json(first, compare: second, requests: !summaryOnly))
        case .csv: RequestSupport.bytes(SimulationFormatter.csv(runs))
        case .svg: RequestSupport.bytes(SimulationChart.svg(runs))
        default: RequestSupport.bytes(SimulationFormatter.text(runs, requests: !summaryOnly))
        }
        return CommandResult(value: runs.map(\.simulation), diagnostics: diagnostics, output: output)
    }

    /// The name a run is shown under: the file's name, or "defaults" without a file.
    private static func label(_ path: String?) -> String {
        path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "defaults"
    }
}
