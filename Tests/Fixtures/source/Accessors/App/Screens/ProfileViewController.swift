import UIKit

// Names no localized-string API: read in the second pass, for the accessors other files declare.
final class ProfileViewController: UIViewController {
    let editButton = UIButton()
    let exportButton = UIButton()
    let banner = UILabel()
    let footer = UILabel()
    let progress = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = L10n.Settings.title
        navigationItem.prompt = L10n.greeting("Ana")
        editButton.setTitle("profile.edit".localized, for: .normal)
        exportButton.setTitle("export.title".localized, for: .normal)
        banner.text = L("old.banner")
        // missing-code-key: no table holds it.
        footer.text = "profile.footer".localized
        progress.text = L10n.Progress.done
    }
}
