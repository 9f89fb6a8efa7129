import Foundation

/// Something that happens to an app and changes its `UsageState`, as iRate 1.12.2 (and Apple's gating) record it.
enum UsageEvent: Hashable, Sendable {
    /// The app starts (iRate's `applicationLaunched`): the `appUpdate` bookkeeping for this version, then one use.
    case launch(version: String)
    /// The app returns to the foreground (iOS): one use.
    case foreground
    /// iRate's `logEvent:`: one significant event.
    case significantEvent
    /// Apple's gating: the user completed the app's key process once.
    case completedProcess
    /// A prompt was put up. iRate keeps no record of its own alert; a system prompt request is recorded with its
    /// date and version, since the yearly limit and Apple's once-per-version rule depend on it.
    case promptShown(PromptPresentation, version: String)
    /// "Rate It Now": this version is rated.
    case rated(version: String)
    /// "No, Thanks": declined, for every version to come.
    case declined(version: String)
    /// "Remind Me Later" (and iRate's step before calling the system prompt).
    case remindLater
    /// What iRate does at launch when the version differs from the last one used (or on the very first launch),
    /// without counting the launch as a use.
    case appUpdate(version: String)
}

extension UsageState {
    /// The state after `event` happened at `now`. Pure: the configuration supplies `daysUntilPrompt`, which an update
    /// uses to move the first use forward.
    func applying(_ event: UsageEvent, at now: Date, configuration: PromptConfiguration) -> UsageState {
        var state = self
        state.apply(event, at: now, configuration: configuration)
        return state
    }

    /// Several events at the same moment, in order.
    func applying(_ events: [UsageEvent], at now: Date, configuration: PromptConfiguration) -> UsageState {
        var state = self
        for event in events { state.apply(event, at: now, configuration: configuration) }
        return state
    }

    /// `applying` in place, so that a long run of events (the simulator's) does not copy the request dates each time.
    /// Counts stop at `Int.max` rather than trap: a state made in code can hold any count.
    mutating func apply(_ event: UsageEvent, at now: Date, configuration: PromptConfiguration) {
        switch event {
        case .launch(let version):
            apply(.appUpdate(version: version), at: now, configuration: configuration)
            useCount.addOne()
        case .foreground:
            useCount.addOne()
        case .significantEvent:
            eventCount.addOne()
        case .completedProcess:
            completedProcessCount.addOne()
        case .promptShown(.alert, _):
            break
        case .promptShown(.systemPrompt, let version):
            reviewRequestDates.append(now)
            lastVersionPromptedForReview = version
        case .rated(let version):
            ratedVersion = version
        case .declined(let version):
            declinedVersion = version
        case .remindLater:
            lastReminded = now
        case .appUpdate(let version):
            guard firstUsed == nil || lastVersionUsed != version else { break }
            lastVersionUsed = version
            if firstUsed == nil || ratedAnyVersion {
                // First launch, or a new version after a rating: start counting again.
                firstUsed = now
                useCount = 0
                eventCount = 0
                lastReminded = nil
            } else if let firstUsed {
                // Keep the counters but leave at least a day before the new version can ask (with
                // daysUntilPrompt under 1 the first use moves into the future: still a full day to wait).
                let grace = (PromptPolicy.iRateFloat(configuration.daysUntilPrompt) - 1) * PromptPolicy.secondsPerDay
                if now.timeIntervalSince(firstUsed) > grace {
                    self.firstUsed = now.addingTimeInterval(-grace)
                }
            }
        }
    }
}

extension Int {
    fileprivate mutating func addOne() {
        if self < .max { self += 1 }
    }
}
