import Foundation
import Testing
@testable import RatePromptCore
import RatePromptTestSupport

@Suite("Simulator")
struct SimulatorTests {
    static func configuration(_ values: [String: ConfigurationValue] = [:]) -> PromptConfiguration {
        var configuration = PromptConfiguration()
        for (name, value) in values { configuration.set(name, to: value, source: .override("test")) }
        return configuration
    }

    static func run(_ plan: Simulator.Plan, _ values: [String: ConfigurationValue] = [:]) -> Simulation {
        Simulator(configuration: configuration(values)).run(plan)
    }

    @Test func theTimelineIsSpreadEvenlyAndDeterministic() {
        let plan = Simulator.Plan(days: 28, launchesPerWeek: 2, eventsPerDay: 0.5, platform: .macOS)
        let simulation = Self.run(plan)
        // Launches on days 0, 3.5, 7, …: 8 in four weeks; half an event a day: 14.
        #expect(simulation.launches == 8 && simulation.events == 14)
        #expect(simulation.finalState.useCount == 8 && simulation.finalState.eventCount == 14)
        #expect(Self.run(plan).requests == simulation.requests)
    }

    /// iOS with iRate's defaults and daily use: iRate asks every day from day 10 (remindPeriod 1, and the answer never
    /// reaches it); the system shows the first three and swallows the rest until day 10 + 365.
    @Test func onIOSTheSystemSwallowsTheFourthRequestOfAYear() {
        let simulation = Self.run(Simulator.Plan(days: 400, launchesPerWeek: 7, answers: [.rate]))
        #expect(simulation.firstRequestDay == 10)
        #expect(simulation.requests.map(\.day) == Array(10..<400))
        #expect(simulation.requests.filter(\.shown).map(\.day) == [10, 11, 12, 375, 376, 377])
        #expect(simulation.requests.allSatisfy { $0.presentation == .systemPrompt })
        #expect(simulation.requests.filter { !$0.shown }.allSatisfy { $0.answer == nil })
        #expect(simulation.mostShownInAnyWindow == 3)
        #expect(simulation.periods.map(\.shown) == [3, 3])
        #expect(simulation.periods.map(\.requests) == [355, 35])
        // iRate #307: answering "rate" to the system prompt is never recorded.
        #expect(simulation.finalState.ratedVersion == nil)
        #expect(simulation.finalState.lastReminded == Simulator.Plan.defaultStart.addingTimeInterval(399 * 86_400))
        #expect(simulation.ratedOnDay == 10)
    }

    @Test func onMacOSTheAnswersApply() {
        let declining = Self.run(Simulator.Plan(days: 400, launchesPerWeek: 7, answers: [.remind, .decline],
                                                platform: .macOS))
        #expect(declining.requests.map(\.day) == [10, 11])
        #expect(declining.requests.map(\.answer) == [.remind, .decline])
        #expect(declining.declinedOnDay == 11 && declining.finalState.declinedVersion == "1.0")
        // Reminders every remindPeriod, then a rating ends it; no yearly limit on iRate's own alert.
        let reminding = Self.run(Simulator.Plan(days: 400, launchesPerWeek: 7, answers: [.remind, .remind, .remind, .remind, .rate],
                                                platform: .macOS), ["remindPeriod": .number(7)])
        #expect(reminding.requests.map(\.day) == [10, 17, 24, 31, 38])
        #expect(reminding.shownCount == 5 && reminding.mostShownInAnyWindow == 5)
        #expect(reminding.finalState.ratedVersion == "1.0")
    }

    @Test func aRatedUserIsAskedAgainAfterAnUpdateOnlyWhenConfigured() {
        let plan = Simulator.Plan(days: 200, launchesPerWeek: 7, answers: [.rate], updateDays: [40], platform: .macOS)
        #expect(Self.run(plan).requests.map(\.day) == [10])
        let again = Self.run(plan, ["promptForNewVersionIfUserRated": .boolean(true)])
        // The update on day 40 resets the count: 10 days and 10 uses of 2.0 again.
        #expect(again.requests.map(\.day) == [10, 50])
        #expect(again.requests.map(\.version) == ["1.0", "2.0"])
    }

    @Test func anUpdateGivesADayOfGraceWithoutResettingCounters() {
        // Reminded daily from day 10; the update on day 50 moves the first use to day 41 (daysUntilPrompt − 1 days
        // back) and keeps the uses, so day 50 is skipped and day 51 asks again, not day 60.
        let simulation = Self.run(Simulator.Plan(days: 60, launchesPerWeek: 7, answers: [.remind], updateDays: [50],
                                                 platform: .macOS))
        #expect(simulation.requests.map(\.day) == Array(10..<50) + Array(51..<60))
        #expect(simulation.finalState.useCount == 60)
        #expect(simulation.finalState.firstUsed == Simulator.Plan.defaultStart.addingTimeInterval(41 * 86_400))
    }

    @Test func appleGatingAsksOncePerVersionAfterCompletedProcesses() {
        let simulation = Self.run(Simulator.Plan(days: 200, launchesPerWeek: 7, eventsPerDay: 1, updateDays: [100],
                                                 rules: .apple, platform: .macOS))
        // The 4th completed process is on day 3; the next version asks at its first completed process.
        #expect(simulation.requests.map(\.day) == [3, 100])
        #expect(simulation.requests.allSatisfy { $0.shown && $0.presentation == .systemPrompt })
        #expect(simulation.finalState.lastVersionPromptedForReview == "2.0")
    }

