import Foundation
import Testing

/// Files in the repository that a generator writes: each generator is a test that compares what it would write with
/// the committed file, and writes it when `RATEPROMPT_REGENERATE=1` (`scripts/regenerate` sets it and runs them all).
package enum GeneratedFile {
    /// The repository's root folder.
    package static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    package static var regenerating: Bool {
        ProcessInfo.processInfo.environment["RATEPROMPT_REGENERATE"] == "1"
    }

    /// Records an issue unless the file at `path` (relative to the repository) holds exactly `expected`; writes it
    /// first when regenerating.
    package static func check(_ path: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = repository.appendingPathComponent(path)
        if regenerating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(expected.utf8).write(to: url, options: .atomic)
        }
        let committed = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
        #expect(committed == expected, "\(path) is not what its generator writes: run scripts/regenerate",
                sourceLocation: sourceLocation)
    }
}
