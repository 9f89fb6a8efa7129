import RatePromptLint

extension ReviewRequestUngatedRule {
    static let triggeringExamples: [LintExample] = [
        LintExample(.swift("App/SummaryView.swift", """
            import StoreKit
            import SwiftUI

            struct SummaryView: View {
                @Environment(\\.requestReview) private var requestReview

                var body: some View {
                    Text("Summary")
                        .onAppear {
                            ↓requestReview()
                        }
                }
            }
            """)),
        LintExample(.swift("App/ResultViewController.swift", """
            import StoreKit
            import UIKit

            class ResultViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    askForReview()
                }

                private func askForReview() {
                    if let scene = view.window?.windowScene {
                        ↓AppStore.requestReview(in: scene)
                    }
                }
            }
            """)),
    ]

    static let nonTriggeringExamples: [LintExample] = [
        LintExample(.swift("App/SummaryView.swift", """
            import StoreKit
            import SwiftUI

            struct SummaryView: View {
                @Environment(\\.requestReview) private var requestReview
                @AppStorage("exports") private var exports = 0

                var body: some View {
                    Text("Summary")
                        .onChange(of: exports) { _, count in
                            if count.isMultiple(of: 10) {
                                requestReview()
                            }
                        }
                }
            }
            """)),
        LintExample(.swift("App/ReviewPrompter.swift", """
            import StoreKit
            import UIKit

            // Called from elsewhere: the callers are not in this file, so nothing is said.
            enum ReviewPrompter {
                static func ask(in scene: UIWindowScene) {
                    AppStore.requestReview(in: scene)
                }
            }
            """)),
        LintExample(.swift("App/SummaryView.swift", """
            import StoreKit
            import SwiftUI

            struct SummaryView: View {
                @Environment(\\.requestReview) private var requestReview

                var body: some View {
                    Text("Summary")
                        .onAppear {
                            // rateprompt:disable-next-line review-request-ungated
                            requestReview()
                        }
                }
            }
            """)),
    ]
}
