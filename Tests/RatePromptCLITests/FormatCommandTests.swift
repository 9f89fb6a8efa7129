import Foundation
import Testing

@Suite("rateprompt format")
struct FormatCommandTests {
    /// A folder with an Xcode-written catalog, the same content on one line, a `.strings` table and a catalog in
    /// `.build` (skipped).
    static func tree() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-format-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("App/en.lproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
        let xcode = try Data(contentsOf: URL(fileURLWithPath: CommandRunner.fixture("format/Storyboard.xcstrings")))
        try xcode.write(to: folder.appendingPathComponent("App/Main.xcstrings"))
        try minified.write(to: folder.appendingPathComponent("App/Localizable.xcstrings"))
        try minified.write(to: folder.appendingPathComponent(".build/Built.xcstrings"))
        try Data("\"b\" = \"B\";\n\"a\"=\"A\";".utf8).write(to: folder.appendingPathComponent("App/en.lproj/Localizable.strings"))
        return folder
    }

    static let minified = Data(#"{"version":"1.0","strings":{"b":{},"A":{"comment":"x/y"}},"sourceLanguage":"en"}"#.utf8)
    static let formatted = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {\n      \"comment\" : \"x/y\"\n"
        + "    },\n    \"b\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}"

    @Test func checkListsWhatWouldChangeAndWritesNothing() async throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await CommandRunner.run(["format", "--check"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "./App/Localizable.xcstrings\n")
        #expect(try Data(contentsOf: folder.appendingPathComponent("App/Localizable.xcstrings")) == Self.minified)
    }

    @Test func formatRewritesOnlyCatalogsAndASecondRunChangesNothing() async throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = try Data(contentsOf: folder.appendingPathComponent("App/en.lproj/Localizable.strings"))
        let result = try await CommandRunner.run(["format", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == folder.path + "/App/Localizable.xcstrings\n")
        let written = try String(contentsOf: folder.appendingPathComponent("App/Localizable.xcstrings"), encoding: .utf8)
        #expect(written == Self.formatted)
        #expect(try Data(contentsOf: folder.appendingPathComponent("App/en.lproj/Localizable.strings")) == strings)
        #expect(try Data(contentsOf: folder.appendingPathComponent(".build/Built.xcstrings")) == Self.minified)
        let again = try await CommandRunner.run(["format", "--check", folder.path])
        #expect(again.status == 0 && again.stdout.isEmpty, "\(again.stdout)")
    }

    @Test func aSyntaxErrorIsReportedAndTheFileIsNotWritten() async throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = Data("{\n  \"strings\" : {\n    \"a\" : \n  }\n}".utf8)
        let path = folder.appendingPathComponent("App/Localizable.xcstrings")
        try broken.write(to: path)
        let result = try await CommandRunner.run(["format", path.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains(path.path + ":4:3: error:"), "\(result.stderr)")
        #expect(try Data(contentsOf: path) == broken)
    }

    @Test func aReadOnlyFileIsNotWritten() async throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("App/Localizable.xcstrings")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path.path)
        let result = try await CommandRunner.run(["format", path.path])
        // Root may write a read-only file; the check is the tool's own, so it holds for root too.
        #expect(result.status == 1)
        #expect(result.stderr.contains("is read-only; not written"), "\(result.stderr)")
        #expect(try Data(contentsOf: path) == Self.minified)
    }

    @Test func aLinkOutOfTheTreeIsNotWrittenThrough() async throws {
        let folder = try Self.tree()
        let outside = try Self.tree()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: outside)
        }
        let target = outside.appendingPathComponent("App/Localizable.xcstrings")
        let link = folder.appendingPathComponent("App/Linked.xcstrings")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = try await CommandRunner.run(["format", folder.path])
        #expect(result.stderr.contains("Linked.xcstrings: warning: a link to"), "\(result.stderr)")
        #expect(try Data(contentsOf: target) == Self.minified)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }

    @Test func theModeOfARewrittenFileIsKept() async throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("App/Localizable.xcstrings")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path.path)
        let result = try await CommandRunner.run(["format", path.path])
        #expect(result.status == 0, "\(result.stderr)")
        let mode = try FileManager.default.attributesOfItem(atPath: path.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("App").path)
        #expect(!leftovers.contains { $0.hasSuffix(".tmp") })
    }

    @Test func aStringsFileIsLeftAsItIs() async throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("App/en.lproj/Localizable.strings")
        let before = try Data(contentsOf: path)
        let result = try await CommandRunner.run(["format", path.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("note: not a String Catalog"))
        #expect(try Data(contentsOf: path) == before)
    }

    /// Xcode 26's and 27's catalogs (versions 1.1 to 1.3, generated comments, the symbol switch, named placeholders)
    /// are already as Xcode writes them: `format --check` passes. One of a newer version is left as it is, with a
    /// warning that says why; that is no failure.
    @Test func catalogsOf2026AreLeftAsXcodeWroteThemAndANewerVersionAlone() async throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Xcode26", "InterfaceBuilder", "Version13"] {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: CommandRunner.fixture("format/\(name).xcstrings")))
            try bytes.write(to: folder.appendingPathComponent("App/\(name).xcstrings"))
        }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Localizable.xcstrings"))
        let newer = Data(#"{"version":"1.4","sourceLanguage":"en","strings":{"b":{},"a":{}}}"#.utf8)
        let path = folder.appendingPathComponent("App/Newer.xcstrings")
        try newer.write(to: path)
        let result = try await CommandRunner.run(["format", "--check", folder.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(path.path + ":1:12: warning: the String Catalog's version \"1.4\" is newer"),
                "\(result.stderr)")
        let written = try await CommandRunner.run(["format", folder.path])
        #expect(written.status == 0 && written.stdout.isEmpty, "\(written.stdout)\(written.stderr)")
        #expect(try Data(contentsOf: path) == newer)
    }
}
