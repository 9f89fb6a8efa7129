import SwiftUI
import JournalUI

@main
struct DiaryApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                // Held by the catalog.
                Text("Today")
                // Not in the catalog yet: Xcode adds both when it next builds Diary (SWIFT_EMIT_LOC_STRINGS), so
                // they are one finding, at the catalog.
                Text("Yesterday")
                Button("Add reminder") {}
                EntryView()
            }
        }
    }
}
