import Foundation
import RatePromptFormats

/// Decides whether the rating prompt appears: iRate 1.12.2's `shouldPromptForRating` rule by rule and in iRate's order
/// (Documentation/PromptRules.md, "Decision rules"), or the gating of Apple's StoreKit sample, with the system prompt's
/// yearly limit on top wherever the system prompt is used.
package enum PromptPolicy {
    package static let secondsPerDay: TimeInterval = 86_400
    static let secondsPerWeek: TimeInterval = 604_800

    /// iRate keeps `daysUntilPrompt`, `remindPeriod` and `usesPerWeekForPrompt` in `float` properties; the value is
    /// rounded to single precision as there, so that borderline fractions compare as they do in iRate.
    static func iRateFloat(_ value: Double) -> Double {
        Double(Float(value))
    }

    /// Evaluates the rules at `now` for the running `version`.
    ///
    /// `version` defaults to the configuration's `applicationVersion`, else the state's last version used. For iRate's
    /// rules, when that version has not been launched yet (or nothing has: no first use), the state is first taken
    /// through the launch iRate would do (`UsageEvent.launch`), since iRate checks only after it: an update moves the
    /// first use forward and keeps the counters, a rating of any version resets them.
    package static func evaluate(
        configuration: PromptConfiguration, state: UsageState, now: Date, version: String? = nil,
        rules ruleSet: PromptRuleSet = .iRate, platform: PromptPlatform = .iOS
    ) -> PromptDecision {
        let version = version ?? configuration.applicationVersion ?? state.lastVersionUsed
        var state = state
        var bookkeeping: String?
        if let version, needsLaunch(state, version: version, rules: ruleSet) {
            let before = state
            state = state.applying(.launch(version: version), at: now, configuration: configuration)
            bookkeeping = describeLaunch(from: before, to: state, version: version)
        }
        let presentation = PromptPresentation.of(rules: ruleSet, platform: platform, configuration: configuration)
        let context = Context(settings: Settings(configuration), state: state, version: version, ruleSet: ruleSet,
                              presentation: presentation,
                              shownPrompts: SystemPromptLimit.shownPrompts(state.reviewRequestDates))
        let evaluation = context.evaluate(at: now)
        let (outlook, earliest, needs) = context.outlook(for: evaluation, now: now)
        return PromptDecision(
            ruleSet: ruleSet, platform: platform, presentation: presentation, now: now, version: version, state: state,
            launchBookkeeping: bookkeeping, wouldRequest: evaluation.wouldRequest,
            shouldPrompt: evaluation.shouldPrompt, results: evaluation.results, outlook: outlook,
            earliestPromptDate: earliest, needs: needs)
    }

    /// Whether the app asks and whether a prompt appears, as `evaluate` decides, without the words: for the
    /// simulator's many checks. `settings` are the configuration's, read once; `shownPrompts` are the system prompts
    /// shown so far, oldest first and none after `now` (the last three are enough), which `evaluate` replays from the
    /// state's request dates.
    static func decide(
        _ settings: Settings, configuration: PromptConfiguration, state: UsageState, now: Date, version: String,
        rules ruleSet: PromptRuleSet, presentation: PromptPresentation, shownPrompts: [Date]
    ) -> (wouldRequest: Bool, shouldPrompt: Bool) {
        var state = state
        if needsLaunch(state, version: version, rules: ruleSet) {
            state.apply(.launch(version: version), at: now, configuration: configuration)
        }
        return Context(settings: settings, state: state, version: version, ruleSet: ruleSet, presentation: presentation,
                       shownPrompts: shownPrompts).decide(at: now)
    }

    /// iRate checks only after a launch: whether `version` has not been launched yet (or nothing has).
    private static func needsLaunch(_ state: UsageState, version: String, rules ruleSet: PromptRuleSet) -> Bool {
        ruleSet == .iRate && (state.firstUsed == nil || state.lastVersionUsed != version)
    }

    /// The settings the rules read, read from the configuration once (each read looks a setting up by its name).
    struct Settings {
        let previewMode: Bool
        let promptForNewVersionIfUserRated: Bool
        let daysUntilPrompt: Double
        let usesUntilPrompt: Int64
        let eventsUntilPrompt: Int64
        let usesPerWeekForPrompt: Double
        let remindPeriod: Double
        let completedProcessesUntilPrompt: Int64
        let lastVersionPromptedForReview: String?

        init(_ configuration: PromptConfiguration) {
            previewMode = configuration.previewMode
            promptForNewVersionIfUserRated = configuration.promptForNewVersionIfUserRated
            daysUntilPrompt = configuration.daysUntilPrompt
            usesUntilPrompt = configuration.usesUntilPrompt
            eventsUntilPrompt = configuration.eventsUntilPrompt
            usesPerWeekForPrompt = configuration.usesPerWeekForPrompt
            remindPeriod = configuration.remindPeriod
            completedProcessesUntilPrompt = configuration.completedProcessesUntilPrompt
            lastVersionPromptedForReview = configuration.lastVersionPromptedForReview
        }
    }

    private static func describeLaunch(from before: UsageState, to after: UsageState, version: String) -> String {
        let use = "this launch counts as use \(after.useCount)"
        if before.firstUsed == nil {
            return "first launch (of \(version)): counting starts now; \(use)"
        }
        let previous = before.lastVersionUsed.map { "\($0) → \(version)" } ?? "update to \(version)"
        if before.ratedAnyVersion {
            return "\(previous) after a rating of \(before.ratedVersion ?? ""): first use, uses, events and the "
                + "reminder start again; \(use)"
        }
        if let kept = before.firstUsed, kept != after.firstUsed, let moved = after.firstUsed {
            return "\(previous): first use moved from \(ISO8601Date.format(kept)) to "
                + "\(ISO8601Date.format(moved)) (daysUntilPrompt − 1 days ago), counters kept; \(use)"
        }
        return "\(previous): first use kept (less than daysUntilPrompt − 1 days ago), counters kept; \(use)"
    }

    /// The rules' inputs, shared by the evaluation now and the look-ahead to the earliest date.
    private struct Context {
        let settings: Settings
        let state: UsageState
        let version: String?
        let ruleSet: PromptRuleSet
        let presentation: PromptPresentation

        struct Evaluation {
            var results: [PromptDecision.RuleResult]
            var wouldRequest: Bool
            var shouldPrompt: Bool
        }

        /// A rule on its own: pass, fail, or (preview mode) yes without looking further.
        enum Verdict { case pass, fail, yes }

        struct Check {
            var verdict: Verdict
            var detail: String
            var measures: [PromptDecision.RuleResult.Measure]
        }

        /// The requests the system showed, replayed once per evaluation.
        let shownPrompts: [Date]

        /// `evaluate(at:)`'s answer alone: the same verdicts, in the same order, without details.
        func decide(at now: Date) -> (wouldRequest: Bool, shouldPrompt: Bool) {
            var wouldRequest = true
            rules: for rule in PromptRule.rules(of: ruleSet) {
                switch verdict(rule, at: now) {
                case .pass: continue
                case .yes: break rules
                case .fail: wouldRequest = false; break rules
                }
            }
            let shouldPrompt = wouldRequest
                && (presentation != .systemPrompt || verdict(.systemYearlyLimit, at: now) != .fail)
            return (wouldRequest, shouldPrompt)
        }

        func evaluate(at now: Date) -> Evaluation {
            var results: [PromptDecision.RuleResult] = []
            var decided: Bool?
            for rule in PromptRule.rules(of: ruleSet) {
                let check = self.check(rule, at: now)
                var result = PromptDecision.RuleResult(
                    rule: rule, outcome: .skipped, wouldPass: check.verdict != .fail, decisive: false,
                    detail: check.detail, measures: check.measures)
                if decided == nil {
                    switch check.verdict {
                    case .pass: result.outcome = .passed
                    case .yes: result.outcome = .passed; result.decisive = true; decided = true
                    case .fail: result.outcome = .failed; result.decisive = true; decided = false
                    }
                }
                results.append(result)
            }
            let wouldRequest = decided ?? true
            var shouldPrompt = wouldRequest
            if presentation == .systemPrompt {
                let check = self.check(.systemYearlyLimit, at: now)
                var result = PromptDecision.RuleResult(
                    rule: .systemYearlyLimit, outcome: .skipped, wouldPass: check.verdict != .fail, decisive: false,
                    detail: check.detail, measures: check.measures)
                if wouldRequest {
                    result.outcome = check.verdict == .fail ? .failed : .passed
                    result.decisive = check.verdict == .fail
                    shouldPrompt = check.verdict != .fail
                }
                results.append(result)
            }
            return Evaluation(results: results, wouldRequest: wouldRequest, shouldPrompt: shouldPrompt)
        }

        func outlook(for evaluation: Evaluation, now: Date) -> (PromptDecision.Outlook, Date?, [String]) {
            if evaluation.shouldPrompt { return (.now, now, []) }
            let previewMode = evaluation.results.first { $0.rule == .previewMode && $0.decisive } != nil
            if !previewMode {
                let permanent = evaluation.results.filter { $0.rule.kind == .permanent && !$0.wouldPass }
                if !permanent.isEmpty { return (.never, nil, permanent.map(\.detail)) }
            }
            // The first moment every time rule passes, with the counts as they are.
            var earliest = now
            for result in evaluation.results where result.rule.kind == .time {
                guard let date = passDate(of: result.rule, from: now) else { continue }
                // A period set in code beyond single precision is infinite in iRate: that rule never passes.
                if date.timeIntervalSinceReferenceDate == .infinity {
                    return (.never, nil, ["\(result.detail), which is never reached"])
                }
                if date > earliest { earliest = date }
            }
            let later = evaluate(at: earliest)
            if later.shouldPrompt { return (.date, earliest, []) }
            let counts = later.results.filter { $0.rule.kind == .count && !$0.wouldPass }
            let needs = counts.map { need(for: $0.rule, at: earliest) }
            guard !counts.isEmpty else {
                // Cannot happen with the rules above; kept so a new rule cannot produce a false date.
                return (.never, nil, later.results.filter { !$0.wouldPass }.map(\.detail))
            }
            return earliest == now ? (.counts, nil, needs) : (.dateAndCounts, earliest, needs)
        }

        /// When a time rule starts to pass, counting from `now`.
        func passDate(of rule: PromptRule, from now: Date) -> Date? {
            switch rule {
            case .daysUntilPrompt:
                // Without a first use the clock has not started; it starts with the first launch.
                return (state.firstUsed ?? now).addingTimeInterval(requiredSeconds)
            case .remindPeriod:
                return state.lastReminded?.addingTimeInterval(remindSeconds)
            case .systemYearlyLimit:
                return SystemPromptLimit.nextOpening(from: now, shown: shownPrompts)
            default:
                return nil
            }
        }

        func need(for rule: PromptRule, at date: Date) -> String {
            switch rule {
            case .usesOrEvents:
                let uses = missing(settings.usesUntilPrompt, state.useCount)
                let events = missing(settings.eventsUntilPrompt, state.eventCount)
                return "\(count(uses, "more use")) or \(count(events, "more event")) "
                    + "(usesUntilPrompt \(settings.usesUntilPrompt), eventsUntilPrompt \(settings.eventsUntilPrompt))"
            case .usesPerWeek:
                let threshold = PromptPolicy.iRateFloat(settings.usesPerWeekForPrompt)
                let weeks = date.timeIntervalSince(state.firstUsed ?? date) / PromptPolicy.secondsPerWeek
                // A number, not an Int: with dates far apart (or a threshold set in code) it need not fit one.
                let total = (threshold * weeks).rounded(.up)
                return "at least \(number(total)) \(total == 1 ? "use" : "uses") in all by \(ISO8601Date.format(date)) "
                    + "to average \(number(threshold)) uses per week (usesPerWeekForPrompt); \(state.useCount) so far"
            case .completedProcesses:
                let missing = missing(settings.completedProcessesUntilPrompt, state.completedProcessCount)
                return "\(count(missing, "more completed process", plural: "more completed processes")) "
                    + "(completedProcessesUntilPrompt \(settings.completedProcessesUntilPrompt))"
            default:
                return rule.rawValue
            }
        }

        /// How many more are needed to reach `required`; any count a state made in code holds goes without overflow.
        func missing(_ required: Int64, _ have: Int) -> Int64 {
            let (difference, overflow) = required.subtractingReportingOverflow(Int64(have))
            return overflow ? (have < 0 ? .max : 0) : max(0, difference)
        }

        // MARK: The rules

        /// Each rule's verdict, the one place it is decided: `check` puts it into words, `decide` uses it alone.
        func verdict(_ rule: PromptRule, at now: Date) -> Verdict {
            switch rule {
            case .previewMode:
                return settings.previewMode ? .yes : .pass
            case .ratedThisVersion:
                guard let version else { return .pass }
                return state.rated(version: version) ? .fail : .pass
            case .ratedAnyVersion:
                return state.ratedAnyVersion && !settings.promptForNewVersionIfUserRated ? .fail : .pass
            case .declinedAnyVersion:
                return state.declinedAnyVersion ? .fail : .pass
            case .daysUntilPrompt:
                return elapsedSinceFirstUse(at: now) < requiredSeconds ? .fail : .pass
            case .usesOrEvents:
                return Int64(state.useCount) >= settings.usesUntilPrompt
                    || Int64(state.eventCount) >= settings.eventsUntilPrompt ? .pass : .fail
            case .usesPerWeek:
                return usesPerWeek(at: now) < Float(settings.usesPerWeekForPrompt) ? .fail : .pass
            case .remindPeriod:
                guard let reminded = state.lastReminded else { return .pass }
                return now.timeIntervalSince(reminded) < remindSeconds ? .fail : .pass
            case .completedProcesses:
                return Int64(state.completedProcessCount) >= settings.completedProcessesUntilPrompt ? .pass : .fail
            case .promptedThisVersion:
                guard let version else { return .pass }
                return lastVersionPrompted == version ? .fail : .pass
            case .systemYearlyLimit:
                var inWindow = 0
                for date in shownPrompts where SystemPromptLimit.counts(date, at: now) { inWindow += 1 }
                return inWindow >= SystemPromptLimit.promptsPerWindow ? .fail : .pass
            }
        }

        /// daysUntilPrompt in seconds, in single precision as iRate keeps it.
        var requiredSeconds: TimeInterval {
            PromptPolicy.iRateFloat(settings.daysUntilPrompt) * PromptPolicy.secondsPerDay
        }

        var remindSeconds: TimeInterval {
            PromptPolicy.iRateFloat(settings.remindPeriod) * PromptPolicy.secondsPerDay
        }

        /// iRate measures from a nil first use as 0 seconds (a message to nil answers 0).
        func elapsedSinceFirstUse(at now: Date) -> TimeInterval {
            state.firstUsed.map { now.timeIntervalSince($0) } ?? 0
        }

        /// Single precision, as iRate's float property; right after the first use the ratio is huge (or infinite at the
        /// same instant), and 0 uses in no time is not a number, which never compares lower.
        func usesPerWeek(at now: Date) -> Float {
            Float(Double(state.useCount) / (elapsedSinceFirstUse(at: now) / PromptPolicy.secondsPerWeek))
        }

        func check(_ rule: PromptRule, at now: Date) -> Check {
            let verdict = verdict(rule, at: now)
            return switch rule {
            case .previewMode: previewMode(verdict)
            case .ratedThisVersion: ratedThisVersion(verdict)
            case .ratedAnyVersion: ratedAnyVersion(verdict)
            case .declinedAnyVersion: declinedAnyVersion(verdict)
            case .daysUntilPrompt: days(verdict, at: now)
            case .usesOrEvents: usesOrEvents(verdict)
            case .usesPerWeek: usesPerWeek(verdict, at: now)
            case .remindPeriod: remindPeriod(verdict, at: now)
            case .completedProcesses: completedProcesses(verdict)
            case .promptedThisVersion: promptedThisVersion(verdict)
            case .systemYearlyLimit: systemYearlyLimit(verdict, at: now)
            }
        }

        func previewMode(_ verdict: Verdict) -> Check {
            verdict == .yes
                ? Check(verdict: verdict, detail: "previewMode is on: iRate prompts without consulting the other rules",
                        measures: [.init(ConfigurationKey.Name.previewMode, .text("true"))])
                : Check(verdict: verdict, detail: "previewMode is off",
                        measures: [.init(ConfigurationKey.Name.previewMode, .text("false"))])
        }

        func ratedThisVersion(_ verdict: Verdict) -> Check {
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("ratedVersion", state.ratedVersion.map { .text($0) } ?? .none),
                .init("version", version.map { .text($0) } ?? .none),
            ]
            guard let version else {
                return Check(verdict: verdict, detail: "no running version is known, so it cannot have been rated",
                             measures: measures)
            }
            if verdict == .fail {
                return Check(verdict: verdict, detail: "the user has already rated version \(version)", measures: measures)
            }
            return Check(verdict: verdict, detail: "version \(version) has not been rated", measures: measures)
        }

        func ratedAnyVersion(_ verdict: Verdict) -> Check {
            let again = settings.promptForNewVersionIfUserRated
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("ratedVersion", state.ratedVersion.map { .text($0) } ?? .none),
                .init(ConfigurationKey.Name.promptForNewVersionIfUserRated, .text(again ? "true" : "false")),
            ]
            guard state.ratedAnyVersion, let rated = state.ratedVersion else {
                return Check(verdict: verdict, detail: "the user has not rated any version", measures: measures)
            }
            if verdict == .pass {
                return Check(verdict: verdict, detail: "the user rated version \(rated), and "
                             + "promptForNewVersionIfUserRated asks again in a new version", measures: measures)
            }
            return Check(verdict: verdict, detail: "the user rated version \(rated) and "
                         + "promptForNewVersionIfUserRated is off", measures: measures)
        }

        func declinedAnyVersion(_ verdict: Verdict) -> Check {
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("declinedVersion", state.declinedVersion.map { .text($0) } ?? .none)]
            guard state.declinedAnyVersion, let declined = state.declinedVersion else {
                return Check(verdict: verdict, detail: "the user has not declined", measures: measures)
            }
            return Check(verdict: verdict, detail: "the user declined in version \(declined); in iRate a decline is "
                         + "permanent, for every later version too", measures: measures)
        }

        func days(_ verdict: Verdict, at now: Date) -> Check {
            let days = settings.daysUntilPrompt
            let elapsed = elapsedSinceFirstUse(at: now)
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("firstUsed", state.firstUsed.map { .date($0) } ?? .none),
                .init("daysSinceFirstUse", .number(elapsed / PromptPolicy.secondsPerDay)),
                .init(ConfigurationKey.Name.daysUntilPrompt, .number(days)),
            ]
            let since = state.firstUsed.map { "since the first use on \(ISO8601Date.format($0))" }
                ?? "since the first use (none recorded: the app has not been launched)"
            let text = "\(number(elapsed / PromptPolicy.secondsPerDay)) days \(since)"
            if verdict == .fail {
                return Check(verdict: verdict, detail: "\(text); daysUntilPrompt needs \(number(days))", measures: measures)
            }
            return Check(verdict: verdict, detail: "\(text) ≥ daysUntilPrompt \(number(days))", measures: measures)
        }

        func usesOrEvents(_ verdict: Verdict) -> Check {
            let uses = settings.usesUntilPrompt, events = settings.eventsUntilPrompt
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("uses", .number(Double(state.useCount))),
                .init(ConfigurationKey.Name.usesUntilPrompt, .number(Double(uses))),
                .init("events", .number(Double(state.eventCount))),
                .init(ConfigurationKey.Name.eventsUntilPrompt, .number(Double(events))),
            ]
            let usesMet = Int64(state.useCount) >= uses, eventsMet = Int64(state.eventCount) >= events
            let usesText = "\(state.useCount) uses \(usesMet ? "≥" : "<") usesUntilPrompt \(uses)"
            let eventsText = "\(state.eventCount) events \(eventsMet ? "≥" : "<") eventsUntilPrompt \(events)"
            if verdict == .pass {
                return Check(verdict: verdict, detail: "\(usesText), \(eventsText): one of them is enough",
                             measures: measures)
            }
            return Check(verdict: verdict, detail: "\(usesText) and \(eventsText): neither is met", measures: measures)
        }

        func usesPerWeek(_ verdict: Verdict, at now: Date) -> Check {
            let threshold = settings.usesPerWeekForPrompt
            let ratio = usesPerWeek(at: now)
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("usesPerWeek", .number(Double(ratio))),
                .init(ConfigurationKey.Name.usesPerWeekForPrompt, .number(threshold)),
            ]
            let shown = ratio.isNaN ? "not a number (0 uses in 0 weeks)" : ratio.isInfinite ? "infinite" : number(Double(ratio))
            if verdict == .fail {
                return Check(verdict: verdict, detail: "\(shown) uses per week since the first use < usesPerWeekForPrompt "
                             + "\(number(threshold))", measures: measures)
            }
            if threshold == 0 {
                return Check(verdict: verdict, detail: "usesPerWeekForPrompt is 0, which turns the check off "
                             + "(\(shown) uses per week)", measures: measures)
            }
            return Check(verdict: verdict, detail: "\(shown) uses per week since the first use ≥ usesPerWeekForPrompt "
                         + "\(number(threshold))", measures: measures)
        }

        func remindPeriod(_ verdict: Verdict, at now: Date) -> Check {
            let period = settings.remindPeriod
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("lastReminded", state.lastReminded.map { .date($0) } ?? .none),
                .init("daysSinceReminder", state.lastReminded.map { .number(now.timeIntervalSince($0) / PromptPolicy.secondsPerDay) } ?? .none),
                .init(ConfigurationKey.Name.remindPeriod, .number(period)),
            ]
            guard let reminded = state.lastReminded else {
                return Check(verdict: verdict, detail: "no reminder pending", measures: measures)
            }
            let elapsed = now.timeIntervalSince(reminded)
            let text = "\(number(elapsed / PromptPolicy.secondsPerDay)) days since the last reminder on "
                + ISO8601Date.format(reminded)
            if verdict == .fail {
                return Check(verdict: verdict, detail: "\(text); remindPeriod needs \(number(period))", measures: measures)
            }
            return Check(verdict: verdict, detail: "\(text) ≥ remindPeriod \(number(period))", measures: measures)
        }

        func completedProcesses(_ verdict: Verdict) -> Check {
            let required = settings.completedProcessesUntilPrompt
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("completedProcesses", .number(Double(state.completedProcessCount))),
                .init(ConfigurationKey.Name.completedProcessesUntilPrompt, .number(Double(required))),
            ]
            if verdict == .pass {
                return Check(verdict: verdict, detail: "\(state.completedProcessCount) completed processes ≥ "
                             + "completedProcessesUntilPrompt \(required)", measures: measures)
            }
            return Check(verdict: verdict, detail: "\(state.completedProcessCount) completed processes < "
                         + "completedProcessesUntilPrompt \(required)", measures: measures)
        }

        /// The state's record first; the configuration's `lastVersionPromptedForReview` when the state has none.
        var lastVersionPrompted: String? {
            state.lastVersionPromptedForReview ?? settings.lastVersionPromptedForReview
        }

        func promptedThisVersion(_ verdict: Verdict) -> Check {
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init(ConfigurationKey.Name.lastVersionPromptedForReview,
                      lastVersionPrompted.map { .text($0) } ?? .none),
                .init("version", version.map { .text($0) } ?? .none),
            ]
            guard let version else {
                return Check(verdict: verdict, detail: "no running version is known; Apple's check compares versions",
                             measures: measures)
            }
            if verdict == .fail {
                return Check(verdict: verdict, detail: "a review was already requested in version \(version); Apple's "
                             + "sample asks once per version", measures: measures)
            }
            let before = lastVersionPrompted.map { "last requested in version \($0)" } ?? "never requested"
            return Check(verdict: verdict, detail: "\(before); not yet in version \(version)", measures: measures)
        }

        func systemYearlyLimit(_ verdict: Verdict, at now: Date) -> Check {
            let shown = shownPrompts
            let inWindow = SystemPromptLimit.promptsInWindow(at: now, shown: shown)
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("promptsShownInLast365Days", .number(Double(inWindow.count))),
                .init("limit", .number(Double(SystemPromptLimit.promptsPerWindow))),
            ]
            let recorded = state.reviewRequestDates.isEmpty
                ? " (no request dates recorded under \(UsageState.Key.reviewRequestDates.rawValue))" : ""
            if verdict == .fail, let oldest = inWindow.first {
                let opening = SystemPromptLimit.nextOpening(from: now, shown: shown)
                return Check(verdict: verdict, detail: "the system has shown \(inWindow.count) prompts in the last 365 "
                             + "days (since \(ISO8601Date.format(oldest))); a request shows nothing until "
                             + ISO8601Date.format(opening), measures: measures)
            }
            return Check(verdict: verdict, detail: "\(inWindow.count) of \(SystemPromptLimit.promptsPerWindow) system "
                         + "prompts shown in the last 365 days\(recorded)", measures: measures)
        }

        func count(_ value: Int64, _ noun: String, plural: String? = nil) -> String {
            "\(value) \(value == 1 ? noun : plural ?? noun + "s")"
        }

        func number(_ value: Double) -> String {
            PromptPolicy.format(value)
        }
    }

    /// Numbers in details: whole numbers without a fraction, others to two places.
    package static func format(_ value: Double) -> String {
        if value.isNaN { return "not a number" }
        if value.isInfinite { return value < 0 ? "−∞" : "∞" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        if abs(value) >= 1e15 { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(format: "%.1f", rounded) : String(rounded)
    }
}
