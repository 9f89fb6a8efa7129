import SwiftUI
import NotesUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                NoteRow()
                    .navigationTitle("New note")
            }
        }
    }
}
