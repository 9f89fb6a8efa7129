import StoreKit
import UIKit

class EntryViewController: UIViewController {
    private var savedEntries = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Save") { [weak self] _ in
            self?.saveEntry()
        })
    }

    /// The toolbar's Save asks on every save: review-request-in-user-action (through the caller).
    func saveEntry() {
        savedEntries += 1
        if let scene = view.window?.windowScene {
            SKStoreReviewController.requestReview(in: scene)
        }
    }

    @IBAction func share(_ sender: UIBarButtonItem) {
        Appirater.userDidSignificantEvent(true)
    }

    @IBAction func rate(_ sender: UIButton) {
        iRate.sharedInstance().promptForRating()
    }
}
