import RatePromptFormats
import RatePromptLint

extension ReviewRequestInUserActionRule {
    static let triggeringExamples: [LintExample] = [
        LintExample(.swift("App/EditorView.swift", """
            import StoreKit
            import SwiftUI

            struct EditorView: View {
                @Environment(\\.requestReview) private var requestReview
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    Button("Save") {
                        save()
                        ↓requestReview()
                        dismiss()
                    }
                }

                func save() {}
            }
            """)),
        LintExample(.swift("App/EditorViewController.swift", """
            import StoreKit
            import UIKit

            class EditorViewController: UIViewController {
                @IBAction func save(_ sender: UIBarButtonItem) {
                    store()
                    if let scene = view.window?.windowScene {
                        ↓SKStoreReviewController.requestReview(in: scene)
                    }
                }

                func store() {}
            }
            """)),
        LintExample(.swift("App/ToolbarController.swift", """
            import StoreKit
            import UIKit

            class ToolbarController: UIViewController {
                func makeRateItem() -> UIBarButtonItem {
                    UIBarButtonItem(primaryAction: UIAction(title: "Rate") { [weak self] _ in
                        self?.askForReview()
                    })
                }

                func askForReview() {
                    guard let scene = view.window?.windowScene else { return }
                    ↓AppStore.requestReview(in: scene)
                }
            }
            """)),
        // Checking that the save went through is no gate: it asks on every successful save.
        LintExample(.init("App/NoteEditor.swift", """
            import StoreKit
            import SwiftUI

            struct NoteEditor: View {
                @Environment(\\.requestReview) private var requestReview
                let store: NoteStore

                var body: some View {
                    Button("Save") {
                        let saved = store.save()
                        guard saved else { return }
                        ↓requestReview()
                    }
                }
            }
            """)),
        LintExample(.init("App/UploadViewController.swift", """
            import StoreKit
            import UIKit

            class UploadViewController: UIViewController {
                @IBAction func upload(_ sender: UIButton) {
                    uploader.start { [weak self] result, error in
                        if error == nil, case .success = result, let scene = self?.view.window?.windowScene {
                            ↓AppStore.requestReview(in: scene)
                        }
                    }
                }
            }
            """)),
    ]

    static let nonTriggeringExamples: [LintExample] = [
        // The outcome and a count: the count gates.
        LintExample(.init("App/NoteEditor.swift", """
            import StoreKit
            import SwiftUI

            struct NoteEditor: View {
                @Environment(\\.requestReview) private var requestReview
                @AppStorage("savedNotes") private var savedNotes = 0
                let store: NoteStore

                var body: some View {
                    Button("Save") {
                        guard store.save() else { return }
                        savedNotes += 1
                        if savedNotes == 10 {
                            requestReview()
                        }
                    }
                }
            }
            """)),
        // Apple's sample: the completion scene's button counts the task, and asks on the fourth, once per
        // version, after a pause.
        LintExample(.swift("App/CompletionView.swift", """
            import StoreKit
            import SwiftUI

            struct CompletionView: View {
                @Environment(\\.requestReview) private var requestReview
                @AppStorage("processCompletedCount") private var processCompletedCount = 0
                @AppStorage("lastVersionPromptedForReview") private var lastVersionPromptedForReview = ""
                let currentAppVersion: String

                var body: some View {
                    Button("Process completed") {
                        processCompletedCount += 1
                        if processCompletedCount >= 4, currentAppVersion != lastVersionPromptedForReview {
                            presentReview()
                            lastVersionPromptedForReview = currentAppVersion
                        }
                    }
                }

                private func presentReview() {
                    Task {
                        try await Task.sleep(for: .seconds(2))
                        await requestReview()
                    }
                }
            }
            """)),
        LintExample(.swift("App/RateButton.swift", """
            import SwiftUI

            struct RateButton: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    // A rate button opens the write-review page: allowed, and always does something.
                    Button("Rate MyApp") {
                        openURL(URL(string: "https://apps.apple.com/app/id0000000000?action=write-review")!)
                    }
                }
            }
            """)),
    ]
}
