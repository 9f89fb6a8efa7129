import Foundation
import Testing

/// `lint --fix`: every fixable rule's golden fixture (`Tests/Fixtures/fix/<rule>/before` → `after`), a second run
/// that changes nothing, `dump` of every file equal before and after except the entries fixed, and the files that
/// are left alone.
@Suite("rateprompt lint --fix")
struct LintFixCommandTests {
    /// What each fixture's fix changes, per file (relative path), as paths of keys into the file's dump (a strings
    /// file's key; a catalog's `strings`, key, …): everything else a device reads stays, and each of these changes.
    static let fixed: [String: [String: [[String]]]] = [
        "whitespace": ["de.lproj/Localizable.strings": [["starred"], ["indent"], ["done"], ["both"]]],
        // A device reads the last definition, which stays: nothing it shows changes.
        "duplicate-key": [:],
        "unknown-escape": ["en.lproj/Localizable.strings": [["greeting"], ["arrow"]],
                           "fr.lproj/Localizable.strings": [["greeting"], ["arrow"]]],
        // The stale string, which unwanted-translation leaves, is stale-key's to delete in the same run.
        "unwanted-translation": ["Localizable.xcstrings": [["strings", "Ledger Pro", "localizations", "de"],
                                                       ["strings", "Ledger Pro", "localizations", "fr"],
                                                       ["strings", "Old name"]]],
        // The forms added, each alone: the forms already there, the other languages and the .stringsdict stay.
        "plural-category-missing": ["Localizable.xcstrings": [
            ["strings", "%lld photos", "localizations", "ru", "variations", "plural", "few"],
            ["strings", "%lld photos", "localizations", "ru", "variations", "plural", "many"],
            ["strings", "%lld new messages", "localizations", "ru", "variations", "device", "iphone", "variations",
             "plural", "few"],
            ["strings", "%lld new messages", "localizations", "ru", "variations", "device", "iphone", "variations",
             "plural", "many"],
            ["strings", "Found %#@albums@", "localizations", "pl", "substitutions", "albums", "variations", "plural",
             "many"],
            // The stale string, whose forms are left, is stale-key's to delete in the same run.
            ["strings", "%lld old items"],
        ]],
        // The stale strings go whole; the live and manual ones stay.
        "stale-key": ["Localizable.xcstrings": [["strings", "%lld entries"], ["strings", "Export as CSV"]]],
    ]

    static let rules = ["whitespace", "duplicate-key", "unknown-escape", "unwanted-translation", "plural-category-missing",
                        "stale-key"]

