import RatePromptLint

extension DeprecatedReviewAPIRule {
    static let triggeringExamples: [LintExample] = [
        LintExample(
            .packageManifest(name: "Notes", platforms: ".iOS(.v16)"),
            .swift("Sources/Notes/Review.swift", """
                import StoreKit

                // Deprecated only from iOS 18 on: not for this target.
                func askForReview(in scene: UIWindowScene) {
                    SKStoreReviewController.requestReview(in: scene)
                }

                func askForReviewTheOldWay() {
                    ↓SKStoreReviewController.requestReview()
                }
                """)),
        LintExample(
            .xcodeProject("Notes", objects: """
                        P1 = {isa = PBXProject; buildConfigurationList = L1; targets = (); };
                        L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                        C1 = {isa = XCBuildConfiguration; name = Release; buildSettings = {
                            IPHONEOS_DEPLOYMENT_TARGET = 18.0; SDKROOT = iphoneos; }; };
                """),
            .swift("Notes/Review.swift", """
                import StoreKit

                func askForReview(in scene: UIWindowScene) {
                    ↓SKStoreReviewController.requestReview(in: scene)
                }
                """)),
    ]

    static let nonTriggeringExamples: [LintExample] = [
        // iOS 15 still needs requestReview(in:); AppStore's comes with iOS 16.
        LintExample(
            .packageManifest(name: "Notes", platforms: ".iOS(.v15)"),
            .swift("Sources/Notes/Review.swift", """
                import StoreKit

                func askForReview(in scene: UIWindowScene) {
                    if #available(iOS 16, *) {
                        AppStore.requestReview(in: scene)
                    } else {
                        SKStoreReviewController.requestReview(in: scene)
                    }
                }
                """)),
        // No deployment target found: nothing is said.
        LintExample(.swift("Notes/Review.swift", """
            import StoreKit

            func askForReview() {
                SKStoreReviewController.requestReview()
            }
            """)),
    ]
}
