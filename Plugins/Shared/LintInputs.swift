import Foundation

/// The inputs both plugins lint: among a target's files, those `FileKind` (the library's own file, linked here) says
/// RatePrompt reads, and `.rateprompt.yml`. One decision for the library, the tool and both plugins.
enum LintInputs {
    static func of(_ files: [URL]) -> [URL] {
        files.filter { FileKind.isInput($0.path) }
    }
}
