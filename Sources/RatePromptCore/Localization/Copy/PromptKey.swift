/// The strings of a rating prompt, under iRate's keys: the one table every stage uses to know which keys exist,
/// which configuration setting overrides each, and which must name the app.
public enum PromptKey: String, CaseIterable, Hashable, Sendable, Codable {
    case title = "iRateMessageTitle"
    case appMessage = "iRateAppMessage"
    case gameMessage = "iRateGameMessage"
    case updateMessage = "iRateUpdateMessage"
    case cancelButton = "iRateCancelButton"
    case remindButton = "iRateRemindButton"
    case rateButton = "iRateRateButton"

    /// The configuration setting whose value, when set, replaces the localized string (iRate's properties).
    package var configurationKey: String {
        switch self {
        case .title: ConfigurationKey.Name.messageTitle
        case .appMessage, .gameMessage: ConfigurationKey.Name.message
        case .updateMessage: ConfigurationKey.Name.updateMessage
        case .cancelButton: ConfigurationKey.Name.cancelButtonLabel
        case .remindButton: ConfigurationKey.Name.remindButtonLabel
        case .rateButton: ConfigurationKey.Name.rateButtonLabel
        }
    }

    /// Title and messages carry the app name as `%@`; buttons never do (iRate fills only these).
    package var takesAppName: Bool {
        switch self {
        case .title, .appMessage, .gameMessage, .updateMessage: true
        case .cancelButton, .remindButton, .rateButton: false
        }
    }

    /// An empty label hides these buttons (iRate); the rate button always shows.
    package var emptyHides: Bool { self == .cancelButton || self == .remindButton }

    var isButton: Bool { self == .cancelButton || self == .remindButton || self == .rateButton }
}
