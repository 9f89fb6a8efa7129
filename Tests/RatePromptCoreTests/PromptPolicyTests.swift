import Foundation
import Testing
@testable import RatePromptCore
@testable import RatePromptOutput

/// iRate 1.12.2's `shouldPromptForRating`, rule by rule and in order (Documentation/PromptRules.md, "Decision rules"),
/// the launch bookkeeping, Apple's gating and the system prompt's yearly limit.
@Suite("PromptPolicy")
struct PromptPolicyTests {
    static let day: TimeInterval = 86_400
    static let t0 = ISO8601Date.parse("2025-03-01T09:00:00Z")!

    static func at(_ days: Double) -> Date { t0.addingTimeInterval(days * day) }

    static func configuration(_ values: [String: ConfigurationValue]) -> PromptConfiguration {
        var configuration = PromptConfiguration()
        for (name, value) in values { configuration.set(name, to: value, source: .override("test")) }
        return configuration
    }

    /// A user on 1.0 who has met every default threshold.
    static let ready = UsageState(firstUsed: t0, useCount: 10, eventCount: 0, lastVersionUsed: "1.0")

    static func evaluate(
        _ state: UsageState = ready, _ values: [String: ConfigurationValue] = [:], atDay days: Double = 10,
        version: String = "1.0", rules: PromptRuleSet = .iRate, platform: PromptPlatform = .macOS
    ) -> PromptDecision {
        PromptPolicy.evaluate(configuration: configuration(values), state: state, now: at(days), version: version,
                              rules: rules, platform: platform)
    }

    static func outcomes(_ decision: PromptDecision) -> [String] {
        decision.results.map { "\($0.rule.rawValue):\($0.outcome.rawValue)" }
    }

