import StoreKit
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Appirater.appLaunched(true)
        let launches = UserDefaults.standard.integer(forKey: "launches") + 1
        UserDefaults.standard.set(launches, forKey: "launches")
        if launches.isMultiple(of: 10) {
            // At launch, and deprecated for iOS 15: two findings.
            SKStoreReviewController.requestReview()
        }
        return true
    }
}
