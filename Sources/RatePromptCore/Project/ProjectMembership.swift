/// Which targets of the Xcode projects, XcodeGen specs and Swift packages around a file take it: copy it into their bundle, or
/// compile it. Asked of `ProjectLocator.membership(ofFileAt:as:)`.
package enum ProjectMembership: Sendable, Hashable {
    /// No Xcode project, Swift package or project generator's spec in the file's folder or above it (up to the top
    /// of the repository) describes it: it is linted as when nothing was known.
    case undescribed
    /// The targets that take the file, nearest project first.
    case targets([Target])
    /// Projects or packages describe the folder (their files are named) and none of their targets takes the file:
    /// an orphan, a converter's input, a file only a script reads.
    case noTarget(describedBy: [String])
    /// A project or package describes the folder, but what its targets take cannot be read: a manifest too dynamic
    /// to read without running it, a damaged project file, a spec that does not parse or includes one that is not
    /// there. Linted as when nothing was known.
    case unknown(describedBy: String, reason: String)

    /// What a target does with a file.
    package enum Role: Sendable, Hashable {
        /// Copied (or compiled, for catalogs and storyboards) into the target's bundle, where the running app finds it.
        case resource
        /// Compiled into the target's code.
        case source
    }

    /// A target of an Xcode project, an XcodeGen spec or a Swift package.
    package struct Target: Sendable, Hashable {
        /// The `project.pbxproj`, `project.yml` or `Package.swift` that declares it.
        package internal(set) var file: String
        package internal(set) var name: String
        /// Xcode's product type (`com.apple.product-type.app-extension`) or SwiftPM's kind of target
        /// (`target`, `testTarget`, `executableTarget`).
        package internal(set) var kind: String?
        /// Its index in `XcodeProject.targets` (an XcodeGen spec's `project` too) or `PackageManifest.targets`.
        package internal(set) var index: Int

        /// Whether a `Package.swift` declares it.
        package var isPackageTarget: Bool { file.hasSuffix("Package.swift") }

        /// Whether its code runs in a main bundle of its own (an app, an extension): a test bundle's code runs in
        /// its host app or the test runner, a framework's in the app that embeds it, so neither ships the tables
        /// its code reads.
        package var hasMainBundle: Bool { !isPackageTarget && XcodeTarget.hasMainBundle(kind) }

        package init(file: String, name: String, kind: String?, index: Int) {
            self.file = file
            self.name = name
            self.kind = kind
            self.index = index
        }
    }

    /// The targets that take the file; empty for every other answer.
    package var targets: [Target] {
        if case .targets(let targets) = self { return targets }
        return []
    }

    /// Whether a project or package describes the folder and no target takes the file: the one answer on which a
    /// caller may leave the file out.
    var isInNoTarget: Bool {
        if case .noTarget = self { return true }
        return false
    }
}
