import StoreKit
import SwiftUI

/// Apple's sample, rewritten: the completion screen's button counts completed exports and asks on the fourth, once
/// per version, two seconds later. Gated: no finding.
struct ExportDoneView: View {
    @Environment(\.requestReview) private var requestReview
    @AppStorage("exportsCompleted") private var exportsCompleted = 0
    @AppStorage("lastVersionAsked") private var lastVersionAsked = ""
    let appVersion: String

    var body: some View {
        Button("Export finished") {
            exportsCompleted += 1
            guard exportsCompleted >= 4, appVersion != lastVersionAsked else { return }
            lastVersionAsked = appVersion
            Task { @MainActor in
                try? await Task.sleep(for: .seconds(2))
                requestReview()
            }
        }
    }
}
