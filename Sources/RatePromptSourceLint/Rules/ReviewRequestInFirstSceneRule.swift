import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// A review requested in the scene `connectedScenes.first` gives.
struct ReviewRequestInFirstSceneRule: LintRule {
    static let description = RuleDescription(
        id: "review-request-in-first-scene", category: .source, severity: .warning,
        summary: "The app asks for a review in the window scene `UIApplication.shared.connectedScenes.first` gives.",
        rationale: "`connectedScenes` is a set: its first element is any scene of the app, not the one in front of "
            + "the user. On an iPad or a Mac running several windows, the prompt then shows in a window the user is "
            + "not looking at, or in a background scene, where StoreKit drops it. Take the scene from the view that "
            + "asks (`view.window?.windowScene`), SwiftUI's `requestReview` action, or filter by "
            + "`activationState == .foregroundActive` first.",
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .code(let source) = file else { return [] }
        return source.reviewRequests.compactMap { site in
            guard let scene = site.firstConnectedScene else { return nil }
            return finding("\(site.call) shows the prompt in connectedScenes.first, which is any scene of the app: with "
                           + "several windows, not the one the user is in. Take the scene from the view that asks "
                           + "(view.window?.windowScene), or the first with activationState == .foregroundActive",
                           at: site.location, key: site.api.rawValue,
                           notes: [Diagnostic.Note(location: scene, message: "the scene is chosen here")])
        }
    }
}
