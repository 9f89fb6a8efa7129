import StoreKit
import UIKit

enum PublishResult {
    case success(URL)
    case failure(Error)
}

class DraftViewController: UIViewController {
    private let store = DraftStore()
    private var publishedCount = 0

    /// Asks on every save that goes through: `guard saved` checks the save, not how often the user saved.
    /// review-request-in-user-action.
    @IBAction func save(_ sender: UIBarButtonItem) {
        store.save { [weak self] saved in
            guard saved, let scene = self?.view.window?.windowScene else { return }
            SKStoreReviewController.requestReview(in: scene)
        }
    }

    /// A switch on the result is no gate either: review-request-in-user-action.
    @IBAction func export(_ sender: UIBarButtonItem) {
        store.export { [weak self] result in
            switch result {
            case .success:
                if let scene = self?.view.window?.windowScene {
                    SKStoreReviewController.requestReview(in: scene)
                }
            case .failure:
                break
            }
        }
    }

    /// Counts what was published and asks every fifth time: a gate, so no finding.
    @IBAction func publish(_ sender: UIBarButtonItem) {
        store.publish { [weak self] result in
            guard let self, case .success = result else { return }
            self.publishedCount += 1
            if self.publishedCount.isMultiple(of: 5), let scene = self.view.window?.windowScene {
                SKStoreReviewController.requestReview(in: scene)
            }
        }
    }
}

final class DraftStore {
    func save(_ done: @escaping (Bool) -> Void) { done(true) }
    func export(_ done: @escaping (PublishResult) -> Void) { done(.failure(CancellationError())) }
    func publish(_ done: @escaping (PublishResult) -> Void) { done(.failure(CancellationError())) }
}
