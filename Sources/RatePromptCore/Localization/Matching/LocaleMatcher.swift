import RatePromptFormats

/// Chooses the localization a user sees, the way Apple's `Bundle.preferredLocalizations(from:forPreferences:)` does
/// (CoreFoundation's wrapper around Apple ICU's `ualoc_localizationsToUse`), step by step and with a trace; or the
/// way iRate 1.12 picks its own strings.
///
/// Pure Swift, driven by tables of facts (Apple's alias and parent maps, CLDR 46 parent locales, aliases and likely
/// subtags as ICU 76 has them), so the answer is the same on Linux, where Foundation does not implement this, and
/// on Apple platforms.
public struct LocaleMatcher: Sendable {
    /// Whose matching to reproduce.
    public enum Strategy: String, Sendable, Hashable, Codable, CaseIterable {
        /// Apple's bundle localization matching.
        case apple
        /// iRate 1.12's lookup in iRate.bundle: the first preference, then that preference cut at its first `-`,
        /// otherwise English.
        case iRate
    }

    package internal(set) var strategy: Strategy

    /// A matcher that reproduces `strategy`.
    public init(strategy: Strategy = .apple) {
        self.strategy = strategy
    }

    /// Matches `preferences` (most preferred first, like `Locale.preferredLanguages`) against `available`
    /// (lproj names), recording every step.
    public func match(preferences: [String], available: [String]) -> LocaleMatch {
        var trace = Trace(enabled: true)
        let (list, outcome) = run(preferences, available, &trace)
        return LocaleMatch(localizations: list, outcome: outcome, trace: trace.steps)
    }

    /// The list `match` returns, without building a trace.
    package func localizations(preferences: [String], available: [String]) -> [String] {
        var trace = Trace(enabled: false)
        return run(preferences, available, &trace).0
    }

    private func run(_ preferences: [String], _ available: [String], _ trace: inout Trace) -> ([String], LocaleMatch.Outcome) {
        switch strategy {
        case .apple: return AppleMatching(preferences: preferences, available: available).run(&trace)
        case .iRate: return iRateLookup(preferences, available, &trace)
        }
    }

    /// iRate.m `localizedStringForKey:withDefault:` with `useAllAvailableLanguages`: only the first preference
    /// counts, tried as is and then cut at its first `-`; a missing lproj means the English built into iRate.
    private func iRateLookup(_ preferences: [String], _ available: [String], _ trace: inout Trace) -> ([String], LocaleMatch.Outcome) {
        let language = preferences.first ?? "en"
        if available.contains(language) {
            trace.add(.iRateExact, language, "iRate: first preference \(language) is an lproj of iRate.bundle")
            return ([language], .matched)
        }
        let stripped = String(language.split(separator: "-", omittingEmptySubsequences: false).first ?? "")
        if stripped != language, available.contains(stripped) {
            trace.add(.iRateStripped, language,
                      "iRate: no \(language).lproj; cut at the first '-' to \(stripped), which exists")
            return ([stripped], .matched)
        }
        let tried = stripped == language ? language : "\(language) nor \(stripped)"
        trace.add(.iRateEnglish, language,
                  "iRate: no lproj for \(tried); later preferences are never consulted, so the English strings "
                      + "compiled into iRate are shown")
        return (["en"], .builtInEnglish)
    }
}

/// Records steps only when asked, so that `localizations(preferences:available:)` costs no string building.
struct Trace {
    let enabled: Bool
    var steps: [LocaleMatch.Step] = []

    init(enabled: Bool) { self.enabled = enabled }

    mutating func add(_ kind: LocaleMatch.Kind, _ subject: String?, _ description: @autoclosure () -> String) {
        if enabled { steps.append(LocaleMatch.Step(kind, subject: subject, description())) }
    }
}
