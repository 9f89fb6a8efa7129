import Foundation
import Testing
import RatePromptLint

/// Hostile and odd inputs through the real binary (issue 16): no hang, no write to an input, a worded error and the
/// same exit status in every command.
@Suite struct HostileInputTests {
    static func scratch() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data("\"iRateMessageTitle\" = \"Rate %@\";\n".utf8).write(to: root.appendingPathComponent("en.lproj/Localizable.strings"))
        return root
    }

    static func run(_ arguments: [String], in directory: URL? = nil) async throws -> CommandRunner.Result {
        // A command that waited on a FIFO would be stopped here and fail the test.
        try await CommandRunner.execute(CommandRunner.tool, in: directory,
                                  timeout: 30) { _ in arguments }
    }

    @Test func aFIFOWithAnInputsNameBlocksNoCommand() async throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        let fifo = root.appendingPathComponent("fr.lproj/Localizable.strings").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let config = root.appendingPathComponent("RatePrompt.plist").path
        #expect(mkfifo(config, 0o644) == 0)
        let expected = "is a named pipe (FIFO), not a regular file; it was not read"
        let dump = try await Self.run(["dump", fifo])
        #expect(dump.status == 1 && dump.stderr.contains("\(fifo):1:1: error: \(expected)"))
        let lint = try await Self.run(["lint", root.path])
        #expect(lint.status == 2)
        #expect(lint.stdout.contains("\(fifo):1:1: error: \(expected) (unreadable-file)"))
        #expect(lint.stdout.contains("\(config):1:1: error: \(expected) (unreadable-file)"))
        let render = try await Self.run(["render", "--project", root.path, "--preferred", "fr"])
        #expect(render.status == 1 && render.stderr.contains(expected))
        let preview = try await Self.run(["preview", "--project", root.path, "--out", root.appendingPathComponent("p.html").path])
        #expect(preview.status == 1 && preview.stderr.contains(expected))
        let show = try await Self.run(["config", "show", config])
        #expect(show.status == 1 && show.stderr.contains("\(config):1:1: error: \(expected)"))
    }

    @Test func devicesAndFoldersWithAnInputsNameAreReportedNotSkipped() async throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("de.lproj/Localizable.strings"),
                                                withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("en.lproj/Zero.strings").path,
                                                   withDestinationPath: "/dev/zero")
        let lint = try await Self.run(["lint", "--reporter", "json", root.path])
        let findings = try #require(try lint.json() as? [[String: Any]]).filter { $0["rule"] as? String == "unreadable-file" }
        #expect(findings.map { $0["message"] as? String } == [
            "is a folder, not a regular file; it was not read", "is a character device, not a regular file; it was not read",
        ])
        let dump = try await Self.run(["dump", root.appendingPathComponent("en.lproj/Zero.strings").path])
        #expect(dump.status == 1 && dump.stderr.contains("is a character device, not a regular file"))
        #expect(!dump.stderr.contains("permission"))
        for command in [["render", "--preferred", "de"], ["preview", "--out", root.appendingPathComponent("p.html").path]] {
            let result = try await Self.run(command + ["--project", root.path])
            #expect(result.status == 1, "\(command[0])")
            #expect(result.stderr.contains("de.lproj/Localizable.strings:1:1: error: is a folder, not a regular file"), "\(command[0])")
        }
    }

    /// A StoreKit configuration has the guarantees of every input: a FIFO or folder of its name is reported, not
    /// waited on; nesting past the reader's limit is a located error, not a stack overflow; nothing writes over it.
    @Test func storeKitConfigurationsAreReadLikeEveryInput() async throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("Pipe.storekit").path
        #expect(mkfifo(fifo, 0o644) == 0)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Folder.storekit"), withIntermediateDirectories: true)
        let deep = root.appendingPathComponent("Deep.storekit")
        try Data(("{\"products\": " + String(repeating: "[", count: 100_000)).utf8).write(to: deep)
        let lint = try await Self.run(["lint", root.path])
        #expect(lint.status == 2)
        #expect(lint.stdout.contains("\(fifo):1:1: error: is a named pipe (FIFO), not a regular file; it was not read (unreadable-file)"))
        #expect(lint.stdout.contains("Folder.storekit:1:1: error: is a folder, not a regular file; it was not read (unreadable-file)"))
        #expect(lint.stdout.contains("\(deep.path):1:525: error: arrays and objects are nested more than 512 deep (syntax-error)"),
                "\(lint.stdout)")
        let original = try Data(contentsOf: deep)
        let baseline = try await Self.run(["lint", "--write-baseline", deep.path, root.path])
        #expect(baseline.status == 2 && baseline.stderr.contains("this is an input file"), "\(baseline.stderr)")
        let fresh = try await Self.run(["lint", "--write-baseline", root.appendingPathComponent("New.storekit").path, root.path])
        #expect(fresh.status == 2 && fresh.stderr.contains("this name is a StoreKit configuration's"), "\(fresh.stderr)")
        #expect(try Data(contentsOf: deep) == original)
    }

    @Test func aFileNameThatIsNotUTF8CanBeGivenFoundAndRead() async throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        // The shell makes the name from its bytes (0xE9 is é in Latin-1): Foundation's Process could not pass it.
        let script = """
            mkdir "$(printf 'caf\\351.lproj')" && printf '"a" = "b";\\n' > "$(printf 'caf\\351.lproj')/Localizable.strings" \
            && "$0" dump "$(printf 'caf\\351.lproj')/Localizable.strings"
            """
        let dump = try await CommandRunner.execute(URL(fileURLWithPath: "/bin/sh"), in: root) { _ in
            ["-c", script, CommandRunner.tool.path]
        }
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout == "{\n  \"a\": \"b\"\n}\n")
        let lint = try await Self.run(["lint", "--reporter", "json", "."], in: root)
        let files = try #require(try lint.json() as? [[String: Any]]).compactMap { $0["file"] as? String }
        #expect(files.contains { $0.hasSuffix("/Localizable.strings") && $0.contains("caf") }, "\(lint.stdout)")
        #expect(!lint.stdout.contains("no such file"))
    }

    @Test func noWriterOverwritesAnInput() async throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let table = root.appendingPathComponent("en.lproj/Localizable.strings")
        let original = try Data(contentsOf: table)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link.json").path,
                                                   withDestinationPath: table.path)
        for target in [table.path, root.appendingPathComponent("link.json").path,
                       root.appendingPathComponent("en.lproj/../en.lproj/Localizable.strings").path] {
            let baseline = try await Self.run(["lint", "--write-baseline", target, root.path])
            #expect(baseline.status == 2)
            #expect(baseline.stderr.contains("error: cannot write the baseline: this is an input file"), "\(baseline.stderr)")
            let stamp = try await Self.run(["lint", "--stamp", target, root.path])
            #expect(stamp.status == 2 && stamp.stderr.contains("this is an input file"))
        }
        // A name that is a table's is refused even before such a file exists.
        let fresh = try await Self.run(["lint", "--write-baseline", root.appendingPathComponent("fr.lproj/Localizable.strings").path, root.path])
        #expect(fresh.status == 2 && fresh.stderr.contains("this name is a localization file's"))
        #expect(try Data(contentsOf: table) == original)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("fr.lproj").path))
        // A FIFO as the destination is refused, not written through.
        let fifo = root.appendingPathComponent("out.json").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let toFIFO = try await Self.run(["lint", "--write-baseline", fifo, root.path])
        #expect(toFIFO.status == 2 && toFIFO.stderr.contains("is a named pipe (FIFO), not a regular file"))
    }

    @Test func renderAndPreviewFailOnlyForTheTableTheyShow() async throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("\"broken\" = \"no semicolon\"\n\"x\" = \"y\";\n".utf8)
            .write(to: root.appendingPathComponent("en.lproj/Other.strings"))
        let out = root.appendingPathComponent("p.html").path
        let render = try await Self.run(["render", "--project", root.path])
        let preview = try await Self.run(["preview", "--project", root.path, "--out", out])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(preview.status == 0, "\(preview.stderr)")
        try Data("\"iRateMessageTitle\" = \"Rate %@\"\n\"x\" = \"y\";\n".utf8)
            .write(to: root.appendingPathComponent("en.lproj/Localizable.strings"))
        let renderBroken = try await Self.run(["render", "--project", root.path])
        let previewBroken = try await Self.run(["preview", "--project", root.path, "--out", out])
        #expect(renderBroken.status == 1 && renderBroken.stderr.contains("Localizable.strings:1:"))
        #expect(previewBroken.status == 1 && previewBroken.stderr.contains("Localizable.strings:1:"))
    }
}
