import RatePromptFormats

/// Renders the prompt a user sees: picks the message variant (app, game, or update), looks every string up through
/// `CopyResolver`, fills in the app name as `String(format:)` would, and hides buttons whose label is empty.
package struct PromptRenderer: Sendable {
    /// What the app is, for the message choice.
    package enum Genre: Hashable, Sendable {
        case app
        case game
        /// An App Store genre ID; 6014 is Games.
        case id(Int64)

        package var isGame: Bool {
            switch self {
            case .app: false
            case .game: true
            case .id(let id): id == ConfigurationSchema.gameGenreID
            }
        }
    }

    package internal(set) var resolver: CopyResolver

    package init(resolver: CopyResolver) {
        self.resolver = resolver
    }

    /// Renders for one user. `genre` defaults to the configuration's `appStoreGenreID`; `appName` to the
    /// configuration's `applicationName`, else the app bundle's name in the chosen localization, else "MyApp"
    /// (`CopyResolver.appName(given:in:)`).
    package func render(
        preferences: [String], appName: String? = nil, genre: Genre? = nil, ratedPreviousVersion: Bool = false
    ) -> RenderedPrompt {
        let resolution = resolver.resolution(for: preferences)
        let appName = resolver.appName(given: appName, in: resolution)
        let name = appName.name
        let isGame = genre?.isGame ?? resolver.configuration.isGame
        let messageKey: PromptKey = ratedPreviousVersion ? .updateMessage : (isGame ? .gameMessage : .appMessage)
        func string(_ key: PromptKey) -> RenderedString {
            let (raw, source) = resolver.lookup(key, in: resolution)
            let text = key.takesAppName ? FormatString(raw).formatted(with: name) : raw
            return RenderedString(key: key, raw: raw, text: text, source: source)
        }
        func button(_ key: PromptKey) -> RenderedString? {
            let rendered = string(key)
            return key.emptyHides && rendered.text.isEmpty ? nil : rendered
        }
        let message = string(messageKey)
        return RenderedPrompt(
            preferences: preferences,
            localization: message.source.localization ?? resolution.appSearchList.first
                ?? resolution.defaultsLocalization ?? DefaultCopy.englishLocalization,
            appName: name,
            appNameSource: appName,
            appCopy: resolver.appCopy,
            messageKey: messageKey,
            title: string(.title),
            message: message,
            cancelButton: button(.cancelButton),
            remindButton: button(.remindButton),
            rateButton: string(.rateButton),
            steps: resolution.steps
        )
    }
}

/// One string of a rendered prompt.
public struct RenderedString: Hashable, Sendable {
    /// The key the string was looked up by.
    public var key: PromptKey
    /// As written in its source, placeholders included.
    package internal(set) var raw: String
    /// As shown: the app name filled in.
    public var text: String
    /// Where the string came from.
    public var source: CopySource
}

/// The prompt one user sees, every string with its provenance.
public struct RenderedPrompt: Hashable, Sendable {
    package internal(set) var preferences: [String]
    /// The localization the message came from (the one a translator would edit).
    public var localization: String
    /// The name put in place of `%@`.
    public var appName: String
    /// Where the app name came from.
    package internal(set) var appNameSource: AppName
    /// Whether the app's own table could supply the prompt.
    package internal(set) var appCopy: CopyResolver.AppCopy
    /// Which message was chosen: app, game, or update.
    public var messageKey: PromptKey
    /// The alert's title.
    public var title: RenderedString
    /// The alert's message: the app, game or update message.
    public var message: RenderedString
    /// Nil when hidden by an empty label.
    public var cancelButton: RenderedString?
    /// "Remind Me Later"; nil when hidden by an empty label.
    public var remindButton: RenderedString?
    /// "Rate It Now", always shown.
    public var rateButton: RenderedString
    /// How the localizations were chosen.
    package internal(set) var steps: [String]

    /// The strings in display order: title, message, then the buttons iRate adds (rate, cancel, remind).
    package var strings: [RenderedString] {
        [title, message, rateButton] + [cancelButton, remindButton].compactMap { $0 }
    }
}
