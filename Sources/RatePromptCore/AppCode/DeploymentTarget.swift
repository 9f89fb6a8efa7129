import RatePromptFormats

/// The least OS versions a project or package builds for, and the file that says so.
package struct DeploymentTarget: Sendable, Hashable {
    /// The least iOS version; nil when the project does not build for iOS.
    package var iOS: Version?
    /// The file it was read from: a `Package.swift` or an `.xcodeproj/project.pbxproj`.
    package var source: String

    package init(iOS: Version?, source: String) {
        self.iOS = iOS
        self.source = source
    }
}
