import Foundation

/// Decides whether the rating prompt appears: iRate 1.12.2's `shouldPromptForRating` rule by rule and in iRate's
/// order (`irate-and-peers.md` §1b), or the gating of Apple's StoreKit sample, with the system prompt's yearly limit
/// on top wherever the system prompt is used.
public enum PromptPolicy {
    public static let secondsPerDay: TimeInterval = 86_400
    public static let secondsPerWeek: TimeInterval = 604_800

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
    public static func evaluate(
        configuration: PromptConfiguration, state: UsageState, now: Date, version: String? = nil,
        rules ruleSet: PromptRuleSet = .iRate, platform: PromptPlatform = .iOS
    ) -> PromptDecision {
        let version = version ?? configuration.applicationVersion ?? state.lastVersionUsed
        var state = state
        var bookkeeping: String?
        if ruleSet == .iRate, let version, state.firstUsed == nil || state.lastVersionUsed != version {
            let before = state
            state = state.applying(.launch(version: version), at: now, configuration: configuration)
            bookkeeping = describeLaunch(from: before, to: state, version: version)
        }
        let presentation = PromptPresentation.of(rules: ruleSet, platform: platform, configuration: configuration)
        let context = Context(configuration: configuration, state: state, version: version, ruleSet: ruleSet,
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
        if before.firstUsed != after.firstUsed, let moved = after.firstUsed {
            return "\(previous): first use moved from \(ISO8601Date.format(before.firstUsed!)) to "
                + "\(ISO8601Date.format(moved)) (daysUntilPrompt − 1 days ago), counters kept; \(use)"
        }
        return "\(previous): first use kept (less than daysUntilPrompt − 1 days ago), counters kept; \(use)"
    }

    /// The rules' inputs, shared by the evaluation now and the look-ahead to the earliest date.
    private struct Context {
        let configuration: PromptConfiguration
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
            for rule in evaluation.results.map(\.rule) where rule.kind == .time {
                if let date = passDate(of: rule, from: now), date > earliest { earliest = date }
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
                let required = PromptPolicy.iRateFloat(configuration.daysUntilPrompt) * PromptPolicy.secondsPerDay
                // Without a first use the clock has not started; it starts with the first launch.
                return (state.firstUsed ?? now).addingTimeInterval(required)
            case .remindPeriod:
                let period = PromptPolicy.iRateFloat(configuration.remindPeriod) * PromptPolicy.secondsPerDay
                return state.lastReminded?.addingTimeInterval(period)
            case .systemYearlyLimit:
                return SystemPromptLimit.nextOpening(from: now, shown: shownPrompts)
            default:
                return nil
            }
        }

        func need(for rule: PromptRule, at date: Date) -> String {
            switch rule {
            case .usesOrEvents:
                let uses = max(0, Int(configuration.usesUntilPrompt) - state.useCount)
                let events = max(0, Int(configuration.eventsUntilPrompt) - state.eventCount)
                return "\(count(uses, "more use")) or \(count(events, "more event")) "
                    + "(usesUntilPrompt \(configuration.usesUntilPrompt), eventsUntilPrompt \(configuration.eventsUntilPrompt))"
            case .usesPerWeek:
                let threshold = PromptPolicy.iRateFloat(configuration.usesPerWeekForPrompt)
                let weeks = date.timeIntervalSince(state.firstUsed ?? date) / PromptPolicy.secondsPerWeek
                let total = Int((threshold * weeks).rounded(.up))
                return "at least \(count(total, "use")) in all by \(ISO8601Date.format(date)) to average "
                    + "\(number(threshold)) uses per week (usesPerWeekForPrompt); \(state.useCount) so far"
            case .completedProcesses:
                let missing = max(0, Int(configuration.completedProcessesUntilPrompt) - state.completedProcessCount)
                return "\(count(missing, "more completed process", plural: "more completed processes")) "
                    + "(completedProcessesUntilPrompt \(configuration.completedProcessesUntilPrompt))"
            default:
                return rule.rawValue
            }
        }

        // MARK: The rules

        func check(_ rule: PromptRule, at now: Date) -> Check {
            switch rule {
            case .previewMode: previewMode()
            case .ratedThisVersion: ratedThisVersion()
            case .ratedAnyVersion: ratedAnyVersion()
            case .declinedAnyVersion: declinedAnyVersion()
            case .daysUntilPrompt: days(at: now)
            case .usesOrEvents: usesOrEvents()
            case .usesPerWeek: usesPerWeek(at: now)
            case .remindPeriod: remindPeriod(at: now)
            case .completedProcesses: completedProcesses()
            case .promptedThisVersion: promptedThisVersion()
            case .systemYearlyLimit: systemYearlyLimit(at: now)
            }
        }

        func previewMode() -> Check {
            configuration.previewMode
                ? Check(verdict: .yes, detail: "previewMode is on: iRate prompts without consulting the other rules",
                        measures: [.init("previewMode", .text("true"))])
                : Check(verdict: .pass, detail: "previewMode is off", measures: [.init("previewMode", .text("false"))])
        }

        func ratedThisVersion() -> Check {
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("ratedVersion", state.ratedVersion.map { .text($0) } ?? .none),
                .init("version", version.map { .text($0) } ?? .none),
            ]
            guard let version else {
                return Check(verdict: .pass, detail: "no running version is known, so it cannot have been rated",
                             measures: measures)
            }
            if state.rated(version: version) {
                return Check(verdict: .fail, detail: "the user has already rated version \(version)", measures: measures)
            }
            return Check(verdict: .pass, detail: "version \(version) has not been rated", measures: measures)
        }

