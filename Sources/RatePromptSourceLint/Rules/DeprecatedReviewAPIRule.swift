import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// A review API deprecated for every iOS version the app runs on.
struct DeprecatedReviewAPIRule: LintRule {
    static let description = RuleDescription(
        id: "deprecated-review-api", category: .source, severity: .warning,
        summary: "The app calls `SKStoreReviewController.requestReview()` (deprecated in iOS 14) or "
            + "`requestReview(in:)` (deprecated in iOS 18) although its deployment target, or the `#available` "
            + "around the call, is that version or later.",
        rationale: "StoreKit moved: `requestReview()` gave way to `requestReview(in:)` in iOS 14, and both to "
            + "`AppStore.requestReview(in:)` and SwiftUI's `requestReview` action in iOS 16. The deployment target is "
            + "read from the nearest `Package.swift` (`platforms:`) or Xcode project (the least "
            + "`IPHONEOS_DEPLOYMENT_TARGET`); where none is found, or the project builds for no iOS version, nothing "
            + "is reported, since an API is deprecated only for the versions the app runs on.",
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .code(let source) = file, let target = source.deploymentTarget, let iOS = target.iOS
        else { return [] }
        return source.reviewRequests.compactMap { site in
            guard let deprecation = site.api.deprecation,
                  !site.context.compilationConditions.contains(where: Self.excludesIOS) else { return nil }
            let floor = max(iOS, site.context.availableIOS ?? iOS)
            guard floor >= deprecation.iOS else { return nil }
            let why = floor > iOS ? "the #available around it is iOS \(floor)"
                : "the deployment target is iOS \(iOS) (\(Self.name(of: target.source)))"
            return finding("\(site.call) is deprecated since iOS \(deprecation.iOS) and \(why): use "
                           + deprecation.replacement,
                           at: site.location, key: site.baselineKey)
        }
    }

    /// `#if os(macOS)`: a branch that never builds for iOS.
    static func excludesIOS(_ condition: String) -> Bool {
        condition.contains("os(") && !condition.contains("os(iOS)") && !condition.contains("!")
    }

    /// The project file's name as a message shows it: `Notes.xcodeproj`, `Package.swift`.
    static func name(of path: String) -> String {
        let components = path.split(separator: "/")
        if path.hasSuffix("/project.pbxproj"), components.count >= 2 { return String(components[components.count - 2]) }
        return components.last.map(String.init) ?? path
    }
}
