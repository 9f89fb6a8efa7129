import RatePromptFormats
import RatePromptCore

/// What `rateprompt locale` is asked: which localization a device picks for a list of preferred languages.
public struct LocaleRequest: Sendable {
    var available: [String]
    var preferences: [String]
    var strategy: LocaleMatcher.Strategy
    var explain: Bool
    var format: OutputFormat

    /// A request to match `preferences` (most preferred first) against the app's `available` localizations (`.lproj`
    /// names) the way `strategy` does: Apple's `Bundle.preferredLocalizations(from:forPreferences:)`, or iRate 1.12's
    /// own choice. `explain` prints every step; `format` is text or json.
    public init(
        available: [String], preferences: [String], strategy: LocaleMatcher.Strategy = .apple, explain: Bool = false,
        format: OutputFormat = .text
    ) throws(RequestError) {
        guard !preferences.isEmpty else { throw RequestError("needs at least one language", parameter: "preferences") }
        self.available = available
        self.preferences = preferences
        self.strategy = strategy
        self.explain = explain
        self.format = try RequestSupport.format(format, default: .text, allowed: [.text, .json], what: "for a match")
    }

    /// Matches: the chosen localization followed by its available ancestors, and how.
    public func run() -> CommandResult<LocaleMatch> {
        let match = LocaleMatcher(strategy: strategy).match(preferences: preferences, available: available)
        let output = format == .json ? RequestSupport.bytes(LocaleMatchFormatter.json(match))
            : RequestSupport.bytes(LocaleMatchFormatter.text(match, explain: explain))
        return CommandResult(value: match, output: output)
    }
}
