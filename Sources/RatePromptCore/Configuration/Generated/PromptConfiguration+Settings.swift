// Generated from ConfigurationSchema.keys by GeneratedFileTests (Tests/RatePromptCoreTests); do not edit.
// Regenerate every generated file: scripts/regenerate

import RatePromptFormats

extension ConfigurationKey {
    /// The schema's key names, for code that names a setting (a finding's location, a trace's measure).
    package enum Name {
        package static let appStoreID = "appStoreID"
        package static let appStoreGenreID = "appStoreGenreID"
        package static let appStoreCountry = "appStoreCountry"
        package static let applicationName = "applicationName"
        package static let applicationVersion = "applicationVersion"
        package static let applicationBundleID = "applicationBundleID"
        package static let daysUntilPrompt = "daysUntilPrompt"
        package static let usesUntilPrompt = "usesUntilPrompt"
        package static let eventsUntilPrompt = "eventsUntilPrompt"
        package static let usesPerWeekForPrompt = "usesPerWeekForPrompt"
        package static let remindPeriod = "remindPeriod"
        package static let messageTitle = "messageTitle"
        package static let message = "message"
        package static let updateMessage = "updateMessage"
        package static let cancelButtonLabel = "cancelButtonLabel"
        package static let remindButtonLabel = "remindButtonLabel"
        package static let rateButtonLabel = "rateButtonLabel"
        package static let ratingsURL = "ratingsURL"
        package static let useAllAvailableLanguages = "useAllAvailableLanguages"
        package static let promptForNewVersionIfUserRated = "promptForNewVersionIfUserRated"
        package static let onlyPromptIfLatestVersion = "onlyPromptIfLatestVersion"
        package static let onlyPromptIfMainWindowIsAvailable = "onlyPromptIfMainWindowIsAvailable"
        package static let promptAtLaunch = "promptAtLaunch"
        package static let verboseLogging = "verboseLogging"
        package static let previewMode = "previewMode"
        package static let useSKStoreReviewControllerIfAvailable = "useSKStoreReviewControllerIfAvailable"
        package static let useUIAlertControllerIfAvailable = "useUIAlertControllerIfAvailable"
        package static let completedProcessesUntilPrompt = "completedProcessesUntilPrompt"
        package static let lastVersionPromptedForReview = "lastVersionPromptedForReview"
        package static let promotions = "promotions"
    }
}

