import StoreKit
import SwiftUI

struct NoteList: View {
    @Environment(\.requestReview) private var requestReview
    @State private var notes: [String] = []

    var body: some View {
        List(notes, id: \.self) { Text($0) }
            .onAppear {
                // Every time the list appears: review-request-ungated.
                requestReview()
            }
            .onChange(of: notes.count) { _, count in
                if count > 0, count.isMultiple(of: 25) {
                    requestReview()
                }
            }
    }
}

struct ArchiveList: View {
    @Environment(\.requestReview) private var requestReview

    var body: some View {
        Text("Archive")
            .onAppear {
                // rateprompt:disable-next-line review-request-ungated
                requestReview()
            }
    }
}
