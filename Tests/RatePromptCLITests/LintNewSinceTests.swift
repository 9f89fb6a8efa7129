import Foundation
import Testing

/// `rateprompt lint --new-since REF` on git repositories made here: only what the merge base's tree did not have is
/// reported, matched as a baseline matches (moved lines stay known, one key newly in a grouped finding is new), and
/// the working tree, the index and the repository are left as they were.
@Suite(.serialized) struct LintNewSinceTests {
    /// A scratch folder whose name has spaces.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt new since \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs git in `directory`, failing the test when it fails; returns its output.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false",
                             "-c", "init.defaultBranch=main", "--no-optional-locks"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
        return String(decoding: data, as: UTF8.self)
    }

    static func write(_ text: String, to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static let app = "Apps/My App"
    static let english = """
        "welcome.title" = "Welcome aboard";
        "tour.next" = "Next step please";
        "tour.done" = "All done, enjoy";
        "items.count" = "%d items in your list";
        "items.owner" = "Shared by %@";
        "share.prompt" = "Tell a friend ";

        """

    /// French as committed: welcome.title left in English (`untranslated`), items.count reading an object where the
    /// source has an integer (`placeholder-mismatch`, an error), share.prompt without the source's trailing space
    /// (`whitespace`).
    static let french = """
        "welcome.title" = "Welcome aboard";
        "tour.next" = "Étape suivante";
        "tour.done" = "Tout est prêt";
        "items.count" = "%@ éléments dans votre liste";
        "items.owner" = "Partagé par %@";
        "share.prompt" = "Parlez-en à un ami";

        """

    /// A repository with the app committed on `main`, and a file outside the linted folder.
    static func repository() throws -> URL {
        let root = try folder()
        try git(["init", "-q"], in: root)
        try write("Not linted.\n", to: "NOTES.txt", in: root)
        try write(english, to: "\(app)/Resources/en.lproj/Localizable.strings", in: root)
        try write(french, to: "\(app)/Resources/fr.lproj/Localizable.strings", in: root)
        try git(["add", "-A"], in: root)
        try git(["commit", "-q", "-m", "The app"], in: root)
        return root
    }

    /// Every file below `root`, `.git` included, with its modification time and size.
    static func snapshot(_ root: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        for case let url as URL in enumerator {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            files[url.path] = "\(date) \(attributes[.size] ?? 0)"
        }
        return files
    }

    static func findings(_ result: CommandRunner.Result) throws -> [[String: Any]] {
        try #require(try result.json() as? [[String: Any]], "\(result.stdout)\(result.stderr)")
    }

    static func describe(_ finding: [String: Any]) -> String {
        let file = URL(fileURLWithPath: finding["file"] as? String ?? "").pathComponents.suffix(2).joined(separator: "/")
        let keys = (finding["keys"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
        return "\(finding["rule"]!) \(file):\(finding["line"]!) \(keys.joined(separator: ","))"
    }

    static func newTemporaryFolders() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("rateprompt-new-since-") })
    }

    @Test func reportsOnlyWhatTheMergeBaseDidNotHave() async throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let temporaryBefore = try Self.newTemporaryFolders()
        // Work goes on in a branch; main is the REF, as in a pull request.
        try Self.git(["checkout", "-q", "-b", "feature"], in: root)

        // Nothing changed yet: the old error and warnings are all known, and the exit status is 0.
        let all = try await CommandRunner.run(["lint", "--reporter", "json", Self.app], in: root)
        #expect(all.status == 2)
        #expect(try Self.findings(all).map(Self.describe).sorted() == [
            "placeholder-mismatch fr.lproj/Localizable.strings:4 ",
            "untranslated fr.lproj/Localizable.strings:1 welcome.title",
            "whitespace fr.lproj/Localizable.strings:6 share.prompt",
        ])
        let unchanged = try await CommandRunner.run(["lint", "--new-since", "main", "--strict", "--reporter", "json", Self.app],
                                                    in: root)
        #expect(unchanged.status == 0, "\(unchanged.stderr)")
        #expect(try Self.findings(unchanged).isEmpty)

        // Lines inserted above every old finding; tour.next newly left in English, inside the untranslated finding
        // main already has; a German table main did not have.
        try Self.write("/* Onboarding */\n/* Reviewed in May */\n" + Self.english,
                       to: "\(Self.app)/Resources/en.lproj/Localizable.strings", in: root)
        try Self.write("/* Onboarding */\n\n" + Self.french.replacingOccurrences(of: "Étape suivante", with: "Next step please"),
                       to: "\(Self.app)/Resources/fr.lproj/Localizable.strings", in: root)
        try Self.write("\"welcome.title\" = \"Willkommen an Bord\";\n",
                       to: "\(Self.app)/Resources/de.lproj/Localizable.strings", in: root)
        let status = try Self.git(["status", "--porcelain", "--untracked-files=all"], in: root)
        let files = try Self.snapshot(root)

        let warnings = try await CommandRunner.run(["lint", "--new-since", "main", "--reporter", "json", Self.app], in: root)
        let new = try Self.findings(warnings)
        #expect(new.map(Self.describe).sorted() == [
            "missing-key de.lproj/Localizable.strings:1 tour.next,tour.done,items.count,items.owner,share.prompt",
            "untranslated fr.lproj/Localizable.strings:4 tour.next",
        ])
        let untranslated = try #require(new.first { $0["rule"] as? String == "untranslated" })
        #expect((untranslated["message"] as? String)?.hasSuffix("(1 more was already there at the merge base with main)") == true)
        // The old error moved two lines down and is still known: the exit status comes from the new warnings alone.
        #expect(warnings.status == 0, "\(warnings.stderr)")
        #expect(try await CommandRunner.run(["lint", "--new-since", "main", "--strict", Self.app], in: root).status == 2)

        // A new error: the exit status says so.
        try Self.write("/* Onboarding */\n\n" + Self.french.replacingOccurrences(of: "Étape suivante", with: "Next step please")
                        .replacingOccurrences(of: "Partagé par %@", with: "Partagé par %d"),
                       to: "\(Self.app)/Resources/fr.lproj/Localizable.strings", in: root)
        let withError = try await CommandRunner.run(["lint", "--new-since", "main", "--reporter", "sarif", Self.app], in: root)
        #expect(withError.status == 2)
        let sarif = try #require(try withError.json() as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String }.sorted() == ["missing-key", "placeholder-mismatch", "untranslated"])
        #expect(results.allSatisfy { $0["baselineState"] as? String == "new" })
        // Without a comparison, SARIF says nothing of a baseline.
        let plain = try await CommandRunner.run(["lint", "--reporter", "sarif", Self.app], in: root)
        #expect(!plain.stdout.contains("baselineState"))

        // Nothing was written: not the working tree, not the index, not the repository; no temporary folder is left.
        #expect(try Self.git(["status", "--porcelain", "--untracked-files=all"], in: root) == status)
        var after = try Self.snapshot(root)
        let french = root.appendingPathComponent("\(Self.app)/Resources/fr.lproj/Localizable.strings").path
        after[french] = files[french]  // rewritten by the test itself above
        #expect(after == files)
        #expect(try Self.newTemporaryFolders() == temporaryBefore)
    }

    /// The current settings lint both trees: a change that turns a rule on reports what it adds, not every old
    /// finding of the rule. A single file of a subfolder, `--settings` and a REF given as a commit work too.
    @Test func currentSettingsLintBothTrees() async throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let frenchPath = "\(Self.app)/Resources/fr.lproj/Localizable.strings"
        let escape = "\"help.link\" = \"Aide \\u00e9\";\n"
        try Self.write("disabled_rules: [whitespace]\n", to: ".rateprompt.yml", in: root)
        try Self.write(Self.french + escape, to: frenchPath, in: root)
        try Self.git(["add", "-A"], in: root)
        try Self.git(["commit", "-q", "-m", "No whitespace rule"], in: root)
        let commit = try Self.git(["rev-parse", "HEAD"], in: root).trimmingCharacters(in: .whitespacesAndNewlines)

        // The rule turned on again (uncommitted), and a second string whose trailing space French lacks.
        try Self.write("disabled_rules: []\n", to: ".rateprompt.yml", in: root)
        try Self.write(Self.english.replacingOccurrences(of: "All done, enjoy", with: "All done, enjoy "),
                       to: "\(Self.app)/Resources/en.lproj/Localizable.strings", in: root)
        let result = try await CommandRunner.run(["lint", "--new-since", commit, "--reporter", "json", Self.app], in: root)
        #expect(try Self.findings(result).map(Self.describe) == ["whitespace fr.lproj/Localizable.strings:3 tour.done"])

        // One file linted alone: its old escape moved down a line is known (and so is the note that names the
        // file's folder, in the old tree's copy), a new one is new.
        try Self.write("/* Help */\n" + Self.french + escape + "\"help.more\" = \"Plus \\u00e8\";\n", to: frenchPath, in: root)
        let single = try await CommandRunner.run(["lint", "--new-since", commit, "--reporter", "json", frenchPath], in: root)
        #expect(try Self.findings(single).map(Self.describe) == ["unknown-escape fr.lproj/Localizable.strings:9 "])
        let everything = try await CommandRunner.run(["lint", "--reporter", "json", frenchPath], in: root)
        #expect(try Self.findings(everything).count == 3)

        // --settings names the file for every path, in both trees.
        let settings = try Self.folder()
        defer { try? FileManager.default.removeItem(at: settings) }
        try Self.write("severity: {whitespace: error}\n", to: "strict.yml", in: settings)
        let strict = try await CommandRunner.run(["lint", "--new-since", "HEAD", "--settings",
                                                  settings.appendingPathComponent("strict.yml").path, Self.app], in: root)
        #expect(strict.status == 2)
        #expect(strict.stdout.contains("error: 1 string in fr differs from en in whitespace (\"tour.done\""))
        #expect(!strict.stdout.contains("share.prompt"))
        let missing = try await CommandRunner.run(["lint", "--settings", "none.yml", Self.app], in: root)
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("--settings no such file: none.yml"))
    }

    @Test func mistakesAndMissingHistoryAreClearErrors() async throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        func failure(_ arguments: [String], in directory: URL? = nil,
                     environment: [String: String?] = [:]) async throws -> String {
            let result = try await CommandRunner.run(["lint"] + arguments, in: directory ?? root, environment: environment)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            return result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let top = try Self.git(["rev-parse", "--show-toplevel"], in: root).trimmingCharacters(in: .newlines)

        #expect(try await failure(["--new-since", "no-such-branch", Self.app])
                == "error: --new-since no-such-branch: no commit no-such-branch in the repository at \(top) (fetch it "
                + "first; in a CI checkout, actions/checkout with fetch-depth: 0)")

        // A commit with no history in common with HEAD.
        let emptyTree = try Self.git(["hash-object", "-t", "tree", "/dev/null"], in: root).trimmingCharacters(in: .newlines)
        let lonely = try Self.git(["commit-tree", emptyTree, "-m", "Unrelated"], in: root).trimmingCharacters(in: .newlines)
        try Self.git(["branch", "unrelated", lonely], in: root)
        #expect(try await failure(["--new-since", "unrelated", Self.app])
                == "error: --new-since unrelated: HEAD and unrelated have no common ancestor in the repository at \(top)")

        // Not a repository; one without a commit.
        let plain = try Self.folder()
        defer { try? FileManager.default.removeItem(at: plain) }
        try Self.write("\"a\" = \"b\";\n", to: "en.lproj/Localizable.strings", in: plain)
        #expect(try await failure(["--new-since", "main", "."], in: plain)
                == "error: --new-since main: \(plain.path) is not in a git repository")
        try Self.git(["init", "-q"], in: plain)
        let plainTop = try Self.git(["rev-parse", "--show-toplevel"], in: plain).trimmingCharacters(in: .newlines)
        #expect(try await failure(["--new-since", "main", "."], in: plain)
                == "error: --new-since main: the repository at \(plainTop) has no commit yet (HEAD names none)")

        // A shallow clone lacks the history: the message says how to get it.
        try Self.write("More.\n", to: "NOTES.txt", in: root)
        try Self.git(["commit", "-q", "-a", "-m", "Second"], in: root)
        let clones = try Self.folder()
        defer { try? FileManager.default.removeItem(at: clones) }
        try Self.git(["clone", "-q", "--depth", "1", "file://\(root.path)", "shallow"], in: clones)
        let message = try await failure(["--new-since", "HEAD~1", Self.app], in: clones.appendingPathComponent("shallow"))
        #expect(message.hasSuffix("(this is a shallow clone: check out the whole history, actions/checkout with fetch-depth: 0)"))

        // No git at all.
        let empty = try Self.folder()
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(try await failure(["--new-since", "main", Self.app], environment: ["PATH": empty.path])
                == "error: --new-since main: needs git, and there is no git on the PATH (\(empty.path))")

        // A REF that would be read as an option is a usage error.
        let option = try await CommandRunner.run(["lint", "--new-since=--output=x", Self.app], in: root)
        #expect(option.status == 64)
        #expect(option.stderr.contains("--new-since takes a branch, tag or commit, not \"--output=x\""))
    }
}
