import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// A review requested as the app launches or becomes active.
struct ReviewRequestAtLaunchRule: LintRule {
    static let description = RuleDescription(
        id: "review-request-at-launch", category: .source, severity: .warning,
        summary: "The app's code requests a review at launch (a launch method, an `App`'s `init` or its scene's "
            + "`.onAppear` / `.task`), or in a function called from there.",
        rationale: "Apple's Human Interface Guidelines: never ask at launch, even after a delay; ask at the end of a "
            + "completed task, once the user has shown engagement. At launch the prompt interrupts the user before "
            + "they have done anything, and spends one of the three prompts the system shows in 365 days.",
        triggering: [
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
        ],
        nonTriggering: [
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
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .code(let source) = file else { return [] }
        return source.reviewRequests.compactMap { site in
            guard let reach = site.launchReach else { return nil }
            var message = "\(site.call) is requested at launch (\(reach.context.entryName))"
            var notes: [Diagnostic.Note] = []
            if let caller = reach.caller {
                message += ", through the call of \(site.context.function?.name ?? "its function") there"
                notes.append(Diagnostic.Note(location: caller.location, message: "called at launch here"))
            }
            message += ": Apple advises never asking at launch; ask when the user completes a task, after a pause"
            return finding(message, at: site.location, key: site.baselineKey, notes: notes)
        }
    }
}
