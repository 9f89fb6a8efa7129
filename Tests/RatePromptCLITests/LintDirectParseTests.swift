import ArgumentParser
import Foundation
import Testing
@testable import rateprompt

/// `lint`'s direct reading of its arguments (the build's fast path) against the argument parser's, the reference:
/// every form it takes must give the same command, and every other form must be left to the parser.
@Suite struct LintDirectParseTests {
    /// Every option and flag, alone and together, in several orders.
    static let taken: [[String]] = [
        [],
        ["App/Resources"],
        ["A", "B", "--reporter", "json"],
        ["--reporter", "sarif", "--strict", "App"],
        ["--quiet", "--settings", "ci.yml", "A", "--baseline", "base.json"],
        ["--write-baseline", "base.json", "--new-since", "origin/main", "A"],
        ["--fix", "--dry-run", "A"],
        ["--stamp", "/tmp/stamp", "--reporter", "github-actions", "--strict", "--quiet", "--fix", "A", "B"],
    ]

    /// Forms the direct reading leaves to the parser.
    static let left: [[String]] = [
        ["--help"], ["-h"], ["--reporter=json", "A"], ["--", "-odd-name"], ["--strict", "--strict"],
        ["--reporter", "json", "--reporter", "xcode"], ["--reporter"], ["--reporter", "--strict"], ["--unknown"],
        ["--version"],
    ]

    /// Every stored property with its state, as the runtime shows it: an option the direct reading forgot would still
    /// be in the parser's "definition" state there.
    static func dumped(_ command: LintCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    @Test(arguments: taken)
    func readsAsTheParserDoes(_ written: [String]) throws {
        // The parser validates the command: the paths and the settings file must exist.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("direct-parse-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["A", "B", "App/Resources"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try Data("disabled_rules: []\n".utf8).write(to: folder.appendingPathComponent("ci.yml"))
        let known: Set<String> = ["A", "B", "App", "App/Resources", "ci.yml"]
        let arguments = written.map { known.contains($0) ? folder.appendingPathComponent($0).path : $0 }
        let direct = try #require(LintCommand.parsedDirectly(arguments))
        let parsed = try LintCommand.parse(arguments)
        #expect(Self.dumped(direct) == Self.dumped(parsed))
        #expect(Self.dumped(direct).contains(arguments.last ?? "xcode"))
    }

    @Test(arguments: left)
    func leavesOtherFormsToTheParser(_ arguments: [String]) {
        #expect(LintCommand.parsedDirectly(arguments) == nil)
    }
}
