import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// A review requested as the app launches or becomes active.
struct ReviewRequestAtLaunchRule: LintRule {
    static let description = RuleDescription(
        id: "review-request-at-launch", category: .source, severity: .warning,
        summary: "The app's code requests a review at launch (a launch method, an `App`'s `init` or its scene's "
            + "`.onAppear` / `.task`), or in a function called from there.",
        rationale: "Apple's Human Interface Guidelines: never ask at launch, even after a delay; ask at the end of a "
            + "completed task, once the user has shown engagement. At launch the prompt interrupts the user before "
            + "they have done anything, and spends one of the three prompts the system shows in 365 days.",
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .code(let source) = file else { return [] }
        return source.reviewRequests.compactMap { site in
            guard let reach = site.launchReach else { return nil }
            var message = "\(site.call) is requested at launch (\(reach.context.entryName))"
            var notes: [Diagnostic.Note] = []
            if let caller = reach.caller {
                message += ", through the call of \(site.context.function?.name ?? "its function") there"
                notes.append(Diagnostic.Note(location: caller.location, message: "called at launch here"))
            }
            message += ": Apple advises never asking at launch; ask when the user completes a task, after a pause"
            return finding(message, at: site.location, key: site.baselineKey, notes: notes)
        }
    }
}
