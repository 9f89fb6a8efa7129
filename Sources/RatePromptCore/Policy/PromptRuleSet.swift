/// Which rules decide: iRate 1.12.2's, or the gating of Apple's StoreKit review sample.
public enum PromptRuleSet: String, CaseIterable, Hashable, Sendable {
    case iRate = "irate"
    case apple
}

/// The platform the app runs on; it decides whether the system review prompt (and its yearly limit) is used.
public enum PromptPlatform: String, CaseIterable, Hashable, Sendable {
    case iOS = "ios"
    case macOS = "macos"
}

/// What a prompt looks like to the user.
package enum PromptPresentation: String, Hashable, Sendable {
    /// iRate's own alert (Rate / No, Thanks / Remind Me Later): the answer reaches the app.
    case alert
    /// The system review prompt (`SKStoreReviewController`, `requestReview`): at most 3 shown per 365 days, and the
    /// app learns neither whether it was shown nor what the user did.
    case systemPrompt = "system"

    /// The presentation RatePrompt assumes. iRate 1.12.2 uses the system prompt on iOS for every automatic prompt
    /// (its `useSKStoreReviewControllerIfAvailable` is never read); RatePrompt honours the setting, which its lint
    /// rules also read. Apple's gating is always the system prompt, on macOS too.
    package static func of(rules: PromptRuleSet, platform: PromptPlatform, configuration: PromptConfiguration) -> Self {
        switch rules {
        case .apple: .systemPrompt
        case .iRate: platform == .iOS && configuration.useSKStoreReviewControllerIfAvailable ? .systemPrompt : .alert
        }
    }
}
