import Foundation
import Testing
import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// Folder names and keys that try to forge or move findings, through the real binary: every reporter and the
/// diagnostics on standard error keep one finding on its own line, at its own file.
@Suite struct ForgedNamesTests {
    /// A project whose folders and keys hold line breaks, workflow-command syntax, property separators, a terminal
    /// escape and a NUL.
    static func project() throws -> URL {
        try LintCommandTests.project([
            // A key defined twice: a file rule reports it whatever the folder's name (a folder no device selects
            // gets no copy rule's finding).
            .init("x\n::error file=README.md,line=1::.lproj/Localizable.strings", "\"greeting\" = \"Hi\";\n\"greeting\" = \" Hi\";\n"),
            .init("a,line=999,col=7.lproj/Localizable.strings", "\"greeting\" = \"Hi\";\n\"greeting\" = \" Hi\";\n"),
            .strings("en", "\"greeting\" = \" Hi\";\n\"k\\n/etc/passwd:1:1: error: forged\" = \"\";\n"
                     + "\"esc\\U001B[2J\\U0000\" = \"\";\n"),
        ])
    }

    @Test func githubActionsAnnotationsStayAtTheirFiles() async throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await CommandRunner.run(["lint", "--reporter", "github-actions", "."], in: root)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count >= 5)
        // Each line is one annotation of three properties, and its file is one of the project's (or one of its
        // folders, where a finding about a whole localization stands).
        let files = ["x\\n::error file=README.md,line=1::.lproj/Localizable.strings",
                     "a,line=999,col=7.lproj/Localizable.strings", "en.lproj/Localizable.strings",
                     "x\\n::error file=README.md,line=1::.lproj", "a,line=999,col=7.lproj"]
        for line in lines {
            let command = try #require(line.dropFirst(2).components(separatedBy: "::").first)
            let level = try #require(command.split(separator: " ", maxSplits: 1).first)
            #expect(line.hasPrefix("::") && ["warning", "error", "notice"].contains(level), "\(line)")
            let properties = command.dropFirst(level.count + 1).split(separator: ",")
            #expect(properties.count == 3 && properties[1].hasPrefix("line=") && properties[2].hasPrefix("col="), "\(line)")
            let file = properties[0].dropFirst("file=".count).replacingOccurrences(of: "%3A", with: ":")
                .replacingOccurrences(of: "%2C", with: ",").replacingOccurrences(of: "%25", with: "%")
            #expect(properties[0].hasPrefix("file=") && files.contains(file), "\(line)")
        }
        #expect(lines.contains { $0.hasPrefix("::warning file=x\\n%3A%3Aerror file=README.md%2Cline=1%3A%3A.lproj/Localizable.strings,line=2,col=1::") })
        #expect(lines.contains { $0.hasPrefix("::warning file=a%2Cline=999%2Ccol=7.lproj/Localizable.strings,line=2,col=1::") })
    }

    @Test func xcodeLinesCannotBeForged() async throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await CommandRunner.run(["lint", root.path])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count >= 5)
        #expect(lines.allSatisfy { $0.hasPrefix(root.path + "/") }, "\(result.stdout)")
        #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(result.stdout.contains("/x\\n::error file=README.md,line=1::.lproj/Localizable.strings:2:1: warning: "))
        // The table's two empty strings are one finding; its message names both keys, each note one, visibly.
        #expect(result.stdout.contains("2 strings in en are empty (\"k\\n/etc/passwd:1:1: error: forged\", "
            + "\"esc\\u{1B}[2J\\0\"): "))
        #expect(result.stdout.contains("/en.lproj/Localizable.strings:2:39: note: \"k\\n/etc/passwd:1:1: error: forged\"\n"))
        #expect(result.stdout.contains(": note: \"esc\\u{1B}[2J\\0\"\n"))
    }

    @Test func jsonAndSARIFCarryTheNames() async throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let json = try await CommandRunner.run(["lint", "--reporter", "json", "."], in: root)
        let findings = try #require(try json.json() as? [[String: Any]])
        let files = Set(findings.compactMap { ($0["file"] as? String)?.replacingOccurrences(of: root.path + "/", with: "") })
        #expect(files.isSuperset(of: ["x\n::error file=README.md,line=1::.lproj/Localizable.strings",
                                      "a,line=999,col=7.lproj/Localizable.strings"]))
        // The JSON names each key of a grouped finding exactly.
        let empty = try #require(findings.first { $0["rule"] as? String == "empty-value" })
        #expect((empty["keys"] as? [[String: Any]])?.compactMap { $0["key"] as? String }
            == ["k\n/etc/passwd:1:1: error: forged", "esc\u{1B}[2J\0"])
        let sarif = try await CommandRunner.run(["lint", "--reporter", "sarif", "."], in: root)
        let uris = sarif.stdout.components(separatedBy: "\"uri\": \"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(uris.contains("x%0A%3A%3Aerror%20file=README.md,line=1%3A%3A.lproj/Localizable.strings"))
        #expect(uris.allSatisfy { URL(string: String($0)) != nil })
    }

    /// Diagnostics on standard error, as every command prints them: one line per diagnostic.
    @Test func standardErrorKeepsOneLinePerDiagnostic() async throws {
        let root = try LintCommandTests.project([
            .init("x\n/etc/passwd:1:1: error: forged.lproj/Localizable.strings", "\"a\" = \"b\";\n\"a\" = \"c\";\n\"d\n"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("x\n/etc/passwd:1:1: error: forged.lproj/Localizable.strings").path
        let result = try await CommandRunner.run(["dump", path])
        let lines = result.stderr.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix(root.path + "/x\\n/etc/passwd:1:1: error: forged.lproj/Localizable.strings:") },
                "\(result.stderr)")
    }
}
