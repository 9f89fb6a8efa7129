import Foundation

/// What an app remembers between launches to decide when to ask for a rating: iRate 1.12.2's persisted values, plus
/// what the system prompt and Apple's gating need and iRate never stored.
///
/// In an app's preferences (an exported `defaults` property list, or JSON with ISO 8601 date strings) the values sit
/// under the keys in `Key`. iRate's own keys keep iRate's names, so a state exported from an iRate app loads as is.
public struct UsageState: Hashable, Sendable {
    /// The preference keys. iRate's seven are iRate's own; the `RatePrompt…` ones are RatePrompt's additions.
    package enum Key: String, CaseIterable, Sendable {
        case firstUsed = "iRateFirstUsed"
        case useCount = "iRateUseCount"
        case eventCount = "iRateEventCount"
        case lastReminded = "iRateLastReminded"
        case ratedVersion = "iRateRatedVersionChecked"
        case declinedVersion = "iRateDeclinedVersion"
        case lastVersionUsed = "iRateLastVersionUsed"
        /// Every call to the system review prompt, oldest first. The app is never told whether one was shown, so
        /// the requests are kept and the system's yearly limit is replayed over them (`SystemPromptLimit`).
        case reviewRequestDates = "RatePromptReviewRequestDates"
        /// Apple's gating: how often the user completed the app's key process.
        case completedProcessCount = "RatePromptCompletedProcessCount"
        /// Apple's gating: the version for which a review was last requested.
        case lastVersionPromptedForReview = "RatePromptLastVersionPromptedForReview"
    }

    /// When the current counting period began: the first launch, or the launch that reset the counters.
    public var firstUsed: Date?
    /// Launches (and returns to the foreground) counted since `firstUsed`.
    public var useCount: Int
    /// Significant events logged since `firstUsed`.
    public var eventCount: Int
    /// The last "Remind Me Later" (also set by iRate just before it calls the system prompt).
    package internal(set) var lastReminded: Date?
    /// The version the user rated (iRate's `ratedThisVersion` compares it with the running version).
    package internal(set) var ratedVersion: String?
    /// The version in which the user declined; any value means "declined for good".
    package internal(set) var declinedVersion: String?
    package internal(set) var lastVersionUsed: String?
    /// Every request for the system review prompt, oldest first.
    public var reviewRequestDates: [Date]
    /// How often the user completed the app's key process (Apple's gating).
    public var completedProcessCount: Int
    package internal(set) var lastVersionPromptedForReview: String?

    /// A state before the first launch: nothing recorded.
    package init(
        firstUsed: Date? = nil, useCount: Int = 0, eventCount: Int = 0, lastReminded: Date? = nil,
        ratedVersion: String? = nil, declinedVersion: String? = nil, lastVersionUsed: String? = nil,
        reviewRequestDates: [Date] = [], completedProcessCount: Int = 0, lastVersionPromptedForReview: String? = nil
    ) {
        self.firstUsed = firstUsed
        self.useCount = useCount
        self.eventCount = eventCount
        self.lastReminded = lastReminded
        self.ratedVersion = ratedVersion
        self.declinedVersion = declinedVersion
        self.lastVersionUsed = lastVersionUsed
        self.reviewRequestDates = reviewRequestDates
        self.completedProcessCount = completedProcessCount
        self.lastVersionPromptedForReview = lastVersionPromptedForReview
    }

    /// iRate's `ratedAnyVersion`: an empty string counts as unset, as iRate tests the string's length.
    public var ratedAnyVersion: Bool { !(ratedVersion ?? "").isEmpty }
    /// iRate's `declinedAnyVersion`.
    public var declinedAnyVersion: Bool { !(declinedVersion ?? "").isEmpty }

    /// Whether the user rated `version` (iRate's `ratedThisVersion`).
    func rated(version: String?) -> Bool {
        guard let version, let ratedVersion else { return false }
        return ratedVersion == version
    }
}
