import StoreKit
import SwiftUI

@main
struct NotesApp: App {
    @Environment(\.requestReview) private var requestReview

    var body: some Scene {
        WindowGroup {
            NoteList()
                .task {
                    // At launch, even after a pause: review-request-at-launch.
                    try? await Task.sleep(for: .seconds(3))
                    requestReview()
                }
        }
    }
}
