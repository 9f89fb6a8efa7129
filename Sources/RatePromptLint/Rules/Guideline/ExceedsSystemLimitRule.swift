import RatePromptFormats
import RatePromptCore

/// A configuration that requests the system prompt more than 3 times a year for a steady user.
struct ExceedsSystemLimitRule: LintRule {
    static let description = RuleDescription(
        id: "exceeds-system-limit", category: .guideline, severity: .warning,
        summary: "A steady user (one launch and one event a day, always \"not now\") gets more than 3 system prompt requests in a year.",
        rationale: "iOS shows the system review prompt at most 3 times in 365 days; later requests show nothing and "
            + "the app is not told. The Simulator plays a year of daily use through iRate's rules on iOS.",
        triggering: [LintExample(.config("{\"daysUntilPrompt\": 10, \"usesUntilPrompt\": 10, \"remindPeriod\": ↓30}"))],
        nonTriggering: [
            LintExample(.config("{\"daysUntilPrompt\": 10, \"usesUntilPrompt\": 10, \"remindPeriod\": 120}")),
            LintExample(.config("{\"remindPeriod\": 3, \"useSKStoreReviewControllerIfAvailable\": false}")),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .configuration(let config) = file, config.isReadable else { return [] }
        let plan = Simulator.Plan(days: 365, launchesPerWeek: 7, eventsPerDay: 1, answers: [.remind])
        let simulator = Simulator(configuration: config.configuration)
        guard plan.problems.isEmpty else { return [] }
        let simulation = simulator.run(plan)
        guard simulation.presentation == .systemPrompt, simulation.requests.count > SystemPromptLimit.promptsPerWindow
        else { return [] }
        let silent = simulation.requests.filter { !$0.shown }.map { String($0.day) }
        return [finding(
            "a daily user gets \(simulation.requests.count) review requests in a year; the system shows "
                + "\(simulation.shownCount) and the requests on day\(silent.count == 1 ? "" : "s") "
                + "\(silent.prefix(8).joined(separator: ", "))\(silent.count > 8 ? ", …" : "") show nothing: "
                + "raise remindPeriod (about 120 days keeps within 3 a year)",
            at: config.location(of: ConfigurationKey.Name.remindPeriod), key: ConfigurationKey.Name.remindPeriod)]
    }
}
