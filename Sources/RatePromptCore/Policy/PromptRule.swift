import RatePromptFormats

/// One rule of a rule set, named as iRate's and Apple's code name the condition.
public enum PromptRule: String, CaseIterable, Hashable, Sendable {
    // iRate 1.12.2's `shouldPromptForRating`, in its order.
    case previewMode
    case ratedThisVersion
    case ratedAnyVersion
    case declinedAnyVersion
    case daysUntilPrompt
    case usesOrEvents
    case usesPerWeek
    case remindPeriod
    // Apple's sample gating.
    case completedProcesses
    case promptedThisVersion
    // The system's own limit, on top of either set when the system prompt is used.
    case systemYearlyLimit

    /// How a failing rule can come to pass, which decides what `earliestPromptDate` can say.
    package enum Kind: String, Hashable, Sendable {
        /// A switch in the configuration.
        case setting
        /// Fixed for this version (rated, declined, already asked): only a new version or a reset changes it.
        case permanent
        /// Passes once enough time has gone by.
        case time
        /// Passes only with more uses, events or completed processes.
        case count
    }

    package var kind: Kind {
        switch self {
        case .previewMode: .setting
        case .ratedThisVersion, .ratedAnyVersion, .declinedAnyVersion, .promptedThisVersion: .permanent
        case .daysUntilPrompt, .remindPeriod, .systemYearlyLimit: .time
        case .usesOrEvents, .usesPerWeek, .completedProcesses: .count
        }
    }

    package static func rules(of set: PromptRuleSet) -> [PromptRule] {
        switch set {
        case .iRate: iRateRules
        case .apple: appleRules
        }
    }

    // Made once: the simulator asks for them at every check.
    private static let iRateRules: [PromptRule] = [.previewMode, .ratedThisVersion, .ratedAnyVersion,
                                                   .declinedAnyVersion, .daysUntilPrompt, .usesOrEvents, .usesPerWeek,
                                                   .remindPeriod]
    private static let appleRules: [PromptRule] = [.completedProcesses, .promptedThisVersion]
}