    static func copy(_ fixture: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-fix-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: CommandRunner.fixture(fixture)), to: folder)
        return folder
    }

    static func files(below folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)!
        return (enumerator.allObjects as! [String]).filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path, isDirectory: &isFolder)
                && !isFolder.boolValue
        }.sorted()
    }

    @Test(arguments: rules)
    func goldenFixtureAndASecondRunChangesNothing(rule: String) async throws {
        let folder = try Self.copy("fix/\(rule)/before")
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = URL(fileURLWithPath: CommandRunner.fixture("fix/\(rule)/after"))
        let before = try await CommandRunner.run(["lint", "--reporter", "json", folder.path])
        #expect(try Self.count(of: rule, in: before) > 0)
        let fixed = try await CommandRunner.run(["lint", "--fix", folder.path])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(Self.files(below: folder) == Self.files(below: expected))
        for file in Self.files(below: expected) {
            let written = try Data(contentsOf: folder.appendingPathComponent(file))
            #expect(written == (try Data(contentsOf: expected.appendingPathComponent(file))), "\(rule)/\(file)")
        }
        let again = try await CommandRunner.run(["lint", "--fix", "--dry-run", folder.path])
        #expect(again.status == 0 && again.stdout.isEmpty, "\(again.stdout)")
        #expect(again.stderr.contains("Would make 0 fixes in 0 files"), "\(again.stderr)")
    }

    /// `dump` (the model a device reads) of every file after the fix equals the one before, except the keys fixed.
    @Test(arguments: rules)
    func dumpIsUnchangedExceptTheFixedEntries(rule: String) async throws {
        let before = URL(fileURLWithPath: CommandRunner.fixture("fix/\(rule)/before"))
        let after = URL(fileURLWithPath: CommandRunner.fixture("fix/\(rule)/after"))
        for file in Self.files(below: before) {
            let old = try await CommandRunner.run(["dump", before.appendingPathComponent(file).path]).json()
            let new = try await CommandRunner.run(["dump", after.appendingPathComponent(file).path]).json()
            let fixed = Self.fixed[rule]![file] ?? []
            let differences = try Self.differences(old, new)
            for difference in differences {
                #expect(fixed.contains { difference.starts(with: $0) }, "\(rule)/\(file): \(difference) changed")
            }
            for path in fixed {
                #expect(differences.contains { $0.starts(with: path) }, "\(rule)/\(file): \(path) is not fixed")
            }
        }
    }

    /// The paths of keys at which two dumps differ, as deep as both are objects there (a key only one has is a
    /// difference at that key).
    static func differences(_ old: Any?, _ new: Any?, at path: [String] = []) throws -> [[String]] {
        if let old = old as? [String: Any], let new = new as? [String: Any] {
            return try Set(old.keys).union(new.keys).sorted().flatMap { try differences(old[$0], new[$0], at: path + [$0]) }
        }
        return try canonical(old) == canonical(new) ? [] : [path]
    }

    @Test func dryRunPrintsAUnifiedDiffAndWritesNothing() async throws {
        let folder = try Self.copy("fix/unknown-escape/before")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("en.lproj/Localizable.strings")
        let original = try Data(contentsOf: file)
        let result = try await CommandRunner.run(["lint", "--fix", "--dry-run", "."], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("--- a/en.lproj/Localizable.strings\n+++ b/en.lproj/Localizable.strings\n@@ -1,4 +1,4 @@\n"
                                        + "-\"greeting\" = \"Caf\\u00e9 open\";\n"), "\(result.stdout)")
        #expect(result.stdout.contains("+\"arrow\" = \"Next \\U203A\";\n"))
        #expect(try Data(contentsOf: file) == original)
    }

    /// A String Catalog of a version newer than RatePrompt knows is read and linted, but not fixed: a warning says
    /// why, and the file is left as it is.
    @Test func aCatalogOfANewerVersionIsNotFixed() async throws {
        let folder = try Self.copy("fix/unwanted-translation/before")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        #expect(text.contains("\"version\" : \"1.0\""))
        let newer = Data(text.replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.4\"").utf8)
        try newer.write(to: catalog)
        let before = try await CommandRunner.run(["lint", "--reporter", "json", folder.path])
        #expect(try Self.count(of: "unwanted-translation", in: before) > 0)
        #expect(try Self.count(of: "newer-catalog-version", in: before) == 1)
        let result = try await CommandRunner.run(["lint", "--fix", folder.path])
        #expect(result.stderr.contains(catalog.path + ": warning: its version \"1.4\" is newer than any Xcode RatePrompt "
                                       + "knows"), "\(result.stderr)")
        #expect(try Data(contentsOf: catalog) == newer)
    }

    @Test func aReadOnlyFileAndAFileWithASyntaxErrorAreLeftAlone() async throws {
        let folder = try Self.copy("fix/unknown-escape/before")
        defer { try? FileManager.default.removeItem(at: folder) }
        let readOnly = folder.appendingPathComponent("fr.lproj/Localizable.strings")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly.path)
        let broken = folder.appendingPathComponent("en.lproj/Localizable.strings")
        let brokenText = Data("\"greeting\" = \"Caf\\u00e9 open\";\n\"arrow\" = \"Next\"\n\"swift\" = ;\n".utf8)
        try brokenText.write(to: broken)
        let readOnlyText = try Data(contentsOf: readOnly)
        let result = try await CommandRunner.run(["lint", "--fix", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(readOnly.path + ": error: is read-only; not written"), "\(result.stderr)")
        #expect(result.stderr.contains(broken.path + ": error: has an error at line"), "\(result.stderr)")
        #expect(try Data(contentsOf: readOnly) == readOnlyText)
        #expect(try Data(contentsOf: broken) == brokenText)
    }

    @Test func aLinkOutOfTheTreeIsNotWrittenThrough() async throws {
        let folder = try Self.copy("fix/unknown-escape/before")
        let outside = try Self.copy("fix/unknown-escape/before")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: outside)
        }
        let link = folder.appendingPathComponent("fr.lproj/Localizable.strings")
        let target = outside.appendingPathComponent("fr.lproj/Localizable.strings")
        let original = try Data(contentsOf: target)
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = try await CommandRunner.run(["lint", "--fix", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(link.path + ": warning: a link to"), "\(result.stderr)")
        #expect(try Data(contentsOf: target) == original)
        #expect(try String(contentsOf: folder.appendingPathComponent("en.lproj/Localizable.strings"), encoding: .utf8)
            .contains("Caf\\U00E9"))
    }

    /// A dumped value as JSON with sorted keys, to compare two.
    static func canonical(_ value: Any?) throws -> Data {
        try JSONSerialization.data(withJSONObject: [value ?? NSNull()], options: [.sortedKeys])
    }

    static func count(of rule: String, in result: CommandRunner.Result) throws -> Int {
        let findings = (try result.json() as? [[String: Any]]) ?? []
        return findings.count { $0["rule"] as? String == rule }
    }
}
