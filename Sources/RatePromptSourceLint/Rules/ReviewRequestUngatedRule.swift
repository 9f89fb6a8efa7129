import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// A review requested every time a view appears or a value changes: nothing on the path gates or delays it.
struct ReviewRequestUngatedRule: LintRule {
    static let description = RuleDescription(
        id: "review-request-ungated", category: .source, severity: .warning,
        summary: "The app's code requests a review every time a view appears or an observed value changes (`.onAppear`, "
            + "`.task`, `viewDidAppear(_:)`, `.onChange`), with no condition and no delay on its path.",
        rationale: "Apple's guidance: let conditions decide when to ask (its sample asks after four completed tasks, "
            + "once per version, two seconds after the task completes); the system shows the prompt at most three "
            + "times in 365 days and the app is never told, so a request on every appearance wastes them on moments "
            + "the user did not choose. At launch and in a user action's handler the other source rules report it.",
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .code(let source) = file else { return [] }
        return source.reviewRequests.compactMap { site in
            guard let reach = site.ungatedReach(from: [.appearance, .observation]) else { return nil }
            var message = "\(site.call) is requested every time \(reach.context.entryName) runs"
            var notes: [Diagnostic.Note] = []
            if let caller = reach.caller {
                message += " (through \(site.context.function?.name ?? "its function"))"
                notes.append(Diagnostic.Note(location: caller.location, message: "called with no condition here"))
            }
            message += ", \(reach.ungatedWording(of: site)): Apple advises letting conditions decide when to ask (its "
                + "sample: four completed tasks, once per version, two seconds after); gate it on a count and on the "
                + "last version asked"
            return finding(message, at: site.location, key: site.baselineKey, notes: notes)
        }
    }
}
