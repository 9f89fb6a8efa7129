/// The least iOS version the project or package around a file builds for, and the file that says so.
package struct DeploymentTarget: Sendable, Hashable {
    /// The least iOS version; nil when the project builds for no iOS.
    package internal(set) var iOS: OSVersion?
    /// The `Package.swift` or `.xcodeproj/project.pbxproj` it was read from, spelt as the file asked about was
    /// (relative to the working folder when that was relative).
    package internal(set) var source: String

    init(iOS: OSVersion?, source: String) {
        self.iOS = iOS
        self.source = source
    }
}
