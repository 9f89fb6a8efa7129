import Foundation
import RatePromptFormats

/// Plays a deterministic usage timeline through the prompt rules and records every prompt request.
///
/// The timeline: day 0 is the first launch. Launches are spread evenly, one every `7 / launchesPerWeek` days from
/// day 0. Significant events happen at `eventsPerDay` on average and are logged in the session that is running when
/// they fall due (the events of `[t, next launch)` right after the launch at `t`). An update on day `d` makes the
/// first launch at or after day `d` a launch of the next version (`1.0`, `2.0`, …).
///
/// When the rules are checked: iRate checks at every launch when `promptAtLaunch` is on and after every event (the app
/// calls `logEvent:` without deferring); Apple's gating is checked when a key process completes (every event counts as
/// one). A session asks at most once: iRate ignores checks while its App Store lookup runs or its alert is up, and the
/// App Store lookup is assumed to succeed with this version the latest.
///
/// What a request does depends on the presentation. iRate's own alert (macOS, or iOS without the system prompt) is
/// always shown and the user's answer applies: rate marks the version rated, decline declines for good, remind sets
/// the reminder. The system prompt (iOS with `useSKStoreReviewControllerIfAvailable`, and Apple's gating everywhere)
/// is shown only within the 3-per-365-days limit, and its answer never reaches the app: iRate calls `remindLater`
/// before the request and never marks the version rated (iRate #307), so `remindPeriod` is all that spaces its
/// requests. Answers are taken in order by the prompts actually shown, the last answer repeating.
public struct Simulator: Sendable {
    /// A user's answer to a prompt.
    public enum Answer: String, CaseIterable, Hashable, Sendable {
        case rate, decline, remind
    }

    /// The usage pattern and the platform.
    package struct Plan: Hashable, Sendable {
        package internal(set) var days: Int
        package internal(set) var launchesPerWeek: Double
        package internal(set) var eventsPerDay: Double
        package internal(set) var answers: [Answer]
        package internal(set) var updateDays: [Int]
        package internal(set) var rules: PromptRuleSet
        package internal(set) var platform: PromptPlatform
        /// The moment of the first launch (day 0).
        package internal(set) var start: Date

        static let maximumDays = 36_500
        static let maximumLaunchesPerWeek = 7.0 * 48
        static let maximumEventsPerDay = 1_000.0
        package static let defaultStart = Date(timeIntervalSince1970: 1_735_722_000) // 2025-01-01T09:00:00Z

        package init(
            days: Int, launchesPerWeek: Double, eventsPerDay: Double = 0, answers: [Answer] = [.remind],
            updateDays: [Int] = [], rules: PromptRuleSet = .iRate, platform: PromptPlatform = .iOS,
            start: Date = Plan.defaultStart
        ) {
            self.days = days
            self.launchesPerWeek = launchesPerWeek
            self.eventsPerDay = eventsPerDay
            self.answers = answers
            self.updateDays = updateDays
            self.rules = rules
            self.platform = platform
            self.start = start
        }

        /// What is wrong with the plan, one sentence each; empty when it can run.
        package var problems: [String] {
            var problems: [String] = []
            if days < 1 || days > Self.maximumDays {
                problems.append("the number of days must be between 1 and \(Self.maximumDays); got \(days)")
            }
            if !(launchesPerWeek > 0 && launchesPerWeek <= Self.maximumLaunchesPerWeek) {
                problems.append("launches per week must be more than 0 and at most "
                                + "\(PromptPolicy.format(Self.maximumLaunchesPerWeek)); got \(PromptPolicy.format(launchesPerWeek))")
            }
            if !(eventsPerDay >= 0 && eventsPerDay <= Self.maximumEventsPerDay) {
                problems.append("events per day must be between 0 and \(PromptPolicy.format(Self.maximumEventsPerDay)); "
                                + "got \(PromptPolicy.format(eventsPerDay))")
            }
            if answers.isEmpty { problems.append("at least one answer is needed") }
            for day in updateDays where day < 1 || day >= days {
                problems.append(day < 1
                    ? "an update on day \(day) is not possible: day 0 is the first launch, updates start on day 1"
                    : "an update on day \(day) is after the last simulated day (\(days - 1))")
            }
            return problems
        }

        /// The version running on `day`: `1.0`, then `2.0` after the first update, and so on.
        package func version(onDay day: Double) -> String {
            "\(updateDays.filter { Double($0) <= day + 1e-9 }.count + 1).0"
        }
    }

    package internal(set) var configuration: PromptConfiguration

    package init(configuration: PromptConfiguration) {
        self.configuration = configuration
    }

    /// Linear in the number of launches and events: each check looks at the state and the last three shown prompts
    /// only, where `PromptPolicy.evaluate` replays every request a state records.
    package func run(_ plan: Plan) -> Simulation {
        precondition(plan.problems.isEmpty, "check Plan.problems before running: \(plan.problems)")
        let presentation = PromptPresentation.of(rules: plan.rules, platform: plan.platform, configuration: configuration)
        let settings = PromptPolicy.Settings(configuration)
        let interval = 7 / plan.launchesPerWeek
        let updates = plan.updateDays.sorted()
        var updatesDone = 0
        var version = "1.0"
        var state = UsageState()
        // The system prompts shown so far, the last three of them: only those can still fill the yearly window.
        var recentlyShown: [Date] = []
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
            // `plan.version(onDay:)`, counted on as the days go by.
            var updated = false
            while updatesDone < updates.count, Double(updates[updatesDone]) <= time + 1e-9 {
                updatesDone += 1
                updated = true
            }
            if updated { version = "\(updatesDone + 1).0" }
            launches += 1
            state.apply(.launch(version: version), at: date, configuration: configuration)
            var asked = false

            func check() {
                let decision = PromptPolicy.decide(
                    settings, configuration: configuration, state: state, now: date, version: version,
                    rules: plan.rules, presentation: presentation, shownPrompts: recentlyShown)
                guard decision.wouldRequest else { return }
                asked = true
                var answer: Answer?
                switch presentation {
                case .systemPrompt:
                    if plan.rules == .iRate {
                        state.apply(.remindLater, at: date, configuration: configuration)
                    }
                    state.apply(.promptShown(.systemPrompt, version: version), at: date, configuration: configuration)
                    if decision.shouldPrompt {
                        recentlyShown.append(date)
                        if recentlyShown.count > SystemPromptLimit.promptsPerWindow { recentlyShown.removeFirst() }
                        answer = plan.answers[min(answerIndex, plan.answers.count - 1)]
                        answerIndex += 1
                    }
                case .alert:
                    state.apply(.promptShown(.alert, version: version), at: date, configuration: configuration)
                    let given = plan.answers[min(answerIndex, plan.answers.count - 1)]
                    answerIndex += 1
                    answer = given
                    let event: UsageEvent = switch given {
                    case .rate: .rated(version: version)
                    case .decline: .declined(version: version)
                    case .remind: .remindLater
                    }
                    state.apply(event, at: date, configuration: configuration)
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
                state.apply(.significantEvent, at: date, configuration: configuration)
                state.apply(.completedProcess, at: date, configuration: configuration)
                if !asked { check() }
            }
        }
        return Simulation(plan: plan, presentation: presentation, requests: requests, launches: launches,
                          events: events, finalState: state)
    }
}
