import Foundation

/// The generators that need data from outside the repository, which Python reads best: CLDR's plural rules as babel
/// ships them, ISO 639 as Debian's iso-codes ships it. Each script prints its file with `--stdout`, and exits with
/// status 3 and says what to install when what it reads is missing or of another version.
enum PythonGenerator {
    /// The status a script exits with when what it reads is not installed, or not in the version it is pinned to.
    static let prerequisiteMissing: Int32 = 3

    /// What `scripts/NAME` prints with `--stdout`, run with `python3` from the `PATH` in `repository`.
    static func output(of script: String, repository: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "scripts/" + script, "--stdout"]
        process.currentDirectoryURL = repository
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Generator.Unavailable("scripts/\(script) needs python3 (\(error.localizedDescription))")
        }
        // Standard output first, to its end: what a script says on standard error (a line, or a traceback) fits in
        // the pipe meanwhile.
        let text = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return String(decoding: text, as: UTF8.self)
        case 127 where message.contains("python3"): throw Generator.Unavailable("scripts/\(script) needs python3")
        case prerequisiteMissing: throw Generator.Unavailable(message)
        case let status: throw Generator.Failure("scripts/\(script) exited with status \(status): \(message)")
        }
    }
}

extension Generator {
    static let pluralRules = Generator(
        name: "plural-rules", paths: ["Sources/RatePromptCore/Localization/Generated/PluralRuleTable.swift"],
        source: "CLDR 46 as babel 2.17.0 ships it (scripts/generate_plural_rules.py)"
    ) { context in
        [GeneratedFile(path: "Sources/RatePromptCore/Localization/Generated/PluralRuleTable.swift",
                       contents: try PythonGenerator.output(of: "generate_plural_rules.py", repository: context.repository))]
    }

    static let languageCodes = Generator(
        name: "language-codes", paths: ["Sources/RatePromptCore/Localization/Generated/LanguageCodeTables.swift"],
        source: "ISO 639 as iso-codes 4.15.0 ships it (scripts/generate_language_codes.py)"
    ) { context in
        [GeneratedFile(path: "Sources/RatePromptCore/Localization/Generated/LanguageCodeTables.swift",
                       contents: try PythonGenerator.output(of: "generate_language_codes.py", repository: context.repository))]
    }
}
