import RatePromptFormats

/// The outcome of matching a user's preferred languages against the localizations an app ships.
public struct LocaleMatch: Sendable, Hashable, Codable {
    /// What Apple returns: the chosen localization followed by its available ancestors, spelled as in `available`.
    public var localizations: [String]
    /// How the answer came about.
    public var outcome: Outcome
    /// Every step that led to the answer, in order.
    public var trace: [Step]

    package init(localizations: [String], outcome: Outcome, trace: [Step]) {
        self.localizations = localizations
        self.outcome = outcome
        self.trace = trace
    }

    /// False when the answer is a fallback rather than a match: CoreFoundation's first-entry backstop, or iRate's
    /// compiled-in English. `zxx` counts as matched, as ualoc itself returns it (and the verified vectors say so).
    package var matched: Bool { outcome == .matched || outcome == .noLinguisticContent }

    /// How the answer came about.
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// A preference matched an available localization.
        case matched
        /// Nothing matched and `zxx` is available, so ualoc returns it.
        case noLinguisticContent = "zxx"
        /// Nothing matched: the first available entry (or `en` for an empty list), an order-dependent choice.
        case backstop
        /// iRate found no lproj for the first preference and shows the English compiled into it.
        case builtInEnglish = "built-in-english"
        /// Nothing matched and the bundle falls back to its development region (a project's bundle only: a plain
        /// list of localizations has no development region).
        case developmentRegion = "development-region"
    }

    /// The localization whose strings are used: element 0 of `localizations`.
    package var best: String? { localizations.first }

    /// One step of the decision, for `--explain` and JSON output.
    public struct Step: Sendable, Hashable, Codable, CustomStringConvertible {
        /// What kind of step it is (named in JSON output).
        package internal(set) var kind: Kind
        /// The identifier the step is about (a preference or an available localization), when there is one.
        package internal(set) var subject: String?
        /// The step in words.
        public var description: String

        init(_ kind: Kind, subject: String? = nil, _ description: String) {
            self.kind = kind
            self.subject = subject
            self.description = description
        }
    }

    /// Stable names of the steps; scripts reading the JSON output rely on these strings.
    package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// An input Apple refuses as a whole (non-ASCII or over 156 characters), or an empty list.
        case inputRejected = "input-rejected"
        /// An entry read by ICU: original → base name → normalized form.
        case normalized
        /// An alias replaced the base name (Apple's alias map or a CLDR language alias).
        case aliasApplied = "alias-applied"
        /// The entry's language is compared as another language's group (nb → no, yue → zh, hi → en).
        case languageGroup = "language-group"
        /// One step up a parent chain, with the table it came from.
        case parent
        /// An available localization in a non-default country: its chain starts with itself twice.
        case nonDefaultRegionPenalty = "non-default-region-penalty"
        /// Base names are equal (score -1).
        case exactMatch = "exact-match"
        /// Normalized forms are equal (score 0).
        case normalizedMatch = "normalized-match"
        /// A shared ancestor gives an available localization a score.
        case candidate
        /// An equal score: the earlier entry of the available list stays the winner.
        case tieBreak = "tie-break"
        /// Matching pt-PT to pt-BR is held aside in case another preference matches anything.
        case portugueseHeld = "portuguese-held"
        /// The held pt-PT → pt-BR match is used because nothing else matched.
        case portugueseUsed = "portuguese-used"
        /// The first preference that matches decides; the rest are not consulted.
        case preferenceMatched = "preference-matched"
        /// A preference that matches nothing.
        case preferenceUnmatched = "preference-unmatched"
        /// Pass 2: a later preference of the same language matches exactly and replaces a regional winner.
        case pass2Switch = "pass2-switch"
        /// Pass 2 looked for such a preference and found none; the pass 1 winner stays.
        case pass2Kept = "pass2-kept"
        /// An available localization on the winner's parent chain, appended after it.
        case ancestorAppended = "ancestor-appended"
        /// Apple's Chinese rule: zh_Hant_HK on the chain appends an available zh_Hant_TW too.
        case chineseTaiwanAppended = "chinese-taiwan-appended"
        /// Nothing matched and `zxx` (no linguistic content) is available.
        case zxx
        /// Nothing matched: CoreFoundation returns the first available entry (or `en` for an empty list).
        case backstop
        /// Nothing matched: the bundle's development region, which it has, is used.
        case developmentRegion = "development-region"
        /// iRate 1.12: the first preference is an lproj name as is.
        case iRateExact = "irate-exact"
        /// iRate 1.12: the first preference, cut at its first `-`, is an lproj name.
        case iRateStripped = "irate-stripped"
        /// iRate 1.12: no lproj for the first preference; English defaults compiled into iRate are shown.
        case iRateEnglish = "irate-english"
    }
}
