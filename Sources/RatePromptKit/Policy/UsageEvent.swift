import Foundation

/// Something that happens to an app and changes its `UsageState`, as iRate 1.12.2 (and Apple's gating) record it.
public enum UsageEvent: Hashable, Sendable {
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
    public func applying(_ event: UsageEvent, at now: Date, configuration: PromptConfiguration) -> UsageState {
        var state = self
        switch event {
        case .launch(let version):
            state = state.applying(.appUpdate(version: version), at: now, configuration: configuration)
            state.useCount += 1
        case .foreground:
            state.useCount += 1
        case .significantEvent:
            state.eventCount += 1
        case .completedProcess:
            state.completedProcessCount += 1
        case .promptShown(.alert, _):
            break
        case .promptShown(.systemPrompt, let version):
            state.reviewRequestDates.append(now)
            state.lastVersionPromptedForReview = version
        case .rated(let version):
            state.ratedVersion = version
        case .declined(let version):
            state.declinedVersion = version
        case .remindLater:
            state.lastReminded = now
        case .appUpdate(let version):
            guard state.firstUsed == nil || state.lastVersionUsed != version else { break }
            state.lastVersionUsed = version
            if state.firstUsed == nil || state.ratedAnyVersion {
                // First launch, or a new version after a rating: start counting again.
                state.firstUsed = now
                state.useCount = 0
                state.eventCount = 0
                state.lastReminded = nil
            } else if let firstUsed = state.firstUsed {
                // Keep the counters but leave at least a day before the new version can ask (with
                // daysUntilPrompt under 1 the first use moves into the future: still a full day to wait).
                let grace = (PromptPolicy.iRateFloat(configuration.daysUntilPrompt) - 1) * PromptPolicy.secondsPerDay
                if now.timeIntervalSince(firstUsed) > grace {
                    state.firstUsed = now.addingTimeInterval(-grace)
                }
            }
        }
        return state
    }

    /// Several events at the same moment, in order.
    public func applying(_ events: [UsageEvent], at now: Date, configuration: PromptConfiguration) -> UsageState {
        events.reduce(self) { $0.applying($1, at: now, configuration: configuration) }
    }
}
