import Foundation
import Testing
@testable import RatePromptKit

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