    @Test func iRatesNineRulesInIRatesOrder() {
        let decision = Self.evaluate()
        #expect(decision.results.map(\.rule) == [.previewMode, .ratedThisVersion, .ratedAnyVersion, .declinedAnyVersion,
                                                 .daysUntilPrompt, .usesOrEvents, .usesPerWeek, .remindPeriod])
        #expect(decision.shouldPrompt && decision.wouldRequest)
        #expect(decision.results.allSatisfy { $0.outcome == .passed && !$0.decisive })
        #expect(decision.outlook == .now && decision.earliestPromptDate == Self.at(10))
        #expect(decision.presentation == .alert)
    }

    @Test func theFirstFailingRuleDecidesAndTheRestAreSkipped() {
        var state = Self.ready
        state.useCount = 3
        state.lastReminded = Self.at(9.5)
        let decision = Self.evaluate(state, atDay: 9)
        #expect(Self.outcomes(decision) == ["previewMode:passed", "ratedThisVersion:passed", "ratedAnyVersion:passed",
                                            "declinedAnyVersion:passed", "daysUntilPrompt:failed", "usesOrEvents:skipped",
                                            "usesPerWeek:skipped", "remindPeriod:skipped"])
        #expect(decision.decidingRule == .daysUntilPrompt)
        let skipped = decision.results.filter { $0.outcome == .skipped }
        #expect(skipped.map(\.wouldPass) == [false, true, false])
    }

    @Test func previewModeSaysYesWhateverTheOtherRulesSay() {
        let state = UsageState(firstUsed: Self.t0, useCount: 1, declinedVersion: "1.0", lastVersionUsed: "1.0")
        let decision = Self.evaluate(state, ["previewMode": .boolean(true)], atDay: 0)
        #expect(decision.shouldPrompt)
        #expect(decision.results[0].outcome == .passed && decision.results[0].decisive)
        #expect(decision.results.dropFirst().allSatisfy { $0.outcome == .skipped })
        #expect(decision.results.first { $0.rule == .declinedAnyVersion }?.wouldPass == false)
    }

    @Test func ratingThisVersionBlocksItEvenWhenNewVersionsMayAsk() {
        var state = Self.ready
        state.ratedVersion = "1.0"
        for again in [false, true] {
            let decision = Self.evaluate(state, ["promptForNewVersionIfUserRated": .boolean(again)])
            #expect(!decision.shouldPrompt)
            #expect(decision.decidingRule == .ratedThisVersion)
            #expect(decision.outlook == .never && decision.earliestPromptDate == nil)
        }
    }

    @Test func ratingAnyVersionBlocksUnlessPromptForNewVersionIfUserRated() {
        // Rated 1.0, now running 2.0 (the update already happened: 2.0 is the last version used).
        let state = UsageState(firstUsed: Self.t0, useCount: 10, ratedVersion: "1.0", lastVersionUsed: "2.0")
        let blocked = Self.evaluate(state, version: "2.0")
        #expect(!blocked.shouldPrompt && blocked.decidingRule == .ratedAnyVersion && blocked.outlook == .never)
        let allowed = Self.evaluate(state, ["promptForNewVersionIfUserRated": .boolean(true)], version: "2.0")
        #expect(allowed.shouldPrompt)
        #expect(allowed.results.first { $0.rule == .ratedAnyVersion }?.outcome == .passed)
    }

    @Test func aDeclineIsPermanentAcrossVersions() {
        let state = UsageState(firstUsed: Self.t0, useCount: 40, eventCount: 40, declinedVersion: "1.0",
                               lastVersionUsed: "1.0")
        for version in ["1.0", "2.0", "7.3.1"] {
            let decision = Self.evaluate(state, ["promptForNewVersionIfUserRated": .boolean(true)], atDay: 400,
                                         version: version)
            #expect(!decision.shouldPrompt)
            #expect(decision.decidingRule == .declinedAnyVersion)
            #expect(decision.outlook == .never && decision.earliestPromptDate == nil)
            #expect(decision.needs.first?.contains("declined in version 1.0") == true)
        }
    }

    @Test func daysMustPassAndThenUsesOrEvents() {
        // Days first: plenty of uses and events do not make up for days.
        var state = Self.ready
        state.useCount = 100
        state.eventCount = 100
        let early = Self.evaluate(state, atDay: 9.99)
        #expect(early.decidingRule == .daysUntilPrompt && !early.shouldPrompt)
        #expect(early.outlook == .date && early.earliestPromptDate == Self.at(10))
        // Then uses OR events: either one is enough.
        state.useCount = 10
        state.eventCount = 0
        #expect(Self.evaluate(state).shouldPrompt)
        state.useCount = 0
        state.eventCount = 10
        #expect(Self.evaluate(state).shouldPrompt)
        state.useCount = 9
        state.eventCount = 9
        let short = Self.evaluate(state, atDay: 30)
        #expect(short.decidingRule == .usesOrEvents)
        let rule = short.results.first { $0.rule == .usesOrEvents }!
        #expect(rule.measures.map(\.name) == ["uses", "usesUntilPrompt", "events", "eventsUntilPrompt"])
        #expect(rule.detail == "9 uses < usesUntilPrompt 10 and 9 events < eventsUntilPrompt 10: neither is met")
        // Only counts block: no date from time alone.
        #expect(short.outlook == .counts && short.earliestPromptDate == nil)
        #expect(short.needs == ["1 more use or 1 more event (usesUntilPrompt 10, eventsUntilPrompt 10)"])
    }

    @Test func fractionalDaysUntilPrompt() {
        let values: [String: ConfigurationValue] = ["daysUntilPrompt": .number(2.5)]
        let before = Self.evaluate(Self.ready, values, atDay: 2.49)
        #expect(before.decidingRule == .daysUntilPrompt)
        #expect(before.earliestPromptDate == Self.at(2.5))
        #expect(before.results[4].detail == "2.49 days since the first use on 2025-03-01T09:00:00Z; daysUntilPrompt needs 2.5")
        #expect(Self.evaluate(Self.ready, values, atDay: 2.5).shouldPrompt)
    }

    @Test func whenTimeAndCountsBothBlockTheDateIsALowerBound() {
        var state = Self.ready
        state.useCount = 4
        state.eventCount = 1
        let decision = Self.evaluate(state, atDay: 3)
        #expect(decision.outlook == .dateAndCounts)
        #expect(decision.earliestPromptDate == Self.at(10))
        #expect(decision.needs == ["6 more uses or 9 more events (usesUntilPrompt 10, eventsUntilPrompt 10)"])
    }

    @Test func usesPerWeekIsHugeRightAfterTheFirstUse() {
        let values: [String: ConfigurationValue] = [
            "daysUntilPrompt": .number(0), "usesUntilPrompt": .integer(1), "usesPerWeekForPrompt": .number(100)]
        let state = UsageState(firstUsed: Self.t0, useCount: 1, lastVersionUsed: "1.0")
        // One use a minute after the first use: 10,080 uses per week.
        let soon = Self.evaluate(state, values, atDay: 1.0 / 1440)
        #expect(soon.shouldPrompt)
        let ratio = soon.results.first { $0.rule == .usesPerWeek }!.measures[0].value
        #expect(ratio == .number(10_080))
        // A week later the same use is 1 per week: only more uses can help.
        let later = Self.evaluate(state, values, atDay: 7)
        #expect(later.decidingRule == .usesPerWeek)
        #expect(later.outlook == .counts && later.earliestPromptDate == nil)
        #expect(later.needs.first?.hasPrefix("at least 100 uses in all by 2025-03-08T09:00:00Z") == true)
        // At the very same instant the ratio is infinite, which passes.
        #expect(Self.evaluate(state, values, atDay: 0).shouldPrompt)
    }

    @Test func remindPeriodAfterARemind() {
        var state = Self.ready
        state.lastReminded = Self.at(10)
        let values: [String: ConfigurationValue] = ["remindPeriod": .number(3)]
        let waiting = Self.evaluate(state, values, atDay: 12.5)
        #expect(waiting.decidingRule == .remindPeriod)
        #expect(waiting.outlook == .date && waiting.earliestPromptDate == Self.at(13))
        #expect(Self.evaluate(state, values, atDay: 13).shouldPrompt)
        // Through the event: remind-later sets the reminder to now.
        let reminded = Self.ready.applying(.remindLater, at: Self.at(20), configuration: PromptConfiguration())
        #expect(reminded.lastReminded == Self.at(20))
        #expect(Self.evaluate(reminded, atDay: 20.9).decidingRule == .remindPeriod)
        #expect(Self.evaluate(reminded, atDay: 21).shouldPrompt)
    }

    @Test func anUpdateMovesTheFirstUseButKeepsTheCounters() {
        let state = UsageState(firstUsed: Self.t0, useCount: 20, eventCount: 5, lastReminded: Self.at(25),
                               lastVersionUsed: "1.0")
        let decision = Self.evaluate(state, atDay: 30, version: "2.0")
        // firstUsed = now − (daysUntilPrompt − 1) days; counters kept, plus this launch's use.
        #expect(decision.state.firstUsed == Self.at(21))
        #expect(decision.state.useCount == 21 && decision.state.eventCount == 5)
        #expect(decision.state.lastReminded == Self.at(25))
        #expect(decision.state.lastVersionUsed == "2.0")
        #expect(decision.decidingRule == .daysUntilPrompt)
        #expect(decision.earliestPromptDate == Self.at(31))
        #expect(decision.launchBookkeeping?.contains("1.0 → 2.0: first use moved from 2025-03-01T09:00:00Z to 2025-03-22T09:00:00Z") == true)
        // A first use more recent than daysUntilPrompt − 1 days is kept.
        let recent = UsageState(firstUsed: Self.at(25), useCount: 3, lastVersionUsed: "1.0")
        let kept = recent.applying(.launch(version: "2.0"), at: Self.at(30), configuration: PromptConfiguration())
        #expect(kept.firstUsed == Self.at(25) && kept.useCount == 4)
        // The same version: nothing but a use.
        let same = state.applying(.launch(version: "1.0"), at: Self.at(30), configuration: PromptConfiguration())
        #expect(same.firstUsed == Self.t0 && same.useCount == 21)
    }

    @Test func anUpdateAfterARatingResetsEverything() {
        let state = UsageState(firstUsed: Self.t0, useCount: 50, eventCount: 7, lastReminded: Self.at(12),
                               ratedVersion: "1.0", lastVersionUsed: "1.0")
        let updated = state.applying(.appUpdate(version: "2.0"), at: Self.at(100), configuration: PromptConfiguration())
        #expect(updated.firstUsed == Self.at(100))
        #expect(updated.useCount == 0 && updated.eventCount == 0 && updated.lastReminded == nil)
        #expect(updated.ratedVersion == "1.0" && updated.lastVersionUsed == "2.0")
        let launched = state.applying(.launch(version: "2.0"), at: Self.at(100), configuration: PromptConfiguration())
        #expect(launched.useCount == 1)
    }

    @Test func theFirstLaunchStartsCounting() {
        let launched = UsageState().applying(.launch(version: "1.0"), at: Self.t0, configuration: PromptConfiguration())
        #expect(launched == UsageState(firstUsed: Self.t0, useCount: 1, lastVersionUsed: "1.0"))
        let decision = Self.evaluate(UsageState(), atDay: 0)
        #expect(decision.launchBookkeeping?.hasPrefix("first launch (of 1.0)") == true)
        #expect(decision.earliestPromptDate == Self.at(10) && decision.outlook == .dateAndCounts)
    }

    @Test func eventsAreAPureTransition() {
        let configuration = PromptConfiguration()
        var state = Self.ready
        state = state.applying([.foreground, .significantEvent, .completedProcess], at: Self.at(11),
                               configuration: configuration)
        #expect(state.useCount == 11 && state.eventCount == 1 && state.completedProcessCount == 1)
        #expect(state.applying(.promptShown(.alert, version: "1.0"), at: Self.at(11), configuration: configuration) == state)
        let requested = state.applying(.promptShown(.systemPrompt, version: "1.0"), at: Self.at(11),
                                       configuration: configuration)
        #expect(requested.reviewRequestDates == [Self.at(11)] && requested.lastVersionPromptedForReview == "1.0")
        #expect(state.applying(.rated(version: "1.0"), at: Self.at(11), configuration: configuration).ratedVersion == "1.0")
        #expect(state.applying(.declined(version: "1.0"), at: Self.at(11), configuration: configuration).declinedVersion == "1.0")
        // The original is untouched.
        #expect(Self.ready.useCount == 10)
    }

    // MARK: The system prompt's yearly limit

    @Test func theFourthRequestOfAYearIsSwallowed() {
        let requests = [1.0, 40, 80, 120, 200].map(Self.at)
        #expect(SystemPromptLimit.replay(requests) == [true, true, true, false, false])
        var state = Self.ready
        state.reviewRequestDates = Array(requests.prefix(3))
        let decision = Self.evaluate(state, atDay: 120, platform: .iOS)
        #expect(decision.presentation == .systemPrompt)
        #expect(decision.wouldRequest && !decision.shouldPrompt)
        #expect(decision.decidingRule == .systemYearlyLimit)
        #expect(decision.outlook == .date && decision.earliestPromptDate == Self.at(366))
    }

    @Test func theWindowSlides() {
        // Shown on days 1, 2 and 3: day 365 is still inside the year of day 1, day 366 is not.
        let shown = [1.0, 2, 3].map(Self.at)
        #expect(!SystemPromptLimit.isOpen(at: Self.at(365), shown: shown))
        #expect(SystemPromptLimit.isOpen(at: Self.at(366), shown: shown))
        #expect(SystemPromptLimit.replay(shown + [Self.at(365), Self.at(366), Self.at(367)])
                == [true, true, true, false, true, true])
        #expect(SystemPromptLimit.nextOpening(from: Self.at(100), shown: shown) == Self.at(366))
        // Swallowed requests take no slot.
        #expect(SystemPromptLimit.shownPrompts(shown + [Self.at(300)]) == shown)
    }

    @Test func theLimitAppliesOnlyWhereTheSystemPromptIsUsed() {
        var state = Self.ready
        state.reviewRequestDates = [1.0, 2, 3].map(Self.at)
        #expect(Self.evaluate(state, atDay: 10, platform: .macOS).shouldPrompt)
        #expect(!Self.evaluate(state, atDay: 10, platform: .iOS).shouldPrompt)
        let customAlert = Self.evaluate(state, ["useSKStoreReviewControllerIfAvailable": .boolean(false)], atDay: 10,
                                        platform: .iOS)
        #expect(customAlert.shouldPrompt && customAlert.presentation == .alert)
        #expect(!customAlert.results.contains { $0.rule == .systemYearlyLimit })
        // When iRate says no, the limit is not consulted.
        let early = Self.evaluate(state, atDay: 5, platform: .iOS)
        #expect(early.results.last?.rule == .systemYearlyLimit && early.results.last?.outcome == .skipped)
        #expect(early.decidingRule == .daysUntilPrompt)
    }

    // MARK: Apple's gating

    @Test func appleAsksAfterEnoughCompletedProcessesOncePerVersion() {
        var state = UsageState(completedProcessCount: 3)
        let short = Self.evaluate(state, rules: .apple)
        #expect(short.results.map(\.rule) == [.completedProcesses, .promptedThisVersion, .systemYearlyLimit])
        #expect(short.decidingRule == .completedProcesses)
        #expect(short.outlook == .counts && short.earliestPromptDate == nil)
        #expect(short.needs == ["1 more completed process (completedProcessesUntilPrompt 4)"])
        state.completedProcessCount = 4
        let ready = Self.evaluate(state, rules: .apple)
        #expect(ready.shouldPrompt && ready.presentation == .systemPrompt)
        state = state.applying(.promptShown(.systemPrompt, version: "1.0"), at: Self.at(10),
                               configuration: PromptConfiguration())
        let again = Self.evaluate(state, atDay: 11, rules: .apple)
        #expect(again.decidingRule == .promptedThisVersion && again.outlook == .never)
        #expect(Self.evaluate(state, atDay: 11, version: "1.1", rules: .apple).shouldPrompt)
        // The configured completedProcessesUntilPrompt counts.
        #expect(Self.evaluate(UsageState(completedProcessCount: 2), ["completedProcessesUntilPrompt": .integer(2)],
                              rules: .apple).shouldPrompt)
    }

    @Test func appleGatingMeetsTheYearlyLimitOnMacOSToo() {
        let state = UsageState(reviewRequestDates: [1.0, 2, 3].map(Self.at), completedProcessCount: 9)
        let decision = Self.evaluate(state, atDay: 100, version: "4.0", rules: .apple, platform: .macOS)
        #expect(decision.wouldRequest && !decision.shouldPrompt)
        #expect(decision.earliestPromptDate == Self.at(366))
    }

    @Test func configuredLastVersionPromptedIsUsedWhenTheStateHasNone() {
        let decision = Self.evaluate(UsageState(completedProcessCount: 9), ["lastVersionPromptedForReview": .string("1.0")],
                                     rules: .apple)
        #expect(decision.decidingRule == .promptedThisVersion)
    }

    @Test func theVersionDefaultsToTheConfigurationThenTheState() {
        let state = UsageState(firstUsed: Self.t0, useCount: 10, ratedVersion: "1.0", lastVersionUsed: "1.0")
        let fromState = PromptPolicy.evaluate(configuration: PromptConfiguration(), state: state, now: Self.at(10))
        #expect(fromState.version == "1.0" && fromState.decidingRule == .ratedThisVersion)
        let fromConfiguration = PromptPolicy.evaluate(
            configuration: Self.configuration(["applicationVersion": .string("3.0"),
                                               "promptForNewVersionIfUserRated": .boolean(true)]),
            state: state, now: Self.at(10))
        #expect(fromConfiguration.version == "3.0")
        #expect(fromConfiguration.launchBookkeeping?.contains("after a rating of 1.0") == true)
        #expect(fromConfiguration.state.useCount == 1)
    }

    // MARK: Hostile values (a loaded state is checked; a state or configuration made in code is not)

    /// A use count of Int.max trapped when the launch bookkeeping counted one more use; counts stop at Int.max, and
    /// what is missing is worked out without overflow for any count.
    @Test func countsAtTheEdgesOfIntNeverTrap() {
        let full = UsageState(firstUsed: Self.t0, useCount: .max, eventCount: .max, lastVersionUsed: "1.0",
                              completedProcessCount: .max)
        let after = full.applying([.launch(version: "2.0"), .foreground, .significantEvent, .completedProcess],
                                  at: Self.at(1), configuration: PromptConfiguration())
        #expect(after.useCount == .max && after.eventCount == .max && after.completedProcessCount == .max)
        let updated = Self.evaluate(full, atDay: 20, version: "2.0")
        #expect(updated.state.useCount == .max)
        #expect(updated.launchBookkeeping?.hasSuffix("this launch counts as use 9223372036854775807") == true)
        #expect(updated.decidingRule == .daysUntilPrompt)

        let negative = UsageState(firstUsed: Self.t0, useCount: .min, eventCount: .min, lastVersionUsed: "1.0",
                                  completedProcessCount: .min)
        let waiting = Self.evaluate(negative, atDay: 20)
        #expect(waiting.outlook == .counts)
        #expect(waiting.needs == ["9223372036854775807 more uses or 9223372036854775807 more events (usesUntilPrompt 10, "
                                  + "eventsUntilPrompt 10)",
                                  "at least 0 uses in all by 2025-03-21T09:00:00Z to average 0 uses per week "
                                  + "(usesPerWeekForPrompt); -9223372036854775808 so far"])
        let apple = Self.evaluate(negative, atDay: 20, rules: .apple)
        #expect(apple.needs == ["9223372036854775807 more completed processes (completedProcessesUntilPrompt 4)"])
    }

    /// A first use 1e300 seconds away trapped converting usesPerWeek's missing uses to an Int; it is counted as a
    /// double now, and dates beyond the calendar are written as the seconds they hold.
    @Test func datesFarApartNeverTrap() {
        let state = UsageState(firstUsed: Date(timeIntervalSinceReferenceDate: -1e300), useCount: 3, lastVersionUsed: "1.0")
        let decision = Self.evaluate(state, ["usesPerWeekForPrompt": .number(5)], atDay: 20)
        #expect(decision.outlook == .counts)
        #expect(decision.needs.last == "at least 8.267195767195768e+294 uses in all by 2025-03-21T09:00:00Z to average "
                + "5 uses per week (usesPerWeekForPrompt); 3 so far")
        #expect(decision.results[4].detail == "1.1574074074074075e+295 days since the first use on -1e+300 seconds since "
                + "2001-01-01T00:00:00Z ≥ daysUntilPrompt 10")
        for seconds in [1e300, -1e300, .nan, .infinity, -.infinity] {
            let state = UsageState(firstUsed: Date(timeIntervalSinceReferenceDate: seconds), useCount: 3,
                                   lastReminded: Date(timeIntervalSinceReferenceDate: seconds), lastVersionUsed: "1.0",
                                   reviewRequestDates: [Date(timeIntervalSinceReferenceDate: seconds)])
            for rules in PromptRuleSet.allCases {
                for platform in PromptPlatform.allCases {
                    let decision = Self.evaluate(state, ["usesPerWeekForPrompt": .number(5)], atDay: 20, rules: rules,
                                                 platform: platform)
                    #expect(!PromptDecisionFormatter.text(decision).isEmpty)
                }
            }
        }
    }

    /// The schema's largest periods and thresholds, first uses and reminders at both ends of the dates a state can
    /// hold, clocks from year −99999 to 999999: the earliest date is always a calendar date, proleptic Gregorian.
    @Test func schemaMaximumsAndFarClocksGiveCalendarDates() throws {
        let maximums: [String: ConfigurationValue] = [
            "daysUntilPrompt": .number(36_500), "remindPeriod": .number(36_500), "usesPerWeekForPrompt": .number(10_000),
            "usesUntilPrompt": .integer(1_000_000), "eventsUntilPrompt": .integer(1_000_000),
            "completedProcessesUntilPrompt": .integer(1_000_000),
        ]
        let first = try #require(ISO8601Date.parse("0000-01-01T00:00:00Z"))
        let last = try #require(ISO8601Date.parse("9999-12-31T23:59:59Z"))
        let clocks = try ["-99999-01-01", "0000-01-01", "2025-03-01", "9999-12-31T23:59:59Z", "999999-12-31"].map {
            try #require(ISO8601Date.parse($0))
        }
        var dates = 0
        for used in [first, last] {
            for reminded in [first, last] {
                let state = UsageState(firstUsed: used, useCount: 5, lastReminded: reminded, lastVersionUsed: "1.0",
                                       reviewRequestDates: [used, reminded].sorted(), completedProcessCount: 5)
                for now in clocks {
                    for rules in PromptRuleSet.allCases {
                        for platform in PromptPlatform.allCases {
                            let decision = PromptPolicy.evaluate(
                                configuration: Self.configuration(maximums), state: state, now: now, version: "1.0",
                                rules: rules, platform: platform)
                            guard let earliest = decision.earliestPromptDate else { continue }
                            dates += 1
                            #expect(ISO8601Date.parse(ISO8601Date.format(earliest)) == earliest)
                        }
                    }
                }
            }
        }
        #expect(dates > 20)
        // 36,500 days after the first day of year 0 is the 7th of December of year 99 (24 leap days in between).
        let decision = PromptPolicy.evaluate(
            configuration: Self.configuration(maximums), state: UsageState(firstUsed: first, lastVersionUsed: "1.0"),
            now: first, version: "1.0", platform: .macOS)
        #expect(decision.earliestPromptDate.map(ISO8601Date.format) == "0099-12-07T00:00:00Z")
    }

    /// A period set in code beyond single precision (iRate keeps it in a float) is infinite: it is never reached.
    @Test func periodsBeyondSinglePrecisionAreNeverReached() {
        let days = Self.evaluate(Self.ready, ["daysUntilPrompt": .number(1e39)], atDay: 10)
        #expect(days.outlook == .never && days.earliestPromptDate == nil)
        #expect(days.needs == ["10 days since the first use on 2025-03-01T09:00:00Z; daysUntilPrompt needs 1e+39, which "
                               + "is never reached"])
        var reminded = Self.ready
        reminded.lastReminded = Self.at(9)
        let remind = Self.evaluate(reminded, ["remindPeriod": .number(1e39)], atDay: 10)
        #expect(remind.outlook == .never && remind.decidingRule == .remindPeriod)
        #expect(remind.needs.first?.hasSuffix("remindPeriod needs 1e+39, which is never reached") == true)
    }
}
