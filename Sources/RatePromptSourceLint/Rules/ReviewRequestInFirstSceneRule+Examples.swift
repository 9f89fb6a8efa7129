import RatePromptLint

extension ReviewRequestInFirstSceneRule {
    static let triggeringExamples: [LintExample] = [
        LintExample(.swift("App/Review.swift", """
            import StoreKit
            import UIKit

            func askForReview() {
                guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
                ↓SKStoreReviewController.requestReview(in: scene)
            }

            func askAgain() {
                if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
                    ↓AppStore.requestReview(in: scene)
                }
            }
            """)),
    ]

    static let nonTriggeringExamples: [LintExample] = [
        LintExample(.swift("App/Review.swift", """
            import StoreKit
            import UIKit

            func askForReview(from view: UIView) {
                guard let scene = view.window?.windowScene else { return }
                AppStore.requestReview(in: scene)
            }

            func askInTheActiveScene() {
                let active = UIApplication.shared.connectedScenes
                    .first { $0.activationState == .foregroundActive } as? UIWindowScene
                guard let scene = active else { return }
                AppStore.requestReview(in: scene)
            }

            func askWhereFiltered() {
                let scene = UIApplication.shared.connectedScenes
                    .filter { $0.activationState == .foregroundActive }.first as? UIWindowScene
                if let scene { AppStore.requestReview(in: scene) }
            }
            """)),
    ]
}
