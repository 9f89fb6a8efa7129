import StoreKit
import SwiftUI

struct NoteEditor: View {
    @Environment(\.requestReview) private var requestReview
    @Environment(\.dismiss) private var dismiss
    @Binding var text: String

    var body: some View {
        TextEditor(text: $text)
            .toolbar {
                Button("Save") {
                    save()
                    // Asked on every save, then the screen goes: review-request-in-user-action.
                    requestReview()
                    dismiss()
                }
            }
    }

    private func save() {}
}
