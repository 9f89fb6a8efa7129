import Foundation

/// The answer of `PromptPolicy.evaluate`: whether a prompt appears, every rule's outcome in order, and when the answer
/// could turn to yes.
///
/// **`earliestPromptDate` convention.** It is worked out from the clock alone, with the state's counts as they are:
/// - `now`: the prompt appears now; the date is `now`.
/// - `date`: only time blocks it (`daysUntilPrompt`, `remindPeriod`, the system's yearly limit); a check at or after
///   the date prompts, even with no further use.
/// - `dateAndCounts`: time blocks it until the date, and counts block it too (see `needs`); the date is the earliest
///   possible, reached only if the counts are met by then.
/// - `counts`: only counts block it (uses or events, uses per week, completed processes). Time alone cannot lift
///   that, so the date is nil and `needs` says what is missing.
/// - `never`: nothing but a new version or a reset can change it (rated, declined, already asked in this version);
///   the date is nil.
public struct PromptDecision: Sendable {
    /// When the answer could turn to yes (see `earliestPromptDate`).
    public enum Outlook: String, Hashable, Sendable {
        case now
        case date
        case dateAndCounts = "date-and-counts"
        case counts
        case never
    }

    /// One rule's verdict.
    public struct RuleResult: Hashable, Sendable {
        /// What the rule said.
        public enum Outcome: String, Hashable, Sendable {
            /// The rule lets the prompt through (or, for `previewMode`, decides yes).
            case passed
            /// The rule says no.
            case failed
            /// An earlier rule decided, so this one is not consulted; `wouldPass` still tells what it would say.
            case skipped
        }

        /// A number, date or text the rule compared, for JSON and for the reader.
        package struct Measure: Hashable, Sendable {
            package enum Value: Hashable, Sendable {
                case number(Double)
                case date(Date)
                case text(String)
                case none
            }

            package internal(set) var name: String
            package internal(set) var value: Value

            init(_ name: String, _ value: Value) {
                self.name = name
                self.value = value
            }
        }

        /// The rule.
        public var rule: PromptRule
        /// What it said.
        public var outcome: Outcome
        /// What the rule says on its own, also when it was skipped.
        package internal(set) var wouldPass: Bool
        /// True for the rule that settled the answer.
        package internal(set) var decisive: Bool
        /// A sentence that says what was compared and what came of it.
        public var detail: String
        package internal(set) var measures: [Measure]
    }

    package internal(set) var ruleSet: PromptRuleSet
    package internal(set) var platform: PromptPlatform
    package internal(set) var presentation: PromptPresentation
    package internal(set) var now: Date
    /// The running version the rules compared with; nil when neither the caller nor the state named one.
    package internal(set) var version: String?
    /// The state the rules saw: the given one, after the launch bookkeeping when the version was new to it.
    package internal(set) var state: UsageState
    /// What the launch bookkeeping did, when it ran.
    package internal(set) var launchBookkeeping: String?
    /// Whether the app asks: iRate's `shouldPromptForRating`, or Apple's gating.
    package internal(set) var wouldRequest: Bool
    /// Whether a prompt appears: the app asks, and the system does not swallow the request.
    public var shouldPrompt: Bool
    /// Every rule's verdict, in the order the rules run.
    public var results: [RuleResult]
    /// What could turn the answer to yes.
    public var outlook: Outlook
    /// The earliest moment a check prompts, from the clock alone (see the convention above).
    public var earliestPromptDate: Date?
    /// What counts are still missing (for `counts` and `dateAndCounts`), or why it is never (for `never`).
    public var needs: [String]

    /// The rule that settled the answer, if one did (nil when every rule passed).
    package var decidingRule: PromptRule? {
        results.last { $0.decisive }?.rule
    }
}
