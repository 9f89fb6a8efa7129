import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// A review requested directly in a user action's handler: nothing between the tap and the request.
struct ReviewRequestInUserActionRule: LintRule {
    static let description = RuleDescription(
        id: "review-request-in-user-action", category: .source, severity: .warning,
        summary: "The app's code requests a review as the direct result of a user action (a button's action, a tap "
            + "gesture, an `@IBAction`, a `UIAction`), with no gate or delay between the action and the request: a "
            + "check of what the action gave (`if success`, `error == nil`, `case .success`) or of a URL or scene is "
            + "no gate; a gate counts something, or reads a date, a version or a saved flag.",
        rationale: "Apple's Human Interface Guidelines: never ask as the result of a user action; the system may show "
            + "nothing (at most three prompts in 365 days), so a button that asks seems broken. Apple's sample asks "
            + "from the completion of a task, once four were completed and not yet for this version, two seconds "
            + "later. A \"Rate this app\" button should open the App Store's write-review page instead.",
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .code(let source) = file else { return [] }
        return source.reviewRequests.compactMap { site in
            guard let reach = site.ungatedReach(from: [.userAction]) else { return nil }
            var message = "\(site.call) is requested directly in a user action's handler (\(reach.context.entryName))"
            var notes: [Diagnostic.Note] = []
            if let caller = reach.caller {
                message += " through \(site.context.function?.name ?? "its function")"
                notes.append(Diagnostic.Note(location: caller.location, message: "called from the user action here"))
            }
            message += ", \(reach.ungatedWording(of: site)): Apple advises never asking as the result of a user action; "
                + "ask after a completed task once conditions are met (its sample: four completions, once per "
                + "version, after two seconds), or open the write-review page from a Rate button"
            return finding(message, at: site.location, key: site.baselineKey, notes: notes)
        }
    }
}
