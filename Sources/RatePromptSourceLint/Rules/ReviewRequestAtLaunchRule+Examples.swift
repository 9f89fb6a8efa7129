import RatePromptLint

extension ReviewRequestAtLaunchRule {
    static let triggeringExamples: [LintExample] = [
        LintExample(.swift("App/AppDelegate.swift", """
            import StoreKit
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    if UserDefaults.standard.integer(forKey: "launches") > 5 {
                        ↓SKStoreReviewController.requestReview()
                    }
                    return true
                }
            }
            """)),
        LintExample(.swift("App/NotesApp.swift", """
            import StoreKit
            import SwiftUI

            @main
            struct NotesApp: App {
                @Environment(\\.requestReview) private var requestReview

                var body: some Scene {
                    WindowGroup {
                        NotesList()
                            .task {
                                try? await Task.sleep(for: .seconds(2))
                                ↓requestReview()
                            }
                    }
                }
            }
            """)),
        LintExample(.swift("App/SceneDelegate.swift", """
            import StoreKit
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                           options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    askForReview(in: windowScene)
                }

                func askForReview(in scene: UIWindowScene) {
                    ↓AppStore.requestReview(in: scene)
                }
            }
            """)),
    ]

    static let nonTriggeringExamples: [LintExample] = [
        LintExample(.swift("App/AppDelegate.swift", """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    // Appirater counts launches and asks only once its criteria are met.
                    Appirater.appLaunched(true)
                    return true
                }
            }
            """)),
        LintExample(.swift("App/CompletionView.swift", """
            import StoreKit
            import SwiftUI

            struct CompletionView: View {
                @Environment(\\.requestReview) private var requestReview
                @AppStorage("completed") private var completed = 0

                var body: some View {
                    Text("Done")
                        .task {
                            guard completed >= 4 else { return }
                            try? await Task.sleep(for: .seconds(2))
                            requestReview()
                        }
                }
            }
            """)),
    ]
}
