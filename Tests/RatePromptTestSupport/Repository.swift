import Foundation

/// The repository the tests run in.
package enum Repository {
    /// The repository's root folder.
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
