import Foundation
@testable import RatePromptCore

/// The simulator as it was first written, kept as the reference for `Simulator`: every check is a full
/// `PromptPolicy.evaluate`, which replays all the request dates the state records, and every event copies the state.
/// Quadratic in the days simulated, and plainly right; the simulator must give the same timeline.
struct ReferenceSimulator {
    var configuration: PromptConfiguration

    func run(_ plan: Simulator.Plan) -> Simulation {
        precondition(plan.problems.isEmpty, "check Plan.problems before running: \(plan.problems)")
        let presentation = PromptPresentation.of(rules: plan.rules, platform: plan.platform, configuration: configuration)
        let interval = 7 / plan.launchesPerWeek
        var state = UsageState()
        var requests: [Simulation.Request] = []
        var answerIndex = 0
        var launches = 0
        var events = 0
        var session = 0
        while true {
            let time = Double(session) * interval
            guard time < Double(plan.days) else { break }
            let end = min(Double(session + 1) * interval, Double(plan.days))
            session += 1
            let date = plan.start.addingTimeInterval(time * PromptPolicy.secondsPerDay)
            let version = plan.version(onDay: time)
            launches += 1
            state = state.applying(.launch(version: version), at: date, configuration: configuration)
            var asked = false

            func check() {
                let decision = PromptPolicy.evaluate(configuration: configuration, state: state, now: date,
                                                     version: version, rules: plan.rules, platform: plan.platform)
                guard decision.wouldRequest else { return }
                asked = true
                var answer: Simulator.Answer?
                switch presentation {
                case .systemPrompt:
                    if plan.rules == .iRate {
                        state = state.applying(.remindLater, at: date, configuration: configuration)
                    }
                    state = state.applying(.promptShown(.systemPrompt, version: version), at: date,
                                           configuration: configuration)
                    if decision.shouldPrompt {
                        answer = plan.answers[min(answerIndex, plan.answers.count - 1)]
                        answerIndex += 1
                    }
                case .alert:
                    state = state.applying(.promptShown(.alert, version: version), at: date, configuration: configuration)
                    let given = plan.answers[min(answerIndex, plan.answers.count - 1)]
                    answerIndex += 1
                    answer = given
                    let event: UsageEvent = switch given {
                    case .rate: .rated(version: version)
                    case .decline: .declined(version: version)
                    case .remind: .remindLater
                    }
                    state = state.applying(event, at: date, configuration: configuration)
                }
                requests.append(Simulation.Request(
                    day: Int((time + 1e-9).rounded(.down)), date: date, version: version, presentation: presentation,
                    shown: decision.shouldPrompt, answer: answer))
            }

            if plan.rules == .iRate && configuration.promptAtLaunch { check() }
            let due = Int((plan.eventsPerDay * end + 1e-9).rounded(.down))
                - Int((plan.eventsPerDay * time + 1e-9).rounded(.down))
            for _ in 0..<max(0, due) {
                events += 1
                state = state.applying([.significantEvent, .completedProcess], at: date, configuration: configuration)
                if !asked { check() }
            }
        }
        return Simulation(plan: plan, presentation: presentation, requests: requests, launches: launches,
                          events: events, finalState: state)
    }

    /// `Simulation.periods` by its definition: the requests of each 365-day period, counted one period at a time.
    static func periods(_ simulation: Simulation) -> [Simulation.Period] {
        stride(from: 0, to: simulation.plan.days, by: 365).map { first in
            let last = min(first + 364, simulation.plan.days - 1)
            let inside = simulation.requests.filter { $0.day >= first && $0.day <= last }
            return Simulation.Period(firstDay: first, lastDay: last, requests: inside.count,
                                     shown: inside.filter(\.shown).count)
        }
    }

    /// `Simulation.mostShownInAnyWindow` by its definition: from each shown prompt, the shown prompts within 365 days.
    static func mostShownInAnyWindow(_ simulation: Simulation) -> Int {
        let shown = simulation.requests.filter(\.shown).map(\.date)
        return shown.indices.map { index in
            shown[index...].prefix { $0.timeIntervalSince(shown[index]) < SystemPromptLimit.window }.count
        }.max() ?? 0
    }
}
