import SwiftUI

// Xcode's symbols in SwiftUI: each resolves to its key (`explain --source --strings`); `.unknownSymbol` to none.
struct AboutView: View {
    let count: Int
    var body: some View {
        VStack {
            Text(.creditsThanks(testersLink: "https://example.com/testers", sponsorsLink: "https://example.com/sponsors"))
            Button(.settingsTitle) {}
            Text(.weeklySummary)
            Label(._2024RecapTitle, systemImage: "star")
            Text(.tripCount(count: count))
            Text(.Discover.title)
            Text(.Discover.subtitle(friendsTrips: 2, curatedTrips: 3))
            Text(.legacyNotice)
            Text(.legacyMissing)
            Text(.unknownSymbol)
            Text(.now, style: .time)
        }
        .navigationTitle(.exportAsJsonFile)
        .help(.dontAskAgain)
    }
}
