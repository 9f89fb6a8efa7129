import Foundation
import RatePromptFormats
import RatePromptCore

/// A configuration that asks at the very first launch, or right at launch within the first day.
struct PromptAtLaunchRule: LintRule {
    static let description = RuleDescription(
        id: "prompt-at-launch", category: .guideline, severity: .warning,
        summary: "The configuration asks at the first launch, or at launch before a day of use (HIG: never at launch).",
        rationale: "Apple's Human Interface Guidelines: ask only after the user has shown engagement, never at "
            + "launch. PromptPolicy evaluates iRate's rules for a first launch; with `promptAtLaunch` on and under a "
            + "day or a single use, the prompt interrupts the app as it opens.",
        triggering: [
            LintExample(.config("{\"daysUntilPrompt\": 0, \"usesUntilPrompt\": 0, \"promptAtLaunch\": ↓true}")),
            LintExample(.config("{\"daysUntilPrompt\": ↓0.5, \"usesUntilPrompt\": 1}")),
        ],
        nonTriggering: [
            LintExample(.config("{\"daysUntilPrompt\": 10, \"usesUntilPrompt\": 10}")),
            LintExample(.config("{\"daysUntilPrompt\": 0, \"usesUntilPrompt\": 0, \"promptAtLaunch\": false}")),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .configuration(let config) = file, config.isReadable else { return [] }
        let configuration = config.configuration
        guard configuration.promptAtLaunch, !configuration.previewMode else { return [] }
        let where_ = [ConfigurationKey.Name.promptAtLaunch, ConfigurationKey.Name.daysUntilPrompt,
                      ConfigurationKey.Name.usesUntilPrompt].first(where: config.sets)
            .map(config.location(of:)) ?? FileLocation(path: config.path, position: .start)
        let decision = PromptPolicy.evaluate(configuration: configuration, state: UsageState(),
                                             now: Date(timeIntervalSince1970: 1_735_722_000), version: "1.0")
        if decision.wouldRequest {
            return [finding("the prompt would be requested at the very first launch: raise daysUntilPrompt and "
                            + "usesUntilPrompt, or set promptAtLaunch to false and ask after a completed task",
                            at: where_, key: ConfigurationKey.Name.promptAtLaunch)]
        }
        if configuration.daysUntilPrompt < 1 || configuration.usesUntilPrompt <= 1 {
            return [finding("with promptAtLaunch on, the prompt may interrupt a launch within the first day "
                            + "(daysUntilPrompt \(PromptPolicy.format(configuration.daysUntilPrompt)), usesUntilPrompt "
                            + "\(configuration.usesUntilPrompt))",
                            at: where_, key: ConfigurationKey.Name.promptAtLaunch)]
        }
        return []
    }
}
