import Foundation

// Symbols outside SwiftUI, and the app's own lookups in an extension of LocalizedStringResource.
func openFailure(_ name: String) -> String {
    String(localized: .couldNotBeOpened(name))
}

let summary = AttributedString(localized: .weeklySummary)
let settings = LocalizedStringResource.settingsTitle

enum Period {
    case weekly, yearly

    var title: LocalizedStringResource {
        switch self {
        case .weekly: .weeklySummary
        case .yearly: ._2024RecapTitle
        }
    }
}

struct TripRow {
    let title: LocalizedStringResource
}

extension LocalizedStringResource {
    static var legacyNotice: LocalizedStringResource {
        LocalizedStringResource("legacy.notice", defaultValue: "This version is no longer updated.", table: "Legacy",
                                bundle: #bundle)
    }

    // missing-code-key: Legacy.strings lacks the key, and the call gives no default value.
    static var legacyMissing: LocalizedStringResource {
        LocalizedStringResource("legacy.missing", table: "Legacy", bundle: #bundle)
    }
}
