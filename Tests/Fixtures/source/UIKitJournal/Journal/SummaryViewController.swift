import StoreKit
import UIKit

class SummaryViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        askForReview()
    }

    private func askForReview() {
        guard let scene = view.window?.windowScene else { return }
        AppStore.requestReview(in: scene)
    }
}

class StreakViewController: UIViewController {
    var streak = 0

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard streak >= 7, let scene = view.window?.windowScene else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            AppStore.requestReview(in: scene)
        }
    }
}