        func ratedAnyVersion() -> Check {
            let again = configuration.promptForNewVersionIfUserRated
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("ratedVersion", state.ratedVersion.map { .text($0) } ?? .none),
                .init("promptForNewVersionIfUserRated", .text(again ? "true" : "false")),
            ]
            guard state.ratedAnyVersion, let rated = state.ratedVersion else {
                return Check(verdict: .pass, detail: "the user has not rated any version", measures: measures)
            }
            if again {
                return Check(verdict: .pass, detail: "the user rated version \(rated), and "
                             + "promptForNewVersionIfUserRated asks again in a new version", measures: measures)
            }
            return Check(verdict: .fail, detail: "the user rated version \(rated) and "
                         + "promptForNewVersionIfUserRated is off", measures: measures)
        }

        func declinedAnyVersion() -> Check {
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("declinedVersion", state.declinedVersion.map { .text($0) } ?? .none)]
            guard state.declinedAnyVersion, let declined = state.declinedVersion else {
                return Check(verdict: .pass, detail: "the user has not declined", measures: measures)
            }
            return Check(verdict: .fail, detail: "the user declined in version \(declined); in iRate a decline is "
                         + "permanent, for every later version too", measures: measures)
        }

        func days(at now: Date) -> Check {
            let days = configuration.daysUntilPrompt
            let required = PromptPolicy.iRateFloat(days) * PromptPolicy.secondsPerDay
            // iRate measures from a nil first use as 0 seconds (a message to nil answers 0).
            let elapsed = state.firstUsed.map { now.timeIntervalSince($0) } ?? 0
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("firstUsed", state.firstUsed.map { .date($0) } ?? .none),
                .init("daysSinceFirstUse", .number(elapsed / PromptPolicy.secondsPerDay)),
                .init("daysUntilPrompt", .number(days)),
            ]
            let since = state.firstUsed.map { "since the first use on \(ISO8601Date.format($0))" }
                ?? "since the first use (none recorded: the app has not been launched)"
            let text = "\(number(elapsed / PromptPolicy.secondsPerDay)) days \(since)"
            if elapsed < required {
                return Check(verdict: .fail, detail: "\(text); daysUntilPrompt needs \(number(days))", measures: measures)
            }
            return Check(verdict: .pass, detail: "\(text) ≥ daysUntilPrompt \(number(days))", measures: measures)
        }

        func usesOrEvents() -> Check {
            let uses = configuration.usesUntilPrompt, events = configuration.eventsUntilPrompt
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("uses", .number(Double(state.useCount))), .init("usesUntilPrompt", .number(Double(uses))),
                .init("events", .number(Double(state.eventCount))), .init("eventsUntilPrompt", .number(Double(events))),
            ]
            let usesMet = Int64(state.useCount) >= uses, eventsMet = Int64(state.eventCount) >= events
            let usesText = "\(state.useCount) uses \(usesMet ? "≥" : "<") usesUntilPrompt \(uses)"
            let eventsText = "\(state.eventCount) events \(eventsMet ? "≥" : "<") eventsUntilPrompt \(events)"
            if usesMet || eventsMet {
                return Check(verdict: .pass, detail: "\(usesText), \(eventsText): one of them is enough",
                             measures: measures)
            }
            return Check(verdict: .fail, detail: "\(usesText) and \(eventsText): neither is met", measures: measures)
        }

        func usesPerWeek(at now: Date) -> Check {
            let threshold = configuration.usesPerWeekForPrompt
            let elapsed = state.firstUsed.map { now.timeIntervalSince($0) } ?? 0
            // Single precision, as iRate's float property; right after the first use the ratio is huge (or infinite
            // at the same instant), and 0 uses in no time is not a number, which never compares lower.
            let ratio = Float(Double(state.useCount) / (elapsed / PromptPolicy.secondsPerWeek))
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("usesPerWeek", .number(Double(ratio))), .init("usesPerWeekForPrompt", .number(threshold)),
            ]
            let shown = ratio.isNaN ? "not a number (0 uses in 0 weeks)" : ratio.isInfinite ? "infinite" : number(Double(ratio))
            if ratio < Float(threshold) {
                return Check(verdict: .fail, detail: "\(shown) uses per week since the first use < usesPerWeekForPrompt "
                             + "\(number(threshold))", measures: measures)
            }
            if threshold == 0 {
                return Check(verdict: .pass, detail: "usesPerWeekForPrompt is 0, which turns the check off "
                             + "(\(shown) uses per week)", measures: measures)
            }
            return Check(verdict: .pass, detail: "\(shown) uses per week since the first use ≥ usesPerWeekForPrompt "
                         + "\(number(threshold))", measures: measures)
        }

        func remindPeriod(at now: Date) -> Check {
            let period = configuration.remindPeriod
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("lastReminded", state.lastReminded.map { .date($0) } ?? .none),
                .init("daysSinceReminder", state.lastReminded.map { .number(now.timeIntervalSince($0) / PromptPolicy.secondsPerDay) } ?? .none),
                .init("remindPeriod", .number(period)),
            ]
            guard let reminded = state.lastReminded else {
                return Check(verdict: .pass, detail: "no reminder pending", measures: measures)
            }
            let elapsed = now.timeIntervalSince(reminded)
            let text = "\(number(elapsed / PromptPolicy.secondsPerDay)) days since the last reminder on "
                + ISO8601Date.format(reminded)
            if elapsed < PromptPolicy.iRateFloat(period) * PromptPolicy.secondsPerDay {
                return Check(verdict: .fail, detail: "\(text); remindPeriod needs \(number(period))", measures: measures)
            }
            return Check(verdict: .pass, detail: "\(text) ≥ remindPeriod \(number(period))", measures: measures)
        }

        func completedProcesses() -> Check {
            let required = configuration.completedProcessesUntilPrompt
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("completedProcesses", .number(Double(state.completedProcessCount))),
                .init("completedProcessesUntilPrompt", .number(Double(required))),
            ]
            if Int64(state.completedProcessCount) >= required {
                return Check(verdict: .pass, detail: "\(state.completedProcessCount) completed processes ≥ "
                             + "completedProcessesUntilPrompt \(required)", measures: measures)
            }
            return Check(verdict: .fail, detail: "\(state.completedProcessCount) completed processes < "
                         + "completedProcessesUntilPrompt \(required)", measures: measures)
        }

        /// The state's record first; the configuration's `lastVersionPromptedForReview` when the state has none.
        var lastVersionPrompted: String? {
            state.lastVersionPromptedForReview ?? configuration.lastVersionPromptedForReview
        }

        func promptedThisVersion() -> Check {
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("lastVersionPromptedForReview", lastVersionPrompted.map { .text($0) } ?? .none),
                .init("version", version.map { .text($0) } ?? .none),
            ]
            guard let version else {
                return Check(verdict: .pass, detail: "no running version is known; Apple's check compares versions",
                             measures: measures)
            }
            if lastVersionPrompted == version {
                return Check(verdict: .fail, detail: "a review was already requested in version \(version); Apple's "
                             + "sample asks once per version", measures: measures)
            }
            let before = lastVersionPrompted.map { "last requested in version \($0)" } ?? "never requested"
            return Check(verdict: .pass, detail: "\(before); not yet in version \(version)", measures: measures)
        }

        func systemYearlyLimit(at now: Date) -> Check {
            let shown = shownPrompts
            let inWindow = SystemPromptLimit.promptsInWindow(at: now, shown: shown)
            let measures: [PromptDecision.RuleResult.Measure] = [
                .init("promptsShownInLast365Days", .number(Double(inWindow.count))),
                .init("limit", .number(Double(SystemPromptLimit.promptsPerWindow))),
            ]
            let recorded = state.reviewRequestDates.isEmpty
                ? " (no request dates recorded under \(UsageState.Key.reviewRequestDates.rawValue))" : ""
            if inWindow.count >= SystemPromptLimit.promptsPerWindow {
                let opening = SystemPromptLimit.nextOpening(from: now, shown: shown)
                return Check(verdict: .fail, detail: "the system has shown \(inWindow.count) prompts in the last 365 "
                             + "days (since \(ISO8601Date.format(inWindow[0]))); a request shows nothing until "
                             + ISO8601Date.format(opening), measures: measures)
            }
            return Check(verdict: .pass, detail: "\(inWindow.count) of \(SystemPromptLimit.promptsPerWindow) system "
                         + "prompts shown in the last 365 days\(recorded)", measures: measures)
        }

        func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
            "\(value) \(value == 1 ? noun : plural ?? noun + "s")"
        }

        func number(_ value: Double) -> String {
            PromptPolicy.format(value)
        }
    }

    /// Numbers in details: whole numbers without a fraction, others to two places.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "not a number" }
        if value.isInfinite { return value < 0 ? "−∞" : "∞" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(format: "%.1f", rounded) : String(rounded)
    }
}
