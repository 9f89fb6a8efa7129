import Foundation

/// The outcome of a `Simulator` run: every prompt request in order, and a summary.
public struct Simulation: Sendable {
    /// One time the app asked for the prompt.
    public struct Request: Hashable, Sendable {
        /// Whole days since the first launch.
        public var day: Int
        /// The moment of the request.
        public var date: Date
        /// The app version running then (`1.0`, `2.0` after the first update, …).
        public var version: String
        package internal(set) var presentation: PromptPresentation
        /// False when the system's yearly limit swallowed the request.
        public var shown: Bool
        /// The user's answer; nil when nothing was shown.
        public var answer: Simulator.Answer?
    }

    /// Requests and shown prompts in one 365-day period counted from day 0 (days 0–364, 365–729, …).
    package struct Period: Hashable, Sendable {
        package internal(set) var firstDay: Int
        package internal(set) var lastDay: Int
        package internal(set) var requests: Int
        package internal(set) var shown: Int
    }

    package internal(set) var plan: Simulator.Plan
    package internal(set) var presentation: PromptPresentation
    /// Every request, in time order.
    public var requests: [Request]
    /// How many launches were simulated.
    public var launches: Int
    package internal(set) var events: Int
    package internal(set) var finalState: UsageState

    package var firstRequestDay: Int? { requests.first?.day }
    package var shownCount: Int { requests.filter(\.shown).count }
    package var swallowedCount: Int { requests.count - shownCount }
    /// The first day the user answered "rate" (with the system prompt, the app never learns of it).
    package var ratedOnDay: Int? { requests.first { $0.answer == .rate }?.day }
    /// The first day the user answered "decline" ("Not Now" on the system prompt, which the app never learns of).
    package var declinedOnDay: Int? { requests.first { $0.answer == .decline }?.day }

    package var periods: [Period] {
        var periods = stride(from: 0, to: plan.days, by: 365).map { first in
            Period(firstDay: first, lastDay: min(first + 364, plan.days - 1), requests: 0, shown: 0)
        }
        for request in requests where request.day >= 0 && request.day < plan.days {
            periods[request.day / 365].requests += 1
            if request.shown { periods[request.day / 365].shown += 1 }
        }
        return periods
    }

    /// The most prompts shown in any sliding 365-day window: never above 3 for the system prompt.
    package var mostShownInAnyWindow: Int {
        let shown = requests.filter(\.shown).map(\.date)
        // Requests are in date order: the window's end only moves forward as its start does.
        var most = 0
        var end = 0
        for start in shown.indices {
            end = max(end, start)
            while end < shown.count, shown[end].timeIntervalSince(shown[start]) < SystemPromptLimit.window { end += 1 }
            most = max(most, end - start)
        }
        return most
    }
}
