import RatePromptFormats
import RatePromptCore

/// `remindPeriod` under a week.
struct RemindPeriodTooShortRule: LintRule {
    static let description = RuleDescription(
        id: "remind-period-too-short", category: .guideline, severity: .warning,
        summary: "`remindPeriod` is under 7 days (iRate's default is 1 day).",
        rationale: "HIG: don't be a pest, leave one to two weeks between requests. On iOS every reminder also "
            + "spends one of the system prompt's three yearly showings.",
        triggering: [
            LintExample(.config("{\"remindPeriod\": ↓3}")),
            LintExample(.config("↓{\"daysUntilPrompt\": 10}")),
        ],
        nonTriggering: [LintExample(.config("{\"remindPeriod\": 14}"))])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .configuration(let config) = file, config.isReadable else { return [] }
        let period = config.configuration.remindPeriod
        guard period < 7 else { return [] }
        let set = config.sets(ConfigurationKey.Name.remindPeriod)
        let what = set ? "remindPeriod is" : "remindPeriod is not set, and its default is"
        return [finding("\(what) \(PromptPolicy.format(period)) day\(period == 1 ? "" : "s"): "
                        + "leave at least 7 days between requests",
                        at: config.location(of: ConfigurationKey.Name.remindPeriod),
                        key: ConfigurationKey.Name.remindPeriod)]
    }
}
