import RatePromptFormats

/// The configuration schema: iRate 1.12.2's properties with iRate's own defaults (Documentation/PromptRules.md,
/// "Settings and defaults"), then the settings Apple's recommended gating needs. The single table behind loading,
/// validation and documentation.
package enum ConfigurationSchema {
    /// iRate's "Games" primary genre: the game message is used for it.
    package static let gameGenreID: Int64 = 6014

    package static let keys: [ConfigurationKey] = [
        // App Store identity.
        .init("appStoreID", .integer, default: nil, note: "looked up from the App Store by bundle ID",
              range: 0...Double(Int64.max), aliases: ["appId", "appID"],
              "The app's numeric App Store ID, used for the review page link."),
        .init("appStoreGenreID", .integer, default: nil, note: "looked up from the App Store; 6014 means Games",
              range: 0...999_999,
              "The App Store primary genre; 6014 (Games) selects the game message."),
        .init("appStoreCountry", .string, default: nil, note: "the device's region; \"us\" when it has none",
              aliases: ["countryCode"],
              "Two-letter App Store country used for the lookup."),
        .init("applicationName", .string, default: nil,
              note: "Info.plist CFBundleDisplayName, else CFBundleName", aliases: ["appName"],
              "The name put in place of %@ in the title and messages."),
        .init("applicationVersion", .string, default: nil,
              note: "Info.plist CFBundleShortVersionString, else CFBundleVersion",
              "The version compared with the rated, declined and last-used versions."),
        .init("applicationBundleID", .string, default: nil, note: "the main bundle's identifier",
              "The bundle ID matched against the App Store lookup."),

        // When to ask.
        .init("daysUntilPrompt", .number, default: .number(10), unit: "days", range: 0...36_500,
              "Days since first use (fractions allowed) before the prompt may appear."),
        .init("usesUntilPrompt", .integer, default: .integer(10), unit: "uses", range: 0...1_000_000,
              "Launches or foregroundings before the prompt may appear (this or eventsUntilPrompt)."),
        .init("eventsUntilPrompt", .integer, default: .integer(10), unit: "events", range: 0...1_000_000,
              aliases: ["significantEventsUntilPrompt", "significantUsesUntilPrompt"],
              "Significant events before the prompt may appear (this or usesUntilPrompt)."),
        .init("usesPerWeekForPrompt", .number, default: .number(0), note: "0 turns the check off",
              unit: "uses per week", range: 0...10_000,
              "Minimum average uses per week since first use."),
        .init("remindPeriod", .number, default: .number(1), unit: "days", range: 0...36_500,
              aliases: ["timeBeforeReminding", "daysBeforeReminding"],
              "Days to wait after \"Remind Me Later\" before asking again."),

        // Copy. Unset means the localized RatePrompt string.
        .init("messageTitle", .string, default: nil, note: "the localized iRateMessageTitle",
              aliases: ["reviewTitle", "alertTitle"],
              "The alert title; %@ stands for the application name."),
        .init("message", .string, default: nil, note: "the localized iRateAppMessage, or iRateGameMessage for games",
              aliases: ["reviewMessage", "alertMessage"],
              "The alert message; %@ stands for the application name."),
        .init("updateMessage", .string, default: nil, note: "the localized iRateUpdateMessage, else the message",
              "The message shown to someone who rated an earlier version."),
        .init("cancelButtonLabel", .string, default: nil, note: "the localized iRateCancelButton; empty hides it",
              aliases: ["cancelButtonTitle", "alertCancelTitle"],
              "The button that declines for good; an empty label hides the button."),
        .init("remindButtonLabel", .string, default: nil, note: "the localized iRateRemindButton; empty hides it",
              aliases: ["remindButtonTitle", "rateLaterButtonTitle", "alertRateLaterTitle"],
              "The button that asks again later; an empty label hides the button."),
        .init("rateButtonLabel", .string, default: nil, note: "the localized iRateRateButton",
              aliases: ["rateButtonTitle", "alertRateTitle"],
              "The button that opens the App Store review page."),
        .init("ratingsURL", .string, default: nil, note: "the App Store write-review page for appStoreID",
              "Where the rate button leads."),

        // Behaviour switches.
        .init("useAllAvailableLanguages", .boolean, default: .boolean(true),
              "Use RatePrompt's copy in every language it has, not only the app's own localizations."),
        .init("promptForNewVersionIfUserRated", .boolean, default: .boolean(false),
              aliases: ["shouldPromptIfRated", "tracksNewVersions"],
              "Ask again in a new version after the user rated an earlier one."),
        .init("onlyPromptIfLatestVersion", .boolean, default: .boolean(true),
              "Ask only when this is the version currently on the App Store."),
        .init("onlyPromptIfMainWindowIsAvailable", .boolean, default: .boolean(true),
              "macOS: wait until the app has a main window."),
        .init("promptAtLaunch", .boolean, default: .boolean(true),
              "Check the rules at launch and on returning to the foreground, not only after events."),
        .init("verboseLogging", .boolean, default: .boolean(false), note: "on in debug builds",
              aliases: ["debug", "showLog", "debugEnabled"],
              "Log why the prompt did or did not appear."),
        .init("previewMode", .boolean, default: .boolean(false), aliases: ["debugMode"],
              "Always show the prompt, whatever the rules say. For testing only."),
        .init("useSKStoreReviewControllerIfAvailable", .boolean, default: .boolean(true),
              aliases: ["useStoreKitReviewPrompt", "useStoreKitIfAvailable"],
              "iOS: use the system review prompt instead of a custom alert."),
        .init("useUIAlertControllerIfAvailable", .boolean, default: .boolean(false),
              "iOS: draw the custom alert with UIAlertController rather than UIAlertView."),

        // Apple's recommended gating.
        .init("completedProcessesUntilPrompt", .integer, default: .integer(4), unit: "completed processes",
              range: 1...1_000_000, origin: .apple, aliases: ["minPositiveEventsWeight"],
              "Times the user must complete the app's key task before a request (Apple's sample uses 4)."),
        .init("lastVersionPromptedForReview", .string, default: nil, note: "none: not asked yet", origin: .apple,
              "The version for which a review was last requested; no second request in the same version."),

        // Promoted in-app purchases.
        .init("promotions", .promotions, default: nil, note: "nothing promoted", origin: .appStoreConnect,
              "Promoted in-app purchases: \"order\", their product IDs in App Store Connect's order, and \"hidden\", "
                  + "those hidden by default."),
    ]

    private static let keysByName: [String: ConfigurationKey] = Dictionary(
        uniqueKeysWithValues: keys.map { ($0.name, $0) })

    package static func key(named name: String) -> ConfigurationKey? {
        keysByName[name]
    }

    /// The key a misspelt or foreign name most likely means: an exact alias, a case-insensitive match, iRate's
    /// `iRate…` user-defaults spelling, or the nearest name by edit distance.
    package static func suggestion(for name: String) -> ConfigurationKey? {
        if let key = keys.first(where: { $0.aliases.contains(name) }) { return key }
        let lowered = name.lowercased()
        if let key = keys.first(where: { $0.name.lowercased() == lowered }) { return key }
        if lowered.hasPrefix("irate"), let key = keys.first(where: { $0.name.lowercased() == lowered.dropFirst(5) }) {
            return key
        }
        let nearest = DidYouMean.nearest(name, among: keys.map(\.name))
        return nearest.flatMap(key(named:))
    }
}
