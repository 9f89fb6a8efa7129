import StoreKit
import UIKit

/// Called from files that do not name a review API: the callers are unknown, so only the API is judged. On iOS 16
/// the SKStoreReviewController call is not deprecated yet (iOS 18): no finding; the parameterless one is.
enum ReviewPrompter {
    static func ask(in scene: UIWindowScene) {
        if #available(iOS 18, *) {
            AppStore.requestReview(in: scene)
        } else {
            SKStoreReviewController.requestReview(in: scene)
        }
    }

    static func askTheOldWay() {
        SKStoreReviewController.requestReview()
    }
}