    @Test func eventsCanMeetTheThresholdBeforeUses() {
        // One launch a week: uses alone would take 10 weeks; 2 events a day pass eventsUntilPrompt within days.
        let simulation = Self.run(Simulator.Plan(days: 60, launchesPerWeek: 1, eventsPerDay: 2, platform: .macOS))
        #expect(simulation.firstRequestDay == 14)
    }

    /// A configuration and a plan drawn from values where the rules change their answers: thresholds of 0 and 1,
    /// fractions of days, reminders shorter than a session, every answer, updates, both rule sets and platforms.
    static func randomCase(_ random: inout SplitMix64) -> (PromptConfiguration, Simulator.Plan) {
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        var values: [String: ConfigurationValue] = [
            "daysUntilPrompt": .number(pick([0, 0.5, 1, 3, 10, 30])),
            "usesUntilPrompt": .integer(pick([0, 1, 5, 10, 40])),
            "eventsUntilPrompt": .integer(pick([0, 1, 10, 100])),
            "usesPerWeekForPrompt": .number(pick([0, 0, 0.5, 2, 7, 20])),
            "remindPeriod": .number(pick([0, 0.25, 1, 1, 7, 30])),
            "promptAtLaunch": .boolean(pick([true, true, false])),
            "previewMode": .boolean(pick([false, false, false, false, true])),
            "promptForNewVersionIfUserRated": .boolean(pick([true, false])),
            "useSKStoreReviewControllerIfAvailable": .boolean(pick([true, true, false])),
            "completedProcessesUntilPrompt": .integer(pick([1, 2, 4, 20])),
        ]
        if let version = pick([nil, nil, "1.0", "2.0"]) { values["lastVersionPromptedForReview"] = .string(version) }
        let days = pick([1, 7, 40, 120, 400, 400, 800])
        let answers = (0..<Int.random(in: 1...4, using: &random)).map { _ in pick(Simulator.Answer.allCases) }
        let updates = (0..<pick([0, 0, 1, 3])).compactMap { _ in days > 1 ? Int.random(in: 1..<days, using: &random) : nil }
        let plan = Simulator.Plan(
            days: days, launchesPerWeek: pick([0.5, 1, 2.5, 7, 10, 21]), eventsPerDay: pick([0, 0.3, 1, 2, 5]),
            answers: answers, updateDays: updates, rules: pick(PromptRuleSet.allCases),
            platform: pick(PromptPlatform.allCases),
            start: pick([Simulator.Plan.defaultStart, ISO8601Date.parse("1500-06-30T23:30:00Z")!,
                         Date(timeIntervalSinceReferenceDate: Double(Int32.random(in: .min ... .max, using: &random)))]))
        return (configuration(values), plan)
    }

    /// The simulator looks at the last three shown prompts and the state as it goes; the reference replays every
    /// request at every check. Same requests, counts, final state, periods and busiest window, plan after plan.
    @Test func theTimelineIsTheReferencesOnGeneratedPlans() {
        var random = SplitMix64(seed: 0x5EED_0016)
        var requests = 0
        for index in 0..<160 {
            let (configuration, plan) = Self.randomCase(&random)
            let simulation = Simulator(configuration: configuration).run(plan)
            let reference = ReferenceSimulator(configuration: configuration).run(plan)
            let label = "case \(index): \(plan)"
            let differs = zip(simulation.requests, reference.requests).first { $0 != $1 }
            let counts = "\(simulation.requests.count) requests, the reference \(reference.requests.count)"
            #expect(differs == nil && simulation.requests.count == reference.requests.count,
                    "\(label): \(counts); first difference \(differs.map { "\($0) vs \($1)" } ?? "none")")
            #expect(simulation.launches == reference.launches && simulation.events == reference.events, "\(label)")
            #expect(simulation.finalState == reference.finalState, "\(label)")
            #expect(simulation.periods == ReferenceSimulator.periods(simulation), "\(label)")
            #expect(simulation.mostShownInAnyWindow == ReferenceSimulator.mostShownInAnyWindow(simulation), "\(label)")
            requests += reference.requests.count
        }
        // The cases ask often enough to compare something.
        #expect(requests > 5_000)
    }

    /// A century of the heaviest use `simulate` allows for launches (every 30 minutes) and events: the yearly limit
    /// holds in every period.
    @Test func aCenturyOfHeavyUse() {
        let simulation = Self.run(Simulator.Plan(days: Simulator.Plan.maximumDays, launchesPerWeek: 70, eventsPerDay: 20))
        #expect(simulation.launches == 365_000 && simulation.events == 730_000)
        #expect(simulation.requests.count == 36_490)
        #expect(simulation.periods.count == 100)
        #expect(simulation.periods.allSatisfy { $0.shown == 3 })
        #expect(simulation.mostShownInAnyWindow == 3)
    }

    @Test func plansWithProblemsAreDescribed() {
        #expect(Simulator.Plan(days: 0, launchesPerWeek: 7).problems == ["the number of days must be between 1 and 36500; got 0"])
        #expect(Simulator.Plan(days: 10, launchesPerWeek: 0).problems.first?.hasPrefix("launches per week must be more than 0") == true)
        #expect(Simulator.Plan(days: 10, launchesPerWeek: 7, eventsPerDay: -1).problems.count == 1)
        #expect(Simulator.Plan(days: 10, launchesPerWeek: 7, answers: []).problems == ["at least one answer is needed"])
        #expect(Simulator.Plan(days: 10, launchesPerWeek: 7, updateDays: [0, 10]).problems == [
            "an update on day 0 is not possible: day 0 is the first launch, updates start on day 1",
            "an update on day 10 is after the last simulated day (9)"])
    }
}