/// Typed access to every setting: its value, or the schema's default when it is unset.
extension PromptConfiguration {
    /// The app's numeric App Store ID, used for the review page link. Unset by default: looked up from the App Store by
    /// bundle ID.
    package var appStoreID: Int64? {
        value(ConfigurationKey.Name.appStoreID)?.integerValue
    }
    /// The App Store primary genre; 6014 (Games) selects the game message. Unset by default: looked up from the App
    /// Store; 6014 means Games.
    package var appStoreGenreID: Int64? {
        value(ConfigurationKey.Name.appStoreGenreID)?.integerValue
    }
    /// Two-letter App Store country used for the lookup. Unset by default: the device's region; "us" when it has none.
    package var appStoreCountry: String? {
        value(ConfigurationKey.Name.appStoreCountry)?.stringValue
    }
    /// The name put in place of %@ in the title and messages. Unset by default: Info.plist CFBundleDisplayName, else
    /// CFBundleName.
    public var applicationName: String? {
        value(ConfigurationKey.Name.applicationName)?.stringValue
    }
    /// The version compared with the rated, declined and last-used versions. Unset by default: Info.plist
    /// CFBundleShortVersionString, else CFBundleVersion.
    package var applicationVersion: String? {
        value(ConfigurationKey.Name.applicationVersion)?.stringValue
    }
    /// The bundle ID matched against the App Store lookup. Unset by default: the main bundle's identifier.
    package var applicationBundleID: String? {
        value(ConfigurationKey.Name.applicationBundleID)?.stringValue
    }
    /// Days since first use (fractions allowed) before the prompt may appear. Unit: days. Default: 10.
    package var daysUntilPrompt: Double {
        value(ConfigurationKey.Name.daysUntilPrompt)?.numberValue ?? 10
    }
    /// Launches or foregroundings before the prompt may appear (this or eventsUntilPrompt). Unit: uses. Default: 10.
    package var usesUntilPrompt: Int64 {
        value(ConfigurationKey.Name.usesUntilPrompt)?.integerValue ?? 10
    }
    /// Significant events before the prompt may appear (this or usesUntilPrompt). Unit: events. Default: 10.
    package var eventsUntilPrompt: Int64 {
        value(ConfigurationKey.Name.eventsUntilPrompt)?.integerValue ?? 10
    }
    /// Minimum average uses per week since first use. Unit: uses per week. Default: 0 (0 turns the check off).
    package var usesPerWeekForPrompt: Double {
        value(ConfigurationKey.Name.usesPerWeekForPrompt)?.numberValue ?? 0
    }
    /// Days to wait after "Remind Me Later" before asking again. Unit: days. Default: 1.
    package var remindPeriod: Double {
        value(ConfigurationKey.Name.remindPeriod)?.numberValue ?? 1
    }
    /// The alert title; %@ stands for the application name. Unset by default: the localized iRateMessageTitle.
    package var messageTitle: String? {
        value(ConfigurationKey.Name.messageTitle)?.stringValue
    }
    /// The alert message; %@ stands for the application name. Unset by default: the localized iRateAppMessage, or
    /// iRateGameMessage for games.
    package var message: String? {
        value(ConfigurationKey.Name.message)?.stringValue
    }
    /// The message shown to someone who rated an earlier version. Unset by default: the localized iRateUpdateMessage,
    /// else the message.
    package var updateMessage: String? {
        value(ConfigurationKey.Name.updateMessage)?.stringValue
    }
    /// The button that declines for good; an empty label hides the button. Unset by default: the localized
    /// iRateCancelButton; empty hides it.
    package var cancelButtonLabel: String? {
        value(ConfigurationKey.Name.cancelButtonLabel)?.stringValue
    }
    /// The button that asks again later; an empty label hides the button. Unset by default: the localized
    /// iRateRemindButton; empty hides it.
    package var remindButtonLabel: String? {
        value(ConfigurationKey.Name.remindButtonLabel)?.stringValue
    }
    /// The button that opens the App Store review page. Unset by default: the localized iRateRateButton.
    package var rateButtonLabel: String? {
        value(ConfigurationKey.Name.rateButtonLabel)?.stringValue
    }
    /// Where the rate button leads. Unset by default: the App Store write-review page for appStoreID.
    package var ratingsURL: String? {
        value(ConfigurationKey.Name.ratingsURL)?.stringValue
    }
    /// Use RatePrompt's copy in every language it has, not only the app's own localizations. Default: true.
    package var useAllAvailableLanguages: Bool {
        value(ConfigurationKey.Name.useAllAvailableLanguages)?.booleanValue ?? true
    }
    /// Ask again in a new version after the user rated an earlier one. Default: false.
    package var promptForNewVersionIfUserRated: Bool {
        value(ConfigurationKey.Name.promptForNewVersionIfUserRated)?.booleanValue ?? false
    }
    /// Ask only when this is the version currently on the App Store. Default: true.
    package var onlyPromptIfLatestVersion: Bool {
        value(ConfigurationKey.Name.onlyPromptIfLatestVersion)?.booleanValue ?? true
    }
    /// macOS: wait until the app has a main window. Default: true.
    package var onlyPromptIfMainWindowIsAvailable: Bool {
        value(ConfigurationKey.Name.onlyPromptIfMainWindowIsAvailable)?.booleanValue ?? true
    }
    /// Check the rules at launch and on returning to the foreground, not only after events. Default: true.
    package var promptAtLaunch: Bool {
        value(ConfigurationKey.Name.promptAtLaunch)?.booleanValue ?? true
    }
    /// Log why the prompt did or did not appear. Default: false (on in debug builds).
    package var verboseLogging: Bool {
        value(ConfigurationKey.Name.verboseLogging)?.booleanValue ?? false
    }
    /// Always show the prompt, whatever the rules say. For testing only. Default: false.
    package var previewMode: Bool {
        value(ConfigurationKey.Name.previewMode)?.booleanValue ?? false
    }
    /// iOS: use the system review prompt instead of a custom alert. Default: true.
    package var useSKStoreReviewControllerIfAvailable: Bool {
        value(ConfigurationKey.Name.useSKStoreReviewControllerIfAvailable)?.booleanValue ?? true
    }
    /// iOS: draw the custom alert with UIAlertController rather than UIAlertView. Default: false.
    package var useUIAlertControllerIfAvailable: Bool {
        value(ConfigurationKey.Name.useUIAlertControllerIfAvailable)?.booleanValue ?? false
    }
    /// Times the user must complete the app's key task before a request (Apple's sample uses 4). Unit: completed
    /// processes. Default: 4.
    package var completedProcessesUntilPrompt: Int64 {
        value(ConfigurationKey.Name.completedProcessesUntilPrompt)?.integerValue ?? 4
    }
    /// The version for which a review was last requested; no second request in the same version. Unset by default:
    /// none: not asked yet.
    package var lastVersionPromptedForReview: String? {
        value(ConfigurationKey.Name.lastVersionPromptedForReview)?.stringValue
    }
    /// Promoted in-app purchases: "order", their product IDs in App Store Connect's order, and "hidden", those hidden
    /// by default. Unset by default: nothing promoted.
    package var promotions: PromotionSettings? {
        value(ConfigurationKey.Name.promotions)?.promotionsValue
    }
}
